package dev.oqa.internal.charts;

import static dev.oqa.internal.format.Html.plotly;

import dev.oqa.internal.format.Compact;
import dev.oqa.internal.format.Html;
import dev.oqa.model.data.DateValue;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one look of every chart, legible on a light and on a dark page: transparent backgrounds (the chart sits on the
 * page's own colour), inks of middle lightness that read on white and on JupyterLab Dark's near-black alike (titles
 * and labels at least 4:1 on both; checked in Chromium by scripts/checks/lab_render.py), translucent grey grid
 * lines, a left-aligned title with a muted subtitle line, the legend in one row under the plot, and no fixed width so
 * a chart fills its output cell. Data-derived text is escaped once for plotly.js ({@link Html#plotly}), since
 * plotly.js reads titles, trace names, labels and hover text as HTML.
 *
 * <p>Every figure is data ({@link StyledFigure}): these helpers build its trace and layout maps.
 */
final class ChartStyle {
    /**
     * Text: titles and values (4.3:1 on white, 4.4:1 on JupyterLab Dark's #111), and secondary text: ticks, legend,
     * subtitles (4.1:1 and 4.7:1). One grey cannot reach 4.5:1 on both; 4:1 is what the browser check requires.
     */
    static final String INK = "#727b86", MUTED_INK = "#767f8a";
    static final String FONT = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
    /** Lines that structure the plot: grey at partial opacity, so they are faint on white and on black. */
    static final String GRID = "rgba(128,128,128,0.18)", AXIS_LINE = "rgba(128,128,128,0.55)", ZERO_LINE = "rgba(128,128,128,0.7)";
    static final String CLEAR = "rgba(0,0,0,0)";
    /** A signed value: green for positive, red for negative, colour-blind-distinguishable by lightness. */
    static final String POSITIVE = "#3a9d74", NEGATIVE = "#d2555a";
    /** The dashed or dotted line at the underlying's price: the ink, so it reads on both backgrounds. */
    static final String SPOT = INK;
    static final String BLUE = "#3f7fd0", RED = "#d2555a", GREEN = "#3a9d74", ORANGE = "#d9822b", PURPLE = "#8b7fe0",
            GREY = "#9aa3ae", DARK = INK;
    /** Calls and puts: blue and orange (not green/red, which mean a sign). */
    static final String CALL = "#3f7fd0", PUT = "#d9822b", BAND = "#4a8fd6", FORWARD = "#3f7fd0";
    /** Qualitative palette for many series (sectors, assets), each at least 3:1 on white and on near-black. */
    static final List<String> PALETTE = List.of("#3f7fd0", "#d9822b", "#3a9d74", "#d2555a", "#8b7fe0", "#a07c5b",
            "#c25ca0", "#6f8aa0", "#a3a13a", "#3aa3b8", "#868e96");
    /** Diverging red–grey–blue (negative red, positive blue); the middle is a mid grey, not white, so it is no hole on a dark page. */
    static final List<List<Object>> DIVERGING = List.of(
            List.of(0.0, "#b2182b"), List.of(0.25, "#e58267"), List.of(0.5, "#bfbfbf"), List.of(0.75, "#6aa6cf"), List.of(1.0, "#2166ac"));
    /** A full-width chart and a small one (two side by side in a panel's grid). */
    static final int HEIGHT = 470, SMALL = 340;

    private ChartStyle() {}

    static String colour(int i) { return PALETTE.get(Math.floorMod(i, PALETTE.size())); }

    /** Line dashes that stay apart at a line width of 1.8: solid, dashed, dotted. */
    static final List<String> DASHES = List.of("solid", "dash", "dot");

    /**
     * {@link #PALETTE} reordered for {@link #distinct}: lines that share a dash (every third) are at least ΔE 43 apart
     * (CIE76), and the two closest colours of the palette (slate and grey, ΔE 10) never share a dash.
     */
    static final List<String> SERIES = List.of("#3f7fd0", "#a3a13a", "#3aa3b8", "#d9822b", "#3a9d74", "#a07c5b",
            "#c25ca0", "#d2555a", "#8b7fe0", "#868e96", "#6f8aa0");

    /** A line's colour and dash. */
    record Stroke(String colour, String dash) {}

    /**
     * {@code n} strokes for series that must be told apart (the smile's expiries): each its own hue of
     * {@link #SERIES} (up to 11 series), and the dash cycling solid, dashed, dotted, so neighbours differ in
     * hue and in dash, and a reader who cannot tell two hues apart still has the dash. A shade ramp of one hue (11 blues)
     * cannot be read at that count.
     */
    static List<Stroke> distinct(int n) {
        List<Stroke> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(new Stroke(SERIES.get(i % SERIES.size()), DASHES.get(i % DASHES.size())));
        return out;
    }

    /** A map from key–value pairs, in order; null values are allowed (and dropped when the figure is built). */
    static Map<String, Object> map(Object... kv) {
        if (kv.length % 2 != 0) throw new IllegalArgumentException("map needs key-value pairs, got " + kv.length + " items");
        Map<String, Object> m = new LinkedHashMap<>(kv.length);
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }

    /** {@code m} with the key–value pairs put in, in order: an axis or a layout given settings of its own. */
    static Map<String, Object> with(Map<String, Object> m, Object... kv) {
        m.putAll(map(kv));
        return m;
    }

    // ---- traces ----

    /** A trace of {@code type} named {@code name} (escaped here, once), with its x and y. */
    static Map<String, Object> trace(String type, String name, Object x, Object y) {
        return map("type", type, "name", plotly(name), "x", x, "y", y);
    }

    static Map<String, Object> line(String colour, double width, String dash) {
        return dash == null ? map("color", colour, "width", width) : map("color", colour, "width", width, "dash", dash);
    }

    /** A line over dates; null values are gaps. */
    static void datedLine(StyledFigure.Builder fig, String name, List<DateValue> points, String colour, double width,
                          String hoverTemplate, Map<String, ?> more) {
        List<String> x = new ArrayList<>(points.size());
        List<Double> y = new ArrayList<>(points.size());
        for (DateValue p : points) { x.add(plotly(p.date())); y.add(p.value()); } // a date from a server is text like any other
        line(fig, name, x, y, colour, width, hoverTemplate, more);
    }

    /** A line over any x (dates as strings, numbers, categories); null y values are gaps. */
    static void line(StyledFigure.Builder fig, String name, List<?> x, List<Double> y, String colour, double width,
                     String hoverTemplate, Map<String, ?> more) {
        Map<String, Object> t = with(trace("scatter", name, x, y), "mode", "lines", "line", line(colour, width, null));
        if (hoverTemplate != null) t.put("hovertemplate", hoverTemplate);
        if (more != null) t.putAll(more);
        fig.trace(t);
    }

    /**
     * A two-point vertical line at the underlying's price {@code spot} from {@code y0} to {@code y1}, named and labelled at
     * its top with the price; none when the price is not a positive number.
     */
    static void spotLine(StyledFigure.Builder fig, double spot, double y0, double y1, double width, String dash) {
        if (!(Double.isFinite(spot) && spot > 0)) return;
        String price = Compact.price(spot, 2), name = "Spot " + price;
        fig.trace(with(trace("scatter", name, List.of(spot, spot), List.of(y0, y1)), "mode", "lines+text",
                "text", List.of("", plotly("spot " + price)), "line", line(SPOT, width, dash), "textposition", "top center",
                "textfont", map("size", 11.5, "color", SPOT), "hovertemplate", plotly(name) + "<extra></extra>", "cliponaxis", false));
    }

    /**
     * A heatmap on the {@link #DIVERGING} scale from {@code zmin} to {@code zmax} (its middle at 0), each cell
     * annotated with its {@code text}; callers add the hover template and the colour bar.
     */
    static Map<String, Object> heatmap(String name, List<String> x, List<String> y, List<List<Double>> z, Number zmin, Number zmax,
                                       List<List<String>> text, Number textSize) {
        return map("type", "heatmap", "name", name, "x", x, "y", y, "z", z, "zmin", zmin, "zmax", zmax, "zmid", 0,
                "colorscale", DIVERGING, "text", text, "texttemplate", "%{text}", "textfont", Map.of("size", textSize),
                "xgap", 1, "ygap", 1);
    }

    // ---- axes ----

    /**
     * A standard axis: muted title (none when {@code title} is null) and ticks, faint grid; callers add {@code type},
     * {@code range}, formats.
     */
    static Map<String, Object> axis(String title) {
        Map<String, Object> a = new LinkedHashMap<>();
        if (title != null) a.put("title", map("text", plotly(title), "font", map("size", 12.5, "color", MUTED_INK)));
        return with(a, "tickfont", map("color", MUTED_INK), "gridcolor", GRID, "linecolor", AXIS_LINE, "showline", true, "zeroline", false,
                "automargin", true);
    }

    /** A standard axis with outside ticks and the grid on or off; {@code more} adds or overrides attributes. */
    static Map<String, Object> axis(String title, boolean grid, Map<String, ?> more) {
        Map<String, Object> a = with(axis(title), "showgrid", grid, "ticks", "outside", "tickcolor", AXIS_LINE, "ticklen", 4);
        if (more != null) a.putAll(more);
        return a;
    }

    /** A date x axis without a title (dates speak for themselves). */
    static Map<String, Object> dateAxis() {
        return with(axis(null), "type", "date", "showgrid", false, "ticks", "outside", "tickcolor", AXIS_LINE, "ticklen", 4);
    }

    /** Daily market data: skip weekends so short periods do not show flat two-day gaps (holidays remain). */
    static Map<String, Object> tradingDaysAxis() {
        return with(dateAxis(), "rangebreaks", List.of(map("bounds", List.of("sat", "mon"))));
    }

    /** Adds a visible zero line to a value axis. */
    static Map<String, Object> withZero(Map<String, Object> axis) {
        return with(axis, "zeroline", true, "zerolinecolor", ZERO_LINE, "zerolinewidth", 1);
    }

    /** A value axis in percent, with its zero line. */
    static Map<String, Object> percentAxis(String title) {
        return with(withZero(axis(title)), "ticksuffix", "%");
    }

    // ---- layout ----

    /**
     * Lays a figure out in full: title and muted subtitle, axes, legend (horizontal, under the plot) when {@code legend};
     * a {@link #SMALL} chart gets smaller type and margins. {@code more} is merged last (annotations, shapes, bar settings).
     */
    static StyledFigure finish(StyledFigure.Builder fig, String title, String subtitle, int height, Map<String, Object> xaxis,
                               Map<String, Object> yaxis, boolean legend, Map<String, ?> more) {
        if (title == null || title.isBlank()) throw new IllegalArgumentException("a chart needs a title");
        boolean small = height <= SMALL;
        boolean xTitled = xaxis != null && xaxis.containsKey("title"); // the legend goes under the axis title
        Map<String, Object> x = base(title, subtitle, small, height);
        x.put("margin", map("l", small ? 56 : 70, "r", small ? 16 : 24, "t", small ? 62 : 78,
                "b", (legend ? (small ? 70 : 84) : (small ? 40 : 52)) + (legend && xTitled ? 30 : 0)));
        x.put("showlegend", legend);
        if (legend) x.put("legend", legend(xTitled ? (small ? -0.3 : -0.22) : (small ? -0.16 : -0.14)));
        if (xaxis != null) x.put("xaxis", xaxis);
        if (yaxis != null) x.put("yaxis", yaxis);
        if (more != null) x.putAll(more);
        return fig.layout(x).build();
    }

    /**
     * A full-width layout whose axes the caller sets: title block, fonts, legend under the plot, hover label, height,
     * margins with {@code bottomMargin} for the legend.
     */
    static Map<String, Object> layout(String title, String subtitle, int bottomMargin) {
        return with(base(title, subtitle, false, HEIGHT), "margin", map("l", 78, "r", 30, "t", 78, "b", bottomMargin), "legend", legend(-0.2));
    }

    private static Map<String, Object> base(String title, String subtitle, boolean small, int height) {
        return map("height", height, "autosize", true, "title", title(title, subtitle, small),
                "font", map("family", FONT, "size", small ? 11.5 : 12, "color", INK), "paper_bgcolor", CLEAR, "plot_bgcolor", CLEAR,
                "hovermode", "closest", "hoverlabel", hoverLabel());
    }

    /** The title block: escaped title, then the escaped subtitle on a muted line of its own (none when blank). */
    private static Map<String, Object> title(String title, String subtitle, boolean small) {
        String sub = subtitle == null || subtitle.isBlank() ? ""
                : "<br><span style=\"font-size:" + (small ? "11.5" : "12.5") + "px;color:" + MUTED_INK + "\">" + plotly(subtitle) + "</span>";
        return map("text", plotly(title) + sub, "x", small ? 0.02 : 0.012, "xanchor", "left",
                "y", small ? 0.95 : 0.965, "yanchor", "top", "font", map("size", small ? 14.5 : 18, "color", INK, "family", FONT));
    }

    static Map<String, Object> legend(double y) {
        return map("orientation", "h", "x", 0, "xanchor", "left", "y", y, "yanchor", "top",
                "font", map("size", 11.5, "color", MUTED_INK));
    }

    /** Hover labels keep their own dark box and light text, readable on any page. */
    private static Map<String, Object> hoverLabel() {
        return map("bgcolor", "#2b3038", "bordercolor", "#2b3038", "font", map("family", FONT, "size", 12, "color", "#f3f4f6"));
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
        String s = String.format(Locale.ROOT, "%+." + decimals + "f%%", v);
        return s.replace('-', '\u2212');
    }
}
