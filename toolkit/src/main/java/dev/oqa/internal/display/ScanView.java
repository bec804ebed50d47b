package dev.oqa.internal.display;

import dev.oqa.internal.charts.HistoryCharts;
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
        Panel p = Panel.titled("History · " + ticker + " · " + r.rows().size() + " snapshots")
                .provenance(Provenance.local(null, List.of("one row per snapshot of " + ticker + " in " + r.job().describeData())));
        boolean any = r.rows().stream().anyMatch(x -> !x.failed());
        if (any) {
            if ("iv".equals(command)) p = p.figure(HistoryCharts.volatility(r, ticker)).figure(HistoryCharts.levels(r, ticker));
            else p = p.figure(HistoryCharts.levels(r, ticker)).figure(HistoryCharts.volatility(r, ticker));
        }
        p = p.table(r.table()).rows(100);
        if (!r.failures().isEmpty()) for (String line : r.summary().split("\n")) p = p.note(line.strip());
        return p.note("Each row: that snapshot's GEX (open interest, all expiries and strikes), ATM IV at 30 days (linear in total variance), "
                + "25-delta skew = put IV − call IV (Black forward delta), the front expiry's straddle, and put/call open interest.");
    }
}
