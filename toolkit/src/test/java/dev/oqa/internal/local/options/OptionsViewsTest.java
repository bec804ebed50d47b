package dev.oqa.internal.local.options;

import dev.oqa.internal.math.Black;
import dev.oqa.internal.math.Normal;
import dev.oqa.internal.math.OptionType;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.query.UoaQuery;
import dev.oqa.model.Json;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.model.data.UoaData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OptionsViewsTest {
    static final LocalDate DAY = LocalDate.of(2023, 9, 14), E1 = LocalDate.of(2023, 10, 14), E2 = LocalDate.of(2023, 11, 13);
    static final double NaN = Double.NaN;

    /** Synthetic chain (test data): every strike priced by Black at {@code sigma} on forward {@code f}, ±0.005 spread. */
    static ChainSnapshot flatVolChain(double spot, double f, double sigma, double[] strikes, LocalDate... expiries) {
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(spot);
        for (LocalDate e : expiries) {
            double t = java.time.temporal.ChronoUnit.DAYS.between(DAY, e) / 365.0;
            for (double k : strikes) for (boolean call : new boolean[] {true, false}) {
                double p = Black.price(OptionType.of(call), f, k, sigma, t);
                b.add(e, call, null, k, p, NaN, p - 0.005, p + 0.005, call ? 1000 : 3000, NaN, NaN, NaN, call ? 200 : 100);
            }
        }
        return b.build();
    }

    static final double[] STRIKES = {80, 85, 90, 95, 100, 105, 110, 115, 120};
    /** Half a unit of the 4th decimal, plus rounding: the precision of a value the answer rounds to 4 dp. */
    static final double HALF_4DP = 0.5e-4 + 1e-12;

    @Test void expectedMoveIsTheAtmForwardStraddle() {
        ChainSnapshot s = flatVolChain(100, 100, 0.2, STRIKES, E1);
        ExpectedMoveData d = ExpectedMoves.compute("TEST", ChainAnalytics.of(s), 1.0).data();
        ExpectedMoveData.Term t = d.term().get(0);
        double T = 30 / 365.0;
        double identity = 2 * 100 * (2 * Normal.cdf(0.2 * Math.sqrt(T) / 2) - 1); // docs/METHODS.md, expected move
        // The answer's prices are rounded to 4 dp (as the service's), so half a unit of the 4th decimal is as tight
        // as it can be; the chain holds exact Black prices, so the parity forward is 100 to rounding.
        assertEquals(identity, t.move(), HALF_4DP);
        assertEquals(4.5743, identity, 0.5e-4); // docs/METHODS.md's check value (4 dp) for S=100, σ=0.2, T=30/365
        assertEquals(100 + t.move(), t.upper(), 1e-9);
        assertEquals(100 - t.move(), t.lower(), 1e-9);
        assertEquals(30, t.days());
        assertEquals(1, d.table().size());
        // between strikes: forward 102 lies between 100 and 105, straddle interpolated linearly
        ChainSnapshot off = flatVolChain(102, 102, 0.2, STRIKES, E1);
        ChainAnalytics a = ChainAnalytics.of(off);
        double s100 = off.mid(rowOf(off, 100, true)) + off.mid(rowOf(off, 100, false));
        double s105 = off.mid(rowOf(off, 105, true)) + off.mid(rowOf(off, 105, false));
        double f = a.forward((int) E1.toEpochDay());
        assertEquals(102, f, 1e-10);
        assertEquals(s100 + (s105 - s100) * (f - 100) / 5, ExpectedMoves.compute("TEST", a, 1.0).data().term().get(0).move(), HALF_4DP);
    }

    static int rowOf(ChainSnapshot s, double k, boolean call) {
        for (int i = 0; i < s.size(); i++) if (s.strike(i) == k && s.isCall(i) == call) return i;
        throw new AssertionError();
    }

    @Test void flatVolatilityGivesAFlatSmileAndTerm() {
        ChainSnapshot s = flatVolChain(100, 99, 0.25, STRIKES, E1, E2);
        IvData d = IvSurface.compute("TEST", ChainAnalytics.of(s), 0.15).data();
        assertEquals(List.of(E1.toString(), E2.toString()), d.expirations());
        assertEquals(2 * 7, d.smile().size()); // strikes 85..115 within ±15%
        for (IvData.SmilePoint p : d.smile()) assertEquals(0.25, p.iv(), 2e-4); // mids carry ±0.005 rounding of the spread
        assertEquals(2, d.term().size());
        for (IvData.TermPoint p : d.term()) assertEquals(0.25, p.atmIv(), 2e-4);
        assertEquals(Math.sqrt(0.5 * 0.04 + 0.5 * 0.09), IvSurface.atmIv(new double[] {95, 105}, new double[] {0.2, 0.3}, 100), 1e-15);
    }

    @Test void openInterestRecordsFollowOpenBbShape() {
        ChainSnapshot s = flatVolChain(100, 100, 0.2, STRIKES, E1, E2);
        ChainAnalytics a = ChainAnalytics.of(s);
        OpenInterestData d = ActivitySummary.compute("TEST", a, Basis.OPEN_INTEREST, Set.of((int) E1.toEpochDay()), 0.10).data();
        JsonNode strikes = d.strikeSummary();
        assertEquals(5, strikes.size()); // 90..110
        JsonNode r = strikes.get(0);
        assertEquals(Set.of("strike", "calls", "puts", "total", "net_percent", "pcr"), names(r));
        assertEquals(200, r.get("calls").asDouble());
        assertEquals(100, r.get("puts").asDouble());
        assertEquals(300, r.get("total").asDouble());
        assertEquals(20.0, r.get("net_percent").asDouble(), 1e-9); // 300 of 1500
        assertEquals(0.5, r.get("pcr").asDouble());
        assertEquals(1, d.expirySummary().size());
        assertEquals(E1.toString(), d.expirySummary().get(0).get("expiration").asText());
        assertEquals(100.0, d.expirySummary().get(0).get("net_percent").asDouble(), 1e-9);
        OpenInterestData v = ActivitySummary.compute("TEST", a, Basis.VOLUME, Set.of((int) E1.toEpochDay(), (int) E2.toEpochDay()), 0.10).data();
        assertEquals(3.0, v.strikeSummary().get(0).get("pcr").asDouble());
        assertEquals(2, v.expirySummary().size());
        // the engine validates the expiration filter
        UsageException e = assertThrows(UsageException.class, () -> LocalEngine.of(DataSource.bundled(), DAY)
                .answer(ApiRequest.to(Endpoint.OPEN_INTEREST).params("expiration", List.of("2023-09-17")).build()));
        assertTrue(e.getMessage().contains("available: 2023-09-14, 2023-09-15"), e.getMessage());
    }

    static Set<String> names(JsonNode n) {
        Set<String> out = new java.util.HashSet<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test void uoaAppliesBarchartRuleRanksAndNeverFakesSweeps() {
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        //            expiry, call, sym, K, last, chg, bid, ask, vol, iv, delta, gamma, oi
        b.add(E1, true, null, 105, 1.2, NaN, 1.1, 1.3, 5000, NaN, NaN, NaN, 1000);  // vol/OI 5   -> in
        b.add(E1, false, null, 95, 0.8, NaN, 0.7, 0.9, 2000, NaN, NaN, NaN, 200);   // vol/OI 10  -> in, ranked first
        b.add(E1, true, null, 110, 0.05, NaN, 0.04, 0.06, 9000, NaN, NaN, NaN, 500); // last ≤ 0.10 -> out
        b.add(E1, false, null, 90, 0.5, NaN, 0.4, 0.6, 400, NaN, NaN, NaN, 110);    // volume ≤ 500 -> out
        b.add(E1, true, null, 100, 2.0, NaN, 1.9, 2.1, 1000, NaN, NaN, NaN, 900);   // vol/OI 1.11 -> out
        b.add(DAY, true, null, 100, 0.5, NaN, 0.4, 0.6, 5000, NaN, NaN, NaN, 101);  // 0DTE
        ChainAnalytics a = ChainAnalytics.of(b.build());
        UoaData d = UnusualActivity.compute("TEST", a, false, 10).data();
        assertEquals(List.of(95.0, 105.0), d.trades().stream().map(UoaData.Trade::strike).toList());
        assertEquals("PUT", d.trades().get(0).type());
        assertEquals(10.0, d.trades().get(0).volOi());
        assertTrue(d.trades().get(0).details().contains("vol/OI 10.00 ≥ 1.25"));
        assertTrue(d.trades().get(0).details().contains("trade-level"));
        assertFalse(d.include0dte());
        UoaData with0 = UnusualActivity.compute("TEST", a, true, 10).data();
        assertEquals(3, with0.trades().size());
        assertEquals(DAY.toString(), with0.trades().get(0).expiry()); // vol/OI 49.5 ranks first
        assertEquals(10, ApiRequest.to(Endpoint.UOA).param("limit", "3").build().get(Param.LIMIT).orElseThrow(), "clamped where the text is read");
        assertEquals(100, ApiRequest.to(Endpoint.UOA).param("limit", "5000").build().get(Param.LIMIT).orElseThrow());
        assertEquals(50, new UoaQuery(null, null).request().get(Param.LIMIT).orElseThrow(), "the documented default");
    }

    @Test void chainRowsCarryNullsFilterByExpiryAndRange() {
        LocalEngine eng = LocalEngine.of(DataSource.bundled(), LocalDate.of(2025, 9, 3));
        ChainData d = eng.answer(ApiRequest.to(Endpoint.CHAIN).param("ticker", "SPXW").param("expiry", "2025-09-05").param("range_pct", "0.02").build(), ChainData.class).data();
        assertEquals("2025-09-05", d.selectedExpiry());
        assertEquals(16, d.expirations().size());
        assertTrue(d.chain().size() > 10);
        for (JsonNode r : d.chain()) {
            assertEquals("2025-09-05", r.get("expiry").asText());
            assertTrue(Math.abs(r.get("strike").asDouble() - d.spot()) <= 0.02 * d.spot() + 1e-9);
            assertTrue(r.get("delta").isNull() && r.get("iv").isNull() && r.get("contract").isNull(), "the source has no greeks: JSON null");
        }
        String json = Json.write(d, false);
        assertTrue(json.contains("\"selected_expiry\":\"2025-09-05\""));
        UsageException e = assertThrows(UsageException.class, () -> eng.answer(ApiRequest.to(Endpoint.CHAIN).param("ticker", "SPXW").param("expiry", "2025-09-06").build()));
        assertTrue(e.getMessage().contains("2025-09-05"), e.getMessage());
        ChainData all = eng.answer(ApiRequest.to(Endpoint.CHAIN).param("ticker", "SPXW").build(), ChainData.class).data();
        assertNull(all.selectedExpiry());
        assertTrue(Json.write(all, false).contains("\"selected_expiry\":null"));
    }

    /** Put–call parity forwards on the bundled chains: SPY sits under spot by the 2023-09-15 dividend. */
    @Test void parityForwardsOnBundledChains() {
        SnapshotCatalog c = SnapshotCatalog.of(DataSource.bundled());
        ChainSnapshot spy = c.load("SPY", DAY);
        Forwards f = Forwards.of(spy);
        double f15 = f.forward(LocalDate.of(2023, 9, 15));
        assertEquals(449.5, f15, 0.35, "PROVENANCE: F ≈ spot − 1.58 on the next-day expiry");
        ChainSnapshot spx = c.load("SPX", DAY);
        Forwards fx = Forwards.of(spx);
        for (LocalDate e : spx.expirations()) {
            if (e.isBefore(DAY) || e.isAfter(DAY.plusDays(60))) continue;
            double fw = fx.forward(e);
            assertEquals(spx.spot(), fw, 0.01 * spx.spot(), "SPX forward " + e);
            // parity holds at the forward's nearest strikes within the quoted spreads
            ChainAnalytics a = ChainAnalytics.of(spx);
            for (ChainAnalytics.Slice sl : a.slices()) {
                if (!sl.expiry().equals(e)) continue;
                for (int j = 0; j < sl.strikes().length; j++) {
                    if (Math.abs(sl.strikes()[j] - fw) > 10 || sl.callRow()[j] < 0 || sl.putRow()[j] < 0) continue;
                    int cr = sl.callRow()[j], pr = sl.putRow()[j];
                    if (!(spx.bid(cr) > 0 && spx.bid(pr) > 0)) continue;
                    double gap = spx.mid(cr) - spx.mid(pr) - (fw - sl.strikes()[j]);
                    double tol = 0.5 * ((spx.ask(cr) - spx.bid(cr)) + (spx.ask(pr) - spx.bid(pr))) + 0.5;
                    assertTrue(Math.abs(gap) <= tol, e + " K=" + sl.strikes()[j] + " gap " + gap);
                }
            }
        }
    }

    /** Our IV vs Cboe's IV column on the bundled SPY chains; prints the median absolute difference for the report. */
    @Test void recomputedIvAgreesWithCboeOnSpy() {
        SnapshotCatalog c = SnapshotCatalog.of(DataSource.bundled());
        for (LocalDate d : List.of(DAY, LocalDate.of(2025, 9, 25))) {
            ChainSnapshot s = c.load("SPY", d);
            ChainAnalytics a = ChainAnalytics.of(s);
            List<Double> diffs = new ArrayList<>();
            for (int i = 0; i < s.size(); i++) {
                double v = s.iv(i), ours = a.iv(i);
                long days = a.days(s.expiry(i));
                boolean otm = s.isCall(i) ? s.strike(i) >= a.spot() : s.strike(i) <= a.spot();
                if (!(v > 0) || Double.isNaN(ours) || days < 7 || !otm || Math.abs(s.strike(i) / a.spot() - 1) > 0.10) continue;
                diffs.add(Math.abs(v - ours));
            }
            diffs.sort(null);
            double median = diffs.get(diffs.size() / 2);
            System.out.printf("[report] SPY %s: median |our IV − Cboe IV| = %.4f (%.2f vol points) over %d OTM contracts, ±10%% strikes, ≥7 days%n",
                    d, median, median * 100, diffs.size());
            assertTrue(diffs.size() > 100);
            assertTrue(median < 0.02, "median " + median);
        }
    }
}
