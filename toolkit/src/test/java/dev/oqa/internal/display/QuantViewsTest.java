package dev.oqa.internal.display;

import dev.oqa.internal.charts.FigureData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.charts.AssetCorrelationCharts;
import dev.oqa.internal.charts.MarketMemoryChart;
import dev.oqa.internal.charts.PortfolioCharts;
import dev.oqa.internal.charts.RiskCharts;
import dev.oqa.internal.charts.SeasonalityCharts;
import dev.oqa.internal.charts.SectorInsightsCharts;
import dev.oqa.internal.charts.StyledFigure;
import dev.oqa.internal.format.Html;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.Json;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.MarketMemoryData;
import dev.oqa.model.data.PortfolioData;
import dev.oqa.model.data.RiskData;
import dev.oqa.model.data.SeasonalityData;
import dev.oqa.model.data.SectorInsightsData;
import dev.oqa.internal.tables.AssetCorrelationTables;
import dev.oqa.internal.tables.MarketMemoryTable;
import dev.oqa.internal.tables.PortfolioTables;
import dev.oqa.internal.tables.RiskTable;
import dev.oqa.internal.tables.SeasonalityTables;
import dev.oqa.internal.tables.SectorInsightsTables;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/** The quant views on REAL local-engine answers ({@link QuantAnswers}): traces, titles, tables, panels. */
class QuantViewsTest {

    private static StyledFigure styled(Figure f) { return assertInstanceOf(StyledFigure.class, f); }

    private static String title(Figure f) { return f.getLayout().getTitle(); }

    @SuppressWarnings("unchecked")
    private static <T> List<T> attr(Figure f, int trace, String name) { return (List<T>) styled(f).trace(trace).get(name); }

    private static void assertPanel(Panel p, String titlePrefix, int figures, int tables) {
        assertTrue(p.title().startsWith(titlePrefix), p.title());
        assertEquals(figures, p.figures().size(), "charts in " + p.title());
        assertEquals(tables, p.tables().size(), "tables in " + p.title());
        for (Figure f : p.figures()) assertFalse(title(f) == null || title(f).isBlank(), "every chart has a title");
        String html = p.html(false);
        assertTrue(html.contains("oqa-provenance") && html.contains(Html.escape(p.provenance().brief())), "short provenance line in the HTML");
        for (String n : p.provenance().notes()) assertTrue(html.contains(Html.escape(n)), "and every note, folded: " + n);
        assertTrue(p.provenance().line().startsWith("local"), p.provenance().line());
    }

    private static List<String> columns(Table t) { return t.columnNames(); }

    @Test
    void riskDashboardIsFourSmallChartsTwoPerRowAndTheSummary() {
        RiskData d = QuantAnswers.RISK.data();
        Panel p = RiskView.of(QuantAnswers.RISK);
        assertPanel(p, "Risk · NVDA vs SPY", 4, 1);
        assertEquals(2, p.columns());
        List<String> series = List.of("rolling_sharpe", "drawdown_pct", "rolling_corr", "rolling_vol_pct");
        for (int i = 0; i < 4; i++) {
            Figure f = p.figures().get(i);
            assertEquals(1, FigureData.count(f));
            List<DateValue> s = QuantJson.series(d.timeseries().get(series.get(i)));
            assertEquals(s.size(), attr(f, 0, "y").size(), series.get(i));
            assertEquals(s.get(s.size() - 1).date(), attr(f, 0, "x").get(s.size() - 1));
        }
        assertTrue(title(p.figures().get(0)).contains("rolling Sharpe") && title(p.figures().get(0)).contains("60-day"));
        assertEquals("NVDA vs SPY rolling correlation · 60-day", title(p.figures().get(2)));
        // The drawdown chart bottoms exactly at the summary's max drawdown (fraction → percent).
        List<Double> dd = attr(p.figures().get(1), 0, "y");
        double worst = dd.stream().filter(v -> v != null).mapToDouble(Double::doubleValue).min().orElseThrow();
        assertEquals(d.summary().get("max_drawdown").asDouble() * 100, worst, 1e-4); // chart numbers keep six significant digits
        assertTrue(dd.stream().allMatch(v -> v == null || v <= 1e-12), "drawdown is never above the peak");

        Table t = RiskTable.summary(d);
        assertEquals(List.of("ticker", "benchmark", "start", "end", "days", "beta", "alpha", "sharpe", "sortino",
                "volatility", "max_drawdown", "cagr", "correlation", "total_return", "risk_free_rate"), columns(t));
        assertEquals(1, t.rowCount());
        assertEquals(d.summary().get("beta").asDouble(), t.doubleColumn("beta").get(0), 0);
        assertEquals(d.summary().get("cagr").asDouble(), t.doubleColumn("cagr").get(0), 1e-12, "the summary's unit: a fraction");
        assertEquals(d.summary().get("days").asInt(), t.intColumn("days").get(0));
    }

