package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** When the maximum Sharpe portfolio does not exist, the message says why (SYNTHETIC two-asset inputs). */
class PortfolioOptimizerEdgesTest {
    private static final double[][] COV = {{0.04, 0.01}, {0.01, 0.09}};

    @Test void noExcessReturnNoMaximumSharpe() {
        // the best asset earns exactly the risk-free rate: the ratio is 0 at best, with no positive maximum
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PortfolioOptimizer.maxSharpe(new double[] {0.02, 0.01}, COV, 0.02));
        assertEquals("no asset's expected return exceeds the risk-free rate 2.00%; the maximum Sharpe portfolio is undefined", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PortfolioOptimizer.maxSharpe(new double[] {0.01, 0.015}, COV, 0.02));
        assertEquals("3 expected returns for a 2x2 covariance",
                assertThrows(IllegalArgumentException.class, () -> PortfolioOptimizer.maxSharpe(new double[] {0.1, 0.1, 0.1}, COV, 0.02)).getMessage());
    }

    @Test void oneAssetAboveTheRateTakesItAll() {
        // only the first asset earns more than rf: any weight on the second lowers the excess return and adds risk
        double[] w = PortfolioOptimizer.maxSharpe(new double[] {0.08, 0.01}, COV, 0.02).weights();
        assertEquals(1.0, w[0], 1e-9);
        assertEquals(0.0, w[1], 1e-9);
    }
}
