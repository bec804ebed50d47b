package dev.oqa.internal.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.Json;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.internal.tables.AssetCorrelationTables;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The heatmap and the matrix table follow the cluster order (SciPy's leaves_list on the same matrix; see CorrelationClusteringTest). */
class CorrelationOrderTest {
    private static final List<String> TICKERS = List.of("SPY", "QQQ", "IWM", "EFA", "EEM", "TLT", "LQD", "HYG", "GLD");
    private static final List<String> CLUSTERED = List.of("HYG", "EFA", "EEM", "IWM", "SPY", "QQQ", "GLD", "TLT", "LQD");
    private static final double[][] RHO = {{0.9999999999999999, 0.9332828806474811, 0.905258202739376, 0.9071210274001807, 0.835574549162923, -0.43494400281278206, 0.27726862041610495, 0.8085911771354618, 0.06070629859679237}, {0.9332828806474811, 1.0000000000000002, 0.7917023249829123, 0.8034624854288528, 0.8033007620150332, -0.37520094185349934, 0.22839512283957875, 0.6919791263934862, 0.09409979521559235}, {0.905258202739376, 0.7917023249829123, 0.9999999999999998, 0.8759817998428331, 0.7742330014642786, -0.4026404773451584, 0.2769713415196556, 0.7827945856415923, 0.05079853312844941}, {0.9071210274001807, 0.8034624854288528, 0.8759817998428331, 0.9999999999999999, 0.8785119763630147, -0.39763143698797765, 0.311557432419427, 0.791668097663091, 0.12711639687009424}, {0.835574549162923, 0.8033007620150332, 0.7742330014642786, 0.8785119763630147, 1.0, -0.3487072186848447, 0.26203756930533717, 0.6979340042222273, 0.1387618509246752}, {-0.43494400281278206, -0.37520094185349934, -0.4026404773451584, -0.39763143698797765, -0.3487072186848447, 0.9999999999999999, 0.3971043846746611, -0.30519178973838745, 0.2705798429200344}, {0.27726862041610495, 0.22839512283957875, 0.2769713415196556, 0.311557432419427, 0.26203756930533717, 0.3971043846746611, 1.0000000000000002, 0.4911031838260947, 0.31606060553343596}, {0.8085911771354618, 0.6919791263934862, 0.7827945856415923, 0.791668097663091, 0.6979340042222273, -0.30519178973838745, 0.4911031838260947, 1.0000000000000002, 0.1280740474343824}, {0.06070629859679237, 0.09409979521559235, 0.05079853312844941, 0.12711639687009424, 0.1387618509246752, 0.2705798429200344, 0.31606060553343596, 0.1280740474343824, 0.9999999999999998}};

    @Test void heatmapAxesAndTableFollowTheClusters() {
        AssetCorrelationData d = new AssetCorrelationData(Json.tree(Map.of("start", "2017-12-11", "end", "2020-12-11")), Json.tree(List.of()),
                Json.tree(Map.of("tickers", TICKERS, "matrix", RHO)), Json.tree(Map.of()));
        var f = AssetCorrelationCharts.heatmap(d);
        String js = f.asJavascript("t");
        StyledFigure sf = (StyledFigure) f;
        assertEquals(CLUSTERED, sf.trace(0).get("x"));
        assertEquals(CLUSTERED, sf.trace(0).get("y"));
        @SuppressWarnings("unchecked") List<List<Double>> z = (List<List<Double>>) sf.trace(0).get("z");
        assertEquals(RHO[7][3], z.get(0).get(1), 1e-7, "HYG/EFA cell moved with its labels (kept to 7 digits)");
        assertTrue(js.contains("clustered order"), "the subtitle names the order");
        Table m = AssetCorrelationTables.matrix(d);
        assertEquals(CLUSTERED, m.stringColumn("ticker").asList());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9), m.intColumn("cluster_order").asList());
        assertEquals(RHO[7][3], m.doubleColumn("EFA").get(0), 0.0);
    }
}
