package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.math.Black;
import dev.oqa.internal.math.OptionType;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The headline's 30-day interpolation in total variance, and the 25-delta wing IVs, against hand-computed values. */
class HeadlineTermTest {
    private static final double NaN = Double.NaN;

    @Test void totalVarianceBetweenTheBracketingExpiries() {
        // σ²T: 0.2²·10 = 0.4 and 0.3²·60 = 5.4; at 30 days 0.4 + 5.0·20/50 = 2.4, so σ = √(2.4/30) = √0.08
        List<String> notes = new ArrayList<>();
        assertEquals(Math.sqrt(0.08), Headline.atTarget(List.of(10.0, 60.0), List.of(0.2, 0.3), notes, "ATM IV"), 1e-15);
        assertEquals(List.of(), notes);
        // 30 days exactly on an expiry: its own σ, nothing said
        assertEquals(0.25, Headline.atTarget(List.of(10.0, 30.0, 60.0), List.of(0.2, 0.25, 0.3), notes, "ATM IV"), 1e-15);
        assertEquals(0.2, Headline.atTarget(List.of(30.0, 60.0), List.of(0.2, 0.3), notes, "ATM IV"));
        assertEquals(0.3, Headline.atTarget(List.of(10.0, 30.0), List.of(0.2, 0.3), notes, "ATM IV"));
        assertEquals(List.of(), notes, "on the first or last expiry is not an extrapolation");
        // outside: flat in σ, and said
        assertEquals(0.2, Headline.atTarget(List.of(45.0, 60.0), List.of(0.2, 0.3), notes, "ATM IV"));
        assertEquals(0.3, Headline.atTarget(List.of(5.0, 20.0), List.of(0.2, 0.3), notes, "25-delta IVs"));
        assertEquals(List.of("ATM IV: first expiry is 45 days out; flat extrapolation to 30 days",
                "25-delta IVs: last expiry is 20 days out; flat extrapolation to 30 days"), notes);
        assertEquals(0.2, Headline.atTarget(List.of(45.0), List.of(0.2), null, null), "no notes wanted: none made");
        assertNull(Headline.atTarget(List.of(), List.of(), notes, "ATM IV"));
        assertNull(Headline.atTarget(List.of(10.0, 60.0), List.of(0.0, 0.0), notes, "ATM IV"), "no variance, no σ");
    }

    @Test void aTenorIsInterpolatedInsideTheListedExpiriesAndBlankOutside() {
        // σ²T: 0.2²·5 = 0.2 and 0.3²·60 = 5.4; at 7 days 0.2 + 5.2·2/55, so σ = √(0.3890909.../7)
        assertEquals(Math.sqrt((0.2 + 5.2 * 2 / 55) / 7), Headline.inside(List.of(5.0, 60.0), List.of(0.2, 0.3), 7), 1e-15);
        assertEquals(0.3, Headline.inside(List.of(5.0, 91.0), List.of(0.2, 0.3), 91), "on the last expiry: its own σ");
        assertEquals(0.2, Headline.inside(List.of(7.0, 91.0), List.of(0.2, 0.3), 7), "on the first expiry: its own σ");
        assertNull(Headline.inside(List.of(8.0, 60.0), List.of(0.2, 0.3), 7), "before the first expiry: not extrapolated");
        assertNull(Headline.inside(List.of(8.0, 60.0), List.of(0.2, 0.3), 91), "after the last expiry: not extrapolated");
        assertNull(Headline.inside(List.of(), List.of(), 30));
        // the same rule as atTarget's inside the bracket
        assertEquals(Headline.atTarget(List.of(10.0, 60.0), List.of(0.2, 0.3), null, null), Headline.inside(List.of(10.0, 60.0), List.of(0.2, 0.3), 30));
    }

    @Test void wingIvsAreLinearInDeltaBetweenTheBracketingStrikes() {
        // SYNTHETIC smile (test data): forward 100 (an ATM pair at 20%), calls 101..110 at 20% − 0.5 points per
        // strike, puts 99..90 at 20% + 0.6 points per strike, each priced by Black so our IVs are those. With
        // N(d1) from erfc in Python: the 25Δ call lies between 104 (|Δ| 0.25285, 18%) and 105 (0.19482, 17.5%),
        // the 25Δ put between 96 (0.26913, 22.4%) and 95 (0.22776, 23%).
        LocalDate day = LocalDate.of(2023, 9, 14), exp = day.plusDays(36);
        double t = 36 / 365.0;
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", day).spot(100);
        quote(b, exp, true, 100, 0.20, t);
        quote(b, exp, false, 100, 0.20, t);
        for (int k = 101; k <= 110; k++) quote(b, exp, true, k, 0.20 - 0.005 * (k - 100), t);
        for (int k = 99; k >= 90; k--) quote(b, exp, false, k, 0.20 + 0.006 * (100 - k), t);
        ChainAnalytics a = ChainAnalytics.compute(b.build());
        ChainAnalytics.Slice sl = a.slices().get(0);
        assertEquals(0.17975425612998397, Headline.wingIv(a, sl, true), 1e-9);
        assertEquals(0.22677442872986128, Headline.wingIv(a, sl, false), 1e-9);

        // a slice whose first out-of-the-money strike is already past 25Δ has no wing
        ChainSnapshot.Builder far = ChainSnapshot.builder("TEST", "synthetic", day).spot(100);
        quote(far, exp, true, 100, 0.20, t);
        quote(far, exp, false, 100, 0.20, t);
        quote(far, exp, true, 110, 0.20, t);
        quote(far, exp, false, 90, 0.20, t);
        ChainAnalytics f = ChainAnalytics.compute(far.build());
        assertTrue(Double.isNaN(Headline.wingIv(f, f.slices().get(0), true)));
        assertTrue(Double.isNaN(Headline.wingIv(f, f.slices().get(0), false)));
    }

    private static void quote(ChainSnapshot.Builder b, LocalDate exp, boolean call, double k, double vol, double t) {
        double p = Black.price(OptionType.of(call), 100, k, vol, t);
        b.add(exp, call, null, k, NaN, NaN, p * (1 - 1e-6), p * (1 + 1e-6), 10, NaN, NaN, NaN, 100);
    }
}
