package dev.oqa.internal.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Json;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.internal.tables.ChainTable;
import dev.oqa.internal.tables.ExpectedMoveTable;
import dev.oqa.internal.tables.NearSpot;
import dev.oqa.internal.tables.OpenInterestTables;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.traces.Trace;

/**
 * Server-shaped and bad inputs for the option charts and tables. All data here is SYNTHETIC (hand-made records in
 * the documented api-v0 shapes, without the local engine's additions), not market data.
 */
class OptionChartsEdgeTest {
    private static List<String> names(tech.tablesaw.plotly.components.Figure f) { return FigureData.names(f); }

    @Test
    void termLabelsSitWhereTheLineIsNot() {
        double[] y = {12, 11, 13, 14, 14, 13, 12};   // down to a trough, up through a rise to a flat peak, down
        List<String> sides = new ArrayList<>();
        for (int i = 0; i < y.length; i++) sides.add(IvCharts.labelSide(y, i));
        assertEquals(List.of("top center", "bottom center", "top left", "top center", "top center", "top right", "bottom center"), sides);
        assertEquals("top center", IvCharts.labelSide(new double[] {15}, 0), "one expiry");
        assertEquals("bottom center", IvCharts.labelSide(new double[] {11, 12}, 0), "the line leaves upwards");
    }

