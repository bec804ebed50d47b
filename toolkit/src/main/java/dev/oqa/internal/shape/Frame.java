package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A member normalised to columns: named columns in the server's order and rows of cells as received (cells are
 * interpreted by {@link Cells} when read). Immutable; rows are copies.
 */
public final class Frame {
    private final List<String> columns;
    private final List<ObjectNode> rows;

    Frame(List<String> columns, List<ObjectNode> rows) {
        this.columns = List.copyOf(columns);
        this.rows = List.copyOf(rows);
    }

    static Frame of(List<ObjectNode> rows) {
        LinkedHashSet<String> cols = new LinkedHashSet<>();
        for (ObjectNode r : rows) r.fieldNames().forEachRemaining(cols::add);
        return new Frame(new ArrayList<>(cols), rows);
    }

    public List<String> columns() { return columns; }

    public int size() { return rows.size(); }

    public boolean isEmpty() { return rows.isEmpty(); }

    public JsonNode cell(int row, String column) { return rows.get(row).get(column); }

    /** The column of that name, ignoring case, spaces and dashes ({@code "Max Drawdown"} finds {@code max_drawdown}). */
    public Optional<String> column(String name) {
        String want = key(name);
        return columns.contains(name) ? Optional.of(name) : columns.stream().filter(c -> key(c).equals(want)).findFirst();
    }

    /** The column of the first of {@code names} that {@link #column(String)} finds. */
    public Optional<String> column(List<String> names) { return names.stream().map(this::column).flatMap(Optional::stream).findFirst(); }

    /** The first column whose cells are all numbers or missing, other than those given. */
    public Optional<String> firstNumeric(List<String> except) {
        return columns.stream().filter(c -> !except.contains(c) && numeric(c)).findFirst();
    }

    /** The first column with at least one cell that is text and not a number. */
    public Optional<String> firstText() { return columns.stream().filter(c -> !numeric(c)).findFirst(); }

    /** Whether some row has the column and every cell in it is a number or missing (an absent cell reads as missing). */
    public boolean numeric(String column) {
        return rows.stream().anyMatch(r -> r.has(column))
                && rows.stream().map(r -> r.get(column)).allMatch(v -> (v == null || v.isValueNode()) && Cells.numeric(v));
    }

    /** The rows as canonical records: numeric columns hold numbers or null, other cells stay as received. */
    public ArrayNode records() {
        ArrayNode out = Cells.F.arrayNode(rows.size());
        List<String> numericCols = columns.stream().filter(this::numeric).toList();
        for (ObjectNode r : rows) {
            ObjectNode o = Cells.F.objectNode();
            for (String c : columns) {
                JsonNode v = r.get(c);
                if (v == null) continue;
                o.set(c, numericCols.contains(c) ? Cells.numberNode(v) : Cells.missing(v) && v.isTextual() ? Cells.F.nullNode() : v);
            }
            out.add(o);
        }
        return out;
    }

    static String key(String s) { return s.toLowerCase(Locale.ROOT).replaceAll("[\\s\\-]+", "_"); }
}
