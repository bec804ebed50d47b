package dev.oqa.internal.charts;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.RiskData;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The risk dashboard's four small charts: rolling Sharpe, drawdown, rolling correlation with the
 * benchmark and rolling volatility, each a line over dates sized for a two-column grid.
 *
 * <p>Units as the data states them (see {@code dev.oqa.internal.local.quant.RiskAnalytics}): rolling Sharpe is annualised
 * (×√252, risk-free rate from the summary); {@code drawdown_pct} is percent below the running peak of compounded
 * wealth (≤ 0); {@code rolling_corr} is Pearson of daily returns (−1..1); {@code rolling_vol_pct} is the annualised
 * standard deviation in percent. Rolling values are dated by the window's last day.
 */
public final class RiskCharts {
    private RiskCharts() {}

    public static StyledFigure rollingSharpe(RiskData d) {
        List<DateValue> s = series(d, "rolling_sharpe");
        StyledFigure.Builder fig = StyledFigure.styled();
        ChartStyle.datedLine(fig, "Rolling Sharpe", s, ChartStyle.BLUE, 1.6,
                "%{x|%d %b %Y}<br>Sharpe <b>%{y:.2f}</b><extra></extra>", null);
        return ChartStyle.finish(fig, ticker(d) + " rolling Sharpe · " + window(d) + "annualised",
                "last " + last(s, "%.2f", ""), ChartStyle.SMALL, ChartStyle.dateAxis(),
                ChartStyle.withZero(ChartStyle.axis("Sharpe ratio (annualised)")), false, null);
    }

    public static StyledFigure drawdown(RiskData d) {
        List<DateValue> s = series(d, "drawdown_pct");
        StyledFigure.Builder fig = StyledFigure.styled();
        ChartStyle.datedLine(fig, "Drawdown", s, ChartStyle.RED, 1.3,
                "%{x|%d %b %Y}<br>Drawdown <b>%{y:.1f}%</b><extra></extra>",
                Map.of("fill", "tozeroy", "fillcolor", "rgba(210,85,90,0.18)"));
        double worst = s.stream().filter(p -> p.value() != null).mapToDouble(DateValue::value).min().orElse(Double.NaN);
        return ChartStyle.finish(fig, ticker(d) + " drawdown · % below running peak",
                "worst " + ChartStyle.signedPct(worst, 1) + " · now " + last(s, "%.1f", "%"), ChartStyle.SMALL,
                ChartStyle.dateAxis(), ChartStyle.percentAxis("Drawdown (% below peak)"), false, null);
    }

    public static StyledFigure rollingCorrelation(RiskData d) {
        List<DateValue> s = series(d, "rolling_corr");
        StyledFigure.Builder fig = StyledFigure.styled();
        ChartStyle.datedLine(fig, "Rolling correlation", s, ChartStyle.PURPLE, 1.6,
                "%{x|%d %b %Y}<br>Correlation <b>%{y:.2f}</b><extra></extra>", null);
        Map<String, Object> y = ChartStyle.withZero(ChartStyle.axis("Correlation (Pearson)"));
        y.put("range", List.of(-1.05, 1.05)); // fixed −1..1 so charts of different pairs compare at a glance
        return ChartStyle.finish(fig, ticker(d) + " vs " + benchmark(d) + " rolling correlation · " + window(d).replaceAll(",\\s*$", ""),
                "daily returns · last " + last(s, "%.2f", ""), ChartStyle.SMALL, ChartStyle.dateAxis(), y, false, null);
    }

    public static StyledFigure rollingVolatility(RiskData d) {
        List<DateValue> s = series(d, "rolling_vol_pct");
        StyledFigure.Builder fig = StyledFigure.styled();
        ChartStyle.datedLine(fig, "Rolling volatility", s, ChartStyle.ORANGE, 1.6,
                "%{x|%d %b %Y}<br>Volatility <b>%{y:.1f}%</b><extra></extra>",
                Map.of("fill", "tozeroy", "fillcolor", "rgba(217,130,43,0.10)"));
        Map<String, Object> y = ChartStyle.with(ChartStyle.axis("Volatility (% annualised)"), "ticksuffix", "%", "rangemode", "tozero");
        return ChartStyle.finish(fig, ticker(d) + " rolling volatility · " + window(d) + "% annualised",
                "last " + last(s, "%.1f", "%"), ChartStyle.SMALL, ChartStyle.dateAxis(), y, false, null);
    }

    /** A named timeseries; throws naming what is missing, since an empty chart would look like flat data. */
    static List<DateValue> series(RiskData d, String name) {
        JsonNode ts = d.timeseries();
        List<DateValue> s = QuantJson.series(ts == null ? null : ts.get(name));
        if (s.isEmpty()) throw new IllegalArgumentException("risk data for " + ticker(d) + " has no timeseries." + name
                + " (expected an array of {date, value})");
        return s;
    }

    static String ticker(RiskData d) {
        String t = d.ticker() != null ? d.ticker() : QuantJson.text(d.summary(), "ticker");
        return t == null || t.isBlank() ? "?" : t;
    }

    static String benchmark(RiskData d) {
        String b = QuantJson.text(d.summary(), "benchmark");
        return b == null || b.isBlank() ? "benchmark" : b;
    }

    private static String window(RiskData d) {
        double w = QuantJson.num(d.summary(), "window");
        return Double.isFinite(w) ? (int) w + "-day, " : "";
    }

    private static String last(List<DateValue> s, String fmt, String unit) {
        for (int i = s.size() - 1; i >= 0; i--) {
            Double v = s.get(i).value();
            if (v != null) return String.format(Locale.ROOT, fmt, v).replace('-', '\u2212') + unit + " (" + s.get(i).date() + ")";
        }
        return "n/a";
    }
}
