package dev.oqa.internal.tables;

import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.PortfolioData;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Portfolio-optimizer tables. {@link #allocation}: one row per ticker, {@code ticker, weight_pct,
 * risk_contribution_pct} (Euler contribution to annual volatility, in volatility percentage points; the column sums
 * to the portfolio volatility) and {@code risk_share_pct} (that contribution as a share of the total). {@link #summary}:
 * one row, {@code objective, period, expected_return_pct, volatility_pct, sharpe, final_value, equal_weight_final_value}
 * (growth of $1 at the end of each curve).
 */
public final class PortfolioTables {
    private PortfolioTables() {}

    public static Table allocation(PortfolioData d) {
        if (d == null) throw new IllegalArgumentException("portfolio data must not be null");
        Map<String, Double> w = QuantJson.numbers(d.weights()), rc = QuantJson.numbers(d.riskContributions());
        double total = rc.values().stream().filter(Double::isFinite).mapToDouble(Double::doubleValue).sum();
        StringColumn tk = StringColumn.create("ticker");
        DoubleColumn wp = DoubleColumn.create("weight_pct"), rp = DoubleColumn.create("risk_contribution_pct"),
                share = DoubleColumn.create("risk_share_pct");
        for (var e : w.entrySet()) {
            tk.append(e.getKey());
            append(wp, e.getValue() * 100);
            Double r = rc.get(e.getKey());
            append(rp, r == null ? Double.NaN : r * 100);
            append(share, r == null || !(total > 0) ? Double.NaN : r / total * 100);
        }
        return Table.create("weights and risk contributions").addColumns(tk, wp, rp, share);
    }

    public static Table summary(PortfolioData d) {
        if (d == null) throw new IllegalArgumentException("portfolio data must not be null");
        StringColumn obj = StringColumn.create("objective"), period = StringColumn.create("period");
        if (d.objective() == null) obj.appendMissing(); else obj.append(d.objective());
        if (d.period() == null) period.appendMissing(); else period.append(d.period());
        DoubleColumn ret = DoubleColumn.create("expected_return_pct"), vol = DoubleColumn.create("volatility_pct"),
                sh = DoubleColumn.create("sharpe"), fin = DoubleColumn.create("final_value"), eq = DoubleColumn.create("equal_weight_final_value");
        append(ret, d.portReturn() == null ? Double.NaN : d.portReturn() * 100);
        append(vol, d.portVol() == null ? Double.NaN : d.portVol() * 100);
        append(sh, d.sharpe() == null ? Double.NaN : d.sharpe());
        append(fin, last(QuantJson.series(d.optPortfolio())));
        append(eq, last(QuantJson.series(d.eqPortfolio())));
        return Table.create("portfolio").addColumns(obj, period, ret, vol, sh, fin, eq);
    }

    private static double last(List<DateValue> s) {
        for (int i = s.size() - 1; i >= 0; i--) if (s.get(i).value() != null) return s.get(i).value();
        return Double.NaN;
    }

    private static void append(DoubleColumn c, double v) { if (Double.isFinite(v)) c.append(v); else c.appendMissing(); }
}
