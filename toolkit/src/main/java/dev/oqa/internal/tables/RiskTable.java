package dev.oqa.internal.tables;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.Percent;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.RiskData;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

/**
 * The risk summary as one row: {@code ticker, benchmark, start, end} (dates) {@code , days, beta, alpha, sharpe,
 * sortino, volatility, max_drawdown, cagr, correlation, total_return, risk_free_rate}.
 *
 * <p>The summary carries fractions (0.25 = 25 %) and so does the table, under the summary's own names, so the table,
 * its csv and the JSON agree; the return-like columns are marked {@link Percent}, so a display shows them in percent
 * as {@code *_pct}. beta, Sharpe, Sortino and correlation are plain ratios. Conventions (252 days, sample statistics, empyrical's compounded Jensen alpha) are the
 * engine's, see {@code dev.oqa.internal.local.quant.QuantConventions}. A metric the answer lacks is a missing cell.
 */
public final class RiskTable {
    private RiskTable() {}

    public static Table summary(RiskData d) {
        JsonNode s = d.summary();
        if (s == null || !s.isObject()) throw new IllegalArgumentException("risk data for " + d.ticker() + " has no summary object");
        String ticker = d.ticker() != null ? d.ticker() : QuantJson.text(s, "ticker");
        Table t = Table.create((ticker == null ? "" : ticker + " ") + "risk summary");
        t.addColumns(Cells.text("ticker", ticker), Cells.text("benchmark", QuantJson.text(s, "benchmark")),
                DateColumns.of("start", QuantJson.text(s, "start")), DateColumns.of("end", QuantJson.text(s, "end")));
        double days = QuantJson.num(s, "days");
        IntColumn dc = IntColumn.create("days");
        if (Double.isFinite(days)) dc.append((int) days); else dc.appendMissing();
        t.addColumns(dc,
                num("beta", s), Percent.of(num("alpha", s)), num("sharpe", s), num("sortino", s), Percent.of(num("volatility", s)),
                Percent.of(num("max_drawdown", s)), Percent.of(num("cagr", s)), num("correlation", s),
                Percent.of(num("total_return", s)), Percent.of(num("risk_free_rate", s)));
        return t;
    }

    private static DoubleColumn num(String field, JsonNode o) { return Cells.number(field, QuantJson.num(o, field)); }
}
