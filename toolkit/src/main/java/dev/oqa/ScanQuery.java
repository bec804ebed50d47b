package dev.oqa;

import dev.oqa.internal.scan.ScanAnalytic;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A universe scan, built fluently ({@code oqa.scan("gex").data("/data/chains").engine("spark").run()}) and run by
 * the chosen engine: one row per snapshot (options analytics) or per ticker ({@code risk}). Immutable: every setter
 * returns a new query.
 */
public final class ScanQuery {
    private final dev.oqa.internal.scan.ScanQuery query;

    ScanQuery(ScanAnalytic analytic) { this(new dev.oqa.internal.scan.ScanQuery(analytic)); }

    private ScanQuery(dev.oqa.internal.scan.ScanQuery query) { this.query = Objects.requireNonNull(query, "query"); }

    /** A folder of the documented layout (path or URI: {@code file:}, {@code hdfs:}, {@code s3a:} on Spark); default the bundled data. */
    public ScanQuery data(String folder) { return new ScanQuery(query.data(folder)); }

    public ScanQuery data(Path folder) { return new ScanQuery(query.data(folder.toString())); }

    /** {@code local} (default: in process, every core) or {@code spark}. */
    public ScanQuery engine(String name) { return new ScanQuery(query.engine(name)); }

    /** Spark master URL; default {@code local[*]}. */
    public ScanQuery master(String url) { return new ScanQuery(query.master(url)); }

    public ScanResult run() { return new ScanResult(query.run(), null); }

    /** Runs and writes the rows to {@code out} ({@code csv}, {@code json}; {@code parquet} on Spark). */
    public ScanResult runTo(String out, String format) { return new ScanResult(query.runTo(out, format), null); }

    @Override public String toString() { return "ScanQuery[" + query.job().analytic().wire() + "]"; }
}
