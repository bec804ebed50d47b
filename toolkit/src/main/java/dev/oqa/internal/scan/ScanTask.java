package dev.oqa.internal.scan;

import dev.oqa.internal.local.data.SnapshotRef;
import java.io.Serializable;
import java.time.LocalDate;
import java.util.Objects;

/**
 * One unit of a scan, small and serialisable so that a Spark executor can receive it: a snapshot file
 * ({@code quoteDate} set) or a ticker's price file ({@code quoteDate} null).
 *
 * @param key          underlying or ticker
 * @param quoteDate    the snapshot's trading session, null for a ticker
 * @param file         path relative to the data folder, e.g. {@code options/SPY_2023-09-14.csv}
 * @param snapshotTime the snapshot time from {@code options/index.csv}, or null
 */
public record ScanTask(String key, LocalDate quoteDate, String file, String snapshotTime) implements Serializable {
    public ScanTask {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(file, "file");
    }

    public static ScanTask of(SnapshotRef r) { return new ScanTask(r.ticker(), r.quoteDate(), r.file(), r.snapshotTime()); }

    public SnapshotRef ref() { return new SnapshotRef(key, quoteDate, file, snapshotTime); }
}
