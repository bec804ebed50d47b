package dev.oqa.internal.charts;

import dev.oqa.internal.format.Compact;
import dev.oqa.internal.format.Html;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.StrikeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import tech.tablesaw.plotly.components.Axis;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.components.Line;
import tech.tablesaw.plotly.components.Margin;
import tech.tablesaw.plotly.components.Marker;
import tech.tablesaw.plotly.components.Symbol;
import tech.tablesaw.plotly.traces.BarTrace;
import tech.tablesaw.plotly.traces.ScatterTrace;

/**
 * Dealer gamma exposure by strike: bars coloured by sign, a dashed line at spot, a dotted line at
 * the zero-gamma level, and the named strikes marked.
 *
 * <p>Conventions, as the data states them: values are net <em>dealer</em> gamma in dollars per 1% move of the
 * underlying (SqueezeMetrics/Perfiliev: dealers long calls, short puts, so call gamma counts +, put gamma −;
 * GEX = Γ·OI·100·S²·0.01). Positive bars mean dealers are long gamma there (their hedging damps moves); negative
 * bars mean short gamma (hedging amplifies moves). The bar series is {@code series.gamma}; a server may name it
 * differently, so any other non-derived series is used when {@code gamma} is absent.
 */
public final class GexChart {
    // Bars by sign and the spot line come from ChartStyle; the zero-gamma line has a colour of its own.
    static final String ZERO = ChartStyle.PURPLE;

    /** Names a local engine gives its levels; anything else numeric from a server is marked under its own name. */
    private static final Map<String, String> LEVEL_LABELS = Map.of(
            "call_wall", "Call wall", "put_wall", "Put wall", "abs_gamma", "Abs gamma", "zero_gamma", "Zero gamma");
    private static final Map<String, String> LEVEL_COLOURS = Map.of(
            "call_wall", "#1f7a55", "put_wall", "#b3373d", "abs_gamma", "#2d5fa8", "zero_gamma", ZERO);
    private static final Set<String> DERIVED = Set.of(GexData.CUMULATIVE_SCALED, GexData.SMOOTHED);
    private static final Set<String> INDEX_ROOTS = Set.of("SPX", "SPXW", "NDX", "NDXP", "RUT", "RUTW", "VIX", "XSP", "DJX", "OEX", "XEO");

    private GexChart() {}

