package dev.oqa.internal.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Java comments on magic lines (docs/COMMANDS.md's rule): where they begin, and what stays an argument. */
class MagicCommentsTest {
    @Test void aCommentAfterABlankEndsTheMagicsWords() {
        assertEquals("%gex SPY", MagicComments.strip("%gex SPY   // chart, table and provenance line"));
        assertEquals("%oqa status", MagicComments.strip("%oqa status // key set? mode, address"));
        assertEquals("var r = %risk NVDA", MagicComments.strip("var r = %risk NVDA // a magic inside Java"));
        assertEquals("Result<RiskData> r = %risk NVDA", MagicComments.strip("Result<RiskData> r = %risk NVDA  // keeps its result"));
        assertEquals("%gex SPY   --local", MagicComments.strip("%gex SPY /* bundled */ --local"));
        assertEquals("%gex SPY", MagicComments.strip("%gex SPY /* never closed"));
        assertEquals("%%time", MagicComments.strip("%%time // a cell magic's line"));
    }

    @Test void quotedSlashesAndAddressesStay() {
        for (String line : List.of("%gex SPY --note \"a // b\"", "%oqa data fetch --data https://host/x", "%gex SPY//x",
                "%gex \"/* x */\"", "%gex SPY --note \"say \\\" // still quoted\""))
            assertEquals(line, MagicComments.strip(line), line);
    }

    @Test void javaLinesAndLineBreaksAreLeftAlone() {
        String java = "int x = 1; // Java's own comment\nString s = \"%gex // no\";";
        assertEquals(java, MagicComments.strip(java), "no magic: JShell reads the comments");
        assertEquals("%gex SPY\r\n%risk NVDA\n", MagicComments.strip("%gex SPY // a\r\n%risk NVDA // b\n"));
    }

    @Test void commentLinesAreNothingToRun() {
        assertTrue(MagicComments.isCommentOnly("  // a note"));
        assertTrue(MagicComments.isCommentOnly("/* a note */"));
        assertFalse(MagicComments.isCommentOnly("/* a */ %gex SPY"));
        assertEquals(List.of(new MagicLine("gex", List.of("SPY"))), MagicLine.cell("// the quickstart\n%gex SPY"));
        assertTrue(MagicLine.onlyMagicLines("// a\n%gex SPY \"x\"\n\n%risk NVDA"));
        assertFalse(MagicLine.onlyMagicLines("var r = %risk NVDA"));
    }
}
