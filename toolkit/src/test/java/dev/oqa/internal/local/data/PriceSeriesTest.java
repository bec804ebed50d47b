package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** A price series keeps only ascending dates and finite positive prices, and slices by inclusive dates. */
class PriceSeriesTest {
    private static final LocalDate MON = LocalDate.of(2024, 1, 8);
    private static int day(int plus) { return (int) MON.plusDays(plus).toEpochDay(); }

    /** Synthetic closes on Mon, Tue, Wed, Fri of one week. */
    private static PriceSeries week() {
        return new PriceSeries("TEST", "test.csv", new int[] {day(0), day(1), day(2), day(4)}, new double[] {100, 102, 99.96, 101});
    }

    @Test void refusesWhatIsNotAPriceHistoryAndSaysWhere() {
        assertEquals("TEST: dates must be strictly ascending at index 1",
                assertThrows(IllegalArgumentException.class, () -> new PriceSeries("TEST", "f", new int[] {day(0), day(0)}, new double[] {1, 2})).getMessage());
        assertEquals("TEST: dates must be strictly ascending at index 2",
                assertThrows(IllegalArgumentException.class, () -> new PriceSeries("TEST", "f", new int[] {day(0), day(2), day(1)}, new double[] {1, 2, 3})).getMessage());
        for (double bad : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY})
            assertEquals("TEST: price at index 1 is not a finite positive number: " + bad,
                    assertThrows(IllegalArgumentException.class, () -> new PriceSeries("TEST", "f", new int[] {day(0), day(1)}, new double[] {1, bad})).getMessage());
        assertEquals("2 dates but 1 prices for TEST",
                assertThrows(IllegalArgumentException.class, () -> new PriceSeries("TEST", "f", new int[] {day(0), day(1)}, new double[] {1})).getMessage());
        // the smallest positive price and a single day are a history
        assertEquals(1, new PriceSeries("TEST", "f", new int[] {day(0)}, new double[] {Double.MIN_VALUE}).size());
    }

    @Test void betweenIncludesBothBounds() {
        PriceSeries w = week();
        assertSame(w, w.between(null, null));
        assertSame(w, w.between(MON, MON.plusDays(4)), "bounds on the first and last day keep everything");
        PriceSeries mid = w.between(MON.plusDays(1), MON.plusDays(2));
        assertEquals(2, mid.size());
        assertEquals(MON.plusDays(1), mid.firstDate());
        assertEquals(MON.plusDays(2), mid.lastDate());
        PriceSeries gap = w.between(MON.plusDays(3), MON.plusDays(3));   // Thursday: no close
        assertTrue(gap.isEmpty());
        assertNull(gap.firstDate());
        assertEquals(3, w.between(MON.plusDays(1), null).size());
        assertEquals(3, w.between(null, MON.plusDays(3)).size());
        assertTrue(w.between(MON.plusDays(4), MON).isEmpty(), "from after to: nothing");
        assertEquals("PriceSeries[TEST, 2 days, 2024-01-09..2024-01-10]", mid.toString());
        assertEquals("PriceSeries[TEST, 0 days]", gap.toString());
    }

    @Test void returns() {
        PriceSeries w = week();
        double[] r = w.returns();
        assertEquals(3, r.length);
        assertEquals(0.02, r[0], 1e-15);          // 102/100 − 1
        assertEquals(-0.02, r[1], 1e-15);         // 99.96/102 − 1
        assertEquals(1.04 / 99.96, r[2], 1e-15);  // 101/99.96 − 1
        assertEquals(0, new PriceSeries("TEST", "f", new int[] {day(0)}, new double[] {5}).returns().length);
    }
}
