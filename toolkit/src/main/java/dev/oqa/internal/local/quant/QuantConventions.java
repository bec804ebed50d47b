package dev.oqa.internal.local.quant;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The named conventions every local quant answer uses. One place, stated once:
 * <ul>
 *   <li>{@link #TRADING_DAYS} = 252 periods per year for every annualisation (volatility ×√252, Sharpe ×√252,
 *       CAGR exponent 252/n, covariance ×252), as empyrical, quantstats and PyPortfolioOpt do;</li>
 *   <li>returns are simple daily returns of {@code adj_close} (split- and dividend-adjusted closes);</li>
 *   <li>{@code riskFreeRate} is an <em>annual</em> rate, 0 by default. Daily metrics use the geometric daily
 *       equivalent (1+rf)^(1/252)−1 (quantstats' rule); the optimizer uses it unchanged against annual returns
 *       (PyPortfolioOpt's rule);</li>
 *   <li>{@code treasuryBill}: instead of the constant, the 3-month T-bill rate of the answer's own return dates
 *       ({@link dev.oqa.internal.local.data.TreasuryBillRates}: FRED TB3MS, discount basis converted to an annual
 *       effective rate, each date its month's average), averaged over the period and applied as that constant.
 *       The answer's {@code risk_free_rate} and a note give the rate used;</li>
 *   <li>the asset-correlation and sector universes are those of docs/INTERPRETATION.md.</li>
 * </ul>
 */
public record QuantConventions(double riskFreeRate, List<String> correlationUniverse, List<String> sectorUniverse, boolean treasuryBill) {
    /** Trading days per year used for every annualisation. */
    public static final int TRADING_DAYS = 252;

    public static final List<String> CORRELATION_UNIVERSE = List.of("SPY", "QQQ", "IWM", "EFA", "EEM", "TLT", "LQD", "HYG", "GLD");
    public static final List<String> SECTOR_UNIVERSE = List.of("XLB", "XLE", "XLF", "XLI", "XLK", "XLP", "XLU", "XLV", "XLY", "XLRE", "XLC");

    public QuantConventions {
        if (!Double.isFinite(riskFreeRate) || riskFreeRate <= -1 || riskFreeRate >= 1)
            throw new IllegalArgumentException("riskFreeRate is an annual fraction in (-1, 1), e.g. 0.02 for 2%; got " + riskFreeRate);
        correlationUniverse = List.copyOf(Objects.requireNonNull(correlationUniverse, "correlationUniverse"));
        sectorUniverse = List.copyOf(Objects.requireNonNull(sectorUniverse, "sectorUniverse"));
        if (correlationUniverse.size() < 2) throw new IllegalArgumentException("the correlation universe needs at least 2 tickers");
        if (sectorUniverse.isEmpty()) throw new IllegalArgumentException("the sector universe needs at least 1 ticker");
    }

    /**
     * Parses {@code --rf}: {@code tbill} (the T-bill rate of the period) or an annual fraction such as {@code 0.02}
     * (a value above 1, e.g. {@code 2}, is refused rather than guessed to be percent).
     */
    public QuantConventions withRiskFree(String spec) {
        String s = spec == null ? "" : spec.trim().toLowerCase(Locale.ROOT);
        if (s.equals("tbill") || s.equals("t-bill") || s.equals("tb3ms")) return withTreasuryBillRate();
        double v;
        try { v = Double.parseDouble(s); }
        catch (NumberFormatException e) { throw new IllegalArgumentException("--rf '" + spec + "' is not accepted; use tbill (3-month T-bill, FRED TB3MS) or an annual fraction such as 0.02 for 2%"); }
        if (!Double.isFinite(v) || v <= -1 || v >= 1)
            throw new IllegalArgumentException("--rf " + spec + " is out of range; give an annual fraction in (-1, 1), e.g. 0.02 for 2%, or tbill");
        return withRiskFreeRate(v);
    }

    /** Risk-free rate from the 3-month T-bill over each answer's period. */
    public QuantConventions withTreasuryBillRate() { return new QuantConventions(0.0, correlationUniverse, sectorUniverse, true); }
    /** Risk-free rate 0, the universes of docs/INTERPRETATION.md. */
    public static QuantConventions defaults() { return new QuantConventions(0.0, CORRELATION_UNIVERSE, SECTOR_UNIVERSE, false); }

    /** A constant annual rate (and no T-bill). */
    public QuantConventions withRiskFreeRate(double annual) { return new QuantConventions(annual, correlationUniverse, sectorUniverse, false); }

    public QuantConventions withSectorUniverse(List<String> tickers) { return new QuantConventions(riskFreeRate, correlationUniverse, tickers, treasuryBill); }

    /** The daily rate compounding to {@link #riskFreeRate()} over 252 days. */
    public double dailyRiskFree() { return riskFreeRate == 0 ? 0 : Math.pow(1 + riskFreeRate, 1.0 / TRADING_DAYS) - 1; }
}
