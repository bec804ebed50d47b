package dev.oqa.internal.scan;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.model.LocalDataException;
import java.util.List;
import java.util.Locale;

/**
 * The tasks of a scan over a local {@link DataSource}, in output order: every snapshot of the catalogue
 * (underlying, then date) or every ticker of {@code prices/}.
 */
public record ScanPlan(ScanAnalytic analytic, DataSource source, SnapshotCatalog catalog, List<ScanTask> tasks) {

    public static ScanPlan of(ScanAnalytic analytic, DataSource source) {
        if (analytic.family() == ScanAnalytic.Family.OPTIONS) {
            SnapshotCatalog c = SnapshotCatalog.of(source);
            List<ScanTask> t = c.snapshots().stream().map(ScanTask::of).toList();
            if (t.isEmpty()) throw new LocalDataException("no option snapshots in " + source.describe() + "; expected options/<UNDERLYING>_<YYYY-MM-DD>.csv[.gz]");
            return new ScanPlan(analytic, source, c, t);
        }
        List<ScanTask> t = PriceLoader.available(source).stream()
                .map(k -> new ScanTask(k.toUpperCase(Locale.ROOT), null, PriceLoader.path(k), null)).toList();
        if (t.isEmpty()) throw new LocalDataException("no price files in " + source.describe() + "; expected prices/<TICKER>.csv[.gz]");
        return new ScanPlan(analytic, source, null, t);
    }

    /** The snapshots of one underlying, by date: the plan of {@code --history}. */
    public static ScanPlan history(DataSource source, String ticker) {
        SnapshotCatalog c = SnapshotCatalog.of(source);
        String t = ticker.trim().toUpperCase(Locale.ROOT);
        c.resolve(t, null); // no snapshot of the ticker: the catalogue's message names the ones there are
        List<ScanTask> tasks = c.snapshots().stream().filter(r -> r.ticker().equals(t)).map(ScanTask::of).toList();
        return new ScanPlan(ScanAnalytic.OPTIONS, source, c, tasks);
    }
}
