package dev.oqa.tables;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Turns a JSON array of records into a Tablesaw table: one column per field (in first-seen order),
 * numeric when every non-null value is a number, text otherwise. Missing values stay missing. This is the
 * generic path for the record arrays whose fields api-v0 leaves open (chain rows, OI summaries, UOA trades).
 */
public final class JsonTables {
    private JsonTables() {}

    public static Table of(String name, JsonNode array) {
        Table t = Table.create(name);
        if (array == null || !array.isArray() || array.isEmpty()) return t;
        Map<String, Boolean> numeric = new LinkedHashMap<>();
        for (JsonNode row : array) {
            if (!row.isObject()) continue;
            for (Iterator<Map.Entry<String, JsonNode>> it = row.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                JsonNode v = f.getValue();
                boolean isNum = v == null || v.isNull() || v.isNumber();
                numeric.merge(f.getKey(), isNum, Boolean::logicalAnd);
            }
        }
        List<Column<?>> cols = new ArrayList<>();
        for (Map.Entry<String, Boolean> e : numeric.entrySet()) {
            String field = e.getKey();
            if (e.getValue()) {
                double[] vals = new double[array.size()];
                int i = 0;
                for (JsonNode row : array) {
                    JsonNode v = row.get(field);
                    vals[i++] = v == null || v.isNull() ? Double.NaN : v.asDouble();
                }
                cols.add(DoubleColumn.create(field, vals));
            } else {
                StringColumn c = StringColumn.create(field);
                for (JsonNode row : array) {
                    JsonNode v = row.get(field);
                    if (v == null || v.isNull()) c.appendMissing();
                    else c.append(v.isValueNode() ? v.asText() : v.toString());
                }
                cols.add(c);
            }
        }
        return t.addColumns(cols.toArray(Column[]::new));
    }
}
