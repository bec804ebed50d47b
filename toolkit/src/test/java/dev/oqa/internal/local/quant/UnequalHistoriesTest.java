package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.data.PortfolioData;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The optimizer on tickers with unequal histories against PyPortfolioOpt 1.6.0: the eleven sector ETFs,
 * 2014-01-02..2020-12-31, where XLRE and XLC start inside the window. Fixture and reference values are made by
 * {@code bench/reference/pypfopt_unequal.py} from the bundled adjusted closes (see PROVENANCE.md).
 * Pairwise estimates give a covariance with a negative eigenvalue, which PyPortfolioOpt clips spectrally.
 */
class UnequalHistoriesTest {
    /** Observed: at most 5.5e-13 apart (Clarabel's answer, through cvxpy, and the exact active set; the PSD floor of 1e-12·λmax). */
    private static final double WEIGHT_TOL = 1e-11;

    @TempDir static Path dir;
    private static JsonNode ref;
    private static PyPortfolioOptData data;

    @BeforeAll static void load() throws Exception {
        data = PyPortfolioOptData.load("sectors_unequal.csv.gz");
        data.writeFolder(dir);
        try (var in = UnequalHistoriesTest.class.getResourceAsStream("sectors_unequal_reference.json")) {
            ref = Json.MAPPER.readTree(in);
        }
    }

    private static Answer<PortfolioData> optimize(PortfolioAnalytics.Histories h, String objective) {
        var engine = new QuantEngine(DataSource.folder(dir), null, QuantConventions.defaults().withRiskFreeRate(0.0), h);
        return engine.portfolio(ApiRequest.to(Endpoint.PORTFOLIO_OPTIMIZER).params("tickers", data.tickers)
                .param("period", "max").param("objective", objective).build());
    }

    private static void assertMatches(JsonNode expected, PortfolioData d) {
        double sum = 0;
        for (String t : data.tickers) {
            double w = d.weights().path(t).asDouble();
            assertTrue(w >= 0, t + " weight " + w);
            sum += w;
            assertEquals(expected.path("weights").path(t).asDouble(), w, WEIGHT_TOL, t);
        }
        assertEquals(1, sum, 1e-12);
        assertEquals(expected.path("port_return").asDouble(), d.portReturn(), 1e-7);
        assertEquals(expected.path("port_vol").asDouble(), d.portVol(), 1e-7);
        assertEquals(expected.path("sharpe").asDouble(), d.sharpe(), 1e-6);
    }

    @Test void commonWindowIsTheDefaultAndMatchesPyPortfolioOptOnDropna() {
        for (String[] o : new String[][] {{"min_var", "min_volatility"}, {"sharpe", "max_sharpe"}}) {
            var a = optimize(PortfolioAnalytics.Histories.COMMON, o[0]);
            assertMatches(ref.path("common").path(o[1]), a.data());
            String line = String.join(" | ", a.provenance().notes());
            assertTrue(line.contains("common window 2018-06-19..2020-12-31"), line);
            assertTrue(line.contains("XLC from 2018-06-19") && line.contains("XLRE from 2015-10-08"), line);
            assertFalse(line.contains("repaired"), line);
        }
        var viaDefault = new QuantEngine(DataSource.folder(dir), null, QuantConventions.defaults()).portfolio(ApiRequest.to(Endpoint.PORTFOLIO_OPTIMIZER)
                .params("tickers", data.tickers).param("period", "max").param("objective", "min_var").build());
        assertMatches(ref.path("common").path("min_volatility"), viaDefault.data());
    }

    @Test void pairwiseEstimateIsRepairedAsPyPortfolioOptDoes() {
        assertTrue(ref.path("pairwise").path("fixed_by_pypfopt").asBoolean(), "the fixture must exercise the repair");
        for (String[] o : new String[][] {{"min_var", "min_volatility"}, {"sharpe", "max_sharpe"}}) {
            var a = optimize(PortfolioAnalytics.Histories.PAIRWISE, o[0]);
            assertMatches(ref.path("pairwise").path(o[1]), a.data());
            String line = String.join(" | ", a.provenance().notes());
            assertTrue(line.contains("not positive semi-definite") && line.contains("spectral clipping"), line);
            assertTrue(line.contains("estimated pairwise"), line);
        }
    }

    @Test void minVarianceOnTheElevenSectorEtfsOverFiveYearsSolves() {
        List<String> sectors = QuantConventions.SECTOR_UNIVERSE;
        var a = new QuantEngine(DataSource.bundled(), null).portfolio(ApiRequest.to(Endpoint.PORTFOLIO_OPTIMIZER)
                .params("tickers", sectors).param("period", "5y").param("objective", "min_var").build());
        double sum = 0;
        for (String t : sectors) {
            double w = a.data().weights().path(t).asDouble(Double.NaN);
            assertTrue(w >= 0, t + " " + w);
            sum += w;
        }
        assertEquals(1, sum, 1e-12);
        assertEquals("min_var", a.data().objective());
        assertTrue(a.data().portVol() > 0);
    }

    @Test void theLocalEngineHasNoTwentyTickerCap() {
        List<String> all = dev.oqa.internal.local.data.PriceStore.shared(DataSource.bundled()).available();
        assertTrue(all.size() > 20, "the bundled set has " + all.size() + " tickers");
        var a = new QuantEngine(DataSource.bundled(), null).portfolio(ApiRequest.to(Endpoint.PORTFOLIO_OPTIMIZER)
                .params("tickers", all).param("period", "5y").param("objective", "min_var").build());
        assertEquals(all.size(), a.data().weights().size());
        double sum = 0;
        for (String t : all) sum += a.data().weights().path(t).asDouble();
        assertEquals(1, sum, 1e-12);
    }
}
