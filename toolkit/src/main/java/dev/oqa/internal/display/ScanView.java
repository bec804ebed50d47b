package dev.oqa.internal.display;

import dev.oqa.internal.charts.HistoryCharts;
import dev.oqa.internal.scan.Held;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.model.Provenance;
import dev.oqa.internal.scan.ScanResult;
import java.util.List;

/**
 * Scan rows for a notebook. {@code --history} of one underlying gets its two time-series charts (GEX levels
 * against spot; ATM IV and skew), the IV command the volatility chart first; a universe scan gets its table and
 * the failure summary.
 */
public final class ScanView {
    private ScanView() {}

    /**
     * @param ticker  the underlying of a {@code --history}, or null for a universe scan
     * @param command the command that asked ({@code gex}, {@code iv}, {@code expected-move}, {@code oi}, {@code scan})
     */
    public static Panel panel(ScanResult r, String ticker, String command) {
        if (r == null) throw new IllegalArgumentException("scan result must not be null");
        if (ticker == null) {
            Panel p = Panel.titled("Scan · " + r.analytic().wire() + " · " + r.rows().size() + " rows")
                    .provenance(Provenance.local(null, List.of("every snapshot or ticker in " + r.job().describeData(), r.engine() + " engine")))
                    .table(r.table()).rows(50);
            for (String line : r.summary().split("\n")) p = p.note(line.strip());
            return p;
        }
        if (r.analytic() == ScanAnalytic.HELD) return held(r, ticker);
        Panel p = Panel.titled("History · " + ticker + " · " + r.rows().size() + " snapshots")
                .provenance(Provenance.local(null, List.of("one row per snapshot of " + ticker + " in " + r.job().describeData())));
        boolean any = r.rows().stream().anyMatch(x -> !x.failed());
        if (any) {
            if ("iv".equals(command)) p = p.figure(HistoryCharts.term(r, ticker)).figure(HistoryCharts.termHeatmap(r, ticker))
                    .figure(HistoryCharts.volatility(r, ticker)).figure(HistoryCharts.levels(r, ticker));
            else p = p.figure(HistoryCharts.levels(r, ticker)).figure(HistoryCharts.volatility(r, ticker));
        }
        p = p.table(r.table()).rows(100);
        if (!r.failures().isEmpty()) for (String line : r.summary().split("\n")) p = p.note(line.strip());
        return p.note("Each row: that snapshot's GEX (open interest, all expiries and strikes) and gamma regime (negative: spot below zero gamma), "
                + "ATM IV at 7, 30 and 91 days (linear in total variance; 7 and 91 blank outside the listed expiries), "
                + "25-delta skew = put IV − call IV and risk reversal = call IV − put IV (Black forward delta), the front expiry's straddle, and put/call open interest.");
    }

    /** {@code em --held}: the ratio chart, the tally per horizon, then every row (pending ones say why). */
    private static Panel held(ScanResult r, String ticker) {
        Panel p = Panel.titled("Did the expected move hold? · " + ticker + " · " + r.rows().size() + " rows")
                .provenance(Provenance.local(null, List.of("every snapshot of " + ticker + " and the closes in " + r.job().describeData(), "no request sent")));
        if (r.rows().stream().anyMatch(x -> !x.failed() && x.number("ratio") != null)) p = p.figure(HistoryCharts.held(r, ticker));
        p = p.table(Held.summaryTable(r)).table(r.table()).rows(100);
        for (String line : Held.summaryLines(r)) p = p.note(line);
        if (!r.failures().isEmpty()) for (String line : r.summary().split("\n")) p = p.note(line.strip());
        return p.note("implied move = the expiry's ATM-forward straddle (the expected-move answer); realized move = spot × |close on the expiry day ÷ "
                + "close on the snapshot day − 1| (adjusted closes: their ratio is the return, so later adjustments cancel); inside = realized ≤ implied.");
    }
}
