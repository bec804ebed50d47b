package dev.oqa.internal.display;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.charts.AssetCorrelationCharts;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.Answer;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.internal.tables.AssetCorrelationTables;

/** {@code /quant/asset-correlation} for a notebook: correlation heatmap, cumulative returns, performance table. */
public final class AssetCorrelationView {
    private AssetCorrelationView() {}

    public static Panel of(Answer<AssetCorrelationData> a) {
        AssetCorrelationData d = a.data();
        String start = QuantJson.text(d.summary(), "start"), end = QuantJson.text(d.summary(), "end");
        int n = QuantJson.strings(d.correlationMatrix() == null ? null : d.correlationMatrix().get("tickers")).size();
        Panel p = Panel.titled("Asset correlation · " + n + " assets" + (start != null && end != null ? " · " + start + " → " + end : ""))
                .headline(Headlines.correlation(d)).provenance(a.provenance());
        if (d.correlationMatrix() != null) p = ViewParts.figure(p, "correlation", () -> AssetCorrelationCharts.heatmap(d));
        JsonNode cum = d.timeseries() == null ? null : d.timeseries().get("cum_returns_pct");
        if (cum != null && cum.isObject() && !cum.isEmpty()) p = ViewParts.figure(p, "cumulative-return", () -> AssetCorrelationCharts.cumulativeReturns(d));
        String best = QuantJson.text(d.summary(), "best"), worst = QuantJson.text(d.summary(), "worst");
        if (d.perfTable() != null)
            p = ViewParts.table(p, "Performance · percent columns in %, Sharpe and Sortino annualised", "performance", () -> AssetCorrelationTables.performance(d));
        return p.note(best != null && worst != null ? "By total return over the period: best " + best + ", worst " + worst + "." : null);
    }
}