    @Test
    void riskChartsSayWhichSeriesIsMissing() {
        RiskData empty = new RiskData("NVDA", Json.tree(Map.of("benchmark", "SPY")), Json.tree(Map.of("rolling_sharpe", List.of())));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RiskCharts.rollingSharpe(empty));
        assertTrue(e.getMessage().contains("timeseries.rolling_sharpe"), e.getMessage());
    }

    @Test
    void correlationHeatmapIsSymmetricDivergingFixedToMinusOneOneAndAnnotated() {
        AssetCorrelationData d = QuantAnswers.CORRELATION.data();
        Figure f = AssetCorrelationCharts.heatmap(d);
        Map<String, Object> e = styled(f).trace(0);
        List<List<Double>> z = attr(f, 0, "z");
        List<List<String>> text = attr(f, 0, "text");
        assertEquals(9, z.size());
        for (int i = 0; i < 9; i++) {
            assertEquals(1.0, z.get(i).get(i), 1e-12, "diagonal");
            assertEquals("1.00", text.get(i).get(i));
            for (int j = 0; j < 9; j++) assertEquals(z.get(i).get(j), z.get(j).get(i), 1e-12, "symmetric");
        }
        assertEquals(-1, e.get("zmin"));
        assertEquals(1, e.get("zmax"));
        assertEquals(0, e.get("zmid"));
        assertEquals("%{text}", e.get("texttemplate"));
        assertTrue(f.asJavascript("t").contains("\"type\":\"heatmap\"") || f.asJavascript("t").contains("type: 'heatmap'"));
        // The least correlated pair the summary names is the cell it shows; a negative value has a typographic minus.
        List<String> tickers = attr(f, 0, "x");
        JsonNode least = d.summary().get("least_correlated");
        int spy = tickers.indexOf(least.get("a").asText()), tlt = tickers.indexOf(least.get("b").asText());
        assertEquals(least.get("value").asDouble(), z.get(spy).get(tlt), 1e-6); // chart numbers keep six significant digits
        int neg = -1, negJ = -1;
        for (int i = 0; i < 9; i++) for (int j = 0; j < 9; j++) if (z.get(i).get(j) < 0) { neg = i; negJ = j; }
        if (neg >= 0) assertTrue(text.get(neg).get(negJ).startsWith("\u2212"), text.get(neg).get(negJ));

        Panel p = AssetCorrelationView.of(QuantAnswers.CORRELATION);
        assertPanel(p, "Asset correlation · 9 assets", 2, 1);
        assertEquals(9, FigureData.count(p.figures().get(1)), "one cumulative-return line per asset");
        Table perf = AssetCorrelationTables.performance(d);
        assertEquals(List.of("ticker", "total_return_pct", "cagr_pct", "volatility_pct", "sharpe", "sortino", "max_drawdown_pct"), columns(perf));
        assertEquals(9, perf.rowCount());
        Table m = AssetCorrelationTables.matrix(d);
        assertEquals(11, m.columnCount()); // ticker, cluster_order, nine tickers
        assertEquals(9, m.rowCount());
    }

    @Test
    void correlationMatrixWithARaggedRowIsRefusedWithTheRowNamed() {
        AssetCorrelationData bad = new AssetCorrelationData(Json.tree(Map.of()), Json.tree(List.of()),
                Json.tree(Map.of("tickers", List.of("A", "B"), "matrix", List.of(List.of(1.0, 0.5), List.of(0.5)))), Json.tree(Map.of()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AssetCorrelationCharts.heatmap(bad));
        assertTrue(e.getMessage().contains("row 1 (B)") && e.getMessage().contains("expected 2"), e.getMessage());
    }

    @Test
    void marketMemoryOverlayAlignsKernelAndEveryMatchAtDayZero() {
        MarketMemoryData d = QuantAnswers.MEMORY.data();
        int k = QuantJson.series(d.kernelPrices()).size();
        Figure f = MarketMemoryChart.of(d, "SPY");
        int n = d.matches().size();
        assertEquals(5, n);
        assertEquals(n + 2, FigureData.count(f), "matches, their mean path, the kernel");
        for (int m = 0; m < n; m++) {
            List<Integer> x = attr(f, m, "x");
            List<Double> y = attr(f, m, "y");
            int zero = x.indexOf(0);
            assertEquals(-(k - 1), x.get(0));
            assertEquals(0.0, y.get(zero), 1e-12, "match " + m + " passes through (0, 0)");
            assertEquals(QuantJson.series(d.matches().get(m).trailingPrices()).size(), x.get(x.size() - 1), "continues into what followed");
        }
        List<Integer> kx = attr(f, n + 1, "x");
        List<Double> ky = attr(f, n + 1, "y");
        assertEquals(k, kx.size());
        assertEquals(0, kx.get(k - 1));
        assertEquals(0.0, ky.get(k - 1), 1e-12);
        Map<?, ?> kernelLine = (Map<?, ?>) styled(f).trace(n + 1).get("line");
        Map<?, ?> matchLine = (Map<?, ?>) styled(f).trace(0).get("line");
        assertTrue((double) kernelLine.get("width") > 2 * (double) matchLine.get("width"), "kernel in bold");
        assertTrue(title(f).startsWith("SPY market memory"));

        Table t = MarketMemoryTable.matches(d);
        assertEquals(List.of("rank", "score", "start", "end", "match_return", "next_end", "next_days", "next_return"), columns(t));
        assertEquals(n, t.rowCount());
        List<DateValue> before = QuantJson.series(d.matches().get(0).matchPrices()), after = QuantJson.series(d.matches().get(0).trailingPrices());
        double next = (after.get(after.size() - 1).value() / before.get(before.size() - 1).value() - 1) * 100;
        assertEquals(next, t.doubleColumn("next_return").get(0) * 100, 1e-9);
        // The chart's last point of match 1 is the same forward return the table states.
        List<Double> y0 = attr(f, 0, "y");
        assertEquals(next, y0.get(y0.size() - 1), 1e-5);
        for (int i = 1; i < n; i++) assertTrue(t.doubleColumn("score").get(i) <= t.doubleColumn("score").get(i - 1), "cosine: best first");

        Panel p = MarketMemoryView.of(QuantAnswers.MEMORY, "SPY");
        assertPanel(p, "Market memory · SPY · last 30 days to ", 1, 1);
    }

    @Test
    void portfolioBarsAreSharesOfCapitalAndOfRiskAndTheTableKeepsEulerUnits() {
        PortfolioData d = QuantAnswers.PORTFOLIO.data();
        Figure bars = PortfolioCharts.allocation(d);
        assertEquals(2, FigureData.count(bars));
        assertEquals("group", styled(bars).layout().get("barmode"));
        List<Double> risk = attr(bars, 1, "y");
        assertEquals(100.0, risk.stream().mapToDouble(Double::doubleValue).sum(), 1e-9, "risk shares add to 100 %");

        Table a = PortfolioTables.allocation(d);
        assertEquals(List.of("ticker", "weight", "risk_contribution", "risk_share"), columns(a));
        assertEquals(d.tickers().size(), a.rowCount());
        assertEquals(1.0, a.doubleColumn("weight").sum(), 1e-9, "long-only, fully invested");
        for (int i = 1; i < a.rowCount(); i++) assertTrue(a.doubleColumn("weight").get(i) <= a.doubleColumn("weight").get(i - 1), "largest weight first");
        // Euler: contributions add up to the portfolio volatility (MATLAB portfolioRiskContribution convention).
        assertEquals(d.portVol(), a.doubleColumn("risk_contribution").sum(), 1e-9);

        Figure growth = PortfolioCharts.growth(d);
        assertEquals(2, FigureData.count(growth));
        assertTrue(title(growth).contains("Max Sharpe vs equal weight"), title(growth));
        Table s = PortfolioTables.summary(d);
        assertEquals(List.of("objective", "period", "expected_return", "volatility", "sharpe", "final_value", "equal_weight_final_value"), columns(s));
        List<DateValue> opt = QuantJson.series(d.optPortfolio());
        assertEquals(opt.get(opt.size() - 1).value(), s.doubleColumn("final_value").get(0), 0);

        Panel p = PortfolioView.of(QuantAnswers.PORTFOLIO);
        assertPanel(p, "Portfolio · SPY TLT GLD QQQ · Max Sharpe", 2, 2);
    }

    @Test
    void seasonalityHeatmapIsYearByMonthCentredOnZeroWithStats() {
        SeasonalityData d = QuantAnswers.SEASONALITY.data();
        Figure f = SeasonalityCharts.heatmap(d);
        Map<String, Object> e = styled(f).trace(0);
        List<List<Double>> z = attr(f, 0, "z");
        List<String> years = attr(f, 0, "y");
        assertEquals(11, z.size()); // 10y from 2016-08-03: 2016 (from September) .. 2026 (to August)
        assertEquals(12, z.get(0).size());
        assertEquals("2016", years.get(0));
        assertEquals(-(double) e.get("zmin"), (double) e.get("zmax"), 0, "symmetric: white is 0 %");
        assertEquals(0, e.get("zmid"));
        JsonNode row1 = d.seasonalityPivot().get("rows").get(1).get("values"); // 2017, the first full year
        assertEquals(row1.get(0).asDouble(), z.get(1).get(0), 1e-5); // kept to six significant digits
        org.junit.jupiter.api.Assertions.assertNull(z.get(0).get(0), "January 2016 is before the period: no cell");
        assertTrue(title(f).startsWith("Monthly returns by year"));

        Table stats = SeasonalityTables.stats(d);
        assertEquals(List.of("bucket", "mean_pct", "median_pct", "win_rate_pct", "count"), columns(stats));
        assertEquals(12, stats.rowCount());
        assertEquals("Jan", stats.stringColumn("bucket").get(0));

        Figure paths = SeasonalityCharts.annualPaths(d);
        assertEquals(11, FigureData.count(paths));
        Map<?, ?> last = (Map<?, ?>) styled(paths).trace(10).get("line");
        Map<?, ?> first = (Map<?, ?>) styled(paths).trace(0).get("line");
        assertTrue((double) last.get("width") > (double) first.get("width"), "latest year in bold");

        Panel p = SeasonalityView.of(QuantAnswers.SEASONALITY, "SPY");
        assertPanel(p, "Seasonality · SPY · monthly", 2, 1);
        Panel cal = SeasonalityView.of(QuantAnswers.CALENDAR, null);
        assertPanel(cal, "Seasonality · calendar", 2, 1);
        assertEquals(31, ((List<?>) attr(cal.figure(), 0, "z").get(0)).size(), "calendar: day of month 1..31");
    }

    @Test
    void everySeasonalityGroupingDrawsItsPivotShape() {
        dev.oqa.Oqa oqa = dev.oqa.Oqa.local();
        Map<String, int[]> shapes = Map.of("quarterly", new int[] {11, 4}, "weekday", new int[] {11, 5}, "presidential", new int[] {4, 12});
        for (var e : shapes.entrySet()) {
            var a = oqa.seasonality("SPY").grouping(e.getKey()).period("10y").answer();
            Panel p = SeasonalityView.of(a, "SPY");
            assertPanel(p, "Seasonality · SPY · " + e.getKey(), 2, 1);
            List<List<Double>> z = attr(p.figure(), 0, "z");
            assertEquals(e.getValue()[0], z.size(), e.getKey() + " rows");
            assertEquals(e.getValue()[1], z.get(0).size(), e.getKey() + " columns");
            assertEquals(a.data().stats().size(), SeasonalityTables.stats(a.data()).rowCount());
        }
    }

    @Test
    void equalWeightObjectiveDoesNotClaimToBeatItself() {
        var a = dev.oqa.Oqa.local().portfolio("SPY", "TLT").objective("equal_weight").period("3y").answer();
        Table t = PortfolioTables.allocation(a.data());
        assertEquals(0.5, t.doubleColumn("weight").get(0), 1e-9);
        assertEquals("Growth of $1 · equal weight", title(PortfolioCharts.growth(a.data())));
    }

    @Test
    void sectorInsightsShowBreadthSortedReturnsAndTheSummary() {
        SectorInsightsData d = QuantAnswers.SECTORS.data();
        Figure ad = SectorInsightsCharts.adLine(d);
        assertEquals(QuantJson.series(d.timeseries().get("ad_line")).size(), attr(ad, 0, "y").size());
        Figure bars = SectorInsightsCharts.periodReturns(d);
        List<Double> x = attr(bars, 0, "x");
        assertEquals(11, x.size());
        for (int i = 1; i < x.size(); i++) assertTrue(x.get(i) >= x.get(i - 1), "sorted, best at the top");
        @SuppressWarnings("unchecked")
        List<String> colours = (List<String>) ((Map<?, ?>) styled(bars).trace(0).get("marker")).get("color");
        for (int i = 0; i < x.size(); i++) assertEquals(x.get(i) >= 0 ? "#3a9d74" : "#d2555a", colours.get(i), "green up, red down");
        Table s = SectorInsightsTables.summary(d);
        assertEquals(List.of("ticker", "sector", "start", "end", "return_pct", "volatility_pct", "sharpe", "max_drawdown_pct",
                "advances", "declines"), columns(s));
        assertEquals(11, s.rowCount());
        for (int i = 1; i < s.rowCount(); i++) assertTrue(s.doubleColumn("return_pct").get(i) <= s.doubleColumn("return_pct").get(i - 1), "best return first");
        Table ratio = SectorInsightsTables.adRatioByMonth(d);
        assertEquals(List.of("month", "mean_ad_ratio", "days", "days_without_decliners"), columns(ratio));

        Panel p = SectorInsightsView.of(QuantAnswers.SECTORS);
        assertPanel(p, "Sector insights · 11 sectors", 3, ratio.rowCount() > 0 ? 2 : 1);
    }
}
