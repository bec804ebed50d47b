package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/**
 * Expected returns and covariance against pandas 3.1.1 on the same returns (synthetic, five days, with gaps):
 * {@code (df.cov() * 252)}, pairwise-complete with ddof 1, and {@code (1 + r).prod() ** (252 / count) - 1} per
 * column, printed by {@code DataFrame({...}).cov()} in the bench environment.
 */
class ReturnEstimatesTest {
    private static final double N = Double.NaN;
    // a and b each miss a day (different ones), c and d are complete
    private static final double[][] RETURNS = {
            {0.01, -0.02, 0.03, 0.015, N},
            {0.02, 0.0, -0.01, N, 0.005},
            {0.004, 0.011, -0.007, 0.002, 0.009},
            {0.001, -0.003, 0.006, 0.0, 0.002}};
    private static final double[][] PANDAS_COV = {
            {0.11077499999999998, -0.021, -0.03759, 0.01806},
            {-0.021, 0.039375, 0.011025, -0.004410000000000001},
            {-0.03759, 0.011025, 0.012524399999999998, -0.0047754},
            {0.01806, -0.004410000000000001, -0.0047754, 0.0026964}};
    private static final double[] PANDAS_MU = {7.621744229960889, 1.5309873311648614, 1.5877804945695861, 0.35140299575377854};

    @Test void pairwiseCompleteCovarianceAndCompoundedMeanAsPandas() {
        ReturnEstimates e = ReturnEstimates.of(RETURNS);
        for (int i = 0; i < 4; i++) {
            assertEquals(PANDAS_MU[i], e.mu()[i], 1e-12 * PANDAS_MU[i], "mu " + i);
            for (int j = 0; j < 4; j++)
                assertEquals(PANDAS_COV[i][j], e.cov()[i][j], 1e-13 * Math.abs(PANDAS_COV[i][j]), "cov " + i + "," + j);
        }
    }

    @Test void fewerThanTwoSharedDaysHaveNoCovariance() {
        // pandas: DataFrame({'x':[0.01,nan,nan],'y':[0.02,0.03,nan]}).cov() → [[nan, nan], [nan, 5e-05]]
        ReturnEstimates e = ReturnEstimates.of(new double[][] {{0.01, N, N}, {0.02, 0.03, N}});
        assertTrue(Double.isNaN(e.cov()[0][0]), "one day of x");
        assertTrue(Double.isNaN(e.cov()[0][1]), "one shared day");
        assertEquals(5e-05 * 252, e.cov()[1][1], 1e-15);
        // one complete day: no sample covariance either
        ReturnEstimates one = ReturnEstimates.of(new double[][] {{0.01}, {0.02}});
        assertTrue(Double.isNaN(one.cov()[0][1]));
        assertEquals(Math.pow(1.01, 252) - 1, one.mu()[0], 1e-12);
        // two days are enough, complete or shared: (−0.01·0.01 + 0.01·−0.01)/(2 − 1) = −0.0002 a day
        assertEquals(-0.0002 * 252, ReturnEstimates.of(new double[][] {{0.01, 0.03}, {0.02, 0.0}}).cov()[0][1], 1e-15);
        assertEquals(-0.0002 * 252, ReturnEstimates.of(new double[][] {{0.01, 0.03, N}, {0.02, 0.0, 0.01}}).cov()[0][1], 1e-15);
    }

    @Test void anAssetWithoutReturnsIsNamed() {
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                () -> ReturnEstimates.of(new double[][] {{0.01, 0.02}, {N, N}}));
        assertEquals("asset 1 has no returns", x.getMessage());
    }
}
