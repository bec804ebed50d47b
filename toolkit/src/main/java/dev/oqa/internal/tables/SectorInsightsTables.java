package dev.oqa.internal.tables;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.SectorInsightsData;
import tech.tablesaw.api.DateColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Sector-insights tables. {@link #summary}: one row per sector, best return first, {@code ticker, sector, start, end} (dates) {@code , return_pct,
 * volatility_pct, sharpe, max_drawdown_pct, advances, declines} (advances/declines: days the sector closed above /
 * below its previous close). {@link #adRatioByMonth}: {@code month, mean_ad_ratio, days, days_without_decliners}
 * (days with no decliners have no ratio and are left out of the mean, counted separately).
 */
public final class SectorInsightsTables {
    private SectorInsightsTables() {}

    public static Table summary(SectorInsightsData d) {
        StringColumn tk = StringColumn.create("ticker"), sector = StringColumn.create("sector");
        DateColumn start = DateColumn.create("start"), end = DateColumn.create("end");
        DoubleColumn ret = DoubleColumn.create("return_pct"), vol = DoubleColumn.create("volatility_pct"),
                sh = DoubleColumn.create("sharpe"), dd = DoubleColumn.create("max_drawdown_pct");
        IntColumn adv = IntColumn.create("advances"), dec = IntColumn.create("declines");
        for (JsonNode r : QuantJson.elements(d.summary())) {
            Cells.text(tk, QuantJson.text(r, "ticker"));
            Cells.text(sector, QuantJson.text(r, "sector"));
            Cells.date(start, QuantJson.text(r, "start"));
            Cells.date(end, QuantJson.text(r, "end"));
            Cells.number(ret, QuantJson.num(r, "return_pct"));
            Cells.number(vol, QuantJson.num(r, "volatility_pct"));
            Cells.number(sh, QuantJson.num(r, "sharpe"));
            Cells.number(dd, QuantJson.num(r, "max_drawdown_pct"));
            integer(adv, QuantJson.num(r, "advances"));
            integer(dec, QuantJson.num(r, "declines"));
        }
        return Table.create("sector summary").addColumns(tk, sector, start, end, ret, vol, sh, dd, adv, dec).sortDescendingOn("return_pct");
    }

    public static Table adRatioByMonth(SectorInsightsData d) {
        JsonNode rows = d.timeseries() == null ? null : d.timeseries().get("ad_ratio_monthly_mean");
        StringColumn month = StringColumn.create("month");
        DoubleColumn mean = DoubleColumn.create("mean_ad_ratio");
        IntColumn days = IntColumn.create("days"), none = IntColumn.create("days_without_decliners");
        for (JsonNode r : QuantJson.elements(rows)) {
            Cells.text(month, QuantJson.text(r, "date"));
            Cells.number(mean, QuantJson.num(r, "value"));
            integer(days, QuantJson.num(r, "days"));
            integer(none, QuantJson.num(r, "days_without_decliners"));
        }
        return Table.create("advance/decline ratio by month").addColumns(month, mean, days, none);
    }


    private static void integer(IntColumn c, double v) { if (Double.isFinite(v)) c.append((int) Math.round(v)); else c.appendMissing(); }
}
