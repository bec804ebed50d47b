package dev.oqa.internal.local.data.importer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.LocalDataException;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Append, never shrink: a refresh merged into what is held. SYNTHETIC closes (round numbers, so each expected value is
 * the arithmetic in the comment beside it).
 */
class PriceMergeTest {
    private static final LocalDate D0 = LocalDate.of(2026, 7, 1), LIMIT = LocalDate.of(2026, 8, 5);

    private static int[] days(int from, int n) {
        int[] d = new int[n];
        for (int i = 0; i < n; i++) d[i] = (int) D0.toEpochDay() + from + i;
        return d;
    }

    @Test void daysTheAnswerDoesNotCoverAreKeptAndNewOnesAppended() {
        PriceMerge m = PriceMerge.of("ZZA", days(0, 10), new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, days(8, 4), new double[] {9, 10, 11, 12}, LIMIT);
        assertEquals(PriceMerge.Change.APPENDED, m.change());
        assertFalse(m.changed());
        assertArrayEquals(days(0, 12), m.days());
        assertArrayEquals(new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, m.closes());
        assertEquals(List.of("kept 8 held days the answer did not cover (it holds 2026-07-09..2026-07-12)", "appended 2 days after 2026-07-10"), m.notes());
    }

    @Test void theSameDaysAreUnchanged() {
        PriceMerge m = PriceMerge.of("ZZA", days(0, 3), new double[] {1, 2, 3}, days(1, 2), new double[] {2, 3}, LIMIT);
        assertEquals(PriceMerge.Change.UNCHANGED, m.change());
        assertArrayEquals(new double[] {1, 2, 3}, m.closes());
    }

    @Test void aDividendReAdjustsTheHeldDaysBeforeTheAnswerByTheOverlapsRatio() {
        // a dividend on day 4 scales the closes before it by 0.98; the answer starts on day 2
        PriceMerge m = PriceMerge.of("ZZA", days(0, 5), new double[] {100, 100, 100, 100, 100}, days(2, 4), new double[] {98, 98, 100, 101}, LIMIT);
        assertEquals(PriceMerge.Change.REPLACED, m.change());
        assertTrue(m.changed());
        assertArrayEquals(new double[] {98, 98, 98, 98, 100, 101}, m.closes(), 1e-9); // days 0 and 1: 100 x 0.98
        assertTrue(m.notes().get(0).startsWith("the adjusted history changed (a dividend or a split re-adjusts the past: 2 of 3 common days differ"
                + ", by up to 2.000%); re-adjusted 2 held days the answer did not cover by the overlap's ratio (x0.980000)"), m.notes().toString());
    }

    @Test void aSplitAfterTheLastHeldDayReAdjustsEveryHeldDay() {
        // a 2-for-1 split after day 2: every earlier adjusted close halves
        PriceMerge m = PriceMerge.of("ZZA", days(0, 3), new double[] {200, 210, 220}, days(1, 3), new double[] {105, 110, 112}, LIMIT);
        assertArrayEquals(new double[] {100, 105, 110, 112}, m.closes(), 1e-9);
    }

    @Test void anOverlapNoSplitOrDividendExplainsIsRefused() {
        // one close moved alone (the 3-day answer with one close re-adjusted)
        LocalDataException e = assertThrows(LocalDataException.class,
                () -> PriceMerge.of("ZZA", days(0, 5), new double[] {10, 10, 10, 10, 10}, days(2, 3), new double[] {10, 10.2, 10}, LIMIT));
        assertTrue(e.getMessage().startsWith("ZZA: refused the refresh, the closes sent for days already held differ from them in a way no split or"
                + " dividend explains (on 2026-07-05 held 10.0, sent 10.0, the same factor as on earlier days after a different one); kept the held"
                + " file as it was. If the source's history is right, move prices/ZZA.csv.gz aside and fetch again"), e.getMessage());
        // every common day up 7%: neither a dividend (which lowers the past) nor a split
        assertThrows(LocalDataException.class,
                () -> PriceMerge.of("ZZA", days(0, 3), new double[] {10, 10, 10}, days(0, 3), new double[] {10.7, 10.7, 10.7}, LIMIT));
    }

    @Test void nothingAfterTheLimitIsWrittenAndHeldFutureDaysAreDropped() {
        int[] fresh = {(int) LocalDate.of(2026, 8, 4).toEpochDay(), (int) LocalDate.of(2026, 8, 5).toEpochDay(), (int) LocalDate.of(2026, 10, 5).toEpochDay()};
        PriceMerge m = PriceMerge.of("ZZA", null, null, fresh, new double[] {1, 2, 3}, LIMIT);
        assertEquals(PriceMerge.Change.NEW, m.change());
        assertEquals(2, m.days().length);
        assertEquals("left out 1 day after 2026-08-05 (2026-10-05..2026-10-05): dated after the fetch's New York date, so not data yet", m.notes().get(0));

        PriceMerge h = PriceMerge.of("ZZA", fresh, new double[] {1, 2, 3}, new int[] {fresh[0]}, new double[] {1}, LIMIT);
        assertEquals(PriceMerge.Change.REPLACED, h.change(), "a holding in the future is never up to date");
        assertTrue(h.changed());
        assertEquals(2, h.days().length);
        assertTrue(h.notes().get(0).startsWith("dropped 1 held day after 2026-08-05"), h.notes().toString());
    }

    @Test void dividendAndSplitFactorsAreAdjustmentsAndOthersAreNot() {
        assertTrue(PriceMerge.adjustment(0.995));
        assertTrue(PriceMerge.adjustment(0.5));
        assertTrue(PriceMerge.adjustment(1 / 3.0 * 0.99));
        assertTrue(PriceMerge.adjustment(10));
        assertFalse(PriceMerge.adjustment(1.07));
        assertTrue(PriceMerge.adjustment(0.3), "a 3-for-1 split with a 10% dividend the same day");
        assertFalse(PriceMerge.adjustment(0.28));
    }
}
