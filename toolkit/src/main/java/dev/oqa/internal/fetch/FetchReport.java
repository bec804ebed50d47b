package dev.oqa.internal.fetch;

import java.util.List;
import java.util.Locale;

/**
 * The rows of one {@code oqa data fetch}, the notices to show once (terms of use), and the exit code: 0 when every
 * item succeeded, 6 when every item failed because no source could be reached, else 5 when any item failed.
 */
public record FetchReport(List<FetchRow> rows, List<String> notices) {
    public FetchReport {
        rows = List.copyOf(rows);
        notices = List.copyOf(notices);
    }

    public int exitCode() {
        List<FetchRow> failed = rows.stream().filter(r -> !r.outcome().ok()).toList();
        if (failed.isEmpty()) return 0;
        return failed.size() == rows.size() && failed.stream().allMatch(FetchRow::network) ? 6 : 5;
    }

    /** One line per item (a failed one with its error in place of the file), then the notices. */
    public String text() {
        StringBuilder sb = new StringBuilder(rowsText());
        for (String n : notices) sb.append('\n').append(n);
        return sb.toString().stripTrailing();
    }

    /** One line per item, without the notices: what {@code oqa data fetch} prints on stdout (the notices go to stderr). */
    public String rowsText() {
        String line = "%-8s %-7s %-20s %-21s %6s  %-9s %s%n";
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, line, "what", "symbol", "source", "as of", "rows", "result", "file"));
        for (FetchRow r : rows) {
            boolean failed = !r.outcome().ok();
            sb.append(String.format(Locale.ROOT, line, r.what(), r.symbol(), r.source(), failed ? "-" : r.asOf(), failed ? "-" : r.rows(),
                    r.outcome().name().toLowerCase(Locale.ROOT),
                    failed ? r.note() : r.file() + (r.note().isEmpty() ? "" : " (" + r.note() + ")")));
        }
        return sb.toString().stripTrailing();
    }
}
