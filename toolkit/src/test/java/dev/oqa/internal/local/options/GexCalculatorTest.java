package dev.oqa.internal.local.options;

import dev.oqa.internal.math.Black;
import dev.oqa.internal.math.GaussianSweep;
import dev.oqa.internal.math.BusinessDays;
import dev.oqa.internal.math.Normal;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.StrikeValue;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GexCalculatorTest {
    static final double NaN = Double.NaN;
    static final LocalDate DAY = LocalDate.of(2023, 9, 14), EXP = LocalDate.of(2023, 10, 20);

    /** Synthetic one-expiry chain (test data, not market data). */
    static ChainSnapshot chain(double spot, double[][] rows) { // {isCall(1/0), strike, iv, gamma, oi}
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(spot);
        for (double[] r : rows)
            b.add(EXP, r[0] == 1, null, r[1], NaN, NaN, NaN, NaN, 10, r[2], NaN, r[3], r[4]);
        return b.build();
    }

    @Test void unitReferenceFromTheNotes() {
        double g = Black.gamma(4000, 4000, 0.15, 30 / 365.0, 0, 0);
        assertEquals(0.0023186982, g, 5e-11);
        assertEquals(37_099_171, GexCalculator.gexPer1Pct(g, 1000, 4000), 1.0);
        // and through the engine: one ATM call carrying that gamma in the file
        ChainSnapshot s = chain(4000, new double[][] {{1, 4000, 0.15, g, 1000}});
        GexData d = GexCalculator.compute("TEST", s, 4000, Basis.OPEN_INTEREST, List.of(), 1.0, null).data();
        assertEquals(37_099_171, d.series(GexData.GAMMA).get(0).value(), 1.0);
    }

    @Test void callsCountPositivePutsNegative() {
        ChainSnapshot s = chain(100, new double[][] {
                {1, 100, 0.2, 0.05, 10}, {0, 100, 0.2, 0.05, 10},   // cancel at 100
                {1, 110, 0.2, 0.03, 50},                            // call-only strike
                {0, 90, 0.2, 0.04, 80}});                           // put-only strike
        GexData d = GexCalculator.compute("TEST", s, 100, Basis.OPEN_INTEREST, List.of(), 1.0, null).data();
        List<StrikeValue> g = d.series(GexData.GAMMA);
        assertEquals(List.of(90.0, 100.0, 110.0), g.stream().map(StrikeValue::strike).toList());
        assertEquals(-GexCalculator.gexPer1Pct(0.04, 80, 100), g.get(0).value(), 1e-6);
        assertEquals(0.0, g.get(1).value(), 1e-6);
        assertEquals(GexCalculator.gexPer1Pct(0.03, 50, 100), g.get(2).value(), 1e-6);
        assertEquals(110.0, d.highlightStrikes().get(GexCalculator.CALL_WALL));
        assertEquals(90.0, d.highlightStrikes().get(GexCalculator.PUT_WALL));
        assertEquals(90.0, d.highlightStrikes().get(GexCalculator.ABSOLUTE_GAMMA)); // 0.04·80 > 0.03·50 and > 0.05·10·2
        // cumulative is scaled to a largest magnitude of 1
        assertEquals(-1.0, d.series(GexData.CUMULATIVE_SCALED).get(0).value(), 1e-12);
    }

    /**
     * The zero level of every bundled chain with vendor IVs, re-priced with one {@code Math.exp} per contract per
     * spot as Perfiliev's script does, against the fast sweep: every spot's total to 1e-12 relative, the same
     * crossing and the level to 1e-12 of spot, and the same totals on one thread and on several.
     */
    @Test void fastSweepKeepsTheZeroLevelOfTheBundledChains() {
        var catalog = dev.oqa.internal.local.data.SnapshotCatalog.of(DataSource.bundled());
        for (String[] c : new String[][] {{"SPX", "2024-01-05"}, {"SPX", "2023-09-14"}, {"SPX", "2022-02-04"}, {"SPY", "2023-09-14"}, {"SPY", "2025-09-25"}}) {
            ChainSnapshot s = catalog.load(c[0], LocalDate.parse(c[1]));
            int n = s.size(), m = 0;
            double[] lnK = new double[n], vol = new double[n], coef = new double[n];
            for (int i = 0; i < n; i++) {
                LocalDate e = LocalDate.ofEpochDay(s.expiryEpochDay(i));
                if (e.isBefore(s.valuationDate()) || !(s.iv(i) > 0) || !(s.openInterest(i) > 0)) continue;
                double sd = s.iv(i) * Math.sqrt(GexCalculator.timeToExpiry(s.valuationDate(), e));
                lnK[m] = Math.log(s.strike(i)); vol[m] = sd; coef[m] = (s.isCall(i) ? 1 : -1) * s.openInterest(i) * Normal.INV_SQRT_2PI / sd; m++;
            }
            double[] levels = GexCalculator.zeroGrid(s.spot()), slow = new double[60];
            for (int l = 0; l < 60; l++) {
                double lnS = Math.log(levels[l]), sum = 0;
                for (int j = 0; j < m; j++) { double d1 = (lnS - lnK[j]) / vol[j] + 0.5 * vol[j]; sum += coef[j] * Math.exp(-0.5 * d1 * d1); }
                slow[l] = levels[l] * sum;
            }
            double[] fast = GexCalculator.profile(levels, lnK, vol, coef, m, true, false);
            double[] parallel = GexCalculator.profile(levels, lnK, vol, coef, m, true, true);
            assertArrayEquals(fast, parallel, 0, c[0] + " " + c[1] + ": threads changed the totals");
            for (int l = 0; l < 60; l++) // every spot's total, not only the crossing, to 1e-12 of itself
                assertEquals(slow[l], fast[l], 1e-12 * Math.abs(slow[l]), c[0] + " " + c[1] + " spot " + levels[l]);
            Double want = GexCalculator.perfilievZero(levels, slow), got = GexCalculator.perfilievZero(levels, fast);
            assertNotNull(want, c[0] + " " + c[1]);
            assertEquals(want, got, 1e-12 * s.spot(), c[0] + " " + c[1] + " (" + m + " contracts)");
            assertEquals(got, GexCalculator.zeroLevel(levels, lnK, vol, coef, m, true), c[0] + " " + c[1] + ": stopping early moved the zero");
        }
    }

    @Test void stoppingAtTheFirstCrossingGivesTheWholeProfilesZeroInEveryBlock() {
        double[] levels = GexCalculator.zeroGrid(100);
        int[] seen = new int[4];
        // as many contracts as a large chain, so that the levels go in blocks of the fewest, ZERO_BLOCK
        int m = 2 * (int) (GaussianSweep.PARALLEL_THRESHOLD / (GexCalculator.ZERO_BLOCK - 1) / 2 + 1);
        for (double callStrike = 80; callStrike <= 140; callStrike += 0.5) {
            // puts 20 below calls pull the sign from − to +, somewhere between them
            double[] lnK = new double[m], vol = new double[m], coef = new double[m];
            for (int c = 0; c < m; c++) { lnK[c] = Math.log(c % 2 == 0 ? callStrike - 20 : callStrike); vol[c] = 0.1; coef[c] = c % 2 == 0 ? -1 : 1; }
            Double whole = GexCalculator.perfilievZero(levels, GexCalculator.profile(levels, lnK, vol, coef, m, true));
            assertEquals(whole, GexCalculator.zeroLevel(levels, lnK, vol, coef, m, true), "call at " + callStrike);
            if (whole != null) seen[Math.min(3, (int) ((whole - 80) / (40.0 / 59) / GexCalculator.ZERO_BLOCK))]++;
        }
        for (int b = 0; b < 4; b++) assertTrue(seen[b] > 0, "no case put the zero in block " + b);
        double[] lnK = {Math.log(100)}, vol = {0.1}, coef = {1};
        assertNull(GexCalculator.zeroLevel(levels, lnK, vol, coef, 1, true)); // one sign throughout
    }

    @Test void perfilievInterpolationOnAHandMadeProfile() {
        double[] levels = GexCalculator.zeroGrid(100);
        assertEquals(60, levels.length);
        assertEquals(80.0, levels[0], 0);
        assertEquals(120.0, levels[59], 0);
        assertEquals(80 + 40.0 / 59, levels[1], 1e-13);
        // A straight-line profile through 101.3: linear interpolation between the two levels that bracket the root
        // must return the root itself, a value known without the formula under test.
        double[] line = new double[60];
        for (int i = 0; i < 60; i++) line[i] = 2.5e9 * (levels[i] - 101.3);
        assertEquals(101.3, GexCalculator.perfilievZero(levels, line), 1e-12);
        // Falling through the root works the same way (a profile can cross from + to −).
        for (int i = 0; i < 60; i++) line[i] = -7e8 * (levels[i] - 88.25);
        assertEquals(88.25, GexCalculator.perfilievZero(levels, line), 1e-12);
        // Only the first crossing counts: rising through 95.5 on a line, then a later dip back below zero is ignored.
        double[] twice = new double[60];
        for (int i = 0; i < 60; i++) twice[i] = levels[i] < 110 ? 1e9 * (levels[i] - 95.5) : -1;
        assertEquals(95.5, GexCalculator.perfilievZero(levels, twice), 1e-12);
        assertNull(GexCalculator.perfilievZero(levels, new double[60]));
        double[] allPositive = new double[60];
        java.util.Arrays.fill(allPositive, 3);
        assertNull(GexCalculator.perfilievZero(levels, allPositive));
    }

    @Test void fastProfileEqualsDirectBlackScholesRepricing() {
        ChainSnapshot s = chain(100, new double[][] {
                {1, 95, 0.25, NaN, 300}, {0, 95, 0.3, NaN, 900}, {1, 105, 0.18, NaN, 700}, {0, 100, 0.22, NaN, 400}, {1, 100, 0, NaN, 5000}});
        double t = GexCalculator.timeToExpiry(DAY, EXP);
        assertEquals(26 / 262.0, t, 1e-15); // 2023-09-14 .. 2023-10-20: 26 weekdays
        double[] lnK = new double[4], vol = new double[4], coef = new double[4];
        int m = 0;
        for (int i = 0; i < s.size(); i++) {
            if (!(s.iv(i) > 0)) continue; // IV 0: no re-priced gamma
            double sd = s.iv(i) * Math.sqrt(t);
            lnK[m] = Math.log(s.strike(i)); vol[m] = sd; coef[m] = (s.isCall(i) ? 1 : -1) * s.openInterest(i) * Normal.INV_SQRT_2PI / sd; m++;
        }
        double[] levels = GexCalculator.zeroGrid(100);
        double[] fast = GexCalculator.profile(levels, lnK, vol, coef, m, true);
        for (int l = 0; l < levels.length; l++) {
            double direct = 0;
            for (int i = 0; i < s.size(); i++)
                direct += (s.isCall(i) ? 1 : -1) * GexCalculator.gexPer1Pct(Black.gamma(levels[l], s.strike(i), s.iv(i), t, 0, 0), s.openInterest(i), levels[l]);
            assertEquals(direct, fast[l], 1e-9 * Math.max(1, Math.abs(direct)), "level " + l);
        }
        GexData d = GexCalculator.compute("TEST", s, 100, Basis.OPEN_INTEREST, List.of(), 1.0, null).data();
        assertEquals(GexCalculator.perfilievZero(levels, fast), d.zeroLevel());
        assertNotNull(d.zeroLevel()); // puts dominate low, calls high: one flip
    }

    @Test void businessDaysFollowNumpyBusdayCount() {
        assertEquals(1, BusinessDays.count(LocalDate.of(2023, 9, 14), LocalDate.of(2023, 9, 15)));
        assertEquals(0, BusinessDays.count(LocalDate.of(2022, 2, 5), LocalDate.of(2022, 2, 7)));   // Sat -> Mon
        assertEquals(1, BusinessDays.count(LocalDate.of(2022, 2, 4), LocalDate.of(2022, 2, 7)));   // Fri -> Mon
        assertEquals(5, BusinessDays.count(LocalDate.of(2024, 1, 8), LocalDate.of(2024, 1, 15)));
        assertEquals(-1, BusinessDays.count(LocalDate.of(2024, 1, 7), LocalDate.of(2024, 1, 5)));  // Sun -> Fri before
        assertEquals(0, BusinessDays.count(DAY, DAY));
        assertEquals(1 / 262.0, GexCalculator.timeToExpiry(DAY, DAY), 0); // 0DTE counts one day
    }

    static ApiRequest gex(String ticker, String... kv) {
        ApiRequest.Builder b = ApiRequest.to(Endpoint.GEX).param("ticker", ticker);
        List<String> exps = new ArrayList<>();
        for (int i = 0; i < kv.length; i += 2) {
            if (kv[i].equals("expiration")) exps.add(kv[i + 1]); else b.param(kv[i], kv[i + 1]);
        }
        return b.params("expiration", exps).build();
    }

    @Test void dataShapeIsExactlyTheDocumentedOne() throws Exception {
        Answer<GexData> a = LocalEngine.of(DataSource.bundled(), DAY).answer(gex("SPY"), GexData.class);
        JsonNode n = Json.MAPPER.readTree(Json.write(a.data(), false));
        Set<String> names = new HashSet<>();
        n.fieldNames().forEachRemaining(names::add);
        assertEquals(Set.of("ticker", "spot", "basis", "range_pct", "expirations", "selected_expirations", "zero_level",
                "series", "highlight_strikes", "basis_column", "dw_column"), names);
        Set<String> series = new HashSet<>();
        n.get("series").fieldNames().forEachRemaining(series::add);
        assertEquals(Set.of("gamma", "cumulative_scaled", "smoothed"), series);
        JsonNode p = n.get("series").get("gamma").get(0);
        Set<String> point = new HashSet<>();
        p.fieldNames().forEachRemaining(point::add);
        assertEquals(Set.of("strike", "value"), point);
        assertTrue(p.get("strike").isNumber() && p.get("value").isNumber());
        Set<String> hs = new HashSet<>();
        n.get("highlight_strikes").fieldNames().forEachRemaining(hs::add);
        assertEquals(Set.of("call_wall", "put_wall", "absolute_gamma_strike", "zero_gamma"), hs);
        assertEquals("all", n.get("selected_expirations").get(0).asText());
        assertEquals("open_interest", n.get("basis").asText());
        assertEquals("open_interest", n.get("basis_column").asText());
        assertEquals("gex_usd_per_1pct", n.get("dw_column").asText());
        assertEquals(1.0, n.get("range_pct").asDouble());
    }

    @Test void bundledSpyIsSane() {
        Answer<GexData> a = LocalEngine.of(DataSource.bundled(), DAY).answer(gex("spy"), GexData.class);
        GexData d = a.data();
        assertEquals("SPY", d.ticker());
        assertEquals(450.81, d.spot(), 1e-9);
        assertTrue(a.provenance().asOf().startsWith("2023-09-14T16:31 EDT"), a.provenance().asOf());
        assertNotNull(d.zeroLevel());
        // The independent peer (scripts/checks/gex_peer.py, Perfiliev's method in plain Python) gives 450.6185716324218.
        assertEquals(450.6185716324218, d.zeroLevel(), 1e-9 * 450.6, "zero gamma as the peer computes it");
        Set<Double> listed = new HashSet<>();
        d.series(GexData.GAMMA).forEach(p -> listed.add(p.strike()));
        for (String k : List.of(GexCalculator.CALL_WALL, GexCalculator.PUT_WALL, GexCalculator.ABSOLUTE_GAMMA))
            assertTrue(listed.contains(d.highlightStrikes().get(k)), k + " is a listed strike");
        assertEquals(d.zeroLevel(), d.highlightStrikes().get(GexCalculator.ZERO_GAMMA));
        assertEquals(31, d.expirations().size()); // 0DTE kept: the snapshot was taken on the expiry day
        // expiration filter and range
        GexData one = LocalEngine.of(DataSource.bundled(), DAY).answer(gex("SPY", "expiration", "2023-09-15", "range_pct", "0.05"), GexData.class).data();
        assertEquals(List.of("2023-09-15"), one.expirations());
        assertEquals(List.of("2023-09-15"), one.selectedExpirations());
        assertEquals(0.05, one.rangePct());
        for (StrikeValue p : one.series(GexData.GAMMA)) assertTrue(Math.abs(p.strike() - 450.81) <= 0.05 * 450.81);
    }

    @Test void unknownExpirationListsTheAvailableOnes() {
        UsageException e = assertThrows(UsageException.class,
                () -> LocalEngine.of(DataSource.bundled(), DAY).answer(gex("SPY", "expiration", "2023-09-16")));
        assertTrue(e.getMessage().contains("2023-09-16") && e.getMessage().contains("2023-09-15") && e.getMessage().contains("2026-01-16"), e.getMessage());
    }

    @Test void unknownTickerNamesTickerFolderAndWhatExists() {
        LocalDataException e = assertThrows(LocalDataException.class, () -> LocalEngine.bundled().answer(gex("QQQ")));
        assertTrue(e.getMessage().contains("QQQ") && e.getMessage().contains("bundled") && e.getMessage().contains("NVDA, SPX, SPXW, SPY"), e.getMessage());
    }

    @Test void weekendSnapshotDropsTheFridayExpiriesAndPricesFromTheSnapshotDay() {
        GexData d = LocalEngine.of(DataSource.bundled(), LocalDate.of(2024, 1, 5)).answer(gex("SPX"), GexData.class).data();
        assertFalse(d.expirations().contains("2024-01-05"));
        assertTrue(d.expirations().contains("2024-01-08"));
        assertNotNull(d.zeroLevel());
        assertEquals(4697.24, d.zeroLevel(), 4697.24 * 0.05);
    }

    @Test void basisChangesTheWeights() {
        GexData vol = LocalEngine.of(DataSource.bundled(), DAY).answer(gex("SPY", "basis", "volume"), GexData.class).data();
        GexData prem = LocalEngine.of(DataSource.bundled(), DAY).answer(gex("SPY", "basis", "total_premium"), GexData.class).data();
        assertEquals("volume", vol.basisColumn());
        assertEquals("total_premium", prem.basis());
        assertEquals("premium_weighted_gex_per_1pct", prem.dwColumn());
        assertThrows(UsageException.class, () -> LocalEngine.bundled().answer(gex("SPY", "basis", "delta")));
    }
}