    /** The chart; throws {@link IllegalArgumentException} naming what is missing when there is nothing to draw. */
    public static Figure of(GexData d) {
        if (d == null) throw new IllegalArgumentException("GEX data must not be null");
        String ticker = d.ticker() == null || d.ticker().isBlank() ? "?" : d.ticker();
        String barName = barSeriesName(d);
        TreeMap<Double, Double> gamma = byStrike(d.series(barName), barName);
        if (gamma.isEmpty())
            throw new IllegalArgumentException("GEX data for " + ticker + " has no finite values in series '" + barName + "'");

        double lo = Math.min(0, gamma.values().stream().mapToDouble(Double::doubleValue).min().orElse(0));
        double hi = Math.max(0, gamma.values().stream().mapToDouble(Double::doubleValue).max().orElse(0));
        double span = hi - lo > 0 ? hi - lo : Math.max(1, Math.abs(hi));
        double barWidth = 0.8 * minStep(gamma);
        double lineLo = lo - 0.04 * span, lineHi = hi + 0.10 * span;
        Double zero = d.zeroLevel() != null && Double.isFinite(d.zeroLevel()) ? d.zeroLevel() : null;
        boolean spotKnown = Double.isFinite(d.spot()) && d.spot() > 0;

        StyledFigure.Builder fig = StyledFigure.styled();
        addBars(fig, gamma, true, barWidth);
        addBars(fig, gamma, false, barWidth);
        boolean zeroLeft = zero != null && spotKnown && zero < d.spot();
        if (spotKnown)
            addVertical(fig, "Spot " + Compact.price(d.spot(), 2), "spot " + Compact.price(d.spot(), 2), d.spot(),
                    lineLo, lineHi, ChartStyle.SPOT, Line.Dash.DASH, zero == null ? "top center" : zeroLeft ? "top right" : "top left");
        if (zero != null)
            addVertical(fig, "Zero gamma " + Compact.price(zero, 2), "zero γ " + Compact.price(zero, 2), zero,
                    lineLo, lineHi, ZERO, Line.Dash.DOT, !spotKnown ? "top center" : zeroLeft ? "top left" : "top right");
        addLevels(fig, d, gamma, zero);

        String unit = INDEX_ROOTS.contains(ticker.toUpperCase(Locale.ROOT).replace("^", "")) ? "index points" : "$";
        double[] ticks = niceTicks(lo - 0.12 * span, hi + 0.16 * span);
        String[] tickText = new String[ticks.length];
        for (int i = 0; i < ticks.length; i++) tickText[i] = Compact.dollars(ticks[i], 2);

        String title = ticker + " dealer gamma exposure · $ per 1% move";
        Layout layout = Layout.builder(title, "Strike (" + unit + ")", "Net dealer gamma ($ per 1% move)")
                .height(ChartStyle.HEIGHT)
                .barMode(Layout.BarMode.OVERLAY)
                .hoverMode(Layout.HoverMode.CLOSEST)
                .plotBgColor("#ffffff").paperBgColor("#ffffff")
                .margin(Margin.builder().left(78).right(24).top(78).bottom(92).build())
                .xAxis(Axis.builder().title("Strike (" + unit + ")").type(Axis.Type.LINEAR)
                        .showGrid(false).showLine(true).lineColor(ChartStyle.AXIS_LINE).lineWidth(1).showZeroLine(false).build())
                .yAxis(Axis.builder().title("Net dealer gamma ($ per 1% move)").type(Axis.Type.LINEAR)
                        .range(lo - 0.12 * span, hi + 0.16 * span)
                        .gridColor(ChartStyle.GRID).gridWidth(1).showZeroLine(true).zeroLineColor(ChartStyle.ZERO_LINE).zeroLineWidth(1).build())
                .build();

        Map<String, Object> extras = ChartStyle.layoutExtras(title, subtitle(d, ticker, zero, spotKnown));
        extras.put("bargap", 0.15);
        extras.put("xaxis", Map.of("title", Map.of("text", "Strike (" + unit + ")", "font", Map.of("size", 12.5, "color", ChartStyle.MUTED_INK)),
                "ticks", "outside", "tickcolor", ChartStyle.AXIS_LINE, "ticklen", 4, "tickfont", Map.of("color", ChartStyle.MUTED_INK)));
        // Our own round ticks with finance labels ($500M, −$1B); Tablesaw 0.44's arrayTicks writes tickmode 'linear'.
        extras.put("yaxis", Map.of("title", Map.of("text", "Net dealer gamma ($ per 1% move)", "font", Map.of("size", 12.5, "color", ChartStyle.MUTED_INK)),
                "tickfont", Map.of("color", ChartStyle.MUTED_INK), "tickmode", "array",
                "tickvals", java.util.Arrays.stream(ticks).boxed().toList(), "ticktext", List.of(tickText)));
        fig.layout(layout)
                .config(ChartStyle.config())
                .layoutExtras(extras);
        return fig.build();
    }

    private static String subtitle(GexData d, String ticker, Double zero, boolean spotKnown) {
        List<String> parts = new ArrayList<>();
        if (spotKnown) parts.add("spot " + Compact.price(d.spot(), 2));
        parts.add(zero != null ? "zero gamma " + Compact.price(zero, 2) : "no zero-gamma crossing in range");
        if (d.basis() != null && !d.basis().isBlank()) parts.add("basis " + d.basis().replace('_', ' '));
        List<String> exps = d.expirations() == null ? List.of() : d.expirations();
        if (exps.size() == 1) parts.add("expiry " + exps.get(0));
        else if (!exps.isEmpty()) parts.add(exps.size() + " expirations " + exps.get(0) + " … " + exps.get(exps.size() - 1));
        return String.join(" · ", parts);
    }

