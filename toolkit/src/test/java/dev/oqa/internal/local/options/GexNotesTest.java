package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.math.Black;
import dev.oqa.model.Basis;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.StrikeValue;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a GEX answer says about its inputs (where each gamma came from, what was dropped, whether the profile crosses
 * zero) and the premium basis, on a SYNTHETIC chain (test data, not market data) counted by hand.
 */
class GexNotesTest {
    private static final double NaN = Double.NaN;
    private static final LocalDate DAY = LocalDate.of(2023, 9, 14), PAST = LocalDate.of(2023, 9, 8), EXP = LocalDate.of(2023, 9, 29);

    private static void add(ChainSnapshot.Builder b, LocalDate exp, boolean call, double k, double bid, double ask, double vol, double iv, double gamma, double oi) {
        b.add(exp, call, null, k, NaN, NaN, bid, ask, vol, iv, NaN, gamma, oi);
    }

    @Test void theNotesCountTheGammaSourcesAndTheDroppedContracts() {
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        add(b, EXP, true, 100, NaN, NaN, 10, NaN, 0.05, 100);   // the file's gamma, no IV: not in the sweep
        add(b, EXP, false, 100, NaN, NaN, 10, 0.2, NaN, 300);   // Black-Scholes on IV, in the sweep
        add(b, EXP, false, 95, NaN, NaN, 10, 0.25, NaN, 200);   // Black-Scholes on IV, in the sweep
        add(b, EXP, true, 105, NaN, NaN, 10, NaN, NaN, 50);     // neither: no gamma, not a strike of the series
        add(b, EXP, true, 150, NaN, NaN, 10, NaN, 0.001, 40);   // outside ±20%: neither counted nor swept
        add(b, EXP, true, 110, NaN, NaN, 10, 0.3, 0.02, 0);     // no open interest: no weight at all
        add(b, PAST, true, 100, NaN, NaN, 10, 0.2, 0.05, 500);  // expired a week before
        var c = GexCalculator.compute("TEST", b.build(), 100, Basis.OPEN_INTEREST, List.of(), 0.2, null);
        List<String> notes = c.notes();
        assertTrue(notes.contains("Γ from the file for 1 contracts, Black-Scholes on IV for 2, none for 1 (no gamma and no IV)"), notes.toString());
        assertTrue(notes.contains("dropped 1 contracts that expired before 2023-09-14"), notes.toString());
        String zero = notes.stream().filter(n -> n.startsWith("zero_level")).findFirst().orElseThrow();
        assertTrue(zero.endsWith("(2 contracts with IV); the profile never changes sign"), zero);
        assertNull(c.data().zeroLevel(), "two puts: negative at every level");
        assertEquals(List.of(95.0, 100.0), c.data().series().get(GexData.GAMMA).stream().map(StrikeValue::strike).toList());
        assertEquals(List.of("2023-09-29"), c.data().expirations());
    }

    @Test void nothingDroppedNothingSaid() {
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        add(b, EXP, true, 100, NaN, NaN, 10, NaN, 0.05, 100);
        List<String> notes = GexCalculator.compute("TEST", b.build(), 100, Basis.OPEN_INTEREST, List.of(), 0.2, null).notes();
        assertTrue(notes.contains("Γ from the file for 1 contracts, Black-Scholes on IV for 0"), notes.toString());
        assertTrue(notes.stream().noneMatch(n -> n.startsWith("dropped")), notes.toString());
    }

    @Test void thePremiumBasisWeighsByTradedDollars() {
        // volume 10 × mid 2.00 × 100 = $2,000 traded; GEX on premium = Γ · premium · S · 0.01 = 0.05 · 2000 · 100 · 0.01
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        add(b, EXP, true, 100, 1.9, 2.1, 10, NaN, 0.05, 100);
        add(b, EXP, false, 100, 0, 0, 0, NaN, 0.05, 100);     // nothing traded: no weight
        GexData d = GexCalculator.compute("TEST", b.build(), 100, Basis.TOTAL_PREMIUM, List.of(), 0.2, null).data();
        assertEquals(100.0, d.series().get(GexData.GAMMA).get(0).value(), 1e-9);
        assertEquals("premium_weighted_gex_per_1pct", d.dwColumn());
        // and on open interest the same call: Γ · OI · 100 · S² · 0.01
        GexData oi = GexCalculator.compute("TEST", b.build(), 100, Basis.OPEN_INTEREST, List.of(), 0.2, null).data();
        assertEquals(0.05 * 100 * 100 * 100 * 100 * 0.01 - 0.05 * 100 * 100 * 100 * 100 * 0.01, oi.series().get(GexData.GAMMA).get(0).value(), 1e-9,
                "call and put of equal gamma and OI cancel");
    }

    @Test void modelGammaIsBlackScholesAtPerfilievsTime() {
        // one put re-priced from its IV: T = 11 business days / 262 (Sep 14 to Sep 29), r = q = 0
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        add(b, EXP, false, 95, NaN, NaN, 10, 0.25, NaN, 200);
        GexData d = GexCalculator.compute("TEST", b.build(), 100, Basis.OPEN_INTEREST, List.of(), 0.2, null).data();
        double g = Black.gamma(100, 95, 0.25, 11 / 262.0, 0, 0);
        assertEquals(-g * 200 * 100 * 100 * 100 * 0.01, d.series().get(GexData.GAMMA).get(0).value(), 1e-9);
    }
}
