package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.ChainSnapshot;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Put–call parity forwards, F = K + C_mid − P_mid at r = 0, on SYNTHETIC quotes (test data, not market data) whose
 * forwards are computed by hand.
 */
class ForwardsTest {
    private static final double NaN = Double.NaN;
    private static final LocalDate DAY = LocalDate.of(2024, 3, 1), EXP = LocalDate.of(2024, 3, 15), EXP2 = LocalDate.of(2024, 4, 19);

    private static ChainSnapshot.Builder chain(double spot) { return ChainSnapshot.builder("TEST", "synthetic", DAY).spot(spot); }

    private static void quote(ChainSnapshot.Builder b, LocalDate exp, boolean call, double k, double bid, double ask) {
        b.add(exp, call, null, k, NaN, NaN, bid, ask, 10, NaN, NaN, NaN, 100);
    }

    /** A call and a put at strike k with the given mids and one spread each. */
    private static void pair(ChainSnapshot.Builder b, LocalDate exp, double k, double callMid, double putMid, double spread) {
        quote(b, exp, true, k, callMid - spread / 2, callMid + spread / 2);
        quote(b, exp, false, k, putMid - spread / 2, putMid + spread / 2);
    }

    @Test void oneStrikeGivesStrikePlusCallMinusPut() {
        var b = chain(101);
        pair(b, EXP, 100, 6.1, 4.1, 0.2); // 100 + 6.1 - 4.1
        Forwards f = Forwards.of(b.build());
        assertEquals(102, f.forward(EXP), 1e-12);
        assertEquals(102, f.forward((int) EXP.toEpochDay()), 1e-12);
        assertTrue(Double.isNaN(f.forward(EXP2)), "an expiry not in the chain has no forward");
    }

    @Test void aLockedQuoteIsTwoSided() {
        var b = chain(101);
        quote(b, EXP, true, 100, 5, 5);
        quote(b, EXP, false, 100, 3, 3);
        assertEquals(102, Forwards.of(b.build()).forward(EXP), 1e-12);
    }

    @Test void tighterQuotesWeighMore() {
        // K=100 gives 102 with spreads 0.2 + 0.2; K=105 gives 102.5 with spreads 0.4 + 0.4: weights 1/0.4 and 1/0.8,
        // F = (102 * 2.5 + 102.5 * 1.25) / 3.75 = 102 + 0.5/3, to within the 1e-4 added to each spread sum (so a
        // locked pair still has a finite weight): with it, (102/0.4001 + 102.5/0.8001)/(1/0.4001 + 1/0.8001).
        var b = chain(101);
        pair(b, EXP, 100, 5, 3, 0.2);
        pair(b, EXP, 105, 1.5, 4, 0.4);
        assertEquals(102 + 0.5 / 3, Forwards.of(b.build()).forward(EXP), 1e-4);
        assertEquals(102.16668055324112, Forwards.of(b.build()).forward(EXP), 1e-12);
    }

    @Test void onlyTheTwoNeighboursOnEachSideOfTheBestPairCount() {
        // The best pair (smallest |C - P|) is at 100; 80, 90, 110 and 120 join it; 130 and 140 (nonsense quotes
        // giving 200) are three and four strikes away and stay out. Equal spreads: F = mean(101, 102, 102, 102, 103).
        var b = chain(102);
        pair(b, EXP, 80, 22, 1, 0.2);    // 101
        pair(b, EXP, 90, 13, 1, 0.2);    // 102
        pair(b, EXP, 100, 3, 1, 0.2);    // 102, |C - P| = 2, the smallest
        pair(b, EXP, 110, 1, 9, 0.2);    // 102
        pair(b, EXP, 120, 1, 18, 0.2);   // 103
        pair(b, EXP, 130, 71, 1, 0.2);   // 200
        pair(b, EXP, 140, 61, 1, 0.2);   // 200
        assertEquals((101 + 102 + 102 + 102 + 103) / 5.0, Forwards.of(b.build()).forward(EXP), 1e-9);
    }

