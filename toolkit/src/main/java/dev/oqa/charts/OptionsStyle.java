package dev.oqa.charts;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tech.tablesaw.plotly.components.Config;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.components.Margin;

/**
 * The look the options charts share with {@link GexChart}: white template, the same ink, font and hover label, a
 * bold title with a muted subtitle line, the legend in one row under the plot, and no fixed width so a chart fills
 * its output cell. Axis details are plotly.js attributes ({@link StyledFigure} extras) because Tablesaw 0.44 cannot
 * express date axes, tick formats or secondary axes.
 */
final class OptionsStyle {
    /** Calls and puts: muted blue and orange (not GEX's green/red, which there mean the sign of dealer gamma). */
    static final String CALL = "#2f6fb0", PUT = "#d9792b", BAND = "#3d6fb5", FORWARD = "#2d5fa8";
    static final String INK = GexChart.INK, MUTED = GexChart.MUTED_INK, GRID = GexChart.GRID, FONT = GexChart.FONT;
    static final String AXIS_LINE = "#c9ced6";
    static final int HEIGHT = GexChart.HEIGHT;

    private OptionsStyle() {}

    /** Tablesaw's part of the layout: the title (kept for readers of {@code getLayout().getTitle()}), size, margins. */
    static Layout layout(String title, String xTitle, String yTitle, int bottomMargin) {
        return Layout.builder(title, xTitle, yTitle)
                .height(HEIGHT)
                .hoverMode(Layout.HoverMode.CLOSEST)
                .plotBgColor("#ffffff").paperBgColor("#ffffff")
                .margin(Margin.builder().left(78).right(30).top(78).bottom(bottomMargin).build())
                .build();
    }

    static Config config() { return Config.builder().responsive(true).displayLogo(false).build(); }

    /** Layout attributes every options chart carries: title block, fonts, legend under the plot, hover label. */
    static Map<String, Object> layoutExtras(String title, String subtitle) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("width", null); // Tablesaw always writes width 800; without it the chart fills the output cell
        m.put("autosize", true);
        String text = escape(title) + (subtitle == null || subtitle.isBlank() ? ""
                : "<br><span style=\"font-size:12.5px;color:" + MUTED + "\">" + escape(subtitle) + "</span>");
        m.put("title", Map.of("text", text, "x", 0.012, "xanchor", "left", "y", 0.965, "yanchor", "top",
                "font", Map.of("size", 18, "color", INK, "family", FONT)));
        m.put("font", Map.of("family", FONT, "size", 12, "color", INK));
        m.put("legend", Map.of("orientation", "h", "x", 0, "xanchor", "left", "y", -0.2, "yanchor", "top",
                "font", Map.of("size", 11.5, "color", MUTED)));
        m.put("hoverlabel", Map.of("bgcolor", "#ffffff", "bordercolor", AXIS_LINE, "font", Map.of("family", FONT, "size", 12, "color", INK)));
        return m;
    }

    /** An x or y axis: muted title and ticks; {@code more} adds or overrides attributes (type, tickformat, range...). */
    static Map<String, Object> axis(String title, boolean grid, Map<String, ?> more) {
        Map<String, Object> a = QuantLook.axis(title); // one look for every chart: title, ticks, grid and line colours
        a.put("showgrid", grid);
        a.put("ticks", "outside");
        a.put("tickcolor", AXIS_LINE);
        a.put("ticklen", 4);
        if (more != null) a.putAll(more);
        return a;
    }

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

    static String pct(double v, int decimals) { return Compact.price(v, decimals) + "%"; }

    /** Plotly reads trace text and titles as HTML: escape data-derived words. */
    static String escape(String s) { return QuantLook.escape(s); }
}
