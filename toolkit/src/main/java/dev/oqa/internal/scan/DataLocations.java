package dev.oqa.internal.scan;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.UsageException;
import java.net.URI;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Where scan data lives: a plain path or {@code file:} URI is this machine's file system; any other scheme
 * ({@code hdfs:}, {@code s3a:}, {@code gs:}, {@code abfs:}) is a distributed file system that only the Spark
 * engine reaches, through Hadoop's file-system layer.
 */
public final class DataLocations {
    private DataLocations() {}

    public static boolean isLocal(String location) {
        if (location == null) return true;
        int colon = location.indexOf(':');
        if (colon <= 1) return true; // a path, or a Windows drive letter
        String scheme = location.substring(0, colon).toLowerCase(Locale.ROOT);
        return scheme.equals("file") || !scheme.matches("[a-z][a-z0-9+.-]*");
    }

    /** The bundled set for null, else the folder; a remote URI is refused with what to do instead. */
    public static DataSource local(String location) {
        if (location == null) return DataSource.bundled();
        if (!isLocal(location))
            throw new UsageException("--data " + location + " is on a distributed file system; the in-process engine reads local folders only. Use --engine spark, or copy the folder here");
        return DataSource.folder(path(location));
    }

    static Path path(String location) {
        return location.regionMatches(true, 0, "file:", 0, 5) ? Path.of(URI.create(location)) : Path.of(location);
    }
}
