package dev.oqa.internal.scan;

/**
 * Runs a {@link ScanJob}. The in-process engine ({@link LocalScanEngine}) ships with the toolkit; the Spark engine
 * lives in the separate {@code oqa-spark} module and is found with {@link java.util.ServiceLoader} when its jars are
 * on the class path, so the toolkit never loads Spark.
 */
public interface ScanEngine {
    /** {@code local} or {@code spark}. */
    String name();

    ScanResult run(ScanJob job, ScanListener listener);

    /**
     * Writes the rows to {@code out} in {@code format} ({@code csv}, {@code json}, or an engine's own such as
     * Parquet); the default writes csv and JSON on this machine.
     */
    default void write(ScanResult result, String out, String format) { ScanOutput.write(result, out, format); }
}
