package dev.oqa.internal.scan;

import dev.oqa.model.UsageException;
import java.util.ServiceLoader;

/**
 * Writes a data folder's snapshots and price files as Parquet with the same columns. Parquet needs Hadoop's
 * writer, so the implementation lives in the {@code oqa-spark} module and is found with {@link ServiceLoader}.
 */
public interface ParquetConverter {
    /** Converts {@code dataDir} into {@code outDir}; returns a one-paragraph summary for the user. */
    String convert(String dataDir, String outDir);

    static ParquetConverter find() {
        for (ParquetConverter c : ServiceLoader.load(ParquetConverter.class, ParquetConverter.class.getClassLoader())) return c;
        throw new UsageException("Parquet conversion runs on Spark, which is not on the class path: bin/oqa adds it for 'data to-parquet'"
                + " (spark/target/lib); in Java, add the oqa-spark module");
    }
}
