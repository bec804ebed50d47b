package dev.oqa.internal.local.quant;

import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.math.CorrelationClustering;
import dev.oqa.model.Json;
import dev.oqa.model.data.AssetCorrelationData;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import smile.math.MathEx;

/**
 * {@code /quant/asset-correlation} over the configured ETF universe, on the dates <em>every</em> ticker has
 * (intersection), so each statistic uses the same days.
 * <ul>
 *   <li>{@code correlation_matrix}: {@code {tickers, matrix, cluster_order}}, Pearson correlation of daily returns
 *       (Smile's {@code MathEx.cor}), row/column order = {@code tickers}; {@code cluster_order} is the tickers in
 *       the dendrogram order of {@link CorrelationClustering} (Smile, average linkage on √(2(1 − ρ))), the order
 *       the heatmap uses.</li>
 *   <li>{@code perf_table}: {@code [{ticker, total_return_pct, cagr_pct, volatility_pct, sharpe, sortino,
 *       max_drawdown_pct}]} with {@link Metrics}' conventions.</li>
 *   <li>{@code summary}: {@code {start, end, days, window, tickers, mean_pairwise_correlation, most_correlated,
 *       least_correlated, best, worst}}; a pair is {@code {a, b, value}}, best/worst by total return.</li>
 *   <li>{@code timeseries.cum_returns_pct} and {@code timeseries.rolling_sharpe}: {@code {TICKER: [{date, value}]}};
 *       the rolling Sharpe uses trailing windows of {@code window} returns, dated by the window's last day.</li>
 * </ul>
 */
public final class AssetCorrelation {
    private AssetCorrelation() {}

    public record Matrix(List<String> tickers, double[][] matrix, List<String> clusterOrder) {}
    public record Perf(String ticker, Double totalReturnPct, Double cagrPct, Double volatilityPct, Double sharpe, Double sortino, Double maxDrawdownPct) {}
    public record Pair(String a, String b, double value) {}
    public record Summary(String start, String end, int days, int window, List<String> tickers, double meanPairwiseCorrelation,
                          Pair mostCorrelated, Pair leastCorrelated, String best, String worst) {}

    public static AssetCorrelationData compute(List<PriceSeries> series, int window, QuantConventions conv, List<String> notes) {
        Frame f = Frame.intersect(series);
        if (f.size() < 3) throw new IllegalArgumentException("the universe shares " + f.size() + " price dates in the period; at least 3 are needed");
        double[][] r = f.returns();
        int n = f.assets(), days = r[0].length;
        double[][] cor = MathEx.cor(MathEx.transpose(r)); // MathEx.cor wants one row per day
        double rf = conv.dailyRiskFree();

        List<Perf> perf = new ArrayList<>();
        ObjectNode cum = Series.object(), roll = Series.object();
        String[] dates = Series.dates(f.days);
        int best = 0, worst = 0;
        double[] total = new double[n];
        for (int j = 0; j < n; j++) {
            total[j] = Metrics.totalReturn(r[j]);
            if (total[j] > total[best]) best = j;
            if (total[j] < total[worst]) worst = j;
            perf.add(new Perf(f.tickers.get(j), Series.num(total[j] * 100), Series.num(Metrics.cagr(r[j]) * 100),
                    Series.num(Metrics.annualVolatility(r[j]) * 100), Series.num(Metrics.sharpe(r[j], rf)),
                    Series.num(Metrics.sortino(r[j], rf)), Series.num(Metrics.maxDrawdown(r[j]) * 100)));
            cum.set(f.tickers.get(j), Series.node(dates, 1, Series.cumReturnsPct(r[j])));
            roll.set(f.tickers.get(j), Series.node(dates, window, Metrics.rollingSharpe(r[j], window, rf)));
        }
        if (days < window) notes.add("window " + window + " is longer than the " + days + " daily returns in the period; rolling_sharpe is empty");
        Pair hi = null, lo = null;
        double sum = 0;
        int pairs = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                Pair p = new Pair(f.tickers.get(i), f.tickers.get(j), cor[i][j]);
                if (hi == null || p.value() > hi.value()) hi = p;
                if (lo == null || p.value() < lo.value()) lo = p;
                sum += cor[i][j];
                pairs++;
            }
        Summary s = new Summary(f.date(0), f.date(f.size() - 1), days, window, f.tickers, sum / pairs, hi, lo, f.tickers.get(best), f.tickers.get(worst));
        List<String> clusters = Arrays.stream(CorrelationClustering.of(cor).order()).mapToObj(f.tickers::get).toList();
        notes.add("cluster order (average linkage on \u221a(2(1\u2212\u03c1)), Smile): " + String.join(", ", clusters));
        List<String> late = new ArrayList<>();
        for (PriceSeries p : series) if (p.epochDay(0) < f.days[0] || p.epochDay(p.size() - 1) > f.days[f.size() - 1] || p.size() != f.size())
            late.add(p.ticker() + " " + p.firstDate() + ".." + p.lastDate());
        if (!late.isEmpty())
            notes.add("statistics on the common window " + f.date(0) + ".." + f.date(f.size() - 1) + " (" + days + " daily returns, the dates all "
                    + n + " tickers have); tickers with other dates: " + String.join(", ", late));
        ObjectNode ts = Series.object();
        ts.set("cum_returns_pct", cum);
        ts.set("rolling_sharpe", roll);
        return new AssetCorrelationData(Json.tree(s), Json.tree(perf), Json.tree(new Matrix(f.tickers, cor, clusters)), ts);
    }
}
