package dev.oqa.local.quant;

import dev.oqa.local.data.PriceSeries;
import dev.oqa.model.Json;
import dev.oqa.model.data.PortfolioData;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code /quant/portfolio-optimizer}, long-only, with PyPortfolioOpt's estimators ({@link ReturnEstimates}:
 * compounded mean historical return and sample covariance ×252 on the outer-joined price frame, pairwise where a
 * ticker starts later) and {@link PortfolioOptimizer}'s exact solutions.
 * <ul>
 *   <li>{@code objective}: {@code sharpe} (max Sharpe at the configured annual risk-free rate), {@code min_var},
 *       {@code equal_weight}; anything else is answered as {@code equal_weight} (the service document's parameter rules) and the applied
 *       objective is what {@code objective} reports.</li>
 *   <li>{@code weights} and {@code risk_contributions}: objects {@code {TICKER: number}} in request order; risk
 *       contributions are Euler's w_i(Σw)_i/σ_p in annualised volatility units, summing to {@code port_vol}.</li>
 *   <li>{@code port_return} = μᵀw, {@code port_vol} = √(wᵀΣw), {@code sharpe} = (port_return − rf)/port_vol.</li>
 *   <li>{@code opt_portfolio}, {@code eq_portfolio}: growth of 1 as {@code [{date, value}]} on the dates every
 *       ticker has, with the weights held constant (rebalanced daily). In-sample: the same data chose the weights.</li>
 * </ul>
 */
public final class PortfolioAnalytics {
    private PortfolioAnalytics() {}

    public static final String SHARPE = "sharpe", MIN_VAR = "min_var", EQUAL_WEIGHT = "equal_weight";

    /**
     * @param series    price series already cut to the period, at least two
     * @param objective the requested objective (null = sharpe)
     * @param notes     receives what a user should know (fallbacks, KKT residual)
     */
    public static PortfolioData compute(List<PriceSeries> series, String objective, String period, QuantConventions conv, List<String> notes) {
        if (series.size() < 2) throw new IllegalArgumentException("the optimizer needs at least 2 tickers with prices");
        List<String> tickers = series.stream().map(PriceSeries::ticker).toList();
        Frame union = Frame.union(series);
        ReturnEstimates est = ReturnEstimates.of(union.returns());
        double rf = conv.riskFreeRate();
        String requested = objective == null ? SHARPE : objective.trim().toLowerCase(Locale.ROOT);
        String applied = switch (requested) {
            case SHARPE, MIN_VAR, EQUAL_WEIGHT -> requested;
            default -> {
                notes.add("objective '" + objective + "' is not sharpe, min_var or equal_weight; answered as equal_weight");
                yield EQUAL_WEIGHT;
            }
        };
        double[] w;
        PortfolioOptimizer.Solution sol = null;
        if (applied.equals(SHARPE)) {
            try {
                sol = PortfolioOptimizer.maxSharpe(est.mu(), est.cov(), rf);
            } catch (IllegalArgumentException e) {
                if (!e.getMessage().contains("risk-free")) throw e;
                notes.add("max Sharpe is undefined (no ticker's expected return exceeds the risk-free rate " + rf + "); answered with min_var");
                applied = MIN_VAR;
            }
        }
        if (applied.equals(MIN_VAR)) sol = PortfolioOptimizer.minVariance(est.cov());
        w = sol != null ? sol.weights() : PortfolioOptimizer.equalWeight(tickers.size());
        if (sol != null) notes.add("optimizer: exact active-set QP, KKT residual " + String.format(Locale.ROOT, "%.1e", sol.kktResidual()));

        double ret = PortfolioOptimizer.portfolioReturn(w, est.mu());
        double vol = PortfolioOptimizer.portfolioVolatility(w, est.cov());
        double[] rc = PortfolioOptimizer.riskContributions(w, est.cov());

        Frame common = Frame.intersect(series);
        double[][] r = common.returns();
        String[] dates = Series.dates(common.days);
        return new PortfolioData(tickers, applied, period, Json.tree(byTicker(tickers, w)), ret, vol,
                Series.num((ret - rf) / vol), Json.tree(byTicker(tickers, rc)),
                Series.node(dates, 0, Series.growth(weighted(r, w))),
                Series.node(dates, 0, Series.growth(weighted(r, PortfolioOptimizer.equalWeight(tickers.size())))));
    }

    private static double[] weighted(double[][] r, double[] w) {
        int days = r.length == 0 ? 0 : r[0].length;
        double[] out = new double[days];
        for (int t = 0; t < days; t++) {
            double s = 0;
            for (int j = 0; j < w.length; j++) s += w[j] * r[j][t];
            out[t] = s;
        }
        return out;
    }

    private static Map<String, Double> byTicker(List<String> tickers, double[] v) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < v.length; i++) m.put(tickers.get(i), v[i]);
        return m;
    }
}
