package dev.oqa.internal.commands;

import dev.oqa.internal.display.Views;
import dev.oqa.internal.format.Decimals;
import dev.oqa.internal.format.Percent;
import dev.oqa.internal.results.ViewedResult;
import dev.oqa.internal.scan.Held;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanOutput;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.internal.tables.NearSpot;
import dev.oqa.model.Answer;
import dev.oqa.model.Json;
import java.util.List;
import java.util.Locale;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.numbers.NumberColumnFormatter;

/**
 * How an answer is shown: on the command line as table (display form), JSON or CSV (the data); in a notebook as a panel.
 * Tables and JSON leave here safe for a terminal ({@link TerminalText}): a table's text cells and names escaped
 * before it is laid out, so that its columns stay aligned; JSON with the same values. CSV is data for files and
 * programs and is written as it is.
 */
public final class Render {
    private Render() {}

    /** What the command line prints: the text for stdout and the notices for stderr. */
    public record Shown(String stdout, List<String> notices) {}

    /** Rows of the main table a terminal shows without {@code --all}: those nearest the money. */
    static final int ROWS_NEAR_THE_MONEY = 25;

    /**
     * The command-line rendering, printed by the caller (which redacts it): the data for csv and json; else the
     * answer's headline (GEX: spot, zero gamma, the walls, the total), then its main table, cut to the
     * {@value #ROWS_NEAR_THE_MONEY} rows nearest spot unless {@code --all}; {@code --out DIR} files either way.
     */
    public static Shown shown(Outcome.Answered r) {
        if (r.invocation().format() == Invocation.Format.TABLE) {
            var panel = ViewedResult.panel(r.result());
            // The first table of the notebook's view is the one that best summarises the answer (GEX: the by-strike table).
            Table main = Views.mainTable(r.answer(), panel);
            String cut = "";
            double spot = spotOf(r.answer());
            if (!r.invocation().has("all") && main.rowCount() > ROWS_NEAR_THE_MONEY && main.columnNames().contains("strike")
                    && main.column("strike") instanceof NumericColumn<?> && spot > 0) {
                int all = main.rowCount();
                main = NearSpot.rows(main, "strike", spot, ROWS_NEAR_THE_MONEY);
                cut = "(" + main.rowCount() + " of " + all + " strikes, those nearest spot; --all or --format csv for every row)\n";
            }
            Table t = forTerminal(readable(Percent.forDisplay(main).copy()));
            StringBuilder out = new StringBuilder();
            for (String line : panel.headline()) out.append(TerminalText.of(line)).append('\n');
            for (String w : panel.allWarnings()) out.append("warning: ").append(TerminalText.of(w)).append('\n');
            if (out.length() > 0) out.append('\n');
            // Escaped again as a whole: a cell of another type can still print a server's text.
            out.append(t.rowCount() == 0 ? "(no rows)\n" : TerminalText.of(t.printAll()) + "\n").append(cut);
            return new Shown(out.toString(), Exports.writeIfAsked(r));
        }
        Shown data = Exports.data(r);
        if (r.invocation().format() != Invocation.Format.JSON || data.stdout().isEmpty()) return data;
        return new Shown(TerminalText.json(data.stdout().stripTrailing()) + "\n", data.notices());
    }

    /** The answer's spot when its data has one (a {@code spot} member), else NaN. */
    private static double spotOf(Answer<?> a) {
        var s = a.raw() == null ? null : a.raw().get("spot");
        return s != null && s.isNumber() ? s.asDouble() : Double.NaN;
    }

    /** Scan and {@code --history} rows on stdout: table, json or csv; nothing when they went to --out. */
    public static String forCommandLine(Outcome.Scan s) {
        if (s.wrote() != null) return "";
        ScanResult r = s.result();
        return switch (s.invocation().value("format").map(f -> f.trim().toLowerCase(Locale.ROOT)).orElse("table")) {
            case "json" -> TerminalText.json(Json.write(ScanOutput.json(r), true)) + "\n";
            case "csv" -> ScanOutput.csv(r);
            default -> r.rows().isEmpty() ? "(no rows)\n" : TerminalText.of(readable(Percent.forDisplay(r.table())).printAll()) + "\n"
                    + (r.analytic() == ScanAnalytic.HELD
                            ? "\n" + TerminalText.of(readable(Percent.forDisplay(Held.summaryTable(r))).printAll()) + "\n" : "");
        };
    }

    /** The stderr line of a scan or a history: what was read, how many rows, the failures, the file written. */
    public static String provenance(Outcome.Scan s) {
        ScanResult r = s.result();
        String head = r.analytic() == ScanAnalytic.HELD
                ? "local · did the expected move hold · " + s.ticker() + " · " + r.rows().size() + " rows from the snapshots and closes in "
                  + r.job().describeData() + "\n" + String.join("\n", Held.summaryLines(r))
                : s.ticker() != null
                ? "local · history of " + s.ticker() + " · " + r.rows().size() + " snapshots in " + r.job().describeData()
                : "scan " + r.analytic().wire() + " over " + r.job().describeData() + " · " + r.summary();
        if (s.ticker() != null && !r.failures().isEmpty()) head += "\n" + r.summary(); // one ticker's rows (--history, --held)
        for (String n : s.notes()) head += " · " + n;
        return head + (s.wrote() != null ? "\nwrote " + r.rows().size() + " rows to " + s.wrote() : "");
    }

    /**
     * Terminal formatting only (CSV and JSON keep full precision): a percent column 2 decimals whatever the ticker
     * ({@link dev.oqa.internal.format.Decimals}); others grouped integers for big numbers, 2 decimals from 1, 4 below;
     * never {@code -0.00}.
     */
    static Table readable(Table t) {
        for (var c : t.columns()) {
            if (c instanceof DoubleColumn d) {
                double max = d.removeMissing().isEmpty() ? 0 : Math.max(Math.abs(d.max()), Math.abs(d.min()));
                int byName = Decimals.byName(d.name());
                int decimals = byName >= 0 ? byName : max >= 1000 ? 0 : max >= 1 ? 2 : 4;
                d.setPrintFormatter(new NumberColumnFormatter(Decimals.format(decimals)));
            }
        }
        return t;
    }

    /** {@code t} with its name, its column names and its text cells escaped for a terminal, in place. */
    static Table forTerminal(Table t) {
        t.setName(TerminalText.of(t.name()));
        for (var c : t.columns()) {
            c.setName(TerminalText.of(c.name()));
            if (c instanceof StringColumn s)
                for (int i = 0; i < s.size(); i++) s.set(i, TerminalText.of(s.get(i)));
        }
        return t;
    }
}
