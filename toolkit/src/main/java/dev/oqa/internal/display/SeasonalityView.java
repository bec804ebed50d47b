package dev.oqa.internal.display;

import dev.oqa.internal.charts.SeasonalityCharts;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.Answer;
import dev.oqa.model.data.SeasonalityData;
import dev.oqa.internal.tables.SeasonalityTables;

/**
 * {@code /quant/seasonality} for a notebook: the heatmap of the pivot, the stats table (mean, median, win rate,
 * count per bucket), and the year-to-date paths when the answer has them.
 */
public final class SeasonalityView {
    private SeasonalityView() {}

    /** The panel, naming the ticker asked about when given (the answer's data does not carry it). */
    public static Panel of(Answer<SeasonalityData> a, String ticker) {
        SeasonalityData d = a.data();
        String grouping = QuantJson.text(d.seasonalityPivot(), "grouping");
        Panel p = Panel.titled("Seasonality" + (ticker == null || ticker.isBlank() ? "" : " · " + ticker.strip())
                        + (grouping == null ? "" : " · " + grouping))
                .headline(Headlines.seasonality(d)).provenance(a.provenance());
        if (d.seasonalityPivot() != null) p = ViewParts.figure(p, "seasonality heatmap", () -> SeasonalityCharts.heatmap(d));
        boolean annual = !QuantJson.elements(d.annualCumReturns()).isEmpty();
        if (annual) p = ViewParts.figure(p, "calendar-year paths", () -> SeasonalityCharts.annualPaths(d));
        if (d.stats() != null) p = ViewParts.table(p, "Statistics by bucket · %", "seasonality statistics", () -> SeasonalityTables.stats(d)).rows(31);
        return p.note("Win rate: share of periods with a return above 0. Returns of adjusted closes, compounded within each period.");
    }
}
