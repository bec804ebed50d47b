package dev.oqa.spark;

import dev.oqa.internal.scan.OutputFormat;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.model.Json;
import dev.oqa.model.OqaException;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanOutput;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.model.UsageException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code spark-submit} entry:
 * {@code spark-submit --class dev.oqa.spark.SparkScan oqa-spark.jar ANALYTIC --data DIR [--out PATH] [--format parquet|csv|json]}.
 * The master comes from {@code spark-submit --master}. Rows go to {@code --out} (in the format its extension names,
 * {@code .csv}, {@code .json} or {@code .parquet}, else Parquet, unless {@code --format} says otherwise), else to
 * stdout as csv; the summary, with every failed snapshot, goes to stderr. Exit 0 even when snapshots failed
 * (they are rows); 2 for a usage mistake; 5 when the data cannot be read at all.
 */
public final class SparkScan {
    private SparkScan() {}

    public static void main(String[] args) {
        int code;
        try {
            code = run(args);
        } catch (OqaException e) {
            System.err.println("oqa-spark: " + e.getMessage());
            code = e.exitCode();
        }
        System.exit(code);
    }

    static int run(String[] args) {
        List<String> pos = new ArrayList<>();
        String data = null, out = null, format = null, master = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--data" -> data = value(args, ++i, a);
                case "--out" -> out = value(args, ++i, a);
                case "--format" -> format = value(args, ++i, a);
                case "--master" -> master = value(args, ++i, a);
                default -> {
                    if (a.startsWith("--")) throw new UsageException("unknown option " + a + "; usage: ANALYTIC --data DIR [--out PATH] [--format parquet|csv|json]");
                    pos.add(a);
                }
            }
        }
        if (pos.size() != 1) throw new UsageException("give one analytic: " + ScanAnalytic.names());
        SparkScanEngine engine = new SparkScanEngine();
        ScanResult r = engine.run(new ScanJob(ScanAnalytic.parse(pos.get(0)), data, master), ScanListener.NONE);
        if (out != null) engine.write(r, out, OutputFormat.of(out, format, "parquet")); // the name's extension, as bin/oqa
        else System.out.print("json".equals(format) ? Json.write(ScanOutput.json(r), true) + "\n" : ScanOutput.csv(r));
        System.err.println("oqa-spark: " + r.summary() + (out != null ? "\nwrote " + r.rows().size() + " rows to " + out : ""));
        return 0;
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) throw new UsageException(option + " needs a value");
        return args[i];
    }
}
