package dev.oqa.internal.local.quant;

import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.Json;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.model.data.RiskData;
import java.util.List;

/**
 * {@code /quant/risk}: an asset against a benchmark over the dates both have (intersection), returns from
 * {@code adj_close}. Summary metrics follow {@link Metrics} (empyrical's conventions; alpha compounded).
 * Rolling series use trailing windows of {@code window} daily returns and are dated by the window's last day.
 *
 * <p>{@code summary}: {@code ticker, benchmark, start, end, days} (number of daily returns), {@code window},
 * {@code risk_free_rate} (annual), {@code beta, alpha, sharpe, sortino, volatility} (annualised fraction),
 * {@code max_drawdown} (fraction ≤ 0), {@code cagr}, {@code correlation}, {@code total_return}.
 * {@code timeseries}: {@code rolling_sharpe}, {@code drawdown_pct}, {@code rolling_corr}, {@code rolling_vol_pct},
 * each {@code [{date, value}]}.
 */
public final class RiskAnalytics {
    private RiskAnalytics() {}

    public record Summary(String ticker, String benchmark, String start, String end, int days, int window, double riskFreeRate,
                          Double beta, Double alpha, Double sharpe, Double sortino, Double volatility, Double maxDrawdown,
                          Double cagr, Double correlation, Double totalReturn) {}

    /**
     * @param asset     prices of the asset, already cut to the period
     * @param benchmark prices of the benchmark, already cut to the period
     * @param window    rolling window in daily returns (already clamped)
     * @param conv      risk-free rate and annualisation
     */
    public static RiskData compute(PriceSeries asset, PriceSeries benchmark, int window, QuantConventions conv) {
        Frame f = shared(asset, benchmark);
        double[][] r = f.returns();
        double[] ra = r[0], rb = r[1];
        double rf = conv.dailyRiskFree();
        Summary s = summary(asset, benchmark, f, ra, rb, window, conv);
        // Return k is dated f.days[k + 1]; a window ending at return k + window - 1 is dated f.days[k + window].
        String[] dates = Series.dates(f.days);
        ObjectNode ts = Series.object();
        ts.set("rolling_sharpe", Series.node(dates, window, Metrics.rollingSharpe(ra, window, rf)));
        ts.set("drawdown_pct", Series.node(dates, 1, Metrics.drawdownPct(ra)));
        ts.set("rolling_corr", Series.node(dates, window, Metrics.rollingCorrelation(ra, rb, window)));
        ts.set("rolling_vol_pct", Series.node(dates, window, Metrics.rollingVolPct(ra, window)));
        return new RiskData(asset.ticker(), Json.tree(s), ts);
    }

    /** The summary of {@link #compute} without its rolling series, for a scan's row. */
    public static Summary summary(PriceSeries asset, PriceSeries benchmark, int window, QuantConventions conv) {
        Frame f = shared(asset, benchmark);
        double[][] r = f.returns();
        return summary(asset, benchmark, f, r[0], r[1], window, conv);
    }

    private static Frame shared(PriceSeries asset, PriceSeries benchmark) {
        Frame f = Frame.intersect(List.of(asset, benchmark));
        if (f.size() < 3)
            throw new IllegalArgumentException(asset.ticker() + " and " + benchmark.ticker() + " share " + f.size()
                    + " price dates in the period; at least 3 are needed");
        return f;
    }

    private static Summary summary(PriceSeries asset, PriceSeries benchmark, Frame f, double[] ra, double[] rb, int window,
                                   QuantConventions conv) {
        double rf = conv.dailyRiskFree(), beta = Metrics.beta(ra, rb);
        return new Summary(asset.ticker(), benchmark.ticker(), f.date(0), f.date(f.size() - 1), ra.length, window,
                conv.riskFreeRate(), Series.num(beta), Series.num(Metrics.alpha(ra, rb, rf, beta)),
                Series.num(Metrics.sharpe(ra, rf)), Series.num(Metrics.sortino(ra, rf)),
                Series.num(Metrics.annualVolatility(ra)), Series.num(Metrics.maxDrawdown(ra)), Series.num(Metrics.cagr(ra)),
                Series.num(Metrics.correlation(ra, rb)), Series.num(Metrics.totalReturn(ra)));
    }
}
