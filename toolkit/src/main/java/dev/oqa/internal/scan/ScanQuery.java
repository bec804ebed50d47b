package dev.oqa.internal.scan;

import java.util.Objects;

/**
 * A universe scan, built fluently ({@code Oqa.scan("gex").data("/data/chains").engine("spark").run()}) and run by
 * the chosen engine. Immutable: every setter returns a new query.
 */
public record ScanQuery(ScanAnalytic analytic, String data, String engine, String master) {
    public ScanQuery { Objects.requireNonNull(analytic, "analytic"); }

    public ScanQuery(ScanAnalytic analytic) { this(analytic, null, "local", null); }

    /** A folder of the documented layout (path or URI); default the bundled sample data. */
    public ScanQuery data(String folder) { return new ScanQuery(analytic, folder, engine, master); }
    /** {@code local} (default) or {@code spark}. */
    public ScanQuery engine(String name) { return new ScanQuery(analytic, data, name, master); }
    /** Spark master URL; default {@code local[*]}. */
    public ScanQuery master(String url) { return new ScanQuery(analytic, data, engine, url); }

    public ScanJob job() { return new ScanJob(analytic, data, master); }

    public ScanResult run() { return ScanEngines.find(engine).run(job(), ScanListener.NONE); }

    /** Runs and writes the rows to {@code out} ({@code csv}, {@code json}; {@code parquet} on Spark). */
    public ScanResult runTo(String out, String format) {
        ScanEngine e = ScanEngines.find(engine);
        ScanResult r = e.run(job(), ScanListener.NONE);
        e.write(r, out, format);
        return r;
    }
}
