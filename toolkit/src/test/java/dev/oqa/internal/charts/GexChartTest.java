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
import tech.tablesaw.plotly.traces.Trace;

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

    private static List<String> names(Figure f) { return Arrays.stream(f.getTraces()).map(Trace::name).toList(); }

    @Test
    void barsBySignThenSpotAndZeroLinesThenMarkedStrikes() {
        Figure f = GexChart.of(data(102.4, levels()));
        assertEquals(List.of("Dealers long gamma (+)", "Dealers short gamma (−)", "Spot 101.3", "Zero gamma 102.4", "Key strikes"),
                names(f));
        String positive = f.getTraces()[0].asJavascript(0), negative = f.getTraces()[1].asJavascript(1);
        assertTrue(positive.contains("type: 'bar'") && positive.contains(ChartStyle.POSITIVE), positive);
        assertTrue(positive.contains("105.0") && positive.contains("110.0") && positive.contains("115.0") && !positive.contains("95.0"), positive);
        assertTrue(negative.contains(ChartStyle.NEGATIVE) && negative.contains("95.0") && negative.contains("100.0") && !negative.contains("110.0"), negative);
    }

    @Test
    void spotAndZeroAreVerticalTwoPointLinesDashedAndDotted() {
        Figure f = GexChart.of(data(102.4, levels()));
        String spot = f.getTraces()[2].asJavascript(2), zero = f.getTraces()[3].asJavascript(3);
        assertTrue(spot.contains("x: [\"101.3\",\"101.3\"]") || spot.contains("x: [101.3, 101.3]"), spot);
        assertTrue(spot.contains("\"dash\" : \"dash\""), spot);
        assertTrue(zero.contains("102.4") && zero.contains("\"dash\" : \"dot\""), zero);
        assertTrue(spot.contains("mode: 'lines+text'"), "labelled lines: " + spot);
    }

    @Test
    void namedStrikesAreMarkedOnceWithMergedLabelsAndTheZeroLevelIsNotMarkedTwice() {
        StyledFigure f = (StyledFigure) GexChart.of(data(102.4, levels()));
        String marks = f.getTraces()[4].asJavascript(4);
        assertTrue(marks.contains("\"Put wall 95\"") && marks.contains("\"Call wall · Abs gamma 110\""), marks);
        assertFalse(marks.contains("Zero gamma"), "zero gamma is the dotted line, not a marker: " + marks);
        assertTrue(marks.contains("mode: 'markers+text'") && marks.contains("symbol: 'diamond'"), marks);
        // Markers sit on the bar tips: put wall below zero (label under it), call wall above.
        assertTrue(marks.contains("y: [\"-4.0E8\",\"9.0E8\"]") || marks.contains("y: [-4.0E8, 9.0E8]"), marks);
        assertEquals(List.of("bottom center", "top center"), f.traceExtras(4).get("textposition"));
    }

    @Test
    void unknownNumericLevelsFromAServerAreMarkedAndNullsSkipped() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("max_pain", 105.0);
        m.put("call_wall", null);
        String marks = GexChart.of(data(102.4, m)).getTraces()[4].asJavascript(4);
        assertTrue(marks.contains("\"Max pain 105\""), marks);
        assertFalse(marks.contains("Call wall"), marks);
    }

    @Test
    void withoutAZeroCrossingThereIsNoZeroLineAndTheSubtitleSaysSo() {
        StyledFigure f = (StyledFigure) GexChart.of(data(null, Map.of()));
        assertEquals(List.of("Dealers long gamma (+)", "Dealers short gamma (−)", "Spot 101.3"), names(f));
        @SuppressWarnings("unchecked")
        String title = (String) ((Map<String, Object>) f.layoutExtras().get("title")).get("text");
        assertTrue(title.contains("no zero-gamma crossing in range"), title);
    }

    @Test
    void titleAndAxisTitlesCarryTheUnits() {
        StyledFigure f = (StyledFigure) GexChart.of(data(102.4, levels()));
        assertEquals("SPY dealer gamma exposure · $ per 1% move", f.getLayout().getTitle());
        String js = f.asJavascript("t");
        assertTrue(js.contains("Strike ($)") && js.contains("Net dealer gamma ($ per 1% move)"), js);
        assertTrue(js.contains("oqa_merge(layout"), "plotly-only attributes are applied before newPlot");
        assertTrue(js.indexOf("oqa_merge(layout") < js.indexOf("Plotly.newPlot"), js);
        assertEquals(null, f.layoutExtras().get("width"), "Tablesaw's fixed width is removed so the chart fills its cell");
        assertTrue(f.layoutExtras().containsKey("width"));
    }

    @Test
    void indexOptionsGetStrikesInIndexPoints() {
        GexData d = data(102.4, levels());
        GexData spx = new GexData("SPX", d.spot(), d.basis(), d.rangePct(), d.expirations(), d.selectedExpirations(),
                d.zeroLevel(), d.series(), d.highlightStrikes(), d.basisColumn(), d.dwColumn());
        assertTrue(GexChart.of(spx).asJavascript("t").contains("Strike (index points)"));
    }

    @Test
    void hoverShowsCompactDollars() {
        StyledFigure f = (StyledFigure) GexChart.of(data(102.4, levels()));
        assertEquals(List.of("$200M", "$900M", "$100M"), f.traceExtras(0).get("customdata"));
        assertEquals(List.of("−$400M", "−$150M"), f.traceExtras(1).get("customdata"));
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
        StyledFigure f = (StyledFigure) GexChart.of(d);
        assertEquals(List.of("Dealers long gamma (+)", "Dealers short gamma (−)"), names(f), "no spot line when spot is unknown");
        assertEquals(false, f.traceExtras(1).get("showlegend"));
        assertFalse(f.traceExtras(0).containsKey("showlegend"));
    }

    @Test
    void ticksAreRoundAndCoverTheRange() {
        double[] t = GexChart.niceTicks(-1.3e9, 1.4e9);
        assertEquals(List.of(-1.0e9, -5.0e8, 0.0, 5.0e8, 1.0e9), Arrays.stream(t).boxed().toList());
    }
}
