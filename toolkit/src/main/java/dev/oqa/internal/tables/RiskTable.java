package dev.oqa.internal.tables;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.RiskData;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The risk summary as one row: {@code ticker, benchmark, start, end, days, beta, alpha_pct, sharpe, sortino,
 * volatility_pct, max_drawdown_pct, cagr_pct, correlation, total_return_pct, risk_free_rate_pct}.
 *
 * <p>The summary carries fractions (0.25 = 25 %); the table shows the return-like ones in percent, and the column
 * names say so ({@code *_pct}), the convention the engine uses for its own members. beta, Sharpe, Sortino and
 * correlation are plain ratios. Conventions (252 days, sample statistics, empyrical's compounded Jensen alpha) are the
 * engine's, see {@code dev.oqa.internal.local.quant.QuantConventions}. A metric the answer lacks is a missing cell.
 */
public final class RiskTable {
    private RiskTable() {}

    public static Table summary(RiskData d) {
        if (d == null) throw new IllegalArgumentException("risk data must not be null");
        JsonNode s = d.summary();
        if (s == null || !s.isObject()) throw new IllegalArgumentException("risk data for " + d.ticker() + " has no summary object");
        String ticker = d.ticker() != null ? d.ticker() : QuantJson.text(s, "ticker");
        Table t = Table.create((ticker == null ? "" : ticker + " ") + "risk summary");
        t.addColumns(text("ticker", ticker), text("benchmark", QuantJson.text(s, "benchmark")),
                text("start", QuantJson.text(s, "start")), text("end", QuantJson.text(s, "end")));
        double days = QuantJson.num(s, "days");
        IntColumn dc = IntColumn.create("days");
        if (Double.isFinite(days)) dc.append((int) days); else dc.appendMissing();
        t.addColumns(dc,
                num("beta", s, "beta", 1), num("alpha_pct", s, "alpha", 100), num("sharpe", s, "sharpe", 1),
                num("sortino", s, "sortino", 1), num("volatility_pct", s, "volatility", 100),
                num("max_drawdown_pct", s, "max_drawdown", 100), num("cagr_pct", s, "cagr", 100),
                num("correlation", s, "correlation", 1), num("total_return_pct", s, "total_return", 100),
                num("risk_free_rate_pct", s, "risk_free_rate", 100));
        return t;
    }

    static StringColumn text(String name, String v) {
        StringColumn c = StringColumn.create(name);
        if (v == null) c.appendMissing(); else c.append(v);
        return c;
    }

    static DoubleColumn num(String name, JsonNode o, String field, double scale) {
        double v = QuantJson.num(o, field);
        DoubleColumn c = DoubleColumn.create(name);
        if (Double.isFinite(v)) c.append(v * scale); else c.appendMissing();
        return c;
    }
}
