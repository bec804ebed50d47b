package dev.oqa.internal.scan;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.internal.cache.AtomicFiles;
import dev.oqa.internal.format.Percent;
import dev.oqa.internal.local.data.Csv;
import dev.oqa.model.Json;
import dev.oqa.model.UsageException;
import java.io.IOException;
import dev.oqa.model.LocalDataException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import tech.tablesaw.api.DateColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Scan rows as csv, JSON records and Tablesaw tables. Numbers are written in full ({@link Double#toString}),
 * so a csv round-trips exactly; text that a spreadsheet would run as a formula is neutralised in the csv; a missing figure is an empty field or JSON null; dates are ISO.
 */
public final class ScanOutput {
    private ScanOutput() {}

    /**
     * CSV with a header row ({@link Csv}'s dialect); text cells are neutralised for spreadsheets
     * ({@link Csv#spreadsheetText}), numbers and dates are written as they are.
     */
    public static String csv(ScanResult r) {
        List<ScanColumn> cs = r.analytic().columns();
        Csv.Out out = Csv.export();
        for (ScanColumn c : cs) out.text(c.name());
        out.end();
        for (ScanRow row : r.rows()) {
            for (int i = 0; i < cs.size(); i++) {
                Object v = row.values().get(i);
                if (v == null || cs.get(i).type() != ScanColumn.Type.STRING) out.number(v == null ? null : v.toString());
                else out.text(v.toString());
            }
            out.end();
        }
        return out.toString();
    }

    /** An array of records, one per row, keyed by column name ({@code as_of} for snapshots). */
    public static ArrayNode json(ScanResult r) {
        ArrayNode a = Json.MAPPER.createArrayNode();
        List<ScanColumn> cs = r.analytic().columns();
        for (ScanRow row : r.rows()) {
            ObjectNode o = a.addObject();
            for (int i = 0; i < cs.size(); i++) {
                Object v = row.values().get(i);
                String k = cs.get(i).name();
                if (v == null) o.putNull(k);
                else if (v instanceof Double d) { if (Double.isFinite(d)) o.put(k, d); else o.putNull(k); }
                else o.put(k, v.toString());
            }
        }
        return a;
    }

    /** The columns that hold fractions a display shows in percent; {@code front_move_pct} is in percent already. */
    private static final Set<String> FRACTIONS = Set.of("atm_iv_7d", "atm_iv_30d", "atm_iv_91d", "skew_25d", "rr_25d", "cagr", "volatility", "max_drawdown");

    /** One column per {@link ScanAnalytic#columns()} entry; dates as date columns, fractions marked {@link dev.oqa.internal.format.Percent}. */
    public static Table table(ScanResult r) {
        List<ScanColumn> cs = r.analytic().columns();
        Table t = Table.create(r.analytic() == ScanAnalytic.HELD ? "held moves" : r.analytic().wire() + " scan");
        for (int i = 0; i < cs.size(); i++) {
            ScanColumn c = cs.get(i);
            Column<?> col = switch (c.type()) {
                case STRING -> StringColumn.create(c.name());
                case DATE -> DateColumn.create(c.name());
                case DOUBLE -> FRACTIONS.contains(c.name()) ? Percent.of(DoubleColumn.create(c.name())) : DoubleColumn.create(c.name());
            };
            for (ScanRow row : r.rows()) col.appendObj(row.values().get(i)); // null is the column's missing value ("" for text)
            t.addColumns(col);
        }
        return t;
    }

    /**
     * Writes {@code out} on this machine as csv or json ({@link AtomicFiles}), so a failed write leaves no half
     * file. Parquet is the Spark engine's.
     */
    public static void write(ScanResult r, String out, String format) {
        String f = format == null ? "csv" : format.toLowerCase(Locale.ROOT);
        String text = switch (f) {
            case "csv" -> csv(r);
            case "json" -> Json.write(json(r), true) + "\n";
            case "parquet" -> throw new UsageException("Parquet output needs the Spark engine (--engine spark); the in-process engine writes csv or json");
            default -> throw new UsageException("--format '" + format + "' is not accepted for --out; use csv or json (parquet with --engine spark)");
        };
        if (!DataLocations.isLocal(out))
            throw new UsageException("--out " + out + " is on a distributed file system; the in-process engine writes local files. Use --engine spark");
        Path p = DataLocations.path(out).toAbsolutePath();
        try {
            AtomicFiles.write(p, text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new LocalDataException("cannot write " + p + ": " + e.getMessage(), e);
        }
    }
}
