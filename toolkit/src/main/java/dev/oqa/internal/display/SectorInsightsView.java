package dev.oqa.internal.display;

import dev.oqa.internal.charts.SectorInsightsCharts;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.Answer;
import dev.oqa.model.data.SectorInsightsData;
import dev.oqa.internal.tables.SectorInsightsTables;

/**
 * {@code /quant/sector-insights} for a notebook: the advance–decline line and the sectors' period returns side by
 * side, the sectors' cumulative paths, the summary table and the monthly advance/decline ratio.
 */
public final class SectorInsightsView {
    private SectorInsightsView() {}

    public static Panel of(Answer<SectorInsightsData> a) {
        SectorInsightsData d = a.data();
        var rows = QuantJson.elements(d.summary());
        String start = rows.isEmpty() ? null : QuantJson.text(rows.get(0), "start"), end = rows.isEmpty() ? null : QuantJson.text(rows.get(0), "end");
        Panel p = Panel.titled("Sector insights · " + rows.size() + " sectors" + (start != null && end != null ? " · " + start + " → " + end : ""))
                .headline(Headlines.sectors(d)).provenance(a.provenance());
        var ts = d.timeseries();
        if (ts != null && ts.get("ad_line") != null) p = ViewParts.figure(p, "advance/decline line", () -> SectorInsightsCharts.adLine(d));
        if (d.summary() != null) p = ViewParts.figure(p, "period-return", () -> SectorInsightsCharts.periodReturns(d));
        if (ts != null && ts.get("cum_returns_pct") != null && !ts.get("cum_returns_pct").isEmpty())
            p = ViewParts.figure(p, "cumulative-return", () -> SectorInsightsCharts.cumulativeReturns(d));
        if (d.summary() != null) p = ViewParts.table(p, "Sectors · returns, volatility and drawdown in %", "sector summary", () -> SectorInsightsTables.summary(d));
        p = ViewParts.table(p, "Advance/decline ratio, monthly mean", "advance/decline ratio", () -> {
            var ad = SectorInsightsTables.adRatioByMonth(d);
            return ad.rowCount() > 0 ? ad : null;
        });
        return p.note("Advances/declines: sessions closing above/below the previous close. Days with no decliners have no ratio; they are left out of the mean and counted.");
    }
}
