package dev.oqa.internal.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.data.GexData;
import dev.oqa.model.data.StrikeValue;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.plotly.components.Figure;

class GexChartTest {
    /** Hand-made (synthetic) data: two negative and three positive strikes around a 101.3 spot. */
    private static GexData data(Double zero, Map<String, Double> levels) {
        Map<String, List<StrikeValue>> s = new LinkedHashMap<>();
        s.put("gamma", List.of(new StrikeValue(95, -4.0e8), new StrikeValue(100, -1.5e8), new StrikeValue(105, 2.0e8),
                new StrikeValue(110, 9.0e8), new StrikeValue(115, 1.0e8)));
        return new GexData("SPY", 101.3, "open_interest", 0.1, List.of("2023-09-15"), List.of("all"), zero, s, levels,
                "open_interest", "dollar_gamma");
    }

    private static Map<String, Double> levels() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("call_wall", 110.0);
        m.put("put_wall", 95.0);
        m.put("abs_gamma", 110.0);
        m.put("zero_gamma", 102.4);
        return m;
    }

    private static List<String> names(Figure f) { return FigureData.names(f); }

    @Test
    void barsBySignThenSpotAndZeroLinesThenOneLinePerNamedStrike() {
        StyledFigure f = GexChart.of(data(102.4, levels()));
        assertEquals(List.of("Dealers long gamma (+)", "Dealers short gamma (−)", "Spot 101.3", "Zero gamma 102.4",
                "Call wall · Absolute gamma strike 110", "Put wall 95"), names(f));
        assertEquals("bar", f.trace(0).get("type"));
        assertEquals(List.of(105.0, 110.0, 115.0), f.trace(0).get("x"));
        assertEquals(List.of(95.0, 100.0), f.trace(1).get("x"));
        assertEquals(ChartStyle.POSITIVE, ((Map<?, ?>) f.trace(0).get("marker")).get("color"));
    }

    @Test
    void levelsAreVerticalLinesNamedInTheLegendWithNoTextOnThePlot() {
        StyledFigure f = GexChart.of(data(102.4, levels()));
        for (int i = 2; i < f.data().size(); i++) {
            Map<String, Object> t = f.trace(i);
            assertEquals("lines", t.get("mode"), "no text in the plot: labels cannot overlap or sit on bars");
            assertFalse(t.containsKey("text"));
            List<?> x = (List<?>) t.get("x");
            assertEquals(2, x.size());
            assertEquals(x.get(0), x.get(1), "vertical");
            assertFalse(Boolean.FALSE.equals(t.get("showlegend")), "named in the legend");
        }
        assertEquals("dash", ((Map<?, ?>) f.trace(2).get("line")).get("dash"));
        assertEquals("dot", ((Map<?, ?>) f.trace(3).get("line")).get("dash"));
    }

    @Test
    void theStrikeWindowOpensWhereTheGammaIsWithTheFullRangeOneClickAway() {
        // SYNTHETIC: 200 strikes from 300 to 995, gamma concentrated around 650, a long tail of tiny values.
        Map<String, List<StrikeValue>> s = new LinkedHashMap<>();
        List<StrikeValue> g = new java.util.ArrayList<>();
        for (int k = 300; k < 1000; k += 5) g.add(new StrikeValue(k, 1e9 * Math.exp(-Math.pow((k - 650) / 20.0, 2)) * (k < 650 ? -1 : 1) + 1e3));
        s.put("gamma", g);
        GexData d = new GexData("SPY", 655, "open_interest", 0.5, null, null, 648.0, s, Map.of("call_wall", 660.0), null, null);
        StyledFigure f = GexChart.of(d);
        Map<?, ?> x = (Map<?, ?>) f.layout().get("xaxis");
        List<?> range = (List<?>) x.get("range");
        double lo = ((Number) range.get(0)).doubleValue(), hi = ((Number) range.get(1)).doubleValue();
        assertTrue(lo > 560 && lo < 648 && hi > 660 && hi < 740, "window " + lo + ".." + hi + " holds the gamma, not 300..995");
        double total = 0, inside = 0;
        for (StrikeValue v : g) { total += Math.abs(v.value()); if (v.strike() >= lo && v.strike() <= hi) inside += Math.abs(v.value()); }
        assertTrue(inside / total >= GexChart.WINDOW_SHARE, "holds 99% of |gamma|: " + inside / total);
        List<?> menus = (List<?>) f.layout().get("updatemenus");
        List<?> buttons = (List<?>) ((Map<?, ?>) menus.get(0)).get("buttons");
        Map<?, ?> all = (Map<?, ?>) buttons.get(1);
        assertEquals("All strikes", all.get("label"));
        List<?> full = (List<?>) ((Map<?, ?>) ((List<?>) all.get("args")).get(0)).get("xaxis.range");
        assertTrue(((Number) full.get(0)).doubleValue() <= 300 && ((Number) full.get(1)).doubleValue() >= 995, "the full range: " + full);
        String sub = (String) ((Map<?, ?>) f.layout().get("title")).get("text");
        assertTrue(sub.contains("double-click: all"), sub);
    }

    @Test
    void unknownNumericLevelsFromAServerAreNamedAndNullsSkipped() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("max_pain", 105.0);
        m.put("call_wall", null);
        List<String> n = names(GexChart.of(data(102.4, m)));
        assertTrue(n.contains("Max pain 105"), n.toString());
        assertFalse(n.stream().anyMatch(x -> x.startsWith("Call wall")), n.toString());
    }

    @Test
    void withoutAZeroCrossingThereIsNoZeroLineAndTheSubtitleSaysSo() {
        StyledFigure f = GexChart.of(data(null, Map.of()));
        assertEquals(List.of("Dealers long gamma (+)", "Dealers short gamma (−)", "Spot 101.3"), names(f));
        String title = (String) ((Map<?, ?>) f.layout().get("title")).get("text");
        assertTrue(title.contains("no zero-gamma crossing in range"), title);
    }

    @Test
    void titleAndAxisTitlesCarryTheUnitsAndTheChartFillsItsCell() {
        StyledFigure f = GexChart.of(data(102.4, levels()));
        assertEquals("SPY dealer gamma exposure · $ per 1% move", f.getLayout().getTitle());
        String js = f.json();   // $ as &#36;: never TeX to plotly.js (StyledFigureTest)
        assertTrue(js.contains("Strike (&#36;)") && js.contains("Net dealer gamma (&#36; per 1% move)"), js);
        assertFalse(f.layout().containsKey("width"), "no fixed width: the chart fills its cell");
        assertEquals("rgba(0,0,0,0)", f.layout().get("paper_bgcolor"), "no white slab on a dark page");
    }

    @Test
    void indexOptionsGetStrikesInIndexPoints() {
        GexData d = data(102.4, levels());
        GexData spx = new GexData("SPX", d.spot(), d.basis(), d.rangePct(), d.expirations(), d.selectedExpirations(),
                d.zeroLevel(), d.series(), d.highlightStrikes(), d.basisColumn(), d.dwColumn());
        assertTrue(GexChart.of(spx).scriptJson().contains("Strike (index points)"));
    }

    @Test
    void hoverShowsCompactDollars() {
        StyledFigure f = GexChart.of(data(102.4, levels()));
        assertEquals(List.of("$200M", "$900M", "$100M"), f.trace(0).get("customdata"));
        assertEquals(List.of("−$400M", "−$150M"), f.trace(1).get("customdata"));
    }

    @Test
    void aServerSeriesUnderAnotherNameIsUsedWhenGammaIsAbsent() {
        Map<String, List<StrikeValue>> s = new LinkedHashMap<>();
        s.put("smoothed", List.of(new StrikeValue(100, 1)));
        s.put("net_gex", List.of(new StrikeValue(100, -5e7), new StrikeValue(101, 6e7)));
        GexData d = new GexData("QQQ", 100.5, null, 0.1, null, null, null, s, null, null, null);
        assertEquals("net_gex", GexChart.barSeriesName(d));
        assertInstanceOf(StyledFigure.class, GexChart.of(d));
    }

    @Test
    void nothingToDrawIsAClearError() {
        GexData none = new GexData("SPY", 100, null, 0.1, null, null, null, Map.of("smoothed", List.of()), null, null, null);
        var e = assertThrows(IllegalArgumentException.class, () -> GexChart.of(none));
        assertTrue(e.getMessage().contains("no gamma-by-strike series") && e.getMessage().contains("[smoothed]"), e.getMessage());
    }

    @Test
    void aSignWithNoBarsKeepsItsTraceButHidesItsLegendEntry() {
        Map<String, List<StrikeValue>> s = Map.of("gamma", List.of(new StrikeValue(100, 1e6), new StrikeValue(101, 2e6)));
        GexData d = new GexData("SPY", 0, null, 0.1, null, null, null, s, null, null, null);
        StyledFigure f = GexChart.of(d);
        assertEquals(List.of("Dealers long gamma (+)", "Dealers short gamma (−)"), names(f), "no spot line when spot is unknown");
        assertEquals(false, f.trace(1).get("showlegend"));
        assertFalse(f.trace(0).containsKey("showlegend"));
    }

    @Test
    void ticksAreRoundAndCoverTheRange() {
        double[] t = GexChart.niceTicks(-1.3e9, 1.4e9);
        assertEquals(List.of(-1.0e9, -5.0e8, 0.0, 5.0e8, 1.0e9), Arrays.stream(t).boxed().toList());
    }
}
