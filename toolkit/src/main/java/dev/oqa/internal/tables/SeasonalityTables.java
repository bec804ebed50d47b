package dev.oqa.internal.tables;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.SeasonalityData;
import java.util.List;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Seasonality tables. {@link #stats}: one row per bucket, {@code bucket, mean_pct, median_pct, win_rate_pct, count}
 * (win rate = share of periods with a return above 0). {@link #pivot}: the heatmap's numbers, {@code label} then one
 * column per pivot column, percent. {@link #annual}: {@code year, total_pct}.
 */
public final class SeasonalityTables {
    private SeasonalityTables() {}

    public static Table stats(SeasonalityData d) {
        if (d == null) throw new IllegalArgumentException("seasonality data must not be null");
        StringColumn bucket = StringColumn.create("bucket");
        DoubleColumn mean = DoubleColumn.create("mean_pct"), median = DoubleColumn.create("median_pct"), win = DoubleColumn.create("win_rate_pct");
        IntColumn count = IntColumn.create("count");
        for (JsonNode r : QuantJson.elements(d.stats())) {
            String b = QuantJson.text(r, "bucket");
            Cells.text(bucket, b);
            Cells.number(mean, QuantJson.num(r, "mean_pct"));
            Cells.number(median, QuantJson.num(r, "median_pct"));
            Cells.number(win, QuantJson.num(r, "win_rate_pct"));
            double c = QuantJson.num(r, "count");
            if (Double.isFinite(c)) count.append((int) c); else count.appendMissing();
        }
        return Table.create("seasonality stats").addColumns(bucket, mean, median, win, count);
    }

    public static Table pivot(SeasonalityData d) {
        if (d == null) throw new IllegalArgumentException("seasonality data must not be null");
        JsonNode pv = d.seasonalityPivot();
        List<String> cols = QuantJson.strings(pv == null ? null : pv.get("columns"));
        List<JsonNode> rows = QuantJson.elements(pv == null ? null : pv.get("rows"));
        Table t = Table.create("seasonality pivot");
        StringColumn label = StringColumn.create("label");
        for (JsonNode r : rows) Cells.text(label, QuantJson.text(r, "label"));
        t.addColumns(label);
        for (int j = 0; j < cols.size(); j++) {
            DoubleColumn c = DoubleColumn.create(cols.get(j));
            for (JsonNode r : rows) {
                JsonNode v = r.get("values") == null ? null : r.get("values").get(j);
                Cells.number(c, v != null && v.isNumber() ? v.asDouble() : Double.NaN);
            }
            t.addColumns(c);
        }
        return t;
    }

    /** {@code year, total_pct}; an empty table when the answer has no annual paths. */
    public static Table annual(SeasonalityData d) {
        if (d == null) throw new IllegalArgumentException("seasonality data must not be null");
        IntColumn year = IntColumn.create("year");
        DoubleColumn total = DoubleColumn.create("total_pct");
        for (JsonNode y : QuantJson.elements(d.annualCumReturns())) {
            double v = QuantJson.num(y, "year");
            if (Double.isFinite(v)) year.append((int) v); else year.appendMissing();
            Cells.number(total, QuantJson.num(y, "total_pct"));
        }
        return Table.create("calendar-year returns").addColumns(year, total);
    }

}