    private static void addBars(StyledFigure.Builder fig, TreeMap<Double, Double> gamma, boolean positive, double width) {
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        List<String> hover = new ArrayList<>();
        gamma.forEach((k, v) -> {
            if ((v >= 0) == positive) { xs.add(k); ys.add(v); hover.add(Compact.dollars(v)); }
        });
        String colour = positive ? ChartStyle.POSITIVE : ChartStyle.NEGATIVE;
        BarTrace bars = BarTrace.builder(xs.toArray(), ys.stream().mapToDouble(Double::doubleValue).toArray())
                .name(positive ? "Dealers long gamma (+)" : "Dealers short gamma (−)")
                .marker(Marker.builder().color(colour).opacity(0.88).build())
                .build();
        Map<String, Object> extras = new LinkedHashMap<>();
        extras.put("width", width);
        extras.put("customdata", hover);
        extras.put("hovertemplate", "Strike %{x}<br>Net gamma <b>%{customdata}</b> per 1% move<extra></extra>");
        extras.put("marker", Map.of("line", Map.of("width", 0)));
        // An empty sign still gets its legend entry hidden, so the legend only names what is drawn.
        if (xs.isEmpty()) extras.put("showlegend", false);
        fig.trace(bars, extras);
    }

    private static void addVertical(StyledFigure.Builder fig, String name, String label, double x, double y0, double y1,
                                    String colour, Line.Dash dash, String textPosition) {
        ScatterTrace line = ScatterTrace.builder(new double[] {x, x}, new double[] {y0, y1})
                .name(name)
                .mode(ScatterTrace.Mode.LINE_AND_TEXT)
                .text(new String[] {"", label})
                .line(Line.builder().color(colour).width(1.3).dash(dash).build())
                .build();
        fig.trace(line, Map.of(
                "textposition", textPosition,
                "textfont", Map.of("size", 11.5, "color", colour),
                "hovertemplate", Html.escape(name) + "<extra></extra>",
                "cliponaxis", false));
    }

    private static void addLevels(StyledFigure.Builder fig, GexData d, TreeMap<Double, Double> gamma, Double zero) {
        if (d.highlightStrikes() == null || d.highlightStrikes().isEmpty()) return;
        // Levels at the same strike share one marker ("Call wall · Abs gamma 450").
        TreeMap<Double, List<String>> names = new TreeMap<>();
        TreeMap<Double, String> colours = new TreeMap<>();
        d.highlightStrikes().entrySet().stream()
                .sorted(java.util.Comparator.comparing((Map.Entry<String, Double> e) -> levelRank(e.getKey()))
                        .thenComparing(e -> String.valueOf(e.getKey())))
                .forEach(e -> {
                    Double k = e.getValue();
                    if (k == null || !Double.isFinite(k) || e.getKey() == null) return;
                    String key = e.getKey().toLowerCase(Locale.ROOT);
                    if (key.equals("zero_gamma") && zero != null && Math.abs(zero - k) < 1e-9) return; // already the dotted line
                    names.computeIfAbsent(k, x -> new ArrayList<>()).add(label(key));
                    colours.putIfAbsent(k, LEVEL_COLOURS.getOrDefault(key, "#4b5563"));
                });
        if (names.isEmpty()) return;
        int n = names.size();
        double[] xs = new double[n], ys = new double[n];
        String[] text = new String[n], colour = new String[n], position = new String[n];
        int i = 0;
        for (var e : names.entrySet()) {
            xs[i] = e.getKey();
            ys[i] = barAt(gamma, e.getKey());
            text[i] = Html.escape(String.join(" · ", e.getValue()) + " " + Compact.price(e.getKey(), 2));
            colour[i] = colours.get(e.getKey());
            position[i] = ys[i] >= 0 ? "top center" : "bottom center";
            i++;
        }
        ScatterTrace marks = ScatterTrace.builder(xs, ys)
                .name("Key strikes")
                .mode(ScatterTrace.Mode.TEXT_AND_MARKERS)
                .text(text)
                .marker(Marker.builder().color(colour).size(11).symbol(Symbol.DIAMOND)
                        .line(Line.builder().color("#ffffff").width(1.5).build()).build())
                .build();
        fig.trace(marks, Map.of(
                "textposition", List.of(position),
                "textfont", Map.of("size", 11.5, "color", List.of(colour)),
                "hovertemplate", "%{text}<extra></extra>",
                "cliponaxis", false,
                "showlegend", false)); // each marker is labelled in place; a legend swatch would take one point's colour
    }

