package dev.oqa.internal.local.quant;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.data.RiskData;
import java.time.LocalDate;
import java.util.Objects;

/**
 * The headline figures of one ticker over its whole history, one row of a quant-family universe scan:
 * the risk answer's summary ({@link RiskAnalytics}, risk-free rate 0, 252 days a year, empyrical's
 * definitions) against the benchmark, on the dates the two share. Without a benchmark file the figures come
 * from {@link Metrics} on the ticker's own dates and {@code beta} is null.
 *
 * @param cagr        compounded annual growth rate (fraction)
 * @param volatility  annualised standard deviation of daily returns (fraction)
 * @param sharpe      annualised Sharpe ratio at rf = 0
 * @param maxDrawdown worst fall from a running peak (fraction ≤ 0)
 * @param beta        beta of daily returns to the benchmark, null without one
 */
public record TickerHeadline(String ticker, String benchmark, LocalDate firstDate, LocalDate lastDate, int days,
                             Double cagr, Double volatility, Double sharpe, Double maxDrawdown, Double beta) {
    /** The benchmark of a scan, as the risk answer's default. */
    public static final String BENCHMARK = "SPY";
    /** Rolling window handed to the risk analytics (the rolling series are not used here). */
    static final int WINDOW = 60;

    public TickerHeadline { Objects.requireNonNull(ticker, "ticker"); }

    /** {@code benchmark} may be null (no benchmark file). */
    public static TickerHeadline of(PriceSeries asset, PriceSeries benchmark) {
        if (asset.size() < 3)
            throw new IllegalArgumentException(asset.file() + " has " + asset.size() + " prices; at least 3 are needed");
        if (benchmark != null) {
            RiskData d = RiskAnalytics.compute(asset, benchmark, WINDOW, QuantConventions.defaults());
            JsonNode s = d.summary();
            return new TickerHeadline(asset.ticker(), benchmark.ticker(), LocalDate.parse(s.path("start").asText()),
                    LocalDate.parse(s.path("end").asText()), s.path("days").asInt(), num(s, "cagr"), num(s, "volatility"),
                    num(s, "sharpe"), num(s, "max_drawdown"), num(s, "beta"));
        }
        double[] r = asset.returns();
        return new TickerHeadline(asset.ticker(), null, asset.firstDate(), asset.lastDate(), r.length,
                fin(Metrics.cagr(r)), fin(Metrics.annualVolatility(r)), fin(Metrics.sharpe(r, 0)), fin(Metrics.maxDrawdown(r)), null);
    }

    private static Double num(JsonNode s, String f) {
        JsonNode v = s.get(f);
        return v == null || v.isNull() ? null : v.asDouble();
    }

    private static Double fin(double v) { return Double.isFinite(v) ? v : null; }
}
