package dev.oqa;

import dev.oqa.internal.charts.HistoryCharts;
import dev.oqa.internal.scan.Held;
import dev.oqa.internal.scan.ScanAnalytic;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * The rows of a finished scan ({@link Oqa#scan}) or of one underlying's history ({@link Oqa#history}), in plan order
 * (options: underlying, then date; quant: ticker), with the engine that ran it and how long it took. A snapshot that
 * could not be read is a row too, with its error. A history also draws its two time-series charts.
 */
public final class ScanResult {
    private final dev.oqa.internal.scan.ScanResult rows;
    private final String ticker;

    /** @param ticker the underlying of a history, or null for a universe scan */
    ScanResult(dev.oqa.internal.scan.ScanResult rows, String ticker) {
        this.rows = Objects.requireNonNull(rows, "rows");
        this.ticker = ticker;
    }

    /** The analytic's name: {@code gex, iv, em, oi, options} or {@code risk}. */
    public String analytic() { return rows.analytic().wire(); }

    /** The underlying of a history; empty for a universe scan. */
    public Optional<String> ticker() { return Optional.ofNullable(ticker); }

    /** {@code local} or {@code spark}. */
    public String engine() { return rows.engine(); }

    /** Rows, failed ones included. */
    public int size() { return rows.rows().size(); }

    /** One line per row that could not be computed: its file and why. */
    public List<String> failures() { return rows.failures().stream().map(r -> r.file() + ": " + r.error()).toList(); }

    /** Wall time, start-up included. */
    public double seconds() { return rows.seconds(); }

    /** Tablesaw table: one column per column of the analytic (the history's are listed in docs/SCANS.md). */
    public Table table() { return rows.table(); }

    /** "500 snapshots, 1 failed, 2.3 s (local engine)", then one line per failure. */
    public String summary() { return rows.summary(); }

    /** A history's spot, zero-gamma level, call wall and put wall by snapshot date. */
    public Figure levelsChart() { return HistoryCharts.levels(rows, historyTicker()); }

    /** A history's ATM IV at 30 days and 25-delta skew (put − call), in percent, by snapshot date. */
    public Figure volatilityChart() { return HistoryCharts.volatility(rows, historyTicker()); }

    /** A history's ATM IV at 1 week, 1 month and 3 months and the 25-delta risk reversal (call − put), in percent, by snapshot date. */
    public Figure termChart() { return HistoryCharts.term(rows, historyTicker()); }

    /** A history's ATM IV term structure as a heatmap: snapshot date across, tenor (1 week, 1 month, 3 months) up. */
    public Figure termHeatmap() { return HistoryCharts.termHeatmap(rows, historyTicker()); }

    /** {@link Oqa#held}: realized ÷ implied move per snapshot, one series per horizon, against the 1.0 line. */
    public Figure heldChart() { return HistoryCharts.held(rows, heldRows()); }

    /**
     * {@link Oqa#held}: per horizon, how many rows are realized, how many stayed inside, the hit rate, the mean and the
     * median ratio realized/implied, and how many are pending.
     */
    public Table heldSummary() { heldRows(); return Held.summaryTable(rows); }

    private String heldRows() {
        if (rows.analytic() != ScanAnalytic.HELD)
            throw new IllegalStateException("this is " + analytic() + " rows; held moves are oqa.held(\"SPY\")'s");
        return historyTicker();
    }

    private String historyTicker() {
        if (ticker == null)
            throw new IllegalStateException("charts are drawn for the history of one underlying (oqa.history(\"SPX\")); a universe scan has its table()");
        return ticker;
    }

    /** One line: the rows can be thousands. */
    @Override public String toString() { return rows.toString(); }
}
