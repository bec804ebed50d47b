package dev.oqa.internal.charts;

import static dev.oqa.internal.format.Html.escape;

import dev.oqa.internal.format.Compact;
import dev.oqa.model.data.DateValue;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
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
 * The one look of every chart: white background, muted ink, a left-aligned title with a grey subtitle line, light
 * grid, the legend in one row under the plot, white hover labels, and no fixed width so a chart fills its output cell.
 * Data-derived text is HTML-escaped ({@link dev.oqa.internal.format.Html#escape}), because plotly.js reads titles, trace names
 * and text as HTML.
 *
 * <p>Axis details, dated series and {@code null} gaps are plotly.js attributes ({@link StyledFigure} extras), because
 * Tablesaw 0.44 cannot express date axes, tick formats, secondary axes or undefined values.
 */
final class ChartStyle {
    static final String INK = "#1f2933", MUTED_INK = "#6b7280", GRID = "#eceff3";
    static final String FONT = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
    static final String AXIS_LINE = "#c9ced6", ZERO_LINE = "#b8bec8";
    /** A signed value: muted green for positive, muted red for negative, colour-blind-distinguishable by lightness. */
    static final String POSITIVE = "#3a9d74", NEGATIVE = "#d2555a";
    /** The dashed or dotted line at the underlying's price. */
    static final String SPOT = "#1f2933";
    static final String BLUE = "#2d5fa8", RED = "#d2555a", GREEN = "#3a9d74", ORANGE = "#d9822b", PURPLE = "#6d5bd0",
            GREY = "#9aa3ae", DARK = "#1f2933";
    /** Calls and puts: muted blue and orange (not green/red, which mean a sign). */
    static final String CALL = "#2f6fb0", PUT = "#d9792b", BAND = "#3d6fb5", FORWARD = "#2d5fa8";
    /** Muted qualitative palette for many series (sectors, assets); distinguishable in hue and lightness. */
    static final List<String> PALETTE = List.of("#2d5fa8", "#d9822b", "#3a9d74", "#d2555a", "#6d5bd0", "#8c6d4f",
            "#c25ca0", "#5f7384", "#a3a13a", "#3aa3b8", "#1f2933");
    /** Diverging red–white–blue (negative red, positive blue), plotly colorscale form. */
    static final List<List<Object>> DIVERGING = List.of(
            List.of(0.0, "#b2182b"), List.of(0.25, "#e58267"), List.of(0.5, "#f7f7f7"), List.of(0.75, "#6aa6cf"), List.of(1.0, "#2166ac"));
    /** A full-width chart and a small one (two side by side in a panel's grid). */
    static final int HEIGHT = 470, SMALL = 340;

    private ChartStyle() {}

    static String colour(int i) { return PALETTE.get(Math.floorMod(i, PALETTE.size())); }

    /** {@code n} colours from dark navy (near expiry) to light teal (far expiry): order reads as time. */
    static List<String> sequential(int n) {
        // Stops of a muted blue→teal ramp, interpolated in RGB; distinguishable by lightness for colour-blind readers.
        int[][] stops = {{0x1b, 0x2a, 0x5e}, {0x2d, 0x5f, 0xa8}, {0x3a, 0x9d, 0xb0}, {0x7c, 0xc4, 0x9a}, {0xc2, 0xd9, 0x6a}};
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            double t = n == 1 ? 0 : (double) i / (n - 1) * (stops.length - 1);
            int k = Math.min((int) Math.floor(t), stops.length - 2);
            double f = t - k;
            int[] c = new int[3];
            for (int j = 0; j < 3; j++) c[j] = (int) Math.round(stops[k][j] + f * (stops[k + 1][j] - stops[k][j]));
            out.add(String.format("#%02x%02x%02x", c[0], c[1], c[2]));
        }
        return out;
    }

    // ---- traces ----

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

    // ---- axes ----

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

    /** A standard axis with outside ticks and the grid on or off; {@code more} adds or overrides attributes. */
    static Map<String, Object> axis(String title, boolean grid, Map<String, ?> more) {
        Map<String, Object> a = axis(title);
        a.put("showgrid", grid);
        a.put("ticks", "outside");
        a.put("tickcolor", AXIS_LINE);
        a.put("ticklen", 4);
        if (more != null) a.putAll(more);
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

    // ---- layout ----

    /**
     * Lays a figure out in full: title and grey subtitle, axes, legend (horizontal, under the plot) when {@code legend};
     * a {@link #SMALL} chart gets smaller type and margins. {@code more} is merged last (annotations, shapes, bar settings).
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
        x.put("title", title(title, subtitle, small));
        x.put("font", Map.of("family", FONT, "size", small ? 11.5 : 12, "color", INK));
        x.put("showlegend", legend);
        if (legend) x.put("legend", legend(xTitled ? (small ? -0.3 : -0.22) : (small ? -0.16 : -0.14)));
        x.put("hoverlabel", hoverLabel());
        if (xaxis != null) x.put("xaxis", xaxis);
        if (yaxis != null) x.put("yaxis", yaxis);
        if (more != null) x.putAll(more);
        return fig.layout(layout).config(config()).layoutExtras(x).build();
    }

    /**
     * Tablesaw's part of a full-width layout whose axes the caller sets itself: the title (kept for readers of
     * {@code getLayout().getTitle()}), size, margins. Goes with {@link #layoutExtras}.
     */
    static Layout layout(String title, String xTitle, String yTitle, int bottomMargin) {
        return Layout.builder(title, xTitle, yTitle)
                .height(HEIGHT)
                .hoverMode(Layout.HoverMode.CLOSEST)
                .plotBgColor("#ffffff").paperBgColor("#ffffff")
                .margin(Margin.builder().left(78).right(30).top(78).bottom(bottomMargin).build())
                .build();
    }

    /** The plotly.js attributes of a full-width chart: title block, fonts, legend under the plot, hover label. */
    static Map<String, Object> layoutExtras(String title, String subtitle) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("width", null); // Tablesaw always writes width 800; without it the chart fills the output cell
        m.put("autosize", true);
        m.put("title", title(title, subtitle, false));
        m.put("font", Map.of("family", FONT, "size", 12, "color", INK));
        m.put("legend", legend(-0.2));
        m.put("hoverlabel", hoverLabel());
        return m;
    }

    static Config config() { return Config.builder().responsive(true).displayLogo(false).build(); }

    /** The title block: escaped title, then the escaped subtitle on a grey line of its own (none when blank). */
    private static Map<String, Object> title(String title, String subtitle, boolean small) {
        String sub = subtitle == null || subtitle.isBlank() ? ""
                : "<br><span style=\"font-size:" + (small ? "11.5" : "12.5") + "px;color:" + MUTED_INK + "\">" + escape(subtitle) + "</span>";
        return Map.of("text", escape(title) + sub, "x", small ? 0.02 : 0.012, "xanchor", "left",
                "y", small ? 0.95 : 0.965, "yanchor", "top", "font", Map.of("size", small ? 14.5 : 18, "color", INK, "family", FONT));
    }

    private static Map<String, Object> legend(double y) {
        return Map.of("orientation", "h", "x", 0, "xanchor", "left", "y", y, "yanchor", "top",
                "font", Map.of("size", 11.5, "color", MUTED_INK));
    }

    private static Map<String, Object> hoverLabel() {
        return Map.of("bgcolor", "#ffffff", "bordercolor", AXIS_LINE, "font", Map.of("family", FONT, "size", 12, "color", INK));
    }

    // ---- words and numbers ----

    /** A {@code YYYY-MM-DD} date, or a message naming the field and what is accepted. */
    static LocalDate date(String s, String what) {
        if (s == null || s.isBlank()) throw new IllegalArgumentException(what + " is missing; expected a date YYYY-MM-DD");
        try {
            return LocalDate.parse(s.strip().length() > 10 ? s.strip().substring(0, 10) : s.strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(what + " '" + s + "' is not a date; expected YYYY-MM-DD");
        }
    }

    static String ticker(String t) { return t == null || t.isBlank() ? "?" : t.strip(); }

    /** A percentage with at most {@code decimals} decimals, trailing zeros dropped: {@code 1.5%}, {@code −0.25%}. */
    static String pct(double v, int decimals) { return Compact.price(v, decimals) + "%"; }

    /** Percent with a sign and {@code decimals} decimals, typographic minus: {@code +1.2%}, {@code −0.4%}. */
    static String signedPct(double v, int decimals) {
        if (!Double.isFinite(v)) return "n/a";
        String s = String.format(java.util.Locale.ROOT, "%+." + decimals + "f%%", v);
        return s.replace('-', '\u2212');
    }

    /** Largest finite |value|, at least {@code floor}: a symmetric colour range keeps white at zero. */
    static double absMax(Iterable<Double> values, double floor) {
        double m = floor;
        for (Double v : values) if (v != null && Double.isFinite(v)) m = Math.max(m, Math.abs(v));
        return m;
    }
}
