package dev.oqa.internal.commands;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.scan.Held;
import dev.oqa.internal.scan.History;
import dev.oqa.internal.scan.LocalScanEngine;
import dev.oqa.model.Params;
import dev.oqa.internal.scan.ChildProcessScanEngine;
import dev.oqa.internal.scan.OutputFormat;
import dev.oqa.internal.scan.ParquetConverter;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanEngine;
import dev.oqa.internal.scan.ScanEngines;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.model.UsageException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/** {@code scan}, {@code data to-parquet} and {@code --history}: the commands whose answer is rows, not an endpoint's data. */
final class ScanCommand {
    private ScanCommand() {}

    static final String HELP = """
            analytics:
              gex                    spot, zero gamma, call/put/absolute walls, net GEX, gamma regime (per snapshot)
              iv                     spot, ATM IV at 7, 30 and 91 days, 25-delta skew (put minus call) and risk reversal
              em                     spot, front expiry, its expected move (straddle) and % of spot
              oi                     spot, put/call open-interest ratio
              options                all of the above: the --history row
              risk                   per ticker of prices/: dates, CAGR, volatility, Sharpe, max drawdown, beta to SPY
            options:
              --data DIR             folder laid out as options/<UND>_<DATE>.csv[.gz] and prices/<T>.csv[.gz];
                                     default the bundled data; Spark also reads file:, hdfs:, s3a: URIs and Parquet
              --engine ENGINE        local (default: in process, every core) or spark
              --master URL           Spark master (default local[*]); only with --engine spark
              --out PATH             write the rows to PATH; its extension picks the format: .csv, .json, or .parquet
                                     (Spark); without one, csv (Parquet on Spark)
              --format FORMAT        table (default), json or csv on stdout; with --out it overrides the extension:
                                     csv, json or parquet
            A snapshot that cannot be read is a row with its error; the summary lists the failures (stderr).
            Whether the expected move held is one ticker's question, not a scan's: oqa em TICKER --held.
            """;

    /** {@code scan}, with the engine found by {@code engines} from its {@code --engine} name ({@link ScanEngines#find}). */
    static Outcome scan(Invocation inv, ScanListener progress, Function<String, ScanEngine> engines) {
        ScanAnalytic analytic = ScanAnalytic.parse(inv.positionals().get(0));
        for (String o : List.of("local", "remote", "as-of", "base-url", "auth"))
            if (inv.has(o)) throw Grammar.usage(inv.spec(), "--" + o + " does not apply to scan: it reads every snapshot of the data folder");
        String format = inv.value("format").map(f -> f.trim().toLowerCase(Locale.ROOT)).orElse(null);
        if (format != null && !Set.of("table", "json", "csv", "parquet").contains(format))
            throw Grammar.usage(inv.spec(), "--format '" + inv.value("format").get() + "' is not accepted; use table, json, csv or parquet (parquet with --out)");
        ScanEngine engine = engines.apply(inv.value("engine").orElse("local"));
        if (inv.has("master") && !engine.name().equals("spark"))
            throw Grammar.usage(inv.spec(), "--master is a Spark master URL; it needs --engine spark");
        String out = inv.value("out").orElse(null);
        if (out == null && "parquet".equals(format))
            throw Grammar.usage(inv.spec(), "--format parquet writes files: give --out PATH");
        if (out != null && "table".equals(format))
            throw Grammar.usage(inv.spec(), "--out writes csv, json or parquet, not a table");
        String written = out == null ? null : outFormat(inv, out, format, engine);
        if ("parquet".equals(written) && !engine.name().equals("spark"))
            throw Grammar.usage(inv.spec(), "Parquet output needs --engine spark; the in-process engine writes csv or json (--out rows.csv or rows.json)");
        ScanResult r = engine.run(new ScanJob(analytic, inv.value("data").orElse(null), inv.value("master").orElse(null)), progress);
        if (out != null) engine.write(r, out, written);
        return new Outcome.Scan(inv, r, null, out, List.of());
    }

