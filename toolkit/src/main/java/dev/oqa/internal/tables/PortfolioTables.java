package dev.oqa.internal.tables;

import dev.oqa.internal.format.Percent;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.PortfolioData;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Portfolio-optimizer tables, fractions as the answer has them, marked {@link Percent} so a display shows them as
 * {@code *_pct}. {@link #allocation}: one row per ticker, largest weight first, {@code ticker, weight,
 * risk_contribution} (Euler contribution to annual volatility; the column sums to the portfolio volatility) and
 * {@code risk_share} (that contribution as a share of the total). {@link #summary}: one row, {@code objective, period,
 * expected_return, volatility, sharpe, final_value, equal_weight_final_value} (growth of $1 at the end of each curve).
 */
public final class PortfolioTables {
    private PortfolioTables() {}

    public static Table allocation(PortfolioData d) {
        Map<String, Double> w = QuantJson.numbers(d.weights()), rc = QuantJson.numbers(d.riskContributions());
        double total = rc.values().stream().filter(Double::isFinite).mapToDouble(Double::doubleValue).sum();
        StringColumn tk = StringColumn.create("ticker");
        DoubleColumn wp = Percent.of(DoubleColumn.create("weight")), rp = Percent.of(DoubleColumn.create("risk_contribution")),
                share = Percent.of(DoubleColumn.create("risk_share"));
        for (var e : w.entrySet()) {
            tk.append(e.getKey());
            Cells.number(wp, e.getValue());
            Double r = rc.get(e.getKey());
            Cells.number(rp, r);
            Cells.number(share, r == null || !(total > 0) ? Double.NaN : r / total);
        }
        // what the optimiser chose first; a tie keeps the answer's order (Tablesaw's sort is stable)
        return Table.create("weights and risk contributions").addColumns(tk, wp, rp, share).sortDescendingOn("weight");
    }

    public static Table summary(PortfolioData d) {
        return Table.create("portfolio", Cells.text("objective", d.objective()), Cells.text("period", d.period()),
                Percent.of(Cells.number("expected_return", d.portReturn())), Percent.of(Cells.number("volatility", d.portVol())),
                Cells.number("sharpe", d.sharpe()), Cells.number("final_value", last(QuantJson.series(d.optPortfolio()))),
                Cells.number("equal_weight_final_value", last(QuantJson.series(d.eqPortfolio()))));
    }

    private static double last(List<DateValue> s) {
        for (int i = s.size() - 1; i >= 0; i--) if (s.get(i).value() != null) return s.get(i).value();
        return Double.NaN;
    }

}
