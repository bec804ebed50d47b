package dev.oqa.internal.local.data;

import java.time.LocalDate;
import java.util.Objects;

/**
 * One option snapshot file in a data source, before it is read.
 *
 * @param ticker       the underlying the file answers for (the file name's prefix, or sniffed from a Cboe download)
 * @param quoteDate    trading session of the quotes
 * @param file         path relative to the data source, e.g. {@code options/SPY_2023-09-14.csv}
 * @param snapshotTime the snapshot time from {@code options/index.csv}, or null when the folder has no index
 */
public record SnapshotRef(String ticker, LocalDate quoteDate, String file, String snapshotTime) {
    public SnapshotRef {
        Objects.requireNonNull(ticker, "ticker");
        Objects.requireNonNull(quoteDate, "quoteDate");
        Objects.requireNonNull(file, "file");
    }
}
