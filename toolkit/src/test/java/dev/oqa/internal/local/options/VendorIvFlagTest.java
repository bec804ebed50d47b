package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.math.Black;
import dev.oqa.internal.math.OptionType;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * The chain view flags a vendor IV that looks wrong: below 0.5%, above 300%, or more than 10 vol points and 30% away
 * from ours. SYNTHETIC chain (test data): the pairs at 100 are Black prices at 25% (first expiry) and 100% (second)
 * on forward 100, so our IVs are those; the vendor column says otherwise here and there.
 */
class VendorIvFlagTest {
    private static final double NaN = Double.NaN;
    private static final LocalDate DAY = LocalDate.of(2023, 9, 14), E1 = LocalDate.of(2023, 10, 20), E2 = LocalDate.of(2023, 12, 15);

    private static void priced(ChainSnapshot.Builder b, LocalDate e, boolean call, double vol, double vendorIv) {
        double t = ChainAnalytics.compute(ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100).build()).yearsToExpiry(e);
        double p = Black.price(OptionType.of(call), 100, 100, vol, t);
        b.add(e, call, null, 100, NaN, NaN, p - 0.001, p + 0.001, 10, vendorIv, NaN, NaN, 100);
    }

    private static void unquoted(ChainSnapshot.Builder b, double k, double vendorIv) {
        b.add(E1, true, null, k, NaN, NaN, NaN, NaN, 10, vendorIv, NaN, NaN, 100);
    }

    @Test void eachRuleAndItsEdge() {
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        priced(b, E1, true, 0.25, 0.40);    // 0: 15 points and 60% away: flagged
        priced(b, E1, false, 0.25, 0.34);   // 1: 9 points away: within 10
        priced(b, E2, true, 1.00, 1.25);    // 2: 25 points but 25% away: within 30%
        priced(b, E2, false, 1.00, 1.35);   // 3: 35 points and 35% away: flagged
        unquoted(b, 110, 0.004);            // 4
        unquoted(b, 115, 0.005);            // 5: exactly 0.5%
        unquoted(b, 120, 3.0);              // 6: exactly 300%
        unquoted(b, 125, 3.01);             // 7
        unquoted(b, 130, 0);                // 8: the vendor computed none
        unquoted(b, 135, NaN);              // 9
        ChainAnalytics a = ChainAnalytics.compute(b.build());
        assertEquals(0.25, a.iv(0), 1e-9);
        assertEquals(1.00, a.iv(3), 1e-9);
        assertEquals("vendor IV far from ours (40.0% vs 25.0%)", a.vendorIvFlag(0));
        assertNull(a.vendorIvFlag(1));
        assertNull(a.vendorIvFlag(2));
        assertEquals("vendor IV far from ours (135.0% vs 100.0%)", a.vendorIvFlag(3));
        assertEquals("vendor IV below 0.5%", a.vendorIvFlag(4));
        assertNull(a.vendorIvFlag(5));
        assertNull(a.vendorIvFlag(6));
        assertEquals("vendor IV above 300%", a.vendorIvFlag(7));
        assertNull(a.vendorIvFlag(8));
        assertNull(a.vendorIvFlag(9));
        assertEquals("no two-sided quote", a.ivReason(4));
        assertNull(a.ivReason(0));
        assertTrue(a.hasVendorIv());
        assertFalse(ChainAnalytics.compute(ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100).build()).hasVendorIv());
    }

    @Test void gammaIsRepricedOnTheVendorsIvElseOursWhenTheChainHasNoVendorIvs() {
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        priced(b, E1, true, 0.25, 0.30);   // the vendor's 30% wins
        priced(b, E1, false, 0.25, NaN);   // the vendor gave none (Cboe's 0): no gamma, as Perfiliev reads the file
        unquoted(b, 110, NaN);             // neither: 0
        double[] g = ChainAnalytics.compute(b.build()).ivForGamma();
        assertEquals(0.30, g[0]);
        assertEquals(0.0, g[1], "a chain with the vendor's IVs re-prices none on ours (docs/DATA.md, Cboe's zero)");
        assertEquals(0.0, g[2]);
        ChainSnapshot.Builder none = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        priced(none, E1, true, 0.25, NaN);
        priced(none, E1, false, 0.25, 0);  // 0 is "not given" too
        double[] ours = ChainAnalytics.compute(none.build()).ivForGamma();
        assertEquals(0.25, ours[0], 1e-9, "a chain without vendor IVs is priced on ours");
        assertEquals(0.25, ours[1], 1e-9);
    }
}