    /**
     * What {@code --out PATH} holds ({@link OutputFormat}): the engine's own format for a name without an extension is
     * Parquet for Spark in this JVM, csv for the in-process engine and for the kernel's Spark in a child JVM, which
     * hands its rows back here.
     */
    static String outFormat(Invocation inv, String out, String format, ScanEngine engine) {
        String own = engine.name().equals("spark") && !(engine instanceof ChildProcessScanEngine) ? "parquet" : "csv";
        try {
            return OutputFormat.of(out, format, own);
        } catch (UsageException e) {
            throw Grammar.usage(inv.spec(), e.getMessage());
        }
    }

    static Outcome history(Invocation inv, DataSource data, ScanListener progress, List<String> notes) {
        if (inv.has("remote")) throw Grammar.usage(inv.spec(), "--history is computed from local snapshots; drop --remote");
        if (inv.has("via-chain")) throw Grammar.usage(inv.spec(), "--history reads every local snapshot; --via-chain asks for one chain");
        return oneTicker(inv, notes, "--history writes csv or json (--out rows.csv or rows.json); Parquet is scan's, on Spark",
                ticker -> History.of(data, ticker, progress));
    }

    /**
     * {@code em TICKER --held [--horizon DAYS]}: did the expected move hold, per snapshot and expiry, from local snapshots
     * and closes ({@link Held}); written like {@code --history} (csv or json, one file).
     */
    static Outcome held(Invocation inv, DataSource data, ScanListener progress, List<String> notes) {
        String why = inv.has("history") ? "--held and --history are two different tables (moves per expiry, figures per snapshot); give one"
                : inv.has("remote") ? "--held is computed from local snapshots and closes; drop --remote"
                : inv.has("via-chain") ? "--held reads every local snapshot; --via-chain asks for one chain"
                : inv.has("as-of") ? "--held reads every snapshot of the ticker; --as-of picks one (drop it)"
                : inv.has("range-pct") || inv.has("range") ? "--held lets every strike bracket the forward, as scan em does; drop --range-pct"
                : null;
        if (why != null) throw Grammar.usage(inv.spec(), why);
        Held.Horizon horizon;
        try {
            horizon = Held.Horizon.parse(inv.value("horizon").orElse(null));
        } catch (UsageException e) {
            throw Grammar.usage(inv.spec(), e.getMessage());
        }
        return oneTicker(inv, notes, "--held writes csv or json (--out moves.csv or moves.json); Parquet is scan's, on Spark",
                ticker -> Held.of(data, ticker, horizon, progress));
    }

    /**
     * The rows of one ticker ({@code --history}, {@code --held}) from its local snapshots, made by {@code rows} and, with
     * {@code --out}, written in process: csv or json, one file ({@code noParquet} refuses Parquet).
     */
    private static Outcome oneTicker(Invocation inv, List<String> notes, String noParquet, Function<String, ScanResult> rows) {
        String ticker = Params.ticker(inv.ticker().orElse(null), inv.spec().endpoint().defaultTicker().orElseThrow()).value();
        String out = inv.value("out").orElse(null);
        String format = inv.value("format").map(f -> f.trim().toLowerCase(Locale.ROOT)).filter(f -> !f.equals("table")).orElse(null);
        ScanEngine here = new LocalScanEngine(1);
        String written = out == null ? null : outFormat(inv, out, format, here); // checked before the snapshots are read
        if ("parquet".equals(written)) throw Grammar.usage(inv.spec(), noParquet);
        ScanResult r = rows.apply(ticker);
        if (out != null) here.write(r, out, written);
        return new Outcome.Scan(inv, r, ticker, out, notes);
    }

    /** {@code oqa data to-parquet DIR [--out DIR2]}, reached through {@link DataCommand}. */
    static String toParquet(Invocation inv, List<String> rest) {
        if (rest.size() != 1) throw Grammar.usage(inv.spec(), "to-parquet takes one folder: oqa data to-parquet DIR [--out DIR2]");
        String dir = rest.get(0), out = inv.value("out").orElse(dir.replaceAll("/+$", "") + "-parquet");
        return ParquetConverter.find().convert(dir, out);
    }
}
