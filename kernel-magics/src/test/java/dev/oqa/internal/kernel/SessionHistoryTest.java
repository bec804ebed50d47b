package dev.oqa.internal.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.dflib.jjava.jupyter.kernel.history.HistoryEntry;
import org.dflib.jjava.jupyter.kernel.history.HistoryManager.ResultFlag;
import org.junit.jupiter.api.Test;

/** history_request's three ways into the session's cells, as IPython answers them. */
class SessionHistoryTest {
    static final Set<ResultFlag> NONE = EnumSet.noneOf(ResultFlag.class);

    static SessionHistory history() {
        SessionHistory h = new SessionHistory();
        h.add(1, "6 * 7", "42");
        h.add(2, "%gex SPY", "");
        h.add(3, "6 * 7", "42");
        h.add(4, "var x = 1;", null);
        return h;
    }

    static List<Integer> lines(List<HistoryEntry> entries) {
        return entries.stream().map(HistoryEntry::getCellNumber).toList();
    }

    @Test void tailRangeAndSearch() {
        SessionHistory h = history();
        assertEquals(List.of(3, 4), lines(h.lookupTail(2, NONE)));
        assertEquals(List.of(1, 2, 3, 4), lines(h.lookupTail(10, NONE)));
        assertEquals(List.of(2, 3), lines(h.lookupRange(SessionHistory.SESSION, 2, 4, NONE)));
        assertEquals(List.of(2, 3), lines(h.lookupRange(0, 2, 4, NONE)), "0: this session");
        assertEquals(List.of(), lines(h.lookupRange(-1, 1, 4, NONE)), "no earlier session is kept");
        assertEquals(List.of(1, 3), lines(h.search("6 [*] 7", 10, NONE)));
        assertEquals(List.of(3), lines(h.search("6 [*] 7", 10, EnumSet.of(ResultFlag.UNIQUE))), "the latest of each input");
        assertEquals(List.of(2), lines(h.search("%gex ???", 10, NONE)));
        assertEquals(List.of(3, 4), lines(h.search("*", 2, NONE)));
    }

    @Test void outputsOnlyWhenAskedFor() {
        SessionHistory h = history();
        assertTrue(h.lookupTail(4, NONE).stream().noneMatch(HistoryEntry::hasOutput));
        assertEquals(List.of("42", "", "42", ""), h.lookupTail(4, EnumSet.of(ResultFlag.INCLUDE_OUTPUT)).stream().map(HistoryEntry::getOutput).toList());
    }

    @Test void sqliteGlobs() {
        assertTrue(SessionHistory.glob("a[^b]c").matcher("axc").matches());
        assertTrue(!SessionHistory.glob("a[^b]c").matcher("abc").matches());
        assertTrue(SessionHistory.glob("x.y+").matcher("x.y+").matches(), "other characters as they are");
        assertTrue(!SessionHistory.glob("x.y").matcher("xzy").matches());
    }
}
