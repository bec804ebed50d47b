package dev.oqa;

import dev.oqa.internal.fetch.FetchReport;
import java.util.List;
import java.util.Locale;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** What {@link FetchQuery#run()} did: one item per chain, ticker or rate series, as {@code oqa data fetch} prints them. */
public final class FetchResult {
    /**
     * One item.
     *
     * @param result {@code new}, {@code replaced}, {@code appended}, {@code unchanged}, {@code kept}, {@code recent} or {@code failed}
     * @param note   what else to know, or the error when it failed
     */
    public record Item(String what, String symbol, String source, String asOf, int rows, String result, String file, String note) {
        public boolean ok() { return !result.equals("failed"); }
    }

    private final FetchReport report;
    private final List<Item> items;

    FetchResult(FetchReport report) {
        this.report = report;
        this.items = report.rows().stream().map(r -> new Item(r.what(), r.symbol(), r.source(), r.asOf(), r.rows(),
                r.outcome().name().toLowerCase(Locale.ROOT), r.file(), r.note())).toList();
    }

    public List<Item> items() { return items; }

    /** True when every item arrived (or the folder already held it). */
    public boolean ok() { return report.exitCode() == 0; }

    /** True when an item of {@code symbol} arrived (or the folder already held it), e.g. {@code gex(r.ok("QQQ") ? "QQQ" : "SPY")}. */
    public boolean ok(String symbol) { return items.stream().anyMatch(i -> i.ok() && i.symbol().equalsIgnoreCase(symbol.strip())); }

    /** The command line's exit code: 0, 5 when any item failed, 6 when no source could be reached. */
    public int exitCode() { return report.exitCode(); }

    /** The sources' terms, shown on the first fetch from each. */
    public List<String> notices() { return report.notices(); }

    /** The items as a table: what, symbol, source, as_of, rows, result, file, note. */
    public Table table() {
        return Table.create("fetch",
                StringColumn.create("what", items.stream().map(Item::what)), StringColumn.create("symbol", items.stream().map(Item::symbol)),
                StringColumn.create("source", items.stream().map(Item::source)), StringColumn.create("as_of", items.stream().map(Item::asOf)),
                IntColumn.create("rows", items.stream().mapToInt(Item::rows).toArray()), StringColumn.create("result", items.stream().map(Item::result)),
                StringColumn.create("file", items.stream().map(Item::file)), StringColumn.create("note", items.stream().map(Item::note)));
    }

    /**
     * One line for a notebook: {@code fetched options QQQ (as of …), prices QQQ (as of …)}, or {@code could not fetch …}
     * with the first error (offline: {@code cannot reach …}), so a cell can say so and go on with the data held; the
     * sources' terms follow on their own lines the first time.
     */
    public String summary() {
        List<Item> bad = items.stream().filter(i -> !i.ok()).toList();
        String got = String.join(", ", items.stream().filter(Item::ok).map(i -> i.what() + " " + i.symbol() + " (as of " + i.asOf() + ")").toList());
        String line = bad.isEmpty() ? "fetched " + got : "could not fetch " + bad.get(0).what() + " " + bad.get(0).symbol() + ": " + bad.get(0).note()
                + (bad.size() > 1 ? " (and " + (bad.size() - 1) + " more)" : "") + (got.isEmpty() ? "" : "; fetched " + got);
        return notices().isEmpty() ? line : line + "\n" + String.join("\n", notices());
    }

    /** One line per item, then the notices: what {@code oqa data fetch} prints. */
    public String text() { return report.text(); }

    @Override public String toString() { return text(); }
}
