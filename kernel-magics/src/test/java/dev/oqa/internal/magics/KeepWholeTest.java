package dev.oqa.internal.magics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A magic's text output wraps at blanks only: words with hyphens or slashes are kept on one line. */
class KeepWholeTest {
    @Test void wordsWithHyphensOrSlashesStayWhole() {
        String nowrap = "<span style=\"white-space:nowrap\">";
        assertEquals("usage: oqa gex " + nowrap + "[--history]</span> SPY", MagicRunner.keepWhole("usage: oqa gex [--history] SPY"));
        assertEquals(nowrap + "options/&lt;UNDERLYING&gt;_&lt;YYYY-MM-DD&gt;.csv</span>",
                MagicRunner.keepWhole("options/&lt;UNDERLYING&gt;_&lt;YYYY-MM-DD&gt;.csv"), "an escaped path, entities whole");
        assertEquals("plain words\n  stay as they are", MagicRunner.keepWhole("plain words\n  stay as they are"));
        assertEquals("white-space:pre-wrap;word-break:normal;overflow-wrap:break-word", MagicRunner.WRAP_AT_WORDS);
    }
}
