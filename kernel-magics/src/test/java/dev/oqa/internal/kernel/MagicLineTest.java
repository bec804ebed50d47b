package dev.oqa.internal.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which cells are made of magic lines only, and their words as JJava would split them. */
class MagicLineTest {
    @Test void magicLinesAreSplitIntoNameAndWords() {
        assertEquals(List.of(new MagicLine("gex", List.of("SPY", "--local"))), MagicLine.cell("%gex SPY --local"));
        assertEquals(List.of(new MagicLine("gex", List.of("SPY"))), MagicLine.cell("\n  %gex \t SPY  \n\n"), "blank lines, spaces and tabs");
        assertEquals(List.of(new MagicLine("oqa", List.of("mode", "local")), new MagicLine("risk", List.of("NVDA"))),
                MagicLine.cell("%oqa mode local\r\n%risk NVDA"), "several lines, in order");
        assertEquals(List.of(new MagicLine("gex", List.of("SPY;"))), MagicLine.cell("%gex SPY;"), "a stray character stays in its word, as in JJava");
        assertEquals(List.of(new MagicLine("gexx", List.of())), MagicLine.cell("%gexx"), "an unknown name is still a magic line");
    }

    @Test void anythingElseIsJShells() {
        for (String code : List.of("", "  \n", "1 + 1", "%gex SPY\n1 + 1", "Result<?> r = %gex SPY", "% gex SPY",
                "%%time\n%gex SPY", "%gex \"SPY\"", "%gex S\\PY", "%gex-x SPY", "%"))
            assertNull(MagicLine.cell(code), code);
    }
}