    @Test void aTieForTheBestPairGoesToTheLowerStrike() {
        // F = 102.5 lies halfway between 100 and 105: |C − P| = 2.5 at both. The lower strike is the best pair, so
        // 90 (a quote giving 104.5) is two strikes away and counts and 115 does not: F = (104.5 + 4 × 102.5)/5 = 102.9.
        var b = chain(102.5);
        pair(b, EXP, 85, 17.5, 0.5, 0.2);   // 102.5, three strikes below the best
        pair(b, EXP, 90, 15.0, 0.5, 0.2);   // 104.5
        pair(b, EXP, 95, 8.0, 0.5, 0.2);    // 102.5
        pair(b, EXP, 100, 3.5, 1.0, 0.2);   // 102.5, |C − P| = 2.5
        pair(b, EXP, 105, 1.0, 3.5, 0.2);   // 102.5, |C − P| = 2.5
        pair(b, EXP, 110, 0.5, 8.0, 0.2);   // 102.5
        pair(b, EXP, 115, 0.5, 13.0, 0.2);  // 102.5, three strikes above the lower best
        assertEquals(102.9, Forwards.of(b.build()).forward(EXP), 1e-9);
    }

    @Test void theBestPairAtTheEdgeAveragesWhatLiesInside() {
        var b = chain(102);
        pair(b, EXP, 100, 3, 1, 0.2);    // 102, best
        pair(b, EXP, 110, 1, 8, 0.2);    // 103
        pair(b, EXP, 120, 1, 17, 0.2);   // 104
        pair(b, EXP, 130, 1, 31, 0.2);   // 100, three strikes away
        assertEquals(103, Forwards.of(b.build()).forward(EXP), 1e-9);
    }

    @Test void oneSidedCrossedAndUnpairedQuotesAreLeftOut() {
        var b = chain(101);
        pair(b, EXP, 100, 6.1, 4.1, 0.2);          // 102
        quote(b, EXP, true, 95, 0, 9);            // no bid
        quote(b, EXP, false, 95, 0.5, 0.7);
        quote(b, EXP, true, 105, 3.0, 2.0);       // crossed: ask under bid
        quote(b, EXP, false, 105, 5.0, 5.2);
        quote(b, EXP, true, 110, 0.8, 1.0);       // a call without a put
        quote(b, EXP2, true, 100, 8, 8.2);        // an expiry with calls only
        Forwards f = Forwards.of(b.build());
        assertEquals(102, f.forward(EXP), 1e-12);
        assertTrue(Double.isNaN(f.forward(EXP2)));
    }

    @Test void theStatedSpotWinsElseTheFrontLiveForward() {
        var withSpot = chain(101);
        pair(withSpot, EXP, 100, 6.1, 4.1, 0.2);
        ChainSnapshot s = withSpot.build();
        assertEquals(101, Forwards.spotOrFrontForward(s, Forwards.of(s)));

        var noSpot = ChainSnapshot.builder("TEST", "synthetic", DAY).valuationDate(LocalDate.of(2024, 3, 16));
        pair(noSpot, EXP, 100, 9, 1, 0.2);     // 108, expired at the valuation date
        pair(noSpot, EXP2, 100, 6.1, 4.1, 0.2); // 102
        ChainSnapshot t = noSpot.build();
        assertEquals(102, Forwards.spotOrFrontForward(t, Forwards.of(t)), 1e-12);

        // A spot of 0 is no spot; a front expiry without a two-sided pair is passed over for the next.
        var zero = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(0);
        quote(zero, EXP, true, 100, 6, 6.2);        // calls only: no forward
        pair(zero, EXP2, 100, 6.1, 4.1, 0.2);       // 102
        ChainSnapshot z = zero.build();
        assertEquals(102, Forwards.spotOrFrontForward(z, Forwards.of(z)), 1e-12);

        var nothing = ChainSnapshot.builder("TEST", "synthetic", DAY);
        quote(nothing, EXP, true, 100, 1, 1.2);
        ChainSnapshot u = nothing.build();
        assertTrue(Double.isNaN(Forwards.spotOrFrontForward(u, Forwards.of(u))));
    }
}
