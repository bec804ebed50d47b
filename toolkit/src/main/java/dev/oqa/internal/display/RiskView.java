package dev.oqa.internal.display;

import dev.oqa.internal.charts.RiskCharts;
import dev.oqa.internal.format.Percent;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.Answer;
import dev.oqa.model.Source;
import dev.oqa.model.data.RiskData;
import dev.oqa.internal.tables.RiskTable;

/**
 * {@code /quant/risk} for a notebook: the four-chart dashboard (rolling Sharpe, drawdown, rolling correlation,
 * rolling volatility, two per row) and the summary table (beta, alpha, Sharpe, Sortino, vol, max DD, CAGR, corr).
 */
public final class RiskView {
    private RiskView() {}

    public static Panel of(Answer<RiskData> a) {
        RiskData d = a.data();
        String ticker = d.ticker() != null ? d.ticker() : QuantJson.text(d.summary(), "ticker");
        String bench = QuantJson.text(d.summary(), "benchmark");
        String start = QuantJson.text(d.summary(), "start"), end = QuantJson.text(d.summary(), "end");
        double rf = QuantJson.num(d.summary(), "risk_free_rate");
        Panel p = Panel.titled("Risk · " + (ticker == null ? "?" : ticker) + (bench == null ? "" : " vs " + bench))
                .headline(d.summary() == null ? null : Headlines.risk(d, ticker, bench)).provenance(a.provenance()).columns(2);
        // each chart on its own, so a series the answer lacks (or could not be read) leaves the others drawn
        var ts = d.timeseries();
        if (ts != null && ts.has("rolling_sharpe")) p = ViewParts.figure(p, "rolling Sharpe", () -> RiskCharts.rollingSharpe(d));
        if (ts != null && ts.has("drawdown_pct")) p = ViewParts.figure(p, "drawdown", () -> RiskCharts.drawdown(d));
        if (ts != null && ts.has("rolling_corr")) p = ViewParts.figure(p, "rolling correlation", () -> RiskCharts.rollingCorrelation(d));
        if (ts != null && ts.has("rolling_vol_pct")) p = ViewParts.figure(p, "rolling volatility", () -> RiskCharts.rollingVolatility(d));
        if (d.summary() != null)
            p = ViewParts.table(p, "Summary" + (start != null && end != null ? " · " + start + " → " + end : ""), "risk summary", () -> RiskTable.summary(d));
        if (a.provenance().source() != Source.LOCAL) return p;
        return p.note("Local engine: daily simple returns of adjusted closes; annualised with 252 trading days; risk-free rate "
                        + Percent.text(rf)
                        + "; alpha is empyrical's compounded Jensen alpha against the benchmark.");
    }
}
