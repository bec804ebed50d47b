package dev.oqa.internal.display;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.charts.GenericChart;
import dev.oqa.model.Json;
import dev.oqa.internal.shape.Shapes;
import dev.oqa.model.Unread;
import dev.oqa.internal.tables.JsonTables;
import java.util.Set;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * What a view shows for a member it could not read: the member as received in a generic table (as columns when it
 * is table-like at all, else key and value), a line chart of its numbers where there are any, and a note naming it.
 */
final class Fallback {
    private Fallback() {}

    static Panel member(Panel p, Unread u) {
        Table t = table(u.member(), u.raw());
        try {
            var chart = GenericChart.of(u.member() + " (as received)", t);
            if (chart.isPresent()) p = p.figure(chart.get());
        } catch (RuntimeException noChart) {
            // a chart is a bonus here; the table and the note still show the member
        }
        if (t.rowCount() > 0) p = p.table(u.member() + " · as received", t);
        return p.note(u.note());
    }

    /** The member as a table: columns when it reads as a frame, else one row per entry (key, value as JSON). */
    static Table table(String name, JsonNode raw) {
        try {
            var f = Shapes.frame(raw, "key", Set.of());
            if (f.isPresent() && !f.get().isEmpty()) return JsonTables.of(name, f.get().records());
        } catch (RuntimeException ignored) {
            // fall through to key and value
        }
        StringColumn k = StringColumn.create("key"), v = StringColumn.create("value");
        if (raw == null || raw.isNull() || raw.isMissingNode()) return Table.create(name).addColumns(k, v);
        if (raw.isObject()) {
            for (var e : raw.properties()) { k.append(e.getKey()); v.append(text(e.getValue())); }
        } else if (raw.isArray()) {
            for (int i = 0; i < raw.size(); i++) { k.append(Integer.toString(i)); v.append(text(raw.get(i))); }
        } else {
            k.append(name);
            v.append(text(raw));
        }
        return Table.create(name).addColumns(k, v);
    }

    private static String text(JsonNode v) {
        String s = v.isValueNode() ? v.asText() : Json.write(v, false);
        return s.length() > 200 ? s.substring(0, 200) + "…" : s;
    }
}
