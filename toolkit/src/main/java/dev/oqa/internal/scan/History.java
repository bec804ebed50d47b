package dev.oqa.internal.scan;

import dev.oqa.internal.local.data.DataSource;
import java.util.Objects;

/**
 * {@code --history}: the headline row ({@link ScanAnalytic#OPTIONS}) of every snapshot of one underlying in a
 * data source, oldest first, computed in process. The source is whatever the local engine reads (the bundled
 * set, a {@code --data} folder, or a layered user folder), listed through its snapshot catalogue.
 */
public final class History {
    private History() {}

    public static ScanResult of(DataSource source, String ticker) { return of(source, ticker, ScanListener.NONE); }

    public static ScanResult of(DataSource source, String ticker, ScanListener listener) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(ticker, "ticker");
        long t0 = System.nanoTime();
        ScanPlan plan = ScanPlan.history(source, ticker);
        ScanJob job = new ScanJob(ScanAnalytic.OPTIONS, source.describe(), null);
        return new LocalScanEngine().run(plan, job, listener, t0);
    }
}
