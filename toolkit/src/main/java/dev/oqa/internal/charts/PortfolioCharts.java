package dev.oqa.internal.charts;

import dev.oqa.internal.format.Html;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.PortfolioData;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Portfolio-optimizer charts: {@link #allocation} (weights against risk contributions, grouped bars in percent) and
 * {@link #growth} (the optimal portfolio's growth of $1 against equal weight).
 *
 * <p>Risk contributions are Euler contributions {@code w_i(Σw)_i/σ_p}, which sum to the portfolio volatility; the
 * chart shows each as its share of that volatility (percent of risk), so the two bar groups are on the same 0–100 %
 * scale and a ticker whose risk bar is taller than its weight bar adds more risk than capital.
 */
public final class PortfolioCharts {
    static final String WEIGHT = ChartStyle.BLUE, RISK = ChartStyle.ORANGE, OPT = ChartStyle.BLUE, EQ = ChartStyle.GREY;

    private PortfolioCharts() {}

    public static StyledFigure allocation(PortfolioData d) {
        Map<String, Double> w = QuantJson.numbers(d.weights()), rc = QuantJson.numbers(d.riskContributions());
        if (w.isEmpty()) throw new IllegalArgumentException("portfolio data has no weights ({TICKER: number})");
        double totalRisk = rc.values().stream().filter(Double::isFinite).mapToDouble(Double::doubleValue).sum();
        List<String> names = new ArrayList<>(w.keySet());
        List<Double> wp = names.stream().map(n -> w.get(n) * 100).toList();
        List<Double> rp = names.stream().map(rc::get)
                .map(r -> r == null || !Double.isFinite(r) || totalRisk <= 0 ? null : r / totalRisk * 100).toList();
        StyledFigure.Builder fig = StyledFigure.styled();
        List<String> x = names.stream().map(Html::plotly).toList();
        fig.trace(bars("Weight", x, wp, WEIGHT, "%{x}<br>weight <b>%{y:.1f}%</b><extra></extra>"));
        if (!rc.isEmpty())
            fig.trace(bars("Share of portfolio risk", x, rp, RISK, "%{x}<br>risk contribution <b>%{y:.1f}%</b> of portfolio volatility<extra></extra>"));
        double top = Stream.concat(wp.stream(), rp.stream()).filter(Objects::nonNull).mapToDouble(Double::doubleValue).reduce(0, Math::max);
        Map<String, Object> y = ChartStyle.with(ChartStyle.percentAxis("% of portfolio (weight, risk)"),
                "range", List.of(0, Math.max(10, top * 1.15)));
        return ChartStyle.finish(fig, "Weights and risk contributions · % of portfolio", objectiveLine(d), ChartStyle.HEIGHT,
                ChartStyle.with(ChartStyle.axis(null), "type", "category"), y, true, Map.of("barmode", "group", "bargap", 0.28, "bargroupgap", 0.06));
    }

    public static StyledFigure growth(PortfolioData d) {
        List<DateValue> opt = QuantJson.series(d.optPortfolio()), eq = QuantJson.series(d.eqPortfolio());
        if (opt.isEmpty() && eq.isEmpty()) throw new IllegalArgumentException("portfolio data has neither opt_portfolio nor eq_portfolio");
        StyledFigure.Builder fig = StyledFigure.styled();
        String obj = objectiveName(d.objective());
        if (!eq.isEmpty())
            ChartStyle.datedLine(fig, "Equal weight " + endValue(eq), eq, EQ, 1.6,
                    "Equal weight · %{x|%d %b %Y}<br><b>$%{y:.3f}</b><extra></extra>", null);
        if (!opt.isEmpty())
            ChartStyle.datedLine(fig, obj + " " + endValue(opt), opt, OPT, 2.2,
                    Html.plotly(obj) + " · %{x|%d %b %Y}<br><b>$%{y:.3f}</b><extra></extra>", null);
        Map<String, Object> y = ChartStyle.with(ChartStyle.axis("Value of $1 invested ($)"), "tickprefix", "$");
        boolean sameCurve = "equal_weight".equalsIgnoreCase(d.objective()); // the optimum asked for is equal weight itself
        return ChartStyle.finish(fig, sameCurve ? "Growth of $1 · equal weight" : "Growth of $1 · " + obj + " vs equal weight",
                "constant weights, rebalanced daily · in-sample: the weights were estimated on this same period",
                ChartStyle.HEIGHT, ChartStyle.dateAxis(), y, true, Map.of("hovermode", "x unified"));
    }

    /** A reader's name for the objective: "Max Sharpe", "Min variance", ... */
    public static String objectiveName(String objective) {
        if (objective == null) return "Optimal";
        return switch (objective.toLowerCase(Locale.ROOT)) {
            case "sharpe" -> "Max Sharpe";
            case "min_var" -> "Min variance";
            case "equal_weight" -> "Equal weight (objective)";
            default -> objective;
        };
    }

    private static String objectiveLine(PortfolioData d) {
        List<String> p = new ArrayList<>();
        p.add(objectiveName(d.objective()));
        if (d.period() != null) p.add("period " + d.period());
        if (d.portReturn() != null) p.add(String.format(Locale.ROOT, "expected return %.1f%%", d.portReturn() * 100));
        if (d.portVol() != null) p.add(String.format(Locale.ROOT, "volatility %.1f%%", d.portVol() * 100));
        if (d.sharpe() != null) p.add(String.format(Locale.ROOT, "Sharpe %.2f", d.sharpe()));
        return String.join(" · ", p);
    }

    private static String endValue(List<DateValue> s) {
        for (int i = s.size() - 1; i >= 0; i--) if (s.get(i).value() != null) return String.format(Locale.ROOT, "($%.2f)", s.get(i).value());
        return "";
    }

    /** Bars in percent, each labelled with its value above it (none where the value is missing). */
    private static Map<String, Object> bars(String name, List<String> x, List<Double> pct, String colour, String hoverTemplate) {
        return ChartStyle.with(ChartStyle.trace("bar", name, x, pct),
                "text", pct.stream().map(v -> v == null || !Double.isFinite(v) ? "" : String.format(Locale.ROOT, "%.0f%%", v)).toList(),
                "textposition", "outside", "cliponaxis", false, "hovertemplate", hoverTemplate,
                "marker", ChartStyle.map("color", colour, "line", ChartStyle.map("width", 0)));
    }
}
