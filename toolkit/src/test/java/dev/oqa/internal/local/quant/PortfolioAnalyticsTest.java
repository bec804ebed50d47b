package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.data.PortfolioData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two SYNTHETIC falling tickers (test data, not market data), mirror images of each other:
 * A −1%, −2%, −1%, −3% and B −2%, −1%, −3%, −1%. Same mean and variance (2.75/3 %²), covariance −2.25/3 %², so by
 * symmetry the minimum-variance portfolio is 50/50 (the two-asset closed form (σ_B² − σ_AB)/(σ_A² + σ_B² − 2σ_AB) = ½),
 * its daily variance ¼(2.75 + 2.75 − 4.5)/3 %² and annual volatility √(252/12) % = √21 %. Both expected returns are
 * below a zero risk-free rate, so the maximum Sharpe portfolio does not exist.
 */
class PortfolioAnalyticsTest {
    private static final String[] DATES = {"2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05", "2024-01-08"};

    private static PriceSeries series(String t, String[] dates, double... closes) {
        int[] days = new int[dates.length];
        for (int i = 0; i < dates.length; i++) days[i] = (int) LocalDate.parse(dates[i]).toEpochDay();
        return new PriceSeries(t, t + ".csv", days, closes);
    }

    private static final PriceSeries A = series("A", DATES, 100, 99, 97.02, 96.0498, 93.168306);
    private static final PriceSeries B = series("B", DATES, 100, 98, 97.02, 94.1094, 93.168306);

    @Test void maxSharpeWithoutAPositiveExcessReturnFallsBackToMinimumVariance() {
        List<String> notes = new ArrayList<>();
        PortfolioData d = PortfolioAnalytics.compute(List.of(A, B), null, "1y", QuantConventions.defaults(), notes);
        assertEquals("min_var", d.objective());
        assertTrue(notes.contains("max Sharpe is undefined (no ticker's expected return exceeds the risk-free rate 0.00%); answered with min_var"), notes.toString());
        assertTrue(notes.stream().anyMatch(n -> n.startsWith("optimizer: exact active-set QP, KKT residual")), notes.toString());
        assertEquals(0.5, d.weights().get("A").asDouble(), 1e-9);
        assertEquals(0.5, d.weights().get("B").asDouble(), 1e-9);
        assertEquals(Math.sqrt(21) / 100, d.portVol(), 1e-9);
        double mu = Math.pow(0.93168306, 252.0 / 4) - 1; // PyPortfolioOpt's compounded mean historical return
        assertEquals(mu, d.portReturn(), 1e-9);
        assertEquals(mu / (Math.sqrt(21) / 100), d.sharpe(), 1e-6);
        assertEquals(d.portVol() / 2, d.riskContributions().get("A").asDouble(), 1e-9, "equal shares of risk by symmetry");
        assertEquals("1y", d.period());
    }

    @Test void equalWeightGrowsWithTheDailyRebalancedMean() {
        List<String> notes = new ArrayList<>();
        PortfolioData d = PortfolioAnalytics.compute(List.of(A, B), " Equal_Weight ", "1y", QuantConventions.defaults(), notes);
        assertEquals("equal_weight", d.objective());
        assertTrue(notes.isEmpty(), "no optimizer, no note: " + notes);
        double[] path = {1, 0.985, 0.970225, 0.9508205, 0.93180409}; // daily −1.5%, −1.5%, −2%, −2%
        assertEquals(5, d.eqPortfolio().size());
        for (int i = 0; i < path.length; i++) {
            assertEquals(DATES[i], d.eqPortfolio().get(i).get("date").asText());
            assertEquals(path[i], d.eqPortfolio().get(i).get("value").asDouble(), 1e-12);
            assertEquals(path[i], d.optPortfolio().get(i).get("value").asDouble(), 1e-12);
        }
    }

    @Test void anUnknownObjectiveIsEqualWeightWithANote() {
        List<String> notes = new ArrayList<>();
        PortfolioData d = PortfolioAnalytics.compute(List.of(A, B), "risk_parity", "1y", QuantConventions.defaults(), notes);
        assertEquals("equal_weight", d.objective());
        assertEquals(List.of("objective 'risk_parity' is not sharpe, min_var or equal_weight; answered as equal_weight"), notes);
    }

    @Test void aLaterStartIsNamedWithTheCommonWindow() {
        PriceSeries late = series("L", new String[] {"2024-01-03", "2024-01-04", "2024-01-05", "2024-01-08"}, 100, 97, 99, 95);
        List<String> notes = new ArrayList<>();
        PortfolioAnalytics.compute(List.of(A, late), "equal_weight", "1y", QuantConventions.defaults(), notes);
        assertEquals(List.of("estimated on the common window 2024-01-03..2024-01-08 (3 daily returns, the dates all 2 tickers have); later starts: L from 2024-01-03"), notes);
        PriceSeries early = series("E", new String[] {"2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"}, 100, 97, 99, 95);
        List<String> pairwise = new ArrayList<>();
        PortfolioAnalytics.compute(List.of(A, early), "equal_weight", "1y", QuantConventions.defaults(), PortfolioAnalytics.Histories.PAIRWISE, pairwise);
        assertEquals(List.of("estimated pairwise on unequal histories (each mean on its ticker's own days, each covariance on the pair's common days); "
                + "earlier ends: E to 2024-01-05"), pairwise);
    }

    @Test void tooFewTickersOrSharedDatesAreRefused() {
        var one = assertThrows(IllegalArgumentException.class, () -> PortfolioAnalytics.compute(List.of(A), "sharpe", "1y", QuantConventions.defaults(), new ArrayList<>()));
        assertEquals("the optimizer needs at least 2 tickers with prices", one.getMessage());
        PriceSeries apart = series("Z", new String[] {"2024-01-05", "2024-01-08", "2024-01-09"}, 1, 2, 3);
        var few = assertThrows(IllegalArgumentException.class, () -> PortfolioAnalytics.compute(List.of(A, apart), "sharpe", "1y", QuantConventions.defaults(), new ArrayList<>()));
        assertTrue(few.getMessage().startsWith("the tickers [A, Z] share 2 price date(s) in the period; at least 3 are needed"), few.getMessage());
    }
}
