package dev.oqa.internal.scan;

import dev.oqa.internal.local.data.DataSource;
import java.io.Serializable;
import java.util.Objects;

/**
 * What to scan and where: the analytic and the data. {@code data} is {@code null} for the bundled sample set,
 * else a folder of the documented layout: a local path, or a URI ({@code file:}, and for the Spark engine
 * whatever file systems the cluster has, e.g. {@code hdfs:} or {@code s3a:}). {@code master} is the Spark
 * master URL (null = {@code local[*]}); the in-process engine ignores it.
 */
public record ScanJob(ScanAnalytic analytic, String data, String master) implements Serializable {
    public ScanJob {
        Objects.requireNonNull(analytic, "analytic");
        if (data != null && data.isBlank()) data = null;
        if (master != null && master.isBlank()) master = null;
    }

    public static ScanJob of(ScanAnalytic analytic, String data) { return new ScanJob(analytic, data, null); }

    /** True when {@code data} is on this machine's file system (a plain path or a {@code file:} URI). */
    public boolean localData() { return data == null || DataLocations.isLocal(data); }

    /** The data as a {@link DataSource} of this machine; only for {@link #localData()}. */
    public DataSource source() { return DataLocations.local(data); }

    /** For messages: "the bundled sample data" or the folder. */
    public String describeData() { return data == null ? "the bundled sample data" : data; }
}
