package dev.oqa.internal.tables;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.Percent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * A JSON array of records to a Tablesaw table, for the record arrays whose fields api-v0 leaves open (chain rows,
 * OI summaries, anything a newer server sends). Columns are the union of field names in first-seen order; a column
 * whose non-null values are all numbers is a {@link DoubleColumn}, all booleans a {@link BooleanColumn}, all ISO dates
 * ({@code 2025-10-17}) a {@link tech.tablesaw.api.DateColumn}, anything else a {@link StringColumn}. JSON null and
 * absent fields become missing values, never zero. Implied volatilities ({@link #IV_FIELDS}) stay the fractions
 * api-v0 sends and are marked {@link Percent}, so a display shows {@code iv} as {@code iv_pct} like every other IV.
 */
public final class JsonTables {
    private JsonTables() {}

    private enum Kind { NUMBER, BOOLEAN, TEXT, UNKNOWN }

    /** The record fields api-v0 (and the local engine's {@code iv_calc}) give as annualised IV fractions. */
    static final Set<String> IV_FIELDS = Set.of("iv", "atm_iv", "iv_calc");

    /** A number column: an IV field is marked as a fraction read in percent. */
    private static DoubleColumn number(String name, double[] values) {
        DoubleColumn c = DoubleColumn.create(name, values);
        return IV_FIELDS.contains(name) ? Percent.of(c) : c;
    }

    /** A text column: dates when every value is an ISO date, else strings. */
    private static Column<?> text(String name, String[] values) {
        Column<?> dates = DateColumns.ifAllDates(name, values);
        return dates != null ? dates : StringColumn.create(name, values);
    }

    public static Table of(String name, JsonNode rows) {
        Table t = Table.create(name);
        if (rows == null || !rows.isArray() || rows.isEmpty()) return t;
        Map<String, Kind> kinds = new LinkedHashMap<>();
        for (JsonNode row : rows) row.forEachEntry((key, v) -> kinds.merge(key, kind(v), JsonTables::widen));
        int n = rows.size();
        List<String> names = new ArrayList<>(kinds.keySet());
        Map<String, Integer> index = new HashMap<>(names.size() * 2);
        for (int i = 0; i < names.size(); i++) index.put(names.get(i), i);
        Kind[] k = new Kind[names.size()];
        double[][] nums = new double[names.size()][];
        String[][] texts = new String[names.size()][];
        BooleanColumn[] bools = new BooleanColumn[names.size()];
        for (int i = 0; i < names.size(); i++) {
            k[i] = kinds.get(names.get(i));
            switch (k[i]) {
                case NUMBER, UNKNOWN -> { nums[i] = new double[n]; Arrays.fill(nums[i], Double.NaN); }
                case TEXT -> { texts[i] = new String[n]; Arrays.fill(texts[i], ""); }
                case BOOLEAN -> bools[i] = BooleanColumn.create(names.get(i), n);
            }
        }
        // Columnar arrays first (NaN and "" are Tablesaw's missing values), one column object each at the end.
        for (int r = 0; r < n; r++) {
            for (var f : rows.get(r).properties()) {
                JsonNode v = f.getValue();
                if (v.isNull()) continue;
                int c = index.get(f.getKey());
                switch (k[c]) {
                    case NUMBER, UNKNOWN -> nums[c][r] = v.asDouble();
                    case BOOLEAN -> bools[c].set(r, v.asBoolean());
                    case TEXT -> texts[c][r] = v.isValueNode() ? v.asText() : v.toString();
                }
            }
        }
        List<Column<?>> cols = new ArrayList<>(names.size());
        for (int i = 0; i < names.size(); i++) {
            cols.add(switch (k[i]) {
                case NUMBER, UNKNOWN -> number(names.get(i), nums[i]);
                case BOOLEAN -> bools[i];
                case TEXT -> text(names.get(i), texts[i]);
            });
        }
        t.addColumns(cols.toArray(Column[]::new));
        return t;
    }

    private static Kind kind(JsonNode v) {
        if (v == null || v.isNull()) return Kind.UNKNOWN;
        if (v.isNumber()) return Kind.NUMBER;
        if (v.isBoolean()) return Kind.BOOLEAN;
        return Kind.TEXT;
    }

    private static Kind widen(Kind a, Kind b) {
        if (a == b || b == Kind.UNKNOWN) return a;
        if (a == Kind.UNKNOWN) return b;
        return Kind.TEXT;
    }
}
