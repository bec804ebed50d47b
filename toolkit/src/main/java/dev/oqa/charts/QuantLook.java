package dev.oqa.charts;

import dev.oqa.model.data.DateValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tech.tablesaw.plotly.components.Config;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.components.Margin;
import tech.tablesaw.plotly.traces.ScatterTrace;

/**
 * The quant charts' shared look, the same as {@link GexChart}'s: white background, muted ink, a left-aligned title
 * with a grey subtitle line, light grid, horizontal legend under the plot, white hover labels. Data-derived text is
 * HTML-escaped (plotly.js reads titles and trace text as HTML).
 *
 * <p>Dated series go to plotly.js as ISO date strings with {@code null} for undefined values (a gap in the line, not
 * a zero), set as trace attributes; Tablesaw 0.44 cannot write either.
 */
final class QuantLook {
    static final String INK = GexChart.INK, MUTED_INK = GexChart.MUTED_INK, GRID = GexChart.GRID, FONT = GexChart.FONT;
    static final String AXIS_LINE = "#c9ced6", ZERO_LINE = "#b8bec8";
    static final String BLUE = "#2d5fa8", RED = "#d2555a", GREEN = "#3a9d74", ORANGE = "#d9822b", PURPLE = "#6d5bd0",
            GREY = "#9aa3ae", DARK = "#1f2933";
    /** Muted qualitative palette for many series (sectors, assets); distinguishable in hue and lightness. */
    static final List<String> PALETTE = List.of("#2d5fa8", "#d9822b", "#3a9d74", "#d2555a", "#6d5bd0", "#8c6d4f",
            "#c25ca0", "#5f7384", "#a3a13a", "#3aa3b8", "#1f2933");
    /** Diverging red–white–blue (negative red, positive blue), plotly colorscale form. */
    static final List<List<Object>> DIVERGING = List.of(
            List.of(0.0, "#b2182b"), List.of(0.25, "#e58267"), List.of(0.5, "#f7f7f7"), List.of(0.75, "#6aa6cf"), List.of(1.0, "#2166ac"));
    static final int HEIGHT = 470, SMALL = 340;

    private QuantLook() {}

    static String colour(int i) { return PALETTE.get(Math.floorMod(i, PALETTE.size())); }

    /** A line over dates; null values are gaps. */
    static void datedLine(StyledFigure.Builder fig, String name, List<DateValue> points, String colour, double width,
                          String hoverTemplate, Map<String, ?> more) {
        List<String> x = new ArrayList<>(points.size());
        List<Double> y = new ArrayList<>(points.size());
        for (DateValue p : points) { x.add(p.date()); y.add(p.value()); }
        line(fig, name, x, y, colour, width, hoverTemplate, more);
    }

    /** A line over any x (dates as strings, numbers, categories); null y values are gaps. */
    static void line(StyledFigure.Builder fig, String name, List<?> x, List<Double> y, String colour, double width,
                     String hoverTemplate, Map<String, ?> more) {
        ScatterTrace t = ScatterTrace.builder(new double[0], new double[0]).name(escape(name)).mode(ScatterTrace.Mode.LINE).build();
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("x", x);
        e.put("y", y);
        e.put("line", Map.of("color", colour, "width", width));
        if (hoverTemplate != null) e.put("hovertemplate", hoverTemplate);
        if (more != null) e.putAll(more);
        fig.trace(t, e);
    }

    /** A standard axis: muted title and ticks, light grid; callers add {@code type}, {@code range}, formats. */
    static Map<String, Object> axis(String title) {
        Map<String, Object> a = new LinkedHashMap<>();
        a.put("title", Map.of("text", escape(title), "font", Map.of("size", 12.5, "color", MUTED_INK)));
        a.put("tickfont", Map.of("color", MUTED_INK));
        a.put("gridcolor", GRID);
        a.put("linecolor", AXIS_LINE);
        a.put("showline", true);
        a.put("zeroline", false);
        a.put("automargin", true);
        return a;
    }

    /** A date x axis without a title (dates speak for themselves). */
    static Map<String, Object> dateAxis() {
        Map<String, Object> a = axis("");
        a.remove("title");
        a.put("type", "date");
        a.put("showgrid", false);
        a.put("ticks", "outside");
        a.put("tickcolor", AXIS_LINE);
        a.put("ticklen", 4);
        return a;
    }

