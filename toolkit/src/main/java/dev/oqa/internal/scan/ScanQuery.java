package dev.oqa.internal.scan;

import java.util.Objects;

/**
 * A universe scan, built fluently ({@code Oqa.scan("gex").data("/data/chains").engine("spark").run()}) and run by
 * the chosen engine. Immutable: every setter returns a new query.
 */
public final class ScanQuery {
    private final ScanAnalytic analytic;
    private final String data, engine, master;
    private final ScanListener listener;

    public ScanQuery(ScanAnalytic analytic) { this(analytic, null, "local", null, ScanListener.NONE); }

    private ScanQuery(ScanAnalytic analytic, String data, String engine, String master, ScanListener listener) {
        this.analytic = Objects.requireNonNull(analytic, "analytic");
        this.data = data;
        this.engine = engine;
        this.master = master;
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /** A folder of the documented layout (path or URI); default the bundled sample data. */
    public ScanQuery data(String folder) { return new ScanQuery(analytic, folder, engine, master, listener); }
    public ScanQuery data(java.nio.file.Path folder) { return data(folder.toString()); }
    /** {@code local} (default) or {@code spark}. */
    public ScanQuery engine(String name) { return new ScanQuery(analytic, data, name, master, listener); }
    /** Spark master URL; default {@code local[*]}. */
    public ScanQuery master(String url) { return new ScanQuery(analytic, data, engine, url, listener); }
    public ScanQuery listener(ScanListener l) { return new ScanQuery(analytic, data, engine, master, l); }

    public ScanJob job() { return new ScanJob(analytic, data, master); }

    public ScanResult run() { return ScanEngines.find(engine).run(job(), listener); }

    /** Runs and writes the rows to {@code out} ({@code csv}, {@code json}; {@code parquet} on Spark). */
    public ScanResult runTo(String out, String format) {
        ScanEngine e = ScanEngines.find(engine);
        ScanResult r = e.run(job(), listener);
        e.write(r, out, format);
        return r;
    }
}
