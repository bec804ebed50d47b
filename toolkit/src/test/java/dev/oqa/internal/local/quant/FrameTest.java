package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.PriceSeries;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Aligning price series on one date axis: the common dates, or every date with gaps (pandas' inner and outer join). */
class FrameTest {
    private static PriceSeries s(String t, int[] days, double[] px) { return new PriceSeries(t, t, days, px); }

    private static final PriceSeries A = s("A", new int[] {1, 2, 3, 5, 8}, new double[] {10, 11, 12, 13, 14});
    private static final PriceSeries B = s("B", new int[] {0, 2, 3, 4, 5, 9}, new double[] {20, 21, 22, 23, 24, 25});
    private static final PriceSeries C = s("C", new int[] {2, 5, 6}, new double[] {30, 31, 32});

    @Test void intersectKeepsTheDatesEverySeriesHas() {
        Frame ab = Frame.intersect(List.of(A, B));
        assertArrayEquals(new int[] {2, 3, 5}, ab.days);
        assertArrayEquals(new double[] {11, 12, 13}, ab.prices[0]);
        assertArrayEquals(new double[] {21, 22, 24}, ab.prices[1]);
        assertEquals(List.of("A", "B"), ab.tickers);
        assertEquals(2, ab.assets());
        assertEquals(3, ab.size());
        assertEquals("1970-01-03", ab.date(0));

        Frame abc = Frame.intersect(List.of(A, B, C));
        assertArrayEquals(new int[] {2, 5}, abc.days);
        assertArrayEquals(new double[] {30, 31}, abc.prices[2]);
        assertArrayEquals(new int[] {1, 2, 3, 5, 8}, Frame.intersect(List.of(A)).days, "one series is its own axis");
    }

    @Test void unionKeepsEveryDateAndMarksGapsNaN() {
        Frame u = Frame.union(List.of(A, C));
        assertArrayEquals(new int[] {1, 2, 3, 5, 6, 8}, u.days);
        assertArrayEquals(new double[] {10, 11, 12, 13, Double.NaN, 14}, u.prices[0]);
        assertArrayEquals(new double[] {Double.NaN, 30, Double.NaN, 31, 32, Double.NaN}, u.prices[1]);
    }

    @Test void returnsAreNaNWhereEitherPriceIsMissing() {
        double[][] r = Frame.union(List.of(A, C)).returns();
        assertEquals(5, r[0].length);
        assertEquals(0.1, r[0][0], 1e-15);         // 11 / 10 − 1
        assertEquals(1.0 / 11, r[0][1], 1e-15);    // 12 / 11 − 1
        assertTrue(Double.isNaN(r[0][3]) && Double.isNaN(r[0][4]), "no price on day 6: no return into or out of it");
        assertTrue(Double.isNaN(r[1][0]) && Double.isNaN(r[1][1]));
        assertEquals(32.0 / 31 - 1, r[1][3], 1e-15);
        assertEquals(0, Frame.intersect(List.of(s("X", new int[] {1}, new double[] {5}))).returns()[0].length);
    }

    @Test void cumulativeAndGrowthPathsCompound() {
        double[] r = {0.1, -0.5, 1.0};
        assertArrayEquals(new double[] {10, -45, 10}, Series.cumReturnsPct(r), 1e-12); // 1.1, 0.55, 1.1
        assertArrayEquals(new double[] {1, 1.1, 0.55, 1.1}, Series.growth(r), 1e-12);
        var node = Series.node(new int[] {0, 1, 2}, 1, new double[] {2.5, Double.NaN});
        assertEquals("1970-01-02", node.get(0).get("date").asText());
        assertEquals(2.5, node.get(0).get("value").asDouble());
        assertTrue(node.get(1).get("value").isNull(), "NaN is null in JSON");
        assertEquals(null, Series.num(Double.POSITIVE_INFINITY));
        assertEquals(1.5, Series.num(1.5));
    }
}
