package dev.oqa.internal.local.quant;

import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.Json;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.model.data.SectorInsightsData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code /quant/sector-insights}: breadth and returns of the sector ETFs (StockCharts' definitions).
 * <ul>
 *   <li>An <b>advance</b> on a day is a sector whose adjusted close is above its previous close, a <b>decline</b>
 *       below; unchanged sectors count as neither. Only sectors with a price that day and the previous trading day
 *       of the universe count.</li>
 *   <li>{@code timeseries.ad_line}: AD line = previous AD line + (advances − declines), starting at 0 before the first
 *       return of the period; {@code [{date, value}]}.</li>
 *   <li>{@code timeseries.ad_ratio_monthly_mean}: per calendar month, the mean of the daily ratio advances/declines over
 *       the days that had at least one decline. <b>Days with no decliners are left out</b> (the ratio is undefined;
 *       replacing it by a cap would bias the mean); they are counted in {@code days_without_decliners}, and a month
 *       with no usable day has a null value. {@code [{date: "YYYY-MM", value, days, days_without_decliners}]}.</li>
 *   <li>{@code timeseries.cum_returns_pct}: {@code {TICKER: [{date, value}]}}, compounded return since the first price
 *       of the period, percent.</li>
 *   <li>{@code summary}: one row per sector {@code {ticker, sector, start, end, return_pct, volatility_pct, sharpe,
 *       max_drawdown_pct, advances, declines}} (volatility annualised ×√252; Sharpe at the daily risk-free rate).</li>
 * </ul>
 */
public final class SectorInsights {
    private SectorInsights() {}

    private static final Map<String, String> NAMES = Map.ofEntries(
            Map.entry("XLB", "Materials"), Map.entry("XLE", "Energy"), Map.entry("XLF", "Financials"),
            Map.entry("XLI", "Industrials"), Map.entry("XLK", "Technology"), Map.entry("XLP", "Consumer Staples"),
            Map.entry("XLU", "Utilities"), Map.entry("XLV", "Health Care"), Map.entry("XLY", "Consumer Discretionary"),
            Map.entry("XLRE", "Real Estate"), Map.entry("XLC", "Communication Services"));

    public record Row(String ticker, String sector, String start, String end, Double returnPct, Double volatilityPct, Double sharpe,
                      Double maxDrawdownPct, int advances, int declines) {}
    public record MonthRatio(String date, Double value, int days, int daysWithoutDecliners) {}
    
    public static SectorInsightsData compute(List<PriceSeries> sectors, QuantConventions conv, List<String> notes) {
        Frame f = Frame.union(sectors);
        double[][] r = f.returns();
        int days = Math.max(0, f.size() - 1);
        int[] adv = new int[days], dec = new int[days];
        int[][] perSector = new int[sectors.size()][2];
        for (int t = 0; t < days; t++)
            for (int j = 0; j < sectors.size(); j++) {
                double v = r[j][t];
                if (v > 0) { adv[t]++; perSector[j][0]++; }
                else if (v < 0) { dec[t]++; perSector[j][1]++; }
            }
        double[] line = new double[days];
        for (int t = 0; t < days; t++) line[t] = (t == 0 ? 0 : line[t - 1]) + adv[t] - dec[t];

        List<MonthRatio> ratios = new ArrayList<>();
        int t = 0;
        while (t < days) {
            String month = LocalDate.ofEpochDay(f.days[t + 1]).toString().substring(0, 7);
            double sum = 0;
            int used = 0, none = 0, total = 0;
            for (; t < days && LocalDate.ofEpochDay(f.days[t + 1]).toString().startsWith(month); t++) {
                total++;
                if (dec[t] == 0) none++;
                else { sum += (double) adv[t] / dec[t]; used++; }
            }
            ratios.add(new MonthRatio(month, used == 0 ? null : sum / used, total, none));
        }

        List<Row> rows = new ArrayList<>();
        ObjectNode cum = Series.object();
        double rf = conv.dailyRiskFree();
        for (int j = 0; j < sectors.size(); j++) {
            PriceSeries s = sectors.get(j);
            double[] rs = s.returns();
            rows.add(new Row(s.ticker(), NAMES.getOrDefault(s.ticker(), s.ticker()), s.firstDate().toString(), s.lastDate().toString(),
                    Series.num(Metrics.totalReturn(rs) * 100), Series.num(Metrics.annualVolatility(rs) * 100), Series.num(Metrics.sharpe(rs, rf)),
                    Series.num(Metrics.maxDrawdown(rs) * 100), perSector[j][0], perSector[j][1]));
            cum.set(s.ticker(), Series.node(s.epochDays(), 1, Series.cumReturnsPct(rs)));
        }
        ObjectNode ts = Series.object();
        ts.set("ad_line", Series.node(f.days, 1, line));
        ts.set("ad_ratio_monthly_mean", Json.tree(ratios));
        ts.set("cum_returns_pct", cum);
        return new SectorInsightsData(Json.tree(rows), ts);
    }
}