    /** Known levels first, in the order traders read them; other names after, alphabetically. */
    private static int levelRank(String key) {
        int i = key == null ? -1 : List.of("call_wall", "put_wall", "abs_gamma", "zero_gamma").indexOf(key.toLowerCase(Locale.ROOT));
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    private static String label(String key) {
        String known = LEVEL_LABELS.get(key);
        if (known != null) return known;
        String words = key.replace('_', ' ').replace('-', ' ').trim();
        return words.isEmpty() ? key : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** The bar height at {@code strike}, or at the nearest strike when the level sits between listed strikes. */
    private static double barAt(TreeMap<Double, Double> gamma, double strike) {
        var floor = gamma.floorEntry(strike);
        var ceil = gamma.ceilingEntry(strike);
        if (floor == null) return ceil.getValue();
        if (ceil == null) return floor.getValue();
        return strike - floor.getKey() <= ceil.getKey() - strike ? floor.getValue() : ceil.getValue();
    }

    static String barSeriesName(GexData d) {
        Map<String, List<StrikeValue>> series = d.series() == null ? Map.of() : d.series();
        if (series.containsKey(GexData.GAMMA)) return GexData.GAMMA;
        return series.keySet().stream().filter(k -> !DERIVED.contains(k)).sorted().findFirst()
                .orElseThrow(() -> new IllegalArgumentException("GEX data for " + d.ticker()
                        + " has no gamma-by-strike series: expected series." + GexData.GAMMA + ", got " + series.keySet()));
    }

    /** Strike → value, finite values only; a strike listed twice is an error in the data, not something to average. */
    static TreeMap<Double, Double> byStrike(List<StrikeValue> points, String seriesName) {
        TreeMap<Double, Double> m = new TreeMap<>();
        for (StrikeValue p : points) {
            if (p == null || !Double.isFinite(p.strike()) || !Double.isFinite(p.value())) continue;
            if (m.put(p.strike(), p.value()) != null)
                throw new IllegalArgumentException("series '" + seriesName + "' lists strike " + p.strike() + " twice");
        }
        return m;
    }

    private static double minStep(TreeMap<Double, Double> gamma) {
        double step = Double.POSITIVE_INFINITY;
        Double prev = null;
        for (double k : gamma.keySet()) {
            if (prev != null) step = Math.min(step, k - prev);
            prev = k;
        }
        return Double.isFinite(step) ? step : Math.max(1e-6, Math.abs(gamma.firstKey()) * 0.005);
    }

    /** 5–8 round tick values (1, 2, 2.5, 5 × 10^k) covering [lo, hi]. */
    static double[] niceTicks(double lo, double hi) {
        double raw = (hi - lo) / 6;
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = mag;
        for (double m : new double[] {1, 2, 2.5, 5, 10}) {
            if (m * mag >= raw) { step = m * mag; break; }
        }
        List<Double> t = new ArrayList<>();
        for (double v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) t.add(Math.abs(v) < step * 1e-9 ? 0 : v);
        return t.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
