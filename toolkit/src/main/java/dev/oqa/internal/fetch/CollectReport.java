package dev.oqa.internal.fetch;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

/**
 * What one {@code oqa data collect} did: the day it collected for (null when it collected nothing), a headline, one
 * row per item (fetched, or already held), the terms notices to show once, and warnings the user must see (a chain
 * the source still dates before the day, a log that could not be written). The exit code is 0 unless an item failed
 * or there is a warning: 6 when every item fetched failed because no source could be reached, else 5.
 */
public record CollectReport(LocalDate day, String headline, List<FetchRow> rows, List<String> notices, List<String> warnings, Path log) {
    public CollectReport {
        rows = List.copyOf(rows);
        notices = List.copyOf(notices);
        warnings = List.copyOf(warnings);
    }

    /** True when the run changed nothing in the folder (every item already held, or nothing to collect today). */
    public boolean changedNothing() {
        return rows.stream().allMatch(r -> r.outcome() == FetchRow.Outcome.UNCHANGED || r.outcome() == FetchRow.Outcome.RECENT
                || r.outcome() == FetchRow.Outcome.KEPT);
    }

    public int exitCode() {
        int fetch = new FetchReport(rows, List.of()).exitCode();
        return fetch != 0 ? fetch : warnings.isEmpty() ? 0 : 5;
    }

    public String text() {
        StringBuilder sb = new StringBuilder(headline).append('\n');
        if (!rows.isEmpty()) sb.append(new FetchReport(rows, notices).text()).append('\n');
        for (String w : warnings) sb.append("warning: ").append(w).append('\n');
        if (log != null) sb.append("log: ").append(log);
        return sb.toString().stripTrailing();
    }
}
