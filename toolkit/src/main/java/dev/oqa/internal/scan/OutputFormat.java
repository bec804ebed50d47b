package dev.oqa.internal.scan;

import dev.oqa.model.UsageException;
import java.util.Locale;
import java.util.Map;

/**
 * What {@code --out PATH} holds, the one rule of every command that writes rows ({@code bin/oqa scan},
 * {@code --history}, {@code spark-submit ... SparkScan}): {@code --format} when given, else the file name's extension
 * ({@code .csv}, {@code .json}, {@code .parquet}), else the engine's own format. So {@code --out rows.csv} is csv on
 * every engine, where Spark used to write a Parquet folder of that name.
 */
public final class OutputFormat {
    private OutputFormat() {}

    private static final Map<String, String> EXTENSIONS = Map.of(".csv", "csv", ".json", "json", ".parquet", "parquet");

    /**
     * @param format        {@code --format}, or null
     * @param engineDefault what a name without an extension gets ({@code csv}, or {@code parquet} on Spark)
     * @throws UsageException for an extension that names no format
     */
    public static String of(String out, String format, String engineDefault) {
        if (format != null) return format;
        String name = out.replaceAll("[/\\\\]+$", "");
        name = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        int dot = name.lastIndexOf('.');
        if (dot <= 0) return engineDefault;
        String ext = name.substring(dot).toLowerCase(Locale.ROOT);
        String f = EXTENSIONS.get(ext);
        if (f == null) throw new UsageException("--out " + out + ": the extension " + ext + " names no format; end the name in .csv, .json or .parquet, or give --format");
        return f;
    }
}