    @Test
    void expectedMoveFromTheDocumentedFieldsOnly() {
        // api-v0 documents expiry, move, upper, lower only: no forward, days or move_pct.
        var d = new ExpectedMoveData("QQQ", 400, 1.0, List.of(
                new ExpectedMoveData.Term("2024-03-15", 8, 408, 392, null, null, null, null),
                new ExpectedMoveData.Term("2024-03-08", 5, 405, 395, null, null, null, null)), null);
        StyledFigure f = (StyledFigure) ExpectedMoveChart.of(d);
        assertEquals(List.of("Lower", "Expected range (centre ± move)", "Band centre", "Spot 400",
                "≈1σ move (1.2533 × straddle)", "≈1σ lower", "Move % of spot"), names(f));
        assertEquals(List.of("2024-03-08", "2024-03-15"), f.trace(1).get("x"), "sorted by expiry, no apex without days");
        Table t = ExpectedMoveTable.of(d);
        assertEquals(1.25, t.doubleColumn("move_pct").getDouble(0), 1e-12, "move % of spot computed from spot when absent");
        assertTrue(t.doubleColumn("forward").isMissing(0) && t.intColumn("dte").isMissing(0), "absent fields are missing, not zero");

        var empty = new ExpectedMoveData("QQQ", 400, 1.0, List.of(), null);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ExpectedMoveChart.of(empty)).getMessage().contains("no term records"));
        var badDate = new ExpectedMoveData("QQQ", 400, 1.0, List.of(new ExpectedMoveData.Term("2024-13-01", 8, 408, 392, null, null, null, null)), null);
        assertEquals("term expiry '2024-13-01' is not a date; expected YYYY-MM-DD",
                assertThrows(IllegalArgumentException.class, () -> ExpectedMoveChart.of(badDate)).getMessage());
    }

    @Test
    void oneSigmaMoveMatchesThePublishedStraddleIdentity() {
        // docs/METHODS.md, expected move: S = 100, σ = 0.2, T = 30/365 gives straddle 4.5743 against 1σ 5.7338 (ratio 0.79778).
        var d = new ExpectedMoveData("REF", 100, 1.0, List.of(new ExpectedMoveData.Term("2024-01-31", 4.5743, 104.5743, 95.4257, null, null, null, null)), null);
        assertEquals(5.7338, ExpectedMoveTable.of(d).doubleColumn("one_sigma_move").getDouble(0), 5e-3);
        // and the exact identity 2S[2N(σ√T/2) − 1] reproduces the published straddle
        double half = 0.2 * Math.sqrt(30 / 365.0) / 2;
        assertEquals(4.5743, 2 * 100 * (2 * normalCdf(half) - 1), 1e-4);
        StyledFigure f = (StyledFigure) ExpectedMoveChart.of(d);
        String sigma = FigureData.json(f, 4);
        assertTrue(sigma.contains("105.73"), "the ≈1σ line sits at spot + 1.2533 × straddle: " + sigma);
    }

    /** Φ by the Abramowitz–Stegun 7.1.26 erf approximation (|error| < 1.5e-7), enough for a 4-decimal check. */
    private static double normalCdf(double x) {
        double z = Math.abs(x) / Math.sqrt(2), t = 1 / (1 + 0.3275911 * z);
        double erf = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
        return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
    }

    @Test
    void smileThinsManyExpiriesKeepingNearestAndFarthest() {
        List<IvData.SmilePoint> smile = new ArrayList<>();
        List<String> exps = new ArrayList<>();
        for (int e = 0; e < 20; e++) {
            String exp = LocalDate.of(2024, 1, 5).plusWeeks(e).toString();
            exps.add(exp);
            for (int k = 90; k <= 110; k += 5) smile.add(new IvData.SmilePoint(k, 0.2 + 0.001 * Math.abs(k - 100), exp));
        }
        var d = new IvData("XYZ", 100, 0.15, exps, smile, List.of(new IvData.TermPoint(exps.get(0), 0.2)));
        var f = IvCharts.smile(d);
        List<String> n = names(f);
        assertEquals(IvCharts.MAX_SMILE_LINES + 1, n.size());
        assertEquals(exps.get(0), n.get(0));
        assertEquals(exps.get(19), n.get(IvCharts.MAX_SMILE_LINES - 1));
        assertTrue(((StyledFigure) f).layout().get("title").toString().contains("12 of 20 expiries"));
        assertEquals(List.of(1, 2, 3), IvCharts.spread(List.of(1, 2, 3), 12));

        var noIv = new IvData("XYZ", 100, 0.15, exps, List.of(new IvData.SmilePoint(100, 0, exps.get(0))), List.of());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> IvCharts.smile(noIv)).getMessage().contains("no smile points with a positive IV"));
        assertThrows(IllegalArgumentException.class, () -> IvCharts.termStructure(noIv));
    }

    @Test
    void openInterestInPremiumBasisSkipsIncompleteRecordsAndLeavesRatioGaps() throws Exception {
        JsonNode strikes = Json.MAPPER.readTree("""
                [{"strike":95,"calls":0,"puts":2000000,"total":2000000,"net_percent":40,"pcr":null},
                 {"strike":100,"calls":1000000,"puts":500000,"total":1500000,"net_percent":30,"pcr":0.5,"note":"x"},
                 {"strike":105,"puts":10}]""");
        JsonNode exps = Json.MAPPER.readTree("""
                [{"expiration":"2024-02-16","calls":0,"puts":5,"total":5,"net_percent":50,"pcr":null},
                 {"expiration":"2024-01-19","calls":4,"puts":2,"total":6,"net_percent":50,"pcr":0.5}]""");
        var d = new OpenInterestData("XYZ", 100, "total_premium", strikes, exps);
        StyledFigure byK = (StyledFigure) OpenInterestCharts.byStrike(d);
        assertEquals("XYZ traded premium by strike · $", byK.getLayout().getTitle());
        assertTrue(FigureData.json(byK, 0).contains("95.0") && !FigureData.json(byK, 0).contains("105.0"),
                "the record without calls is not drawn as zero");
        StyledFigure byE = (StyledFigure) OpenInterestCharts.byExpiry(d);
        assertEquals(Arrays.asList(0.5, null), byE.trace(2).get("y"), "sorted by expiry; no ratio where calls are 0");
        Table t = OpenInterestTables.byStrike(d);
        assertEquals(List.of("strike", "calls", "puts", "total", "net_percent", "pcr", "note"), t.columnNames(), "a server's extra field follows");
        assertTrue(t.doubleColumn("pcr").isMissing(0));
        assertEquals(LocalDate.of(2024, 1, 19), OpenInterestTables.byExpiry(d).dateColumn("expiration").get(0));
        assertEquals(List.of(0.85 * 5, 0.85 * 5, 0.85 * 5), OpenInterestCharts.widths(new double[] {95, 100, 105}));
    }

    @Test
    void nearSpotAndSideBySideExplainBadInput() throws Exception {
        Table t = Table.create("t", DoubleColumn.create("strike", 90, 95, 100, 105, 110), StringColumn.create("s", "a", "b", "c", "d", "e"));
        assertEquals(List.of(95.0, 100.0, 105.0), NearSpot.rows(t, "strike", 101, 3).doubleColumn("strike").asList());
        assertEquals(List.of(90.0, 95.0), NearSpot.rows(t, "strike", Double.NaN, 2).doubleColumn("strike").asList(), "unknown spot: first rows");
        Table shuffled = t.rows(4, 0, 2, 1, 3).sortDescendingOn("s");
        assertEquals(List.of(95.0, 100.0, 105.0), NearSpot.rows(shuffled, "strike", 101, 3).doubleColumn("strike").asList(), "ascending whatever the input order");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> NearSpot.rows(t, "s", 100, 2)).getMessage().contains("no numeric column 's'"));

        JsonNode rows = Json.MAPPER.readTree("""
                [{"expiry":"2024-01-19","type":"CALL","strike":100,"bid":1,"ask":1.2,"iv":0.2,"iv_calc":null},
                 {"expiry":"2024-01-19","type":"PUT","strike":100,"bid":0.9,"ask":1.1,"iv":0.21,"iv_calc":0.205},
                 {"expiry":"2024-01-19","type":"PUT","strike":105,"bid":5,"ask":5.4}]""");
        var d = new ChainData("XYZ", 100, List.of("2024-01-19"), "2024-01-19", rows);
        Table w = ChainTable.sideBySide(d, "2024-01-19");
        assertEquals(2, w.rowCount());
        assertEquals(0.200, w.doubleColumn("call_iv").getDouble(0), 1e-12, "vendor IV when ours is null");
        assertEquals(0.205, w.doubleColumn("put_iv").getDouble(0), 1e-12, "ours when present");
        assertTrue(w.doubleColumn("call_bid").isMissing(1), "no call at 105: missing, not zero");
        assertEquals("chain for XYZ has no rows expiring 2024-02-16; it lists [2024-01-19]",
                assertThrows(IllegalArgumentException.class, () -> ChainTable.sideBySide(d, "2024-02-16")).getMessage());
        var chart = ChainChart.prices(w, "XYZ", "2024-01-19", 100);
        assertEquals(List.of("Calls (mid, bid–ask bar)", "Puts (mid, bid–ask bar)", "Spot 100"), names(chart));
        assertFalse(chart.getLayout().getTitle().isBlank());
        @SuppressWarnings("unchecked") Map<String, Object> err = (Map<String, Object>) ((StyledFigure) chart).trace(1).get("error_y");
        assertEquals(List.of(0.1, 0.2), ((List<?>) err.get("array")).stream().map(v -> Math.round((Double) v * 1e9) / 1e9).toList(), "ask − mid");
    }
}
