package dev.oqa.internal.tables;

import java.util.Comparator;
import java.util.stream.IntStream;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;

/**
 * The rows that matter in a by-strike table: the {@code n} whose strike is nearest spot, kept in ascending strike
 * order, so a notebook's first screen shows the money, not the deep wings. Rows with a missing strike are dropped.
 */
public final class NearSpot {
    private NearSpot() {}

    /**
     * @param column a numeric column (e.g. {@code strike})
     * @param spot   the centre; when not a positive finite number the table's first {@code n} rows are returned
     */
    public static Table rows(Table t, String column, double spot, int n) {
        if (t == null) throw new IllegalArgumentException("table must not be null");
        if (n < 1) throw new IllegalArgumentException("n must be 1 or more, got " + n);
        if (!t.columnNames().contains(column) || !(t.column(column) instanceof NumericColumn<?> c))
            throw new IllegalArgumentException("table '" + t.name() + "' has no numeric column '" + column + "'; columns: " + t.columnNames());
        if (!(spot > 0) || !Double.isFinite(spot)) return t.first(n);
        int[] keep = IntStream.range(0, t.rowCount()).filter(i -> !c.isMissing(i))
                .boxed().sorted(Comparator.comparingDouble(i -> Math.abs(c.getDouble(i) - spot)))
                .limit(n).mapToInt(Integer::intValue).toArray();
        return t.rows(keep).sortAscendingOn(column); // rows(...) keeps table order, which need not be by strike
    }
}
