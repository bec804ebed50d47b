package dev.oqa.internal.scan;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;
import tech.tablesaw.api.Table;

/**
 * The rows of a finished scan, in plan order (options: underlying, then date; quant: ticker), with the engine
 * that ran it and how long it took.
 */
public record ScanResult(ScanJob job, String engine, List<ScanRow> rows, long elapsedNanos) {
    public ScanResult {
        Objects.requireNonNull(job, "job");
        rows = List.copyOf(rows);
    }

    public ScanAnalytic analytic() { return job.analytic(); }

    public List<ScanRow> failures() { return rows.stream().filter(ScanRow::failed).toList(); }

    public double seconds() { return elapsedNanos / 1e9; }

    /** Rows per second of wall time, start-up included. */
    public double rowsPerSecond() { return rows.isEmpty() || elapsedNanos <= 0 ? 0 : rows.size() / seconds(); }

    /** Tablesaw table: one column per {@link ScanAnalytic#columns()} entry. */
    public Table table() { return ScanOutput.table(this); }

    /** One line: a notebook shows a magic's returned value with it, and the rows can be thousands. */
    @Override public String toString() {
        return "ScanResult[" + analytic().wire() + ", " + rows.size() + " rows, " + failures().size() + " failed, " + engine + " engine; table() for the rows]";
    }

    /** "500 snapshots, 1 failed, 2.3 s (local engine)", then one line per failure. */
    public String summary() {
        String unit = analytic() == ScanAnalytic.HELD ? "row" : analytic().family() == ScanAnalytic.Family.OPTIONS ? "snapshot" : "ticker";
        List<ScanRow> f = failures();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%d %s%s, %d failed, %.2f s (%s engine, %.1f rows/s)",
                rows.size(), unit, rows.size() == 1 ? "" : "s", f.size(), seconds(), engine, rowsPerSecond()));
        if (!f.isEmpty())
            sb.append('\n').append(f.stream().map(r -> "  " + r.file() + ": " + r.error()).collect(Collectors.joining("\n")));
        return sb.toString();
    }
}
