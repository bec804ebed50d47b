package dev.oqa.internal.charts;

import static dev.oqa.internal.charts.ChartStyle.axis;

import dev.oqa.internal.format.Compact;
import dev.oqa.model.data.IvData;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;

/**
 * Implied volatility charts: the smile (one line per expiry, x = strike, y = IV in percent) and the ATM term
 * structure (x = expiry date, y = ATM IV in percent). IVs arrive as annualised fractions (api-v0: {@code iv}
 * "number, fraction"); the charts show them ×100 as percent, the unit traders quote.
 */
public final class IvCharts {
    /** More lines than this stop being readable; the smile then shows an evenly spread subset, first and last kept. */
    public static final int MAX_SMILE_LINES = 12;

    private IvCharts() {}

    /** One line per expiry (nearest dark, farthest light), a dotted line at spot. */
    public static StyledFigure smile(IvData d) {
        String ticker = ChartStyle.ticker(d.ticker());
        TreeMap<LocalDate, TreeMap<Double, Double>> byExpiry = byExpiry(d);
        if (byExpiry.isEmpty()) throw new IllegalArgumentException("IV data for " + ticker + " has no smile points with a positive IV");
        List<LocalDate> all = new ArrayList<>(byExpiry.keySet());
        List<LocalDate> shown = spread(all, MAX_SMILE_LINES);
        List<ChartStyle.Stroke> strokes = ChartStyle.distinct(shown.size());
        boolean spotKnown = Double.isFinite(d.spot()) && d.spot() > 0;

        StyledFigure.Builder fig = StyledFigure.styled();
        double yMin = Double.POSITIVE_INFINITY, yMax = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < shown.size(); i++) {
            LocalDate e = shown.get(i);
            TreeMap<Double, Double> s = byExpiry.get(e);
            double[] k = s.keySet().stream().mapToDouble(Double::doubleValue).toArray();
            double[] v = s.values().stream().mapToDouble(Double::doubleValue).toArray();
            for (double y : v) { yMin = Math.min(yMin, y); yMax = Math.max(yMax, y); }
            List<String> moneyness = new ArrayList<>();
            for (double kk : k) moneyness.add(spotKnown ? ChartStyle.pct(kk / d.spot() * 100, 1) + " of spot" : "");
            ChartStyle.Stroke st = strokes.get(i);
            fig.trace(ChartStyle.with(ChartStyle.trace("scatter", e.toString(), k, v), "mode", k.length > 1 ? "lines" : "markers",
                    "line", ChartStyle.line(st.colour(), 1.8, st.dash()), "marker", ChartStyle.map("color", st.colour(), "size", 5),
                    "customdata", moneyness,
                    "hovertemplate", "<b>" + e + "</b><br>strike %{x}<br>IV <b>%{y:.1f}%</b><br>%{customdata}<extra></extra>"));
        }
        double pad = Math.max(0.5, (yMax - yMin) * 0.06);
        ChartStyle.spotLine(fig, d.spot(), yMin - pad, yMax + pad, 1.1, "dot");
        String title = ticker + " implied volatility smile · IV (%) by strike";
        List<String> sub = new ArrayList<>();
        if (spotKnown) sub.add("spot " + Compact.price(d.spot(), 2));
        sub.add(shown.size() == all.size() ? all.size() + (all.size() == 1 ? " expiry" : " expiries")
                : shown.size() + " of " + all.size() + " expiries");
        sub.add("out-of-the-money side: puts below the forward, calls above");
        boolean many = shown.size() > 6;
        Map<String, Object> extras = ChartStyle.layout(title, String.join(" · ", sub), 96);
        extras.put("xaxis", axis("Strike ($)", false, Map.of("tickformat", ",~f")));
        extras.put("yaxis", axis("Implied volatility (%)", true, Map.of("ticksuffix", "%")));
        // Many expiries: one column at the right, in a margin made for it (a row under the plot wrapped and was cut off);
        // a few: one row under the plot.
        if (many) {
            extras.put("margin", ChartStyle.map("l", 78, "r", 130, "t", 78, "b", 70));
            extras.put("legend", ChartStyle.map("orientation", "v", "x", 1.02, "xanchor", "left", "y", 1, "yanchor", "top",
                    "font", ChartStyle.map("size", 11, "color", ChartStyle.MUTED_INK), "title", ChartStyle.map("text", "Expiry")));
        } else {
            extras.put("legend", ChartStyle.map("orientation", "h", "x", 0, "xanchor", "left", "y", -0.2, "yanchor", "top",
                    "font", ChartStyle.map("size", 11, "color", ChartStyle.MUTED_INK), "title", ChartStyle.map("text", "Expiry ")));
        }
        return fig.layout(extras).build();
    }

    /** ATM IV by expiry, points labelled with their value. */
    public static StyledFigure termStructure(IvData d) {
        String ticker = ChartStyle.ticker(d.ticker());
        TreeMap<LocalDate, Double> term = new TreeMap<>();
        for (IvData.TermPoint p : d.term() == null ? List.<IvData.TermPoint>of() : d.term()) {
            if (p == null || !(p.atmIv() > 0) || !Double.isFinite(p.atmIv())) continue;
            term.put(ChartStyle.date(p.expiry(), "term expiry"), p.atmIv() * 100);
        }
        if (term.isEmpty()) throw new IllegalArgumentException("IV data for " + ticker + " has no term records with a positive ATM IV");
        List<String> x = term.keySet().stream().map(LocalDate::toString).toList();
        double[] y = term.values().stream().mapToDouble(Double::doubleValue).toArray();
        List<String> text = new ArrayList<>();
        // About ten value labels, spaced in calendar time so weekly expiries at the short end do not overprint.
        List<LocalDate> dates = new ArrayList<>(term.keySet());
        long gap = Math.max(1, ChronoUnit.DAYS.between(dates.get(0), dates.get(dates.size() - 1)) / 10);
        LocalDate lastLabel = null;
        for (int i = 0; i < y.length; i++) {
            boolean last = i == y.length - 1;
            boolean room = lastLabel == null || ChronoUnit.DAYS.between(lastLabel, dates.get(i)) >= gap;
            if (room || last && text.stream().filter(s -> !s.isEmpty()).count() < 2) {
                text.add(String.format(Locale.ROOT, "%.1f%%", y[i]));
                lastLabel = dates.get(i);
            } else {
                text.add("");
            }
        }
        StyledFigure.Builder fig = StyledFigure.styled().trace(ChartStyle.with(ChartStyle.trace("scatter", "ATM IV", x, y), "text", text,
                "line", ChartStyle.line(ChartStyle.FORWARD, 2, null), "marker", ChartStyle.map("color", ChartStyle.FORWARD, "size", 7),
                "mode", "lines+markers+text", "textposition", IntStream.range(0, y.length).mapToObj(i -> labelSide(y, i)).toList(),
                "textfont", Map.of("size", 11, "color", ChartStyle.INK), "cliponaxis", false,
                "hovertemplate", "<b>%{x|%Y-%m-%d}</b><br>ATM IV <b>%{y:.2f}%</b><extra></extra>"));

        double lo = term.values().stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double hi = term.values().stream().mapToDouble(Double::doubleValue).max().orElse(1);
        double pad = Math.max(0.5, (hi - lo) * 0.15);
        String title = ticker + " ATM implied volatility term structure · IV (%)";
        String shape = y.length < 2 ? "one expiry" : y[y.length - 1] >= y[0] ? "upward sloping (contango)" : "downward sloping (backwardation)";
        String sub = (Double.isFinite(d.spot()) && d.spot() > 0 ? "spot " + Compact.price(d.spot(), 2) + " · " : "")
                + y.length + " expiries · " + shape + " · ATM = at the forward";
        Map<String, Object> extras = ChartStyle.layout(title, sub, 70);
        extras.put("xaxis", axis("Expiry", false, Map.of("type", "date"))); // adaptive date ticks (weeks to years)
        extras.put("yaxis", axis("ATM implied volatility (%)", true, Map.of("ticksuffix", "%", "range", List.of(Math.max(0, lo - pad), hi + 1.5 * pad))));
        extras.put("showlegend", false);
        return fig.layout(extras).build();
    }

    /**
     * Where point {@code i}'s label leaves the line alone: above-left on a rise, above-right on a fall (the line takes
     * the other two corners), below a trough, above a peak.
     */
    static String labelSide(double[] y, int i) {
        int in = i == 0 ? 0 : Double.compare(y[i], y[i - 1]), out = i == y.length - 1 ? 0 : Double.compare(y[i + 1], y[i]);
        if (in > 0 && out > 0) return "top left";
        if (in < 0 && out < 0) return "top right";
        return in <= 0 && out >= 0 && (in | out) != 0 ? "bottom center" : "top center";
    }

    /** The expiries {@link #smile} draws: all of them up to {@value #MAX_SMILE_LINES}, else an even spread. */
    public static List<String> smileExpiries(IvData d) {
        return spread(new ArrayList<>(byExpiry(d).keySet()), MAX_SMILE_LINES).stream().map(LocalDate::toString).toList();
    }

    /** Expiry → strike → IV in percent, points with a finite strike and a positive IV only. */
    private static TreeMap<LocalDate, TreeMap<Double, Double>> byExpiry(IvData d) {
        TreeMap<LocalDate, TreeMap<Double, Double>> byExpiry = new TreeMap<>();
        for (IvData.SmilePoint p : d.smile() == null ? List.<IvData.SmilePoint>of() : d.smile()) {
            if (p == null || !Double.isFinite(p.strike()) || !(p.iv() > 0) || !Double.isFinite(p.iv())) continue;
            byExpiry.computeIfAbsent(ChartStyle.date(p.expiry(), "smile expiry"), e -> new TreeMap<>()).put(p.strike(), p.iv() * 100);
        }
        return byExpiry;
    }

    /** At most {@code max} items, evenly spread, keeping the first and the last. */
    static <T> List<T> spread(List<T> all, int max) {
        if (all.size() <= max) return all;
        List<T> out = new ArrayList<>(max);
        int last = -1;
        for (int i = 0; i < max; i++) {
            int j = (int) Math.round((double) i * (all.size() - 1) / (max - 1));
            if (j != last) out.add(all.get(j));
            last = j;
        }
        return out;
    }
}
