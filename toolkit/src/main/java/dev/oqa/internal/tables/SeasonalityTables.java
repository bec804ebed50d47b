package dev.oqa.internal.tables;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.SeasonalityData;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Seasonality tables. {@link #stats}: one row per bucket, {@code bucket, mean_pct, median_pct, win_rate_pct, count}
 * (win rate = share of periods with a return above 0).
 */
public final class SeasonalityTables {
    private SeasonalityTables() {}

    public static Table stats(SeasonalityData d) {
        StringColumn bucket = StringColumn.create("bucket");
        DoubleColumn mean = DoubleColumn.create("mean_pct"), median = DoubleColumn.create("median_pct"), win = DoubleColumn.create("win_rate_pct");
        IntColumn count = IntColumn.create("count");
        for (JsonNode r : QuantJson.elements(d.stats())) {
            Cells.text(bucket, QuantJson.text(r, "bucket"));
            Cells.number(mean, QuantJson.num(r, "mean_pct"));
            Cells.number(median, QuantJson.num(r, "median_pct"));
            Cells.number(win, QuantJson.num(r, "win_rate_pct"));
            double c = QuantJson.num(r, "count");
            if (Double.isFinite(c)) count.append((int) c); else count.appendMissing();
        }
        return Table.create("seasonality stats").addColumns(bucket, mean, median, win, count);
    }
}
