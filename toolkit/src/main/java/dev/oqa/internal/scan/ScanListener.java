package dev.oqa.internal.scan;

/** Hears a scan's progress; called from one thread at a time, after each finished row. */
@FunctionalInterface
public interface ScanListener {
    ScanListener NONE = (done, total, failed, row) -> { };

    /**
     * @param done   rows finished so far
     * @param total  rows the scan will produce
     * @param failed rows finished with an error so far
     * @param last   the row just finished (null when an engine reports in batches, as Spark does)
     */
    void progress(int done, int total, int failed, ScanRow last);

    /** One line of progress for a long run that has no rows (a data fetch: "fetching options SPY ... (2 of 5)"). */
    default void status(String line) { }
}