    /** Daily market data: skip weekends so short periods do not show flat two-day gaps (holidays remain). */
    static Map<String, Object> tradingDaysAxis() {
        Map<String, Object> a = dateAxis();
        a.put("rangebreaks", List.of(Map.of("bounds", List.of("sat", "mon"))));
        return a;
    }

    /** Adds a visible zero line to a value axis. */
    static Map<String, Object> withZero(Map<String, Object> axis) {
        axis.put("zeroline", true);
        axis.put("zerolinecolor", ZERO_LINE);
        axis.put("zerolinewidth", 1);
        return axis;
    }

    /**
     * Lays the figure out: title and grey subtitle, axes, legend (horizontal, under the plot) when {@code legend}.
     * {@code more} is merged last (annotations, shapes, bar settings).
     */
    static Figure finish(StyledFigure.Builder fig, String title, String subtitle, int height, Map<String, Object> xaxis,
                         Map<String, Object> yaxis, boolean legend, Map<String, ?> more) {
        if (title == null || title.isBlank()) throw new IllegalArgumentException("a chart needs a title");
        boolean small = height <= SMALL;
        boolean xTitled = xaxis != null && xaxis.containsKey("title"); // the legend goes under the axis title
        Layout layout = Layout.builder(title)
                .height(height)
                .hoverMode(Layout.HoverMode.CLOSEST)
                .plotBgColor("#ffffff").paperBgColor("#ffffff")
                .margin(Margin.builder().left(small ? 56 : 70).right(small ? 16 : 24).top(small ? 62 : 78)
                        .bottom((legend ? (small ? 70 : 84) : (small ? 40 : 52)) + (legend && xTitled ? 30 : 0)).build())
                .build();
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("width", null); // Tablesaw always writes width 800; without it the chart fills its cell
        x.put("autosize", true);
        String sub = subtitle == null || subtitle.isBlank() ? ""
                : "<br><span style=\"font-size:" + (small ? "11.5" : "12.5") + "px;color:" + MUTED_INK + "\">" + escape(subtitle) + "</span>";
        x.put("title", Map.of("text", escape(title) + sub, "x", small ? 0.02 : 0.012, "xanchor", "left",
                "y", small ? 0.95 : 0.965, "yanchor", "top", "font", Map.of("size", small ? 14.5 : 18, "color", INK, "family", FONT)));
        x.put("font", Map.of("family", FONT, "size", small ? 11.5 : 12, "color", INK));
        x.put("showlegend", legend);
        if (legend) x.put("legend", Map.of("orientation", "h", "x", 0, "xanchor", "left", "y", xTitled ? (small ? -0.3 : -0.22) : (small ? -0.16 : -0.14),
                "yanchor", "top", "font", Map.of("size", 11.5, "color", MUTED_INK)));
        x.put("hoverlabel", Map.of("bgcolor", "#ffffff", "bordercolor", AXIS_LINE, "font", Map.of("family", FONT, "size", 12, "color", INK)));
        if (xaxis != null) x.put("xaxis", xaxis);
        if (yaxis != null) x.put("yaxis", yaxis);
        if (more != null) x.putAll(more);
        return fig.layout(layout).config(Config.builder().responsive(true).displayLogo(false).build()).layoutExtras(x).build();
    }

    /** Plotly reads trace names, text and titles as HTML: escape data-derived words. */
    static String escape(String s) {
        return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** Largest finite |value|, at least {@code floor}: a symmetric colour range keeps white at zero. */
    static double absMax(Iterable<Double> values, double floor) {
        double m = floor;
        for (Double v : values) if (v != null && Double.isFinite(v)) m = Math.max(m, Math.abs(v));
        return m;
    }

    /** Percent with a sign and {@code decimals} decimals, typographic minus: {@code +1.2%}, {@code −0.4%}. */
    static String pct(double v, int decimals) {
        if (!Double.isFinite(v)) return "n/a";
        String s = String.format(java.util.Locale.ROOT, "%+." + decimals + "f%%", v);
        return s.replace('-', '\u2212');
    }
}
