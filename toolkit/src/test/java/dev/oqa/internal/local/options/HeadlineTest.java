package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class HeadlineTest {
    private static ChainSnapshot chain(String t, String d) {
        return SnapshotCatalog.of(DataSource.bundled()).load(t, LocalDate.parse(d));
    }

    @Test void thirtyDayVolatilityIsLinearInTotalVariance() {
        List<String> notes = new ArrayList<>();
        double v = Headline.atTarget(List.of(20.0, 40.0), List.of(0.20, 0.30), notes, "x");
        double w = 0.04 * 20 + (0.09 * 40 - 0.04 * 20) * (30 - 20) / 20.0;
        assertEquals(Math.sqrt(w / 30), v, 1e-15);
        assertTrue(notes.isEmpty());
        assertEquals(0.25, Headline.atTarget(List.of(30.0, 60.0), List.of(0.25, 0.5), notes, "x"), 0); // on the expiry itself
        assertEquals(0.5, Headline.atTarget(List.of(5.0, 10.0), List.of(0.4, 0.5), notes, "x"), 0);   // flat beyond the last
        assertEquals(1, notes.size(), notes.toString());
    }

    /** Peer: the vendor's own (Cboe) deltas and IVs in the file, interpolated at |Δ| = 0.25, against ours from mids. */
    @Test void twentyFiveDeltaWingsAgreeWithTheVendorsDeltas() {
        ChainSnapshot c = chain("SPX", "2023-09-14");
        ChainAnalytics a = ChainAnalytics.compute(c);
        int checked = 0;
        for (ChainAnalytics.Slice sl : a.slices()) {
            long d = a.days(sl.expiry());
            if (d < 20 || d > 45) continue;
            for (boolean call : new boolean[] {false, true}) {
                double ours = Headline.wingIv(a, sl, call), vendor = vendorWing(c, sl, call);
                assertEquals(vendor, ours, 0.003, sl.expiry() + (call ? " call" : " put"));
                checked++;
            }
        }
        assertTrue(checked >= 8, "checked " + checked);
    }

    private static double vendorWing(ChainSnapshot c, ChainAnalytics.Slice sl, boolean call) {
        double prevD = Double.NaN, prevIv = Double.NaN;
        double[] ks = sl.strikes();
        for (int s = 0; s < ks.length; s++) {
            int j = call ? s : ks.length - 1 - s;
            if (call ? ks[j] <= sl.forward() : ks[j] >= sl.forward()) continue;
            int row = call ? sl.callRow()[j] : sl.putRow()[j];
            if (row < 0 || !(c.iv(row) > 0)) continue;
            double dl = Math.abs(c.delta(row));
            if (dl <= 0.25) return prevIv + (c.iv(row) - prevIv) * (prevD - 0.25) / (prevD - dl);
            prevD = dl;
            prevIv = c.iv(row);
        }
        return Double.NaN;
    }

    @Test void headlineFiguresComeFromTheAnswersAndTheChain() {
        ChainSnapshot c = chain("SPY", "2023-09-14");
        Headline h = Headline.of(c);
        ChainAnalytics a = ChainAnalytics.compute(c);
        // put/call open interest recomputed from the rows: every contract not expired at the valuation day
        double calls = 0, puts = 0;
        for (int i = 0; i < c.size(); i++) {
            if (c.expiry(i).isBefore(c.valuationDate()) || !(c.openInterest(i) > 0)) continue;
            if (c.isCall(i)) calls += c.openInterest(i); else puts += c.openInterest(i);
        }
        assertEquals(puts / calls, h.putCallOi(), 1e-12);
        assertEquals(450.81, h.spot(), 0);
        assertNotNull(h.zeroGamma());
        // ATM IV at 30 days lies between the ATM IVs of the two expiries around 30 days
        var term = IvSurface.compute("SPY", a, 1.0).data().term();
        double below = Double.NaN, above = Double.NaN;
        for (var p : term) {
            long d = a.days(LocalDate.parse(p.expiry()));
            if (d <= 30) below = p.atmIv();
            if (d >= 30 && Double.isNaN(above)) above = p.atmIv();
        }
        assertTrue(h.atmIv30d() >= Math.min(below, above) - 1e-12 && h.atmIv30d() <= Math.max(below, above) + 1e-12,
                h.atmIv30d() + " not within " + below + ".." + above);
        assertTrue(h.skew25d() > 0, "equity index puts are richer: " + h.skew25d());
        assertEquals("2023-09-14", h.frontExpiry()); // 0DTE is live on its own day
        assertEquals(ExpectedMoves.compute("SPY", a, 1.0).data().term().get(0).move(), h.frontMove(), 0);
    }
}
