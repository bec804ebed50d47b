package dev.oqa.internal.local.quant;

import dev.oqa.internal.local.data.PriceSeries;
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
            RiskAnalytics.Summary s = RiskAnalytics.summary(asset, benchmark, WINDOW, QuantConventions.defaults());
            return new TickerHeadline(asset.ticker(), benchmark.ticker(), LocalDate.parse(s.start()), LocalDate.parse(s.end()), s.days(),
                    s.cagr(), s.volatility(), s.sharpe(), s.maxDrawdown(), s.beta());
        }
        double[] r = asset.returns();
        return new TickerHeadline(asset.ticker(), null, asset.firstDate(), asset.lastDate(), r.length,
                Series.num(Metrics.cagr(r)), Series.num(Metrics.annualVolatility(r)), Series.num(Metrics.sharpe(r, 0)), Series.num(Metrics.maxDrawdown(r)), null);
    }
}
