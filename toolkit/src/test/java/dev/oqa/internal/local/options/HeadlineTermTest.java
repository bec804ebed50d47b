package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The headline's 30-day volatility: linear in total variance σ²T between the bracketing expiries, flat in σ outside.
 * By hand for 20 and 40 days at 20% and 30%: σ²T = 0.8 and 3.6 (vol² × days), halfway 2.2, σ = √(2.2/30) = 27.08%.
 */
class HeadlineTermTest {
    private static final double HALFWAY = Math.sqrt(2.2 / 30);

    @Test void betweenTwoExpiriesItInterpolatesTotalVariance() {
        List<String> notes = new ArrayList<>();
        assertEquals(HALFWAY, Headline.atTarget(List.of(20.0, 40.0), List.of(0.2, 0.3), notes, "ATM IV"), 1e-15);
        assertEquals(HALFWAY, Headline.atTarget(List.of(10.0, 20.0, 40.0), List.of(0.1, 0.2, 0.3), notes, "ATM IV"), 1e-15);
        assertEquals(0.2, Headline.atTarget(List.of(10.0, 30.0, 40.0), List.of(0.1, 0.2, 0.3), notes, "ATM IV"), 1e-15, "at a listed 30-day expiry, its own");
        assertEquals(List.of(), notes);
        assertNull(Headline.atTarget(List.of(20.0, 40.0), List.of(0.0, 0.0), notes, "ATM IV"), "no variance: no figure");
    }

    @Test void outsideTheExpiriesItIsFlatAndSaysSo() {
        List<String> notes = new ArrayList<>();
        assertEquals(0.25, Headline.atTarget(List.of(45.0, 60.0), List.of(0.25, 0.3), notes, "ATM IV"));
        assertEquals(0.3, Headline.atTarget(List.of(10.0, 20.0), List.of(0.2, 0.3), notes, "skew"));
        assertEquals(List.of("ATM IV: first expiry is 45 days out; flat extrapolation to 30 days",
                "skew: last expiry is 20 days out; flat extrapolation to 30 days"), notes);
        List<String> none = new ArrayList<>();
        assertEquals(0.2, Headline.atTarget(List.of(30.0, 60.0), List.of(0.2, 0.3), none, "ATM IV"));
        assertEquals(0.3, Headline.atTarget(List.of(10.0, 30.0), List.of(0.2, 0.3), none, "ATM IV"));
        assertEquals(List.of(), none, "exactly 30 days is not an extrapolation");
        assertEquals(0.25, Headline.atTarget(List.of(45.0), List.of(0.25), null, "ATM IV"), "notes are optional");
        assertNull(Headline.atTarget(List.of(), List.of(), none, "ATM IV"));
    }
}
