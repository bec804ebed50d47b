package dev.oqa.internal.tables;

import dev.oqa.model.data.OpenInterestData;
import java.util.List;
import java.util.Set;
import tech.tablesaw.api.DateColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Open-interest summaries as tables, in the data's basis (contracts for open interest and volume, dollars for
 * total premium): {@link #byStrike} has {@code strike, calls, puts, total, net_percent, pcr}; {@link #byExpiry} has
 * {@code expiration} (date) and the same measures. {@code net_percent} is the row's share of the grand total and
 * {@code pcr} puts ÷ calls (missing when calls are 0), both as the data gives them. api-v0 leaves the records open:
 * the known columns come first and typed, any further field a server sends follows under its own name.
 */
public final class OpenInterestTables {
    private static final List<String> MEASURES = List.of("calls", "puts", "total", "net_percent", "pcr");

    private OpenInterestTables() {}

    public static Table byStrike(OpenInterestData d) {
        Table raw = JsonTables.of(name(d, "by strike"), d.strikeSummary());
        Table t = Table.create(raw.name(), numbers(raw, "strike"));
        addMeasures(raw, t, Set.of("strike"));
        return t.sortAscendingOn("strike");
    }

    public static Table byExpiry(OpenInterestData d) {
        Table raw = JsonTables.of(name(d, "by expiry"), d.expirySummary());
        String key = raw.columnNames().contains("expiration") ? "expiration" : "expiry";
        Table t = Table.create(raw.name());
        DateColumn e = DateColumn.create("expiration");
        for (int i = 0; i < raw.rowCount(); i++) {
            String s = raw.columnNames().contains(key) ? raw.column(key).getString(i) : "";
            Cells.date(e, s);
        }
        t.addColumns(e);
        addMeasures(raw, t, Set.of(key));
        return t.sortAscendingOn("expiration");
    }

    private static void addMeasures(Table raw, Table t, Set<String> keys) {
        for (String m : MEASURES) t.addColumns(numbers(raw, m));
        t.addColumns(raw.columns().stream().filter(c -> !keys.contains(c.name()) && !MEASURES.contains(c.name())).toArray(Column[]::new));
    }

    /** A copy of the column, all missing when it is absent or not numeric. */
    private static DoubleColumn numbers(Table raw, String col) {
        return raw.columnNames().contains(col) && raw.column(col) instanceof DoubleColumn c ? c.copy() : DoubleColumn.create(col, raw.rowCount());
    }

    private static String name(OpenInterestData d, String how) {
        String basis = d.basis() == null ? "open interest" : d.basis().replace('_', ' ');
        return (d.ticker() == null ? "" : d.ticker() + " ") + basis + " " + how;
    }

}
