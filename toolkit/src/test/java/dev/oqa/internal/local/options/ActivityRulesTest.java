package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.model.Basis;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.model.data.UoaData;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The thresholds of the unusual-activity rule and the sums of the open-interest summary, on SYNTHETIC chains (test
 * data, not market data) whose answers are counted by hand.
 */
class ActivityRulesTest {
    private static final double NaN = Double.NaN;
    private static final LocalDate DAY = LocalDate.of(2023, 9, 14), E1 = LocalDate.of(2023, 10, 20), E2 = LocalDate.of(2023, 11, 17),
            GONE = LocalDate.of(2023, 9, 8);

    private static ChainSnapshot.Builder chain() { return ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100); }

    private static void add(ChainSnapshot.Builder b, LocalDate exp, boolean call, double k, double last, double bid, double ask, double vol, double oi) {
        b.add(exp, call, null, k, last, NaN, bid, ask, vol, NaN, NaN, NaN, oi);
    }

    private static List<Double> strikes(UoaData d) { return d.trades().stream().map(UoaData.Trade::strike).toList(); }

    /** Barchart's rule: volume > 500, OI > 100, last > 0.10, vol/OI ≥ 1.25; each threshold just in and just out. */
    @Test void eachThresholdOfTheUnusualActivityRule() {
        var b = chain();
        add(b, E1, true, 101, 1.0, 0.9, 1.1, 1000, 800);   // vol/OI exactly 1.25: in
        add(b, E1, true, 102, 1.0, 0.9, 1.1, 1000, 801);   // 1.2484: out
        add(b, E1, true, 103, 1.0, 0.9, 1.1, 500, 101);    // volume not above 500: out
        add(b, E1, true, 104, 1.0, 0.9, 1.1, 501, 100);    // OI not above 100: out
        add(b, E1, true, 105, 1.0, 0.9, 1.1, 501, 101);    // just in (vol/OI 4.96)
        add(b, E1, true, 106, 0.10, 0.09, 0.11, 5000, 200); // last not above 0.10: out
        add(b, E1, false, 94, 0, 0.15, 0.25, 5000, 200);   // no last sale: the mid 0.20 is the price, in
        add(b, E1, false, 93, 0, 0.05, 0.15, 5000, 200);   // no last, mid 0.10: out
        add(b, GONE, true, 100, 5, 4.9, 5.1, 9000, 200);   // expired before the valuation day: out
        Computed<UoaData> r = UnusualActivity.compute("TEST", ChainAnalytics.of(b.build()), false, 50);
        UoaData d = r.data();
        assertEquals(List.of(94.0, 105.0, 101.0), strikes(d), "ranked by vol/OI: 25, 4.96, 1.25");
        assertEquals(25.0, d.trades().get(0).volOi());
        assertEquals(0.2, d.trades().get(0).last(), 1e-12);
        assertTrue(d.trades().get(0).details().contains("mid 0.20 > 0.10"), d.trades().get(0).details());
        assertTrue(d.trades().get(1).details().contains("last 1.00 > 0.10"), d.trades().get(1).details());
        assertEquals(1.25, d.trades().get(2).volOi());
        assertEquals(1000 * 1.0 * 100, d.trades().get(2).premium(), 1e-9, "volume × mid × 100");
        assertEquals(100.0, d.spot());
        assertEquals("Barchart rule: volume > 500, OI > 100, last > 0.10, vol/OI ≥ 1.25; 3 of 9 contracts qualify", r.notes().get(0));
        assertEquals(2, r.notes().size(), "no 0DTE note when none was left out");
    }

    @Test void equalRatiosRankByPremiumAndTheLimitKeepsTheTop() {
        var b = chain();
        add(b, E1, true, 110, 1.0, 0.9, 1.1, 1000, 500);   // vol/OI 2, premium 100,000
        add(b, E1, true, 120, 3.0, 2.9, 3.1, 1000, 500);   // vol/OI 2, premium 300,000
        add(b, E1, false, 90, 2.0, 1.9, 2.1, 3000, 500);   // vol/OI 6
        ChainAnalytics a = ChainAnalytics.of(b.build());
        assertEquals(List.of(90.0, 120.0, 110.0), strikes(UnusualActivity.compute("TEST", a, false, 10).data()));
        assertEquals(List.of(90.0, 120.0), strikes(UnusualActivity.compute("TEST", a, false, 2).data()));
    }

    @Test void zeroDaysToExpiryIsLeftOutAndCountedUnlessAskedFor() {
        var b = chain();
        add(b, DAY, true, 100, 1.0, 0.9, 1.1, 1000, 200);
        add(b, DAY, false, 100, 1.0, 0.9, 1.1, 1000, 200);
        add(b, E1, true, 100, 1.0, 0.9, 1.1, 1000, 500);
        ChainAnalytics a = ChainAnalytics.of(b.build());
        Computed<UoaData> without = UnusualActivity.compute("TEST", a, false, 10);
        assertEquals(1, without.data().trades().size());
        assertTrue(without.notes().contains("2 qualifying 0DTE contracts left out (include_0dte=false)"), without.notes().toString());
        assertEquals(3, UnusualActivity.compute("TEST", a, true, 10).data().trades().size());
    }

    private static JsonNode row(JsonNode summary, String key, String value) {
        for (JsonNode r : summary) if (r.get(key).asText().equals(value)) return r;
        throw new AssertionError("no " + key + " " + value + " in " + summary);
    }

    /**
     * Open interest: E1 call 100 (300), put 100 (100), put 90 (200), a call at 110 with none; E2 call 100 (400); a
     * put at 150 outside ±20% of spot. Grand total 1,000 contracts.
     */
    @Test void openInterestSumsByStrikeAndExpiryWithShareAndPutCallRatio() {
        var b = chain();
        add(b, E1, true, 100, NaN, NaN, NaN, 0, 300);
        add(b, E1, false, 100, NaN, NaN, NaN, 0, 100);
        add(b, E1, false, 90, NaN, NaN, NaN, 0, 200);
        add(b, E1, true, 110, NaN, NaN, NaN, 0, 0);
        add(b, E2, true, 100, NaN, NaN, NaN, 0, 400);
        add(b, E1, false, 150, NaN, NaN, NaN, 0, 5000);
        ChainAnalytics a = ChainAnalytics.of(b.build());
        Set<Integer> both = Set.of((int) E1.toEpochDay(), (int) E2.toEpochDay());
        Computed<OpenInterestData> r = ActivitySummary.compute("TEST", a, Basis.OPEN_INTEREST, both, 0.2);
        OpenInterestData d = r.data();
        assertEquals("open_interest", d.basis());
        JsonNode byStrike = d.strikeSummary(), byExpiry = d.expirySummary();
        assertEquals(2, byStrike.size(), "110 carries nothing and 150 is out of range: " + byStrike);
        JsonNode k90 = byStrike.get(0), k100 = byStrike.get(1);
        assertEquals(90.0, k90.get("strike").asDouble());
        assertEquals(0.0, k90.get("calls").asDouble());
        assertEquals(200.0, k90.get("puts").asDouble());
        assertEquals(20.0, k90.get("net_percent").asDouble(), 1e-12);
        assertTrue(k90.get("pcr").isNull(), "no calls: no ratio");
        assertEquals(700.0, k100.get("calls").asDouble());
        assertEquals(100.0, k100.get("puts").asDouble());
        assertEquals(800.0, k100.get("total").asDouble());
        assertEquals(80.0, k100.get("net_percent").asDouble(), 1e-12);
        assertEquals(0.1429, k100.get("pcr").asDouble(), 1e-12); // 100 / 700 to 4 dp
        JsonNode e1 = row(byExpiry, "expiration", E1.toString()), e2 = row(byExpiry, "expiration", E2.toString());
        assertEquals(600.0, e1.get("total").asDouble());
        assertEquals(1.0, e1.get("pcr").asDouble());
        assertEquals(60.0, e1.get("net_percent").asDouble(), 1e-12);
        assertEquals(0.0, e2.get("pcr").asDouble());
        assertEquals(40.0, e2.get("net_percent").asDouble(), 1e-12);
        assertEquals(E1.toString(), byExpiry.get(0).get("expiration").asText(), "expiries ascending");
        assertTrue(r.notes().get(0).startsWith("by strike and expiry: open_interest (contracts)"), r.notes().toString());

        OpenInterestData onlyE1 = ActivitySummary.compute("TEST", a, Basis.OPEN_INTEREST, Set.of((int) E1.toEpochDay()), 0.2).data();
        assertEquals(1, onlyE1.expirySummary().size());
        assertEquals(300.0, row(onlyE1.strikeSummary(), "strike", "100.0").get("calls").asDouble());
        assertEquals(66.6667, row(onlyE1.strikeSummary(), "strike", "100.0").get("net_percent").asDouble(), 1e-12); // 400 of 600, 4 dp
    }

    @Test void premiumIsVolumeTimesMidTimesHundredOrTheLastSaleWithoutAQuote() {
        var b = chain();
        add(b, E1, true, 100, 2.0, 1.0, 1.2, 10, 0);     // mid 1.1: $1,100
        add(b, E1, false, 100, 0.5, NaN, NaN, 4, 0);     // no quote, last 0.5: $200
        ChainAnalytics a = ChainAnalytics.of(b.build());
        OpenInterestData d = ActivitySummary.compute("TEST", a, Basis.TOTAL_PREMIUM, Set.of((int) E1.toEpochDay()), 0.2).data();
        JsonNode k = d.strikeSummary().get(0);
        assertEquals(1100.0, k.get("calls").asDouble(), 1e-9);
        assertEquals(200.0, k.get("puts").asDouble(), 1e-9);
        assertEquals(0.1818, k.get("pcr").asDouble(), 1e-12);
        OpenInterestData v = ActivitySummary.compute("TEST", a, Basis.VOLUME, Set.of((int) E1.toEpochDay()), 0.2).data();
        assertEquals(14.0, v.strikeSummary().get(0).get("total").asDouble());
    }
}
