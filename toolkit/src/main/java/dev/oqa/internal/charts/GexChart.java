package dev.oqa.internal.charts;

import dev.oqa.internal.format.Compact;
import dev.oqa.internal.format.Html;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.StrikeValue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Dealer gamma exposure by strike: bars coloured by sign, a dashed line at spot, a dotted line at the zero-gamma level,
 * and one line per named strike (call wall, put wall, absolute gamma), each named with its strike in the legend under
 * the plot, so no label ever sits on a bar or on another label.
 *
 * <p>The strike axis opens on where the gamma is: the narrowest band of strikes that holds {@value #WINDOW_SHARE} of
 * Σ|gamma| (cut evenly from both tails), widened to hold spot, the zero-gamma level and the named strikes, plus a
 * margin; then capped ({@link #window}): never wider than the larger of {@value #SPOT_SHARE} of spot and
 * {@value #LEVEL_SPAN_TIMES} × the span of spot, zero gamma and the two walls, so a chain's deep wings (far strikes
 * with open interest but little gamma) never squeeze the levels that matter into one pixel. The full range is one
 * action away: double-click the plot (plotly.js autoranges) or the "All strikes" button above it; "Where the gamma is"
 * comes back.
 *
 * <p>Conventions, as the data states them: values are net <em>dealer</em> gamma in dollars per 1% move of the
 * underlying (SqueezeMetrics/Perfiliev: dealers long calls, short puts, so call gamma counts +, put gamma −;
 * GEX = Γ·OI·100·S²·0.01). Positive bars mean dealers are long gamma there (their hedging damps moves); negative
 * bars mean short gamma (hedging amplifies moves). The bar series is {@code series.gamma}; a server may name it
 * differently, so any other non-derived series is used when {@code gamma} is absent.
 */
public final class GexChart {
    /** The share of Σ|gamma| the opening strike window holds. */
    public static final double WINDOW_SHARE = 0.99;
    /** The opening window may always be this share of spot wide (12%: ±6%, a few days' moves of an index). */
    public static final double SPOT_SHARE = 0.12;
    /** ... or this many times the span of the key levels (spot, zero gamma, call wall, put wall), when wider. */
    public static final double LEVEL_SPAN_TIMES = 3;
    // Bars by sign and the spot line come from ChartStyle; the zero-gamma line has a colour of its own.
    static final String ZERO = ChartStyle.PURPLE;

    /** Names a local engine gives its levels; anything else numeric from a server is marked under its own name. */
    private static final Map<String, String> LEVEL_LABELS = Map.of(
            "call_wall", "Call wall", "put_wall", "Put wall", "abs_gamma", "Absolute gamma strike", "zero_gamma", "Zero gamma");
    private static final Map<String, String> LEVEL_COLOURS = Map.of(
            "call_wall", ChartStyle.GREEN, "put_wall", ChartStyle.RED, "abs_gamma", ChartStyle.BLUE, "zero_gamma", ZERO);
    private static final Map<String, String> LEVEL_DASH = Map.of("call_wall", "longdash", "put_wall", "longdash", "abs_gamma", "dashdot");
    private static final Set<String> DERIVED = Set.of(GexData.CUMULATIVE_SCALED, GexData.SMOOTHED);
    private static final Set<String> INDEX_ROOTS = Set.of("SPX", "SPXW", "NDX", "NDXP", "RUT", "RUTW", "VIX", "XSP", "DJX", "OEX", "XEO");

    private GexChart() {}

    /** The chart; throws {@link IllegalArgumentException} naming what is missing when there is nothing to draw. */
    public static StyledFigure of(GexData d) {
        String ticker = d.ticker() == null || d.ticker().isBlank() ? "?" : d.ticker();
        String barName = barSeriesName(d);
        TreeMap<Double, Double> gamma = byStrike(d.series(barName), barName);
        if (gamma.isEmpty())
            throw new IllegalArgumentException("GEX data for " + ticker + " has no finite values in series '" + barName + "'");

        double lo = Math.min(0, gamma.values().stream().mapToDouble(Double::doubleValue).min().orElse(0));
        double hi = Math.max(0, gamma.values().stream().mapToDouble(Double::doubleValue).max().orElse(0));
        double span = hi - lo > 0 ? hi - lo : Math.max(1, Math.abs(hi));
        double barWidth = 0.8 * minStep(gamma);
        double yLo = lo - 0.06 * span, yHi = hi + 0.08 * span;
        Double zero = d.zeroLevel() != null && Double.isFinite(d.zeroLevel()) ? d.zeroLevel() : null;
        boolean spotKnown = Double.isFinite(d.spot()) && d.spot() > 0;

        StyledFigure.Builder fig = StyledFigure.styled();
        addBars(fig, gamma, true, barWidth);
        addBars(fig, gamma, false, barWidth);
        List<Double> marked = new ArrayList<>();
        if (spotKnown) {
            fig.trace(level("Spot " + Compact.price(d.spot(), 2), d.spot(), yLo, yHi, ChartStyle.SPOT, "dash", 1.4));
            marked.add(d.spot());
        }
        if (zero != null) {
            fig.trace(level("Zero gamma " + Compact.price(zero, 2), zero, yLo, yHi, ZERO, "dot", 1.8));
            marked.add(zero);
        }
        marked.addAll(addLevels(fig, d, zero, yLo, yHi));

        String unit = INDEX_ROOTS.contains(ticker.toUpperCase(Locale.ROOT).replace("^", "")) ? "index points" : "$";
        double[] ticks = niceTicks(yLo, yHi);
        List<String> tickText = new ArrayList<>();
        for (double t : ticks) tickText.add(Compact.dollars(t, 2));
        double[] window = window(gamma, marked, keyLevels(d, zero, spotKnown), spotKnown ? d.spot() : Double.NaN, barWidth);
        double[] full = {gamma.firstKey() - barWidth, gamma.lastKey() + barWidth};

        String title = ticker + " dealer gamma exposure · $ per 1% move";
        Map<String, Object> layout = ChartStyle.with(ChartStyle.layout(title, subtitle(d, ticker, zero, spotKnown, gamma, window), 96),
                "barmode", "overlay", "bargap", 0.15,
                "xaxis", ChartStyle.axis("Strike (" + unit + ")", false, ChartStyle.map("range", List.of(window[0], window[1]), "tickformat", ",~f")),
                // Our own round ticks with finance labels ($500M, −$1B).
                "yaxis", ChartStyle.withZero(ChartStyle.axis("Net dealer gamma ($ per 1% move)", true, ChartStyle.map(
                        "range", List.of(yLo, yHi), "tickmode", "array", "tickvals", ticks, "ticktext", tickText))));
        if (window[0] > full[0] || window[1] < full[1]) layout.put("updatemenus", List.of(rangeButtons(window, full)));
        return fig.layout(layout).build();
    }

    /**
     * The opening strike range: the narrowest band holding {@link #WINDOW_SHARE} of Σ|gamma|, cut evenly from both
     * tails, widened to hold every marked level, plus 4% of its width (at least one bar) each side; then, when that is
     * wider than {@link #maxWidth}, a window of that width centred on the key levels.
     *
     * @param key  spot, zero gamma and the walls: always inside the window
     * @param spot NaN when unknown
     */
    static double[] window(TreeMap<Double, Double> gamma, List<Double> marked, List<Double> key, double spot, double barWidth) {
        double total = 0;
        for (double v : gamma.values()) total += Math.abs(v);
        double cut = total * (1 - WINDOW_SHARE) / 2;
        List<Double> k = new ArrayList<>(gamma.keySet());
        List<Double> g = new ArrayList<>(gamma.values());
        int a = 0, b = k.size() - 1;
        for (double tail = 0; a < b && tail + Math.abs(g.get(a)) <= cut; a++) tail += Math.abs(g.get(a));
        for (double tail = 0; b > a && tail + Math.abs(g.get(b)) <= cut; b--) tail += Math.abs(g.get(b));
        double first = k.get(0) - barWidth, last = k.get(k.size() - 1) + barWidth;
        double lo = k.get(a), hi = k.get(b);
        for (double m : marked) if (m >= first && m <= last) { lo = Math.min(lo, m); hi = Math.max(hi, m); }
        double pad = Math.max(barWidth, 0.04 * (hi - lo));
        double wLo = Math.max(first, lo - pad), wHi = Math.min(last, hi + pad);
        double keyLo = Double.POSITIVE_INFINITY, keyHi = Double.NEGATIVE_INFINITY;
        for (double m : key) if (m >= first && m <= last) { keyLo = Math.min(keyLo, m); keyHi = Math.max(keyHi, m); }
        // Less two steps of the figure's six significant digits, so the rounded ends still meet the cap.
        double max = maxWidth(key, spot) - 2 * Math.pow(10, Math.floor(Math.log10(Math.abs(last))) - 5);
        if (!(wHi - wLo > max) || keyLo > keyHi) return new double[] {wLo, wHi};
        // Too wide: the largest allowed width centred on the key levels (they sit mid-plot, the gamma either side),
        // shifted back inside the strikes when the centre is near an end of the chain.
        double left = (keyLo + keyHi) / 2 - max / 2;
        left = Math.max(first, Math.min(left, last - max));
        return new double[] {left, Math.min(last, left + max)};
    }

    /**
     * The widest the opening window may be: the larger of {@link #SPOT_SHARE} of spot and {@link #LEVEL_SPAN_TIMES}
     * × the distance between the outermost key levels; infinite when neither is known.
     */
    public static double maxWidth(List<Double> key, double spot) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (double m : key) { lo = Math.min(lo, m); hi = Math.max(hi, m); }
        double bySpan = hi > lo ? LEVEL_SPAN_TIMES * (hi - lo) : 0;
        double bySpot = Double.isFinite(spot) && spot > 0 ? SPOT_SHARE * spot : 0;
        double w = Math.max(bySpan, bySpot);
        return w > 0 ? w : Double.POSITIVE_INFINITY;
    }

    /** Spot, zero gamma, the call wall and the put wall, those that are known: what the opening window must show. */
    public static List<Double> keyLevels(GexData d, Double zero, boolean spotKnown) {
        List<Double> out = new ArrayList<>();
        if (spotKnown) out.add(d.spot());
        if (zero != null) out.add(zero);
        Map<String, Double> h = d.highlightStrikes() == null ? Map.of() : d.highlightStrikes();
        for (String name : List.of("call_wall", "put_wall")) {
            Double v = h.get(name);
            if (v != null && Double.isFinite(v)) out.add(v);
        }
        return out;
    }

    /** Two buttons above the plot: the opening window and every strike. */
    private static Map<String, Object> rangeButtons(double[] window, double[] full) {
        // Under the plot at the right, on the axis title's row: clear of the title, the subtitle and the legend.
        // No active highlight: plotly.js paints the active button near-white, a slab on a dark page.
        return ChartStyle.map("type", "buttons", "direction", "left", "showactive", false,
                "x", 1, "xanchor", "right", "y", -0.1, "yanchor", "top", "pad", ChartStyle.map("r", 0, "t", 0),
                "bgcolor", ChartStyle.CLEAR, "bordercolor", ChartStyle.AXIS_LINE,
                "font", ChartStyle.map("size", 11, "color", ChartStyle.INK),
                "buttons", List.of(
                        ChartStyle.map("label", "Where the gamma is", "method", "relayout",
                                "args", List.of(ChartStyle.map("xaxis.range", List.of(window[0], window[1])))),
                        ChartStyle.map("label", "All strikes", "method", "relayout",
                                "args", List.of(ChartStyle.map("xaxis.range", List.of(full[0], full[1]))))));
    }

    private static String subtitle(GexData d, String ticker, Double zero, boolean spotKnown, TreeMap<Double, Double> gamma, double[] window) {
        List<String> parts = new ArrayList<>();
        if (spotKnown) parts.add("spot " + Compact.price(d.spot(), 2));
        parts.add(zero != null ? "zero gamma " + Compact.price(zero, 2) : "no zero-gamma crossing in range");
        if (d.basis() != null && !d.basis().isBlank()) parts.add("basis " + d.basis().replace('_', ' '));
        List<String> exps = d.expirations() == null ? List.of() : d.expirations();
        if (exps.size() == 1) parts.add("expiry " + exps.get(0));
        else if (!exps.isEmpty()) parts.add(exps.size() + " expirations " + exps.get(0) + " … " + exps.get(exps.size() - 1));
        if (window[0] > gamma.firstKey() || window[1] < gamma.lastKey())
            parts.add("showing " + Compact.price(window[0], 0) + "–" + Compact.price(window[1], 0) + " of "
                    + Compact.price(gamma.firstKey(), 0) + "–" + Compact.price(gamma.lastKey(), 0) + " (double-click: all)");
        return String.join(" · ", parts);
    }

    private static void addBars(StyledFigure.Builder fig, TreeMap<Double, Double> gamma, boolean positive, double width) {
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        List<String> hover = new ArrayList<>();
        gamma.forEach((k, v) -> {
            if ((v >= 0) == positive) { xs.add(k); ys.add(v); hover.add(Compact.dollars(v)); }
        });
        Map<String, Object> bars = ChartStyle.with(ChartStyle.trace("bar", positive ? "Dealers long gamma (+)" : "Dealers short gamma (−)", xs, ys),
                "marker", ChartStyle.map("color", positive ? ChartStyle.POSITIVE : ChartStyle.NEGATIVE, "opacity", 0.88,
                        "line", ChartStyle.map("width", 0)),
                "width", width, "customdata", hover, "hovertemplate", "Strike %{x}<br>Net gamma <b>%{customdata}</b> per 1% move<extra></extra>");
        // An empty sign still gets its legend entry hidden, so the legend only names what is drawn.
        if (xs.isEmpty()) bars.put("showlegend", false);
        fig.trace(bars);
    }

    /** A vertical line across the plot at {@code x}, named (with its strike) in the legend, not in the plot. */
    private static Map<String, Object> level(String name, double x, double y0, double y1, String colour, String dash, double width) {
        return ChartStyle.with(ChartStyle.trace("scatter", name, List.of(x, x), List.of(y0, y1)), "mode", "lines",
                "line", ChartStyle.line(colour, width, dash), "hovertemplate", Html.plotly(name) + "<extra></extra>");
    }

    /** The named strikes as lines (levels at one strike share one line, "Call wall · Absolute gamma strike 450"); their strikes. */
    private static List<Double> addLevels(StyledFigure.Builder fig, GexData d, Double zero, double y0, double y1) {
        List<Double> out = new ArrayList<>();
        if (d.highlightStrikes() == null || d.highlightStrikes().isEmpty()) return out;
        TreeMap<Double, List<String>> names = new TreeMap<>();
        TreeMap<Double, String> keys = new TreeMap<>();
        d.highlightStrikes().entrySet().stream()
                .sorted(Comparator.comparing((Map.Entry<String, Double> e) -> levelRank(e.getKey()))
                        .thenComparing(e -> String.valueOf(e.getKey())))
                .forEach(e -> {
                    Double k = e.getValue();
                    if (k == null || !Double.isFinite(k) || e.getKey() == null) return;
                    String key = e.getKey().toLowerCase(Locale.ROOT);
                    if (key.equals("zero_gamma") && zero != null && Math.abs(zero - k) < 1e-9) return; // already the dotted line
                    names.computeIfAbsent(k, x -> new ArrayList<>()).add(label(key));
                    keys.putIfAbsent(k, key);
                });
        // Legend order: as traders read them (call wall, put wall, absolute gamma, others), not by strike.
        names.entrySet().stream()
                .sorted(Comparator.comparing((Map.Entry<Double, List<String>> e) -> levelRank(keys.get(e.getKey()))).thenComparing(Map.Entry::getKey))
                .forEach(e -> {
                    String key = keys.get(e.getKey());
                    fig.trace(level(String.join(" · ", e.getValue()) + " " + Compact.price(e.getKey(), 2), e.getKey(), y0, y1,
                            LEVEL_COLOURS.getOrDefault(key, ChartStyle.GREY), LEVEL_DASH.getOrDefault(key, "dashdot"), 1.6));
                    out.add(e.getKey());
                });
        return out;
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
