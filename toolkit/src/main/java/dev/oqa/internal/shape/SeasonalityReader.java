package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.model.data.SeasonalityData;
import java.util.Optional;

/**
 * {@code GET /quant/seasonality}: the pivot as rows by columns of numbers; {@code stats} as records by bucket;
 * {@code annual_cum_returns} as {@code [{year, total_pct, series}]}, also from {@code {year: total}} or
 * {@code {year: series}} (then {@code total_pct} is the series' last value, the year's cumulative return).
 */
public final class SeasonalityReader implements DataReader<SeasonalityData> {
    @Override public Class<SeasonalityData> type() { return SeasonalityData.class; }

    @Override public Reading<SeasonalityData> read(JsonNode data) {
        Members m = new Members("SeasonalityData", data);
        JsonNode pivot = m.open("seasonality_pivot", Shapes::pivot);
        JsonNode stats = m.open("stats", v -> Readers.records(v, "bucket", "bucket", "mean_pct", "median_pct", "win_rate_pct", "count"));
        JsonNode annual = m.open("annual_cum_returns", SeasonalityReader::annual);
        return m.reading(new SeasonalityData(pivot, stats, annual));
    }

    static Optional<ArrayNode> annual(JsonNode v) {
        if (v.isObject() && !v.isEmpty() && v.properties().stream().allMatch(e -> !e.getValue().isValueNode())
                && !v.has("data")) {
            ArrayNode out = Cells.F.arrayNode();
            for (var e : v.properties()) {
                Optional<ArrayNode> s = Shapes.dated(e.getValue());
                if (s.isEmpty()) return Optional.empty();
                out.add(year(e.getKey(), s.get()));
            }
            return Optional.of(out);
        }
        Optional<ArrayNode> rows = Readers.records(v, "year", "year", "total_pct", "series");
        if (rows.isEmpty()) return Optional.empty();
        ArrayNode out = Cells.F.arrayNode();
        for (JsonNode r : rows.get()) {
            ObjectNode o = Cells.F.objectNode();
            o.set("year", Cells.numberNode(r.get("year")));
            o.set("total_pct", Cells.numberNode(r.has("total_pct") ? r.get("total_pct") : r.get("value")));
            if (r.has("series")) {
                Optional<ArrayNode> s = Shapes.dated(r.get("series"));
                if (s.isEmpty()) return Optional.empty();
                o.set("series", s.get());
            }
            out.add(o);
        }
        return Optional.of(out);
    }

    private static ObjectNode year(String year, ArrayNode series) {
        ObjectNode o = Cells.F.objectNode();
        o.set("year", Cells.numberNode(Cells.F.textNode(year)));
        JsonNode last = Cells.F.nullNode();
        for (JsonNode p : series) if (!p.path("value").isNull()) last = p.get("value");
        o.set("total_pct", last);
        o.set("series", series);
        return o;
    }
}
