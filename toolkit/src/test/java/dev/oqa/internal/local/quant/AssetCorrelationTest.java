package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.data.AssetCorrelationData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The correlation summary on three SYNTHETIC series (test data, not market data) built so every figure is known by
 * construction: B's daily returns are exactly twice A's (ρ = +1), C's are −½ of A's (ρ = −1 with A and with B).
 * A: +1%, −1%, +2%, −2%; B: +2%, −2%, +4%, −4%; C: −0.5%, +0.5%, −1%, +1%.
 * Totals: A 1.01·0.99·1.02·0.98 − 1 = −0.049996%, B 1.02·0.98·1.04·0.96 − 1 = −0.199936%, C 0.995·1.005·0.99·1.01 − 1 = −0.0124998%.
 */
class AssetCorrelationTest {
    private static final String[] DATES = {"2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05", "2024-01-08"};

    private static PriceSeries series(String ticker, String[] dates, double... returns) {
        int[] days = new int[dates.length];
        for (int i = 0; i < dates.length; i++) days[i] = (int) LocalDate.parse(dates[i]).toEpochDay();
        double[] p = new double[dates.length];
        p[0] = 100;
        int off = dates.length - returns.length; // leading dates without a return keep the price
        for (int i = 1; i < p.length; i++) p[i] = p[i - 1] * (1 + (i - off >= 0 ? returns[i - off] : 0));
        return new PriceSeries(ticker, ticker + ".csv", days, p);
    }

    private static final PriceSeries A = series("A", DATES, 0, 0.01, -0.01, 0.02, -0.02),
            B = series("B", DATES, 0, 0.02, -0.02, 0.04, -0.04),
            C = series("C", DATES, 0, -0.005, 0.005, -0.01, 0.01);

    @Test void pairsMeanBestAndWorst() {
        List<String> notes = new ArrayList<>();
        AssetCorrelationData d = AssetCorrelation.compute(List.of(A, B, C), 60, QuantConventions.defaults(), notes);
        JsonNode s = d.summary();
        assertEquals("2024-01-02", s.get("start").asText());
        assertEquals("2024-01-08", s.get("end").asText());
        assertEquals(4, s.get("days").asInt());
        assertEquals(60, s.get("window").asInt());
        assertEquals(-1.0 / 3, s.get("mean_pairwise_correlation").asDouble(), 1e-12); // (1 − 1 − 1) / 3
        assertEquals("A", s.get("most_correlated").get("a").asText());
        assertEquals("B", s.get("most_correlated").get("b").asText());
        assertEquals(1.0, s.get("most_correlated").get("value").asDouble(), 1e-12);
        assertEquals("A", s.get("least_correlated").get("a").asText(), "the first of the two pairs at −1");
        assertEquals("C", s.get("least_correlated").get("b").asText());
        assertEquals(-1.0, s.get("least_correlated").get("value").asDouble(), 1e-12);
        assertEquals("C", s.get("best").asText());
        assertEquals("B", s.get("worst").asText());

        JsonNode m = d.correlationMatrix().get("matrix");
        assertEquals(1.0, m.get(0).get(0).asDouble(), 1e-12);
        assertEquals(-1.0, m.get(1).get(2).asDouble(), 1e-12);
        List<String> order = new ArrayList<>();
        for (JsonNode t : d.correlationMatrix().get("cluster_order")) order.add(t.asText());
        assertEquals(1, Math.abs(order.indexOf("A") - order.indexOf("B")), "A and B (ρ = 1) sit side by side: " + order);
        assertTrue(notes.contains("window 60 is longer than the 4 daily returns in the period; rolling_sharpe is empty"), notes.toString());
        assertEquals(0, d.timeseries().get("rolling_sharpe").get("A").size());
    }

    @Test void thePerformanceTableFollowsEmpyricalsDefinitions() {
        AssetCorrelationData d = AssetCorrelation.compute(List.of(A, B, C), 2, QuantConventions.defaults(), new ArrayList<>());
        JsonNode b = d.perfTable().get(1);
        assertEquals("B", b.get("ticker").asText());
        assertEquals(-0.199936, b.get("total_return_pct").asDouble(), 1e-9);
        // B's path 1.02, 0.9996, 1.039584, 0.99800064: the worst fall is the last day's −4% from the 1.039584 peak
        assertEquals(-4.0, b.get("max_drawdown_pct").asDouble(), 1e-9);
        JsonNode a = d.perfTable().get(0);
        assertEquals(-0.049996, a.get("total_return_pct").asDouble(), 1e-9);
        assertEquals(-2.0, a.get("max_drawdown_pct").asDouble(), 1e-9);
        // A's returns have sample sd sqrt((1.0^2 + 1.0^2 + 2.0^2 + 2.0^2) / 3) % around a zero mean
        assertEquals(Math.sqrt(10.0 / 3) * Math.sqrt(252), a.get("volatility_pct").asDouble(), 1e-9);
        JsonNode cum = d.timeseries().get("cum_returns_pct").get("A");
        assertEquals(4, cum.size());
        assertEquals("2024-01-03", cum.get(0).get("date").asText());
        assertEquals(1.0, cum.get(0).get("value").asDouble(), 1e-9);
        assertEquals(-0.049996, cum.get(3).get("value").asDouble(), 1e-9);
        JsonNode roll = d.timeseries().get("rolling_sharpe").get("A");
        assertEquals(3, roll.size(), "windows of 2 over 4 returns");
        assertEquals("2024-01-04", roll.get(0).get("date").asText(), "dated by the window's last day");
    }

    @Test void aTickerWithMoreDatesIsCutToTheCommonWindowAndNamed() {
        PriceSeries longer = series("L", new String[] {"2023-12-29", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05", "2024-01-08"},
                0, 0.03, 0.01, -0.01, 0.02, -0.02);
        List<String> notes = new ArrayList<>();
        AssetCorrelationData d = AssetCorrelation.compute(List.of(A, longer), 2, QuantConventions.defaults(), notes);
        assertEquals(4, d.summary().get("days").asInt());
        assertEquals(1.0, d.summary().get("most_correlated").get("value").asDouble(), 1e-12, "the same returns on the shared days");
        assertTrue(notes.contains("statistics on the common window 2024-01-02..2024-01-08 (4 daily returns, the dates all 2 tickers have); "
                + "tickers with other dates: L 2023-12-29..2024-01-08"), notes.toString());
    }

    @Test void fewerThanThreeSharedDatesAreRefused() {
        PriceSeries late = series("Z", new String[] {"2024-01-05", "2024-01-08"}, 0, 0.01);
        var e = assertThrows(IllegalArgumentException.class, () -> AssetCorrelation.compute(List.of(A, late), 2, QuantConventions.defaults(), new ArrayList<>()));
        assertEquals("the universe shares 2 price dates in the period; at least 3 are needed", e.getMessage());
    }
}
