package dev.oqa.internal.math;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Smile's average-linkage clustering on √(2(1 − ρ)) against SciPy 1.17.1 ({@code linkage(method="average")},
 * {@code leaves_list}), by {@code bench/reference/scipy_cluster_order.py} on the local engine's 3y correlation
 * matrix of the bundled correlation universe ending 2020-12-11 (real data).
 */
class CorrelationClusteringTest {
    private static final List<String> TICKERS = List.of("SPY", "QQQ", "IWM", "EFA", "EEM", "TLT", "LQD", "HYG", "GLD");
    private static final double[][] RHO = {{0.9999999999999999, 0.9332828806474811, 0.905258202739376, 0.9071210274001807, 0.835574549162923, -0.43494400281278206, 0.27726862041610495, 0.8085911771354618, 0.06070629859679237}, {0.9332828806474811, 1.0000000000000002, 0.7917023249829123, 0.8034624854288528, 0.8033007620150332, -0.37520094185349934, 0.22839512283957875, 0.6919791263934862, 0.09409979521559235}, {0.905258202739376, 0.7917023249829123, 0.9999999999999998, 0.8759817998428331, 0.7742330014642786, -0.4026404773451584, 0.2769713415196556, 0.7827945856415923, 0.05079853312844941}, {0.9071210274001807, 0.8034624854288528, 0.8759817998428331, 0.9999999999999999, 0.8785119763630147, -0.39763143698797765, 0.311557432419427, 0.791668097663091, 0.12711639687009424}, {0.835574549162923, 0.8033007620150332, 0.7742330014642786, 0.8785119763630147, 1.0, -0.3487072186848447, 0.26203756930533717, 0.6979340042222273, 0.1387618509246752}, {-0.43494400281278206, -0.37520094185349934, -0.4026404773451584, -0.39763143698797765, -0.3487072186848447, 0.9999999999999999, 0.3971043846746611, -0.30519178973838745, 0.2705798429200344}, {0.27726862041610495, 0.22839512283957875, 0.2769713415196556, 0.311557432419427, 0.26203756930533717, 0.3971043846746611, 1.0000000000000002, 0.4911031838260947, 0.31606060553343596}, {0.8085911771354618, 0.6919791263934862, 0.7827945856415923, 0.791668097663091, 0.6979340042222273, -0.30519178973838745, 0.4911031838260947, 1.0000000000000002, 0.1280740474343824}, {0.06070629859679237, 0.09409979521559235, 0.05079853312844941, 0.12711639687009424, 0.1387618509246752, 0.2705798429200344, 0.31606060553343596, 0.1280740474343824, 0.9999999999999998}};

    @Test void leafOrderAndHeightsMatchSciPy() {
        CorrelationClustering.Dendrogram r = CorrelationClustering.of(RHO);
        List<String> order = Arrays.stream(r.order()).mapToObj(TICKERS::get).toList();
        assertEquals(List.of("HYG", "EFA", "EEM", "IWM", "SPY", "QQQ", "GLD", "TLT", "LQD"), order);
        double[] scipy = {0.3652865159091392, 0.49292600588117746, 0.5403695569894623, 0.5714364710888981, 0.6970917296434307,
                1.0980852565491797, 1.1886940621024351, 1.3916824130793248};
        assertArrayEquals(scipy, r.heights(), 1e-6); // Smile keeps distances in single precision
    }

    @Test void twoBlocksSeparate() {
        double[][] rho = {{1, 0.9, -0.2, 0.1}, {0.9, 1, 0.0, -0.1}, {-0.2, 0.0, 1, 0.8}, {0.1, -0.1, 0.8, 1}};
        int[] o = CorrelationClustering.of(rho).order();
        // {0,1} and {2,3} are adjacent blocks whatever the orientation
        assertEquals(1, Math.abs(indexOf(o, 0) - indexOf(o, 1)));
        assertEquals(1, Math.abs(indexOf(o, 2) - indexOf(o, 3)));
        assertArrayEquals(new int[] {0}, CorrelationClustering.of(new double[][] {{1}}).order());
    }

    private static int indexOf(int[] a, int v) {
        for (int i = 0; i < a.length; i++) if (a[i] == v) return i;
        return -1;
    }
}
