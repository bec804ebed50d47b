package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.model.data.IvData;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which side of a strike the smile takes: the out-of-the-money one (put below the forward, call at or above it),
 * the other when that one has no IV, none when neither has. A synthetic one-expiry chain whose forward is exactly
 * 100: the two-sided pairs at 95 and 105 carry C − P = ±5 with equal spreads, so parity gives 100 from each. Every
 * other strike has one side quoted one-sided (bid 0), which the forward ignores but which still has an IV from its
 * mid, so the two sides of a strike can carry different IVs and the test can tell which one was taken.
 */
class IvSurfaceSmileSideTest {
    private static final double NaN = Double.NaN;
    private static final LocalDate DAY = LocalDate.of(2024, 3, 1), EXP = LocalDate.of(2024, 3, 29);

    private static void quote(ChainSnapshot.Builder b, boolean call, double k, double bid, double ask) {
        b.add(EXP, call, null, k, NaN, NaN, bid, ask, 10, NaN, NaN, NaN, 100);
    }

    private static ChainAnalytics chain() {
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        quote(b, true, 95, 7.15, 7.35);   // C − P = 5: forward 100
        quote(b, false, 95, 2.15, 2.35);
        quote(b, true, 105, 2.15, 2.35);  // C − P = −5: forward 100
        quote(b, false, 105, 7.15, 7.35);
        quote(b, true, 100, 2.9, 3.1);    // at the forward: the call is out of the money's side
        quote(b, false, 100, 0, 5.0);     //   a one-sided put, mid 2.5: a lower IV than the call's 3.0
        quote(b, true, 90, 0, 24.0);      // below: the put is taken, the one-sided call (mid 12) is not
        quote(b, false, 90, 0.9, 1.1);
        quote(b, true, 80, 20.4, 20.6);   // below, the put has no quote: the call is taken instead
        quote(b, false, 80, 0, 0);
        quote(b, true, 110, 0.9, 1.1);    // above: the call is taken, the one-sided put (mid 12) is not
        quote(b, false, 110, 0, 24.0);
        quote(b, true, 120, 0, 0);        // neither side has an IV
        quote(b, false, 120, 0, 0);
        return ChainAnalytics.compute(b.build());
    }

    private static int row(ChainAnalytics a, boolean call, double k) {
        ChainSnapshot s = a.chain();
        for (int i = 0; i < s.size(); i++) if (s.isCall(i) == call && s.strike(i) == k) return i;
        throw new AssertionError("no row " + k);
    }

    private static double smile(ChainAnalytics a, double k) {
        ChainAnalytics.Slice sl = a.slices().get(0);
        for (int j = 0; j < sl.strikes().length; j++)
            if (sl.strikes()[j] == k) return IvSurface.otmIv(a, sl, j, sl.forward());
        throw new AssertionError("no strike " + k);
    }

    @Test void theForwardIsExactlyTheParityOfTheTwoSidedPairs() {
        assertEquals(100.0, chain().slices().get(0).forward(), 0.0);
    }

    @Test void eachStrikeTakesTheOutOfTheMoneySideElseTheOtherElseNone() {
        ChainAnalytics a = chain();
        // the sides differ where the test needs to tell them apart
        assertNotEquals(a.iv(row(a, true, 100)), a.iv(row(a, false, 100)), 1e-3);
        assertNotEquals(a.iv(row(a, true, 90)), a.iv(row(a, false, 90)), 1e-3);
        assertNotEquals(a.iv(row(a, true, 110)), a.iv(row(a, false, 110)), 1e-3);

        assertEquals(a.iv(row(a, true, 100)), smile(a, 100), 0.0, "at the forward: the call");
        assertEquals(a.iv(row(a, false, 90)), smile(a, 90), 0.0, "below: the put");
        assertEquals(a.iv(row(a, false, 95)), smile(a, 95), 0.0);
        assertEquals(a.iv(row(a, true, 110)), smile(a, 110), 0.0, "above: the call");
        assertEquals(a.iv(row(a, true, 80)), smile(a, 80), 0.0, "no put IV: the call");
        assertTrue(a.iv(row(a, true, 80)) > 0);
        assertTrue(Double.isNaN(smile(a, 120)), "neither side");
    }

    @Test void theSmileListsEveryStrikeWithAnIvAndTheTermTheAtmInterpolation() {
        ChainAnalytics a = chain();
        IvData iv = IvSurface.compute("TEST", a, 0.25).data();
        List<Double> strikes = iv.smile().stream().map(IvData.SmilePoint::strike).toList();
        assertEquals(List.of(80.0, 90.0, 95.0, 100.0, 105.0, 110.0), strikes, "120 has no IV on either side");
        assertEquals(IvSurface.r6(a.iv(row(a, true, 100))), iv.smile().get(3).iv(), 0.0);
        // the forward sits on a strike with an IV: ATM is that IV
        assertEquals(1, iv.term().size());
        assertEquals(IvSurface.r6(a.iv(row(a, true, 100))), iv.term().get(0).atmIv(), 0.0);
        // a narrower range keeps the strikes within spot·(1 ± 5%), both ends included
        List<Double> near = IvSurface.compute("TEST", a, 0.05).data().smile().stream().map(IvData.SmilePoint::strike).toList();
        assertEquals(List.of(95.0, 100.0, 105.0), near);
    }
}
