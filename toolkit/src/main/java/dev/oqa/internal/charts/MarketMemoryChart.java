package dev.oqa.internal.charts;

import dev.oqa.internal.format.Html;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.MarketMemoryData;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Market-memory overlay: the kernel (the latest {@code kernel_size} prices) in bold, and each historical
 * match continuing into what followed it, faded, with the mean path of the matches after day 0 dashed.
 *
 * <p>x is trading days relative to today (the kernel's last day is 0; the kernel spans −(k−1)..0). Every line is
 * rebased to its own day 0: y is the percent change of the adjusted close from that line's day-0 close, so all lines
 * meet at (0, 0) and the right side reads directly as the return that followed each match. (The engine scores
 * windows normalised to their first price; rebasing to day 0 is only for reading the chart.)
 */
public final class MarketMemoryChart {
    // The kernel in a hue of its own (the ink is grey in both themes and would not stand out).
    static final String KERNEL = ChartStyle.PURPLE, MATCH = "#5b86c5", MEAN = ChartStyle.ORANGE;

    private MarketMemoryChart() {}

    /** The overlay, naming {@code ticker} in the title when given (the data does not carry it). */
    public static StyledFigure of(MarketMemoryData d, String ticker) {
        List<DateValue> kernel = QuantJson.series(d.kernelPrices());
        if (kernel.size() < 2) throw new IllegalArgumentException("market-memory data needs kernel_prices with at least 2 {date, value} points, got " + kernel.size());
        Double k0 = kernel.get(kernel.size() - 1).value();
        if (k0 == null || !(k0 > 0)) throw new IllegalArgumentException("kernel_prices ends without a positive price (" + kernel.get(kernel.size() - 1).date() + ")");
        int k = kernel.size();
        List<MarketMemoryData.Match> matches = d.matches() == null ? List.of() : d.matches();

        StyledFigure.Builder fig = StyledFigure.styled();
        // Future half shaded: what followed the matches (there is no kernel future yet).
        int maxAfter = 0;
        List<List<Double>> afters = new ArrayList<>();
        for (int m = 0; m < matches.size(); m++) {
            MarketMemoryData.Match mt = matches.get(m);
            List<DateValue> before = QuantJson.series(mt.matchPrices()), after = QuantJson.series(mt.trailingPrices());
            if (before.isEmpty()) continue;
            Double base = before.get(before.size() - 1).value();
            if (base == null || !(base > 0)) continue;
            List<DateValue> path = new ArrayList<>(before);
            path.addAll(after);
            Rebased r = Rebased.of(path, before.size() - 1, base);
            afters.add(r.y().subList(before.size(), path.size()));
            maxAfter = Math.max(maxAfter, after.size());
            String label = "#" + (m + 1) + " " + (mt.start() != null ? mt.start() : before.get(0).date())
                    + String.format(Locale.ROOT, " (score %.3f)", mt.score());
            ChartStyle.line(fig, label, r.x(), r.y(), MATCH, 1.2,
                    Html.plotly(label) + "<br>%{customdata}: day %{x}, <b>%{y:+.2f}%</b> vs day 0<extra></extra>",
                    Map.of("customdata", r.dates(), "opacity", Math.max(0.35, 0.75 - 0.06 * m), "legendgroup", "matches",
                            // One legend entry stands for all matches (the table lists them); clicking it toggles all.
                            "showlegend", m == 0, "name", Html.plotly(m == 0 ? "Matches (" + matches.size() + "), faded by rank" : label)));
        }
        if (!afters.isEmpty() && maxAfter > 0) {
            List<Integer> x = new ArrayList<>(List.of(0));
            List<Double> y = new ArrayList<>(List.of(0.0));
            for (int i = 0; i < maxAfter; i++) {
                double sum = 0;
                int n = 0;
                for (List<Double> af : afters) if (i < af.size() && af.get(i) != null) { sum += af.get(i); n++; }
                x.add(i + 1);
                y.add(n == 0 ? null : sum / n);
            }
            ChartStyle.line(fig, "Mean of matches after day 0", x, y, MEAN, 2.6,
                    "Mean of matches · day %{x}<br><b>%{y:+.2f}%</b> vs day 0<extra></extra>", Map.of("line", Map.of("color", MEAN, "width", 2.6, "dash", "dash")));
        }
        Rebased kr = Rebased.of(kernel, k - 1, k0);
        ChartStyle.line(fig, "Kernel (last " + k + " days)", kr.x(), kr.y(), KERNEL, 3.2,
                "Kernel<br>%{customdata}: day %{x}, <b>%{y:+.2f}%</b> vs today<extra></extra>", Map.of("customdata", kr.dates()));

        Map<String, Object> xa = ChartStyle.with(ChartStyle.axis("Trading days relative to today (0 = " + kernel.get(k - 1).date() + ")"),
                "zeroline", true, "zerolinecolor", "#8a929c", "zerolinewidth", 1.2);
        Map<String, Object> ya = ChartStyle.percentAxis("Change from day-0 close (%)");
        String title = (ticker == null || ticker.isBlank() ? "" : ticker.strip() + " ") + "market memory · kernel, matches and what followed";
        String sub = matches.size() + " match" + (matches.size() == 1 ? "" : "es") + " · kernel " + kernel.get(0).date() + " → "
                + kernel.get(k - 1).date() + " · each line rebased to its own day 0";
        Map<String, Object> more = Map.of("shapes", List.of(Map.of("type", "rect", "xref", "x", "yref", "paper",
                        "x0", 0, "x1", Math.max(1, maxAfter), "y0", 0, "y1", 1, "fillcolor", "rgba(217,130,43,0.06)",
                        "line", Map.of("width", 0), "layer", "below")),
                "annotations", List.of(Map.of("x", Math.max(1, maxAfter) / 2.0, "y", 1, "xref", "x", "yref", "paper",
                        "yanchor", "bottom", "showarrow", false, "text", "what followed the matches",
                        "font", Map.of("size", 11, "color", ChartStyle.MUTED_INK))));
        return ChartStyle.finish(fig, title, sub, ChartStyle.HEIGHT + 20, xa, ya, true, more);
    }

    /** A path rebased to its point {@code day0}: x in trading days from it, y in % from {@code base}, dates for hover. */
    private record Rebased(List<Integer> x, List<Double> y, List<String> dates) {
        static Rebased of(List<DateValue> path, int day0, double base) {
            Rebased r = new Rebased(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            for (int i = 0; i < path.size(); i++) {
                Double v = path.get(i).value();
                r.x.add(i - day0);
                r.y.add(v == null ? null : (v / base - 1) * 100);
                r.dates.add(Html.plotly(path.get(i).date()));
            }
            return r;
        }
    }
}
