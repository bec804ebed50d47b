package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PortfolioOptimizerTest {
    private static final ReturnEstimates EST = ReturnEstimates.of(PyPortfolioOptData.load().returns());

    /** numpy.testing.assert_allclose default: rtol 1e-7. */
    private static void assertClose(double expected, double actual) {
        assertEquals(expected, actual, 1e-7 * Math.abs(expected), () -> "expected " + expected + " got " + actual);
    }

    private static void assertValidLongOnly(double[] w) {
        double s = 0;
        for (double v : w) { assertTrue(v >= 0, "long-only weight " + v); s += v; }
        assertEquals(1, s, 1e-12);
    }

    @Test void reproducesPyPortfolioOptMaxSharpe() {
        var sol = PortfolioOptimizer.maxSharpe(EST.mu(), EST.cov(), 0.02);
        double[] w = sol.weights();
        assertValidLongOnly(w);
        double ret = PortfolioOptimizer.portfolioReturn(w, EST.mu());
        double vol = PortfolioOptimizer.portfolioVolatility(w, EST.cov());
        assertClose(0.3047768672819914, ret);
        assertClose(0.22165566922402932, vol);
        assertClose(1.2847714127003216, (ret - 0.02) / vol);
        assertTrue(sol.kktResidual() <= 1e-8, "KKT residual " + sol.kktResidual());
    }

    @Test void reproducesPyPortfolioOptMinVolatility() {
        var sol = PortfolioOptimizer.minVariance(EST.cov());
        double[] w = sol.weights();
        assertValidLongOnly(w);
        double ret = PortfolioOptimizer.portfolioReturn(w, EST.mu());
        double vol = PortfolioOptimizer.portfolioVolatility(w, EST.cov());
        assertClose(0.15056821399482578, ret);
        assertClose(0.15915084514118694, vol);
        assertClose(0.8204054077060996, (ret - 0.02) / vol);
        assertTrue(sol.kktResidual() <= 1e-8, "KKT residual " + sol.kktResidual());
    }

    @Test void engineReproducesPyPortfolioOptFromPriceFiles(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        PyPortfolioOptData data = PyPortfolioOptData.load();
        data.writeFolder(dir);
        // PyPortfolioOpt's published values use its outer-joined frame: pairwise estimates, not the default common window.
        var engine = new QuantEngine(dev.oqa.internal.local.data.DataSource.folder(dir), null, QuantConventions.defaults().withRiskFreeRate(0.02),
                PortfolioAnalytics.Histories.PAIRWISE);
        var sharpe = engine.portfolio(dev.oqa.model.ApiRequest.to(dev.oqa.model.Endpoint.PORTFOLIO_OPTIMIZER)
                .params("tickers", data.tickers).param("period", "max").build()).data();
        assertClose(0.3047768672819914, sharpe.portReturn());
        assertClose(0.22165566922402932, sharpe.portVol());
        assertClose(1.2847714127003216, sharpe.sharpe());
        var minVar = engine.portfolio(dev.oqa.model.ApiRequest.to(dev.oqa.model.Endpoint.PORTFOLIO_OPTIMIZER)
                .params("tickers", data.tickers).param("period", "max").param("objective", "min_var").build()).data();
        assertClose(0.15056821399482578, minVar.portReturn());
        assertClose(0.15915084514118694, minVar.portVol());
        assertClose(0.8204054077060996, minVar.sharpe());
    }

    @Test void issue594ToyCaseGivesEqualWeightsAtZeroRate() {
        double[][] cov = {{1, 0}, {0, 4}};
        double[] w = PortfolioOptimizer.maxSharpe(new double[] {1, 4}, cov, 0).weights();
        assertEquals(0.5, w[0], 1e-12);
        assertEquals(0.5, w[1], 1e-12);
        // The old 0.02 default tilted it slightly (PyPortfolioOpt #594: [0.496, 0.504]).
        double[] old = PortfolioOptimizer.maxSharpe(new double[] {1, 4}, cov, 0.02).weights();
        assertEquals(0.496, old[0], 5e-4);
    }

    @Test void minVarianceOfTwoUncorrelatedAssetsIsInverseVariance() {
        double[] w = PortfolioOptimizer.minVariance(new double[][] {{0.04, 0}, {0, 0.01}}).weights();
        assertEquals(0.2, w[0], 1e-15);
        assertEquals(0.8, w[1], 1e-15);
    }

    @Test void longOnlyConstraintBindsWhenAnAssetOnlyAddsRisk() {
        // Asset 2 is riskier and positively correlated: unconstrained min-var would short it.
        double[][] cov = {{0.04, 0.05}, {0.05, 0.09}};
        double[] w = PortfolioOptimizer.minVariance(cov).weights();
        assertEquals(1, w[0], 1e-15);
        assertEquals(0, w[1], 0);
    }

    @Test void eulerRiskContributionsMatchMatlabExample() {
        double[][] cov = {{.01, .0075, .01, .015}, {.0075, .0225, .015, .0225}, {.01, .015, .04, .045}, {.015, .0225, .045, .09}};
        double[] w = {.4101, .2734, .1899, .1266};
        double[] rc = PortfolioOptimizer.riskContributions(w, cov);
        double vol = PortfolioOptimizer.portfolioVolatility(w, cov);
        assertEquals(0.127767, vol, 5e-7);
        double s = 0;
        // MATLAB publishes 0.25 each for weights rounded to 4 dp, so 1e-4 is all that value can say; the exact
        // shares for these weights come from risk_contributions_reference.py beside the test resources (rational
        // arithmetic, independent of this code).
        double[] exact = {0.2499506704110292, 0.2499506704110292, 0.2500493295889708, 0.2500493295889708};
        assertEquals(0.12776690064332, vol, 1e-15);
        for (int i = 0; i < rc.length; i++) {
            assertEquals(0.25, rc[i] / vol, 1e-4);
            assertEquals(exact[i], rc[i] / vol, 1e-15);
            s += rc[i];
        }
        assertEquals(vol, s, 1e-15);
    }

    @Test void maxSharpeNeedsAReturnAboveTheRiskFreeRate() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> PortfolioOptimizer.maxSharpe(new double[] {0.01, 0.015}, new double[][] {{0.04, 0}, {0, 0.01}}, 0.02));
        assertTrue(e.getMessage().contains("risk-free"));
    }
}
