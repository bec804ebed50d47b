package dev.oqa.internal.local.quant;

import dev.oqa.internal.format.Percent;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.math.PsdRepair;
import dev.oqa.model.Json;
import dev.oqa.model.data.PortfolioData;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code /quant/portfolio-optimizer}, long-only, with PyPortfolioOpt's estimators ({@link ReturnEstimates}:
 * compounded mean historical return and sample covariance ×252) and {@link PortfolioOptimizer}'s exact solutions.
 * <p><b>Unequal histories.</b> When the tickers start (or stop) on different dates, the estimates use
 * {@link Histories#COMMON} by default: only the dates every ticker has (PyPortfolioOpt on {@code prices.dropna()}),
 * so μ and Σ describe the same days and Σ is a true sample covariance, positive semi-definite by construction; a
 * note names the window. {@link Histories#PAIRWISE} keeps each ticker's whole period (PyPortfolioOpt's default
 * outer-joined frame: each μ on its own days, each covariance on the pair's common days). Such a matrix need not
 * be positive semi-definite; whichever rule was used, a matrix that is not is repaired by spectral clipping
 * ({@link PsdRepair}, PyPortfolioOpt's {@code fix_nonpositive_semidefinite}) with a note, and the repaired
 * matrix is used for weights, volatility and risk contributions, as PyPortfolioOpt does.
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

    /** Which days the return estimates use when the tickers' histories differ. */
    public enum Histories {
        /** The dates every ticker has (the default): one window for every estimate. */
        COMMON,
        /** Each ticker's own days for μ, each pair's common days for Σ (PyPortfolioOpt's outer-joined frame). */
        PAIRWISE
    }

    /** {@link Histories#COMMON}. */
    public static PortfolioData compute(List<PriceSeries> series, String objective, String period, QuantConventions conv, List<String> notes) {
        return compute(series, objective, period, conv, Histories.COMMON, notes);
    }

    /**
     * @param series    price series already cut to the period, at least two
     * @param objective the requested objective (null = sharpe)
     * @param notes     receives what a user should know (fallbacks, KKT residual)
     */
    public static PortfolioData compute(List<PriceSeries> series, String objective, String period, QuantConventions conv,
                                        Histories histories, List<String> notes) {
        if (series.size() < 2) throw new IllegalArgumentException("the optimizer needs at least 2 tickers with prices");
        List<String> tickers = series.stream().map(PriceSeries::ticker).toList();
        Frame common = Frame.intersect(series);
        if (common.size() < 3)
            throw new IllegalArgumentException("the tickers " + tickers + " share " + common.size() + " price date(s) in the period; at least 3 are needed"
                    + " (choose tickers whose histories overlap, or a longer period)");
        ReturnEstimates raw = histories == Histories.COMMON ? ReturnEstimates.of(common.returns()) : ReturnEstimates.of(Frame.union(series).returns());
        windowNote(series, common, histories, notes);
        PsdRepair.Repaired fix = PsdRepair.spectral(raw.cov());
        if (fix.repaired())
            notes.add(String.format(Locale.ROOT, "the covariance estimate is not positive semi-definite (smallest eigenvalue %.3g); repaired by spectral "
                    + "clipping (%d eigenvalue(s) raised to %.0e of the largest), as PyPortfolioOpt's fix_nonpositive_semidefinite", fix.minEigenvalue(),
                    fix.clipped(), PsdRepair.FLOOR));
        ReturnEstimates est = new ReturnEstimates(raw.mu(), fix.matrix());
        double rf = conv.riskFreeRate();
        String requested = objective == null ? SHARPE : objective.trim().toLowerCase(Locale.ROOT);
        String applied = switch (requested) {
            case SHARPE, MIN_VAR, EQUAL_WEIGHT -> requested;
            default -> {
                notes.add("objective '" + objective + "' is not sharpe, min_var or equal_weight; answered as equal_weight");
                yield EQUAL_WEIGHT;
            }
        };
        PortfolioOptimizer.Solution sol = null;
        if (applied.equals(SHARPE) && !PortfolioOptimizer.sharpeDefined(est.mu(), rf)) {
            notes.add("max Sharpe is undefined (no ticker's expected return exceeds the risk-free rate " + Percent.text(rf) + "); answered with min_var");
            applied = MIN_VAR;
        }
        if (applied.equals(SHARPE)) sol = PortfolioOptimizer.maxSharpe(est.mu(), est.cov(), rf);
        if (applied.equals(MIN_VAR)) sol = PortfolioOptimizer.minVariance(est.cov());
        double[] w = sol != null ? sol.weights() : PortfolioOptimizer.equalWeight(tickers.size());
        if (sol != null) notes.add("optimizer: exact active-set QP, KKT residual " + String.format(Locale.ROOT, "%.1e", sol.kktResidual()));

        double ret = PortfolioOptimizer.portfolioReturn(w, est.mu());
        double vol = PortfolioOptimizer.portfolioVolatility(w, est.cov());
        double[] rc = PortfolioOptimizer.riskContributions(w, est.cov());

        double[][] r = common.returns();
        String[] dates = Series.dates(common.days);
        return new PortfolioData(tickers, applied, period, Json.tree(byTicker(tickers, w)), ret, vol,
                Series.num((ret - rf) / vol), Json.tree(byTicker(tickers, rc)),
                Series.node(dates, 0, Series.growth(weighted(r, w))),
                Series.node(dates, 0, Series.growth(weighted(r, PortfolioOptimizer.equalWeight(tickers.size())))));
    }

    /** Says which days the estimates used when the histories differ; silent when every ticker covers the same dates. */
    private static void windowNote(List<PriceSeries> series, Frame common, Histories histories, List<String> notes) {
        int first = series.stream().mapToInt(s -> s.epochDay(0)).min().orElseThrow();
        int last = series.stream().mapToInt(s -> s.epochDay(s.size() - 1)).max().orElseThrow();
        boolean equal = common.days[0] == first && common.days[common.size() - 1] == last;
        if (equal && series.stream().allMatch(s -> s.size() == common.size())) return;
        List<String> late = series.stream().filter(s -> s.epochDay(0) > first).map(s -> s.ticker() + " from " + s.firstDate()).toList();
        List<String> early = series.stream().filter(s -> s.epochDay(s.size() - 1) < last).map(s -> s.ticker() + " to " + s.lastDate()).toList();
        String why = (late.isEmpty() ? "" : "; later starts: " + String.join(", ", late)) + (early.isEmpty() ? "" : "; earlier ends: " + String.join(", ", early));
        if (histories == Histories.COMMON)
            notes.add("estimated on the common window " + common.date(0) + ".." + common.date(common.size() - 1) + " (" + (common.size() - 1)
                    + " daily returns, the dates all " + series.size() + " tickers have)" + why);
        else
            notes.add("estimated pairwise on unequal histories (each mean on its ticker's own days, each covariance on the pair's common days)" + why);
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
