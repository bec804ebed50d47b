package dev.oqa.internal.commands;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.internal.tables.LongForm;
import dev.oqa.internal.tables.MemberFiles;
import dev.oqa.model.Answer;
import dev.oqa.model.Json;
import dev.oqa.model.UsageException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --format csv|json} and {@code --out DIR} of an answered command, alike in a notebook and on the command line:
 * csv or json print the data instead of the table or panel, and {@code --out DIR} writes every member of the data
 * into DIR ({@code <member>.json} with {@code --format json}, else {@code <member>.csv}) whatever the format.
 *
 * <p>{@code --format csv} is the answer's data in long form ({@link LongForm}), not the display table: without
 * {@code --out} the main member goes to stdout and a notice names the other members; with {@code --out DIR} stdout
 * stays empty. Text cells a spreadsheet would run as a formula are neutralised
 * ({@link dev.oqa.internal.local.data.Csv#spreadsheetText}). The files are written by the toolkit's
 * {@link MemberFiles} (each replaced atomically), so {@code Result.saveCsv} writes the same files.
 */
public final class Exports {
    private Exports() {}

    /**
     * {@code --out DIR} checked before anything is sent: a name that is no path, or a file where the folder should be,
     * would fail only after the answer had spent a request. The folder itself is created when the files are written.
     */
    static void checkFolder(Invocation inv, String out) {
        Path p;
        try {
            p = Path.of(out);
        } catch (InvalidPathException e) {
            throw Grammar.usage(inv.spec(), "--out is not a usable folder name (" + e.getReason() + ")");
        }
        if (Files.exists(p) && !Files.isDirectory(p))
            throw Grammar.usage(inv.spec(), "--out " + out + " is a file; give a folder (every member is written into it)");
    }

    /** The data form for {@code --format csv} or {@code json}: what stdout gets, and the lines about files written. */
    static Render.Shown data(Outcome.Answered r) {
        boolean csv = r.invocation().format() == Invocation.Format.CSV;
        if (r.invocation().has("out")) return new Render.Shown("", write(r, csv ? MemberFiles.Format.CSV : MemberFiles.Format.JSON));
        if (csv) return csv(r);
        return new Render.Shown(Json.write(withWarnings(r.answer()), true) + "\n", List.of());
    }

    /**
     * The data object, with the answer's warnings (a ticker a basket left out) as a {@code warnings} array when there
     * are any, so that a program reading the JSON sees what a reader of the panel sees.
     */
    private static JsonNode withWarnings(Answer<?> a) {
        if (a.provenance().warnings().isEmpty() || !(a.raw() instanceof ObjectNode o)) return a.raw();
        var copy = o.deepCopy();
        var w = copy.putArray("warnings");
        a.provenance().warnings().forEach(w::add);
        return copy;
    }

    /** The main member as csv for stdout, and a notice naming the other members (or saying the main one is empty). */
    private static Render.Shown csv(Outcome.Answered r) {
        List<LongForm.Member> members = LongForm.of(r.request().endpoint(), r.answer());
        LongForm.Member main = members.get(0);
        List<String> notices = new ArrayList<>();
        if (main.rows().isEmpty()) {
            // A member the reader could not place is written as received, rather than as nothing.
            LongForm.Member asSent = LongForm.of(r.request().endpoint(), r.answer().raw()).get(0);
            if (!asSent.rows().isEmpty()) main = asSent;
            else notices.add("csv: the main member '" + main.name() + "' has no rows in this answer");
        }
        if (members.size() > 1)
            notices.add("csv: the main member '" + main.name() + "' (" + main.rows().size() + (main.rows().size() == 1 ? " row" : " rows") + "); the others ("
                    + String.join(", ", members.subList(1, members.size()).stream().map(LongForm.Member::name).toList())
                    + ") are written with --out DIR, one file each");
        return new Render.Shown(main.csv(), notices);
    }

    /** A notebook's cell output for {@code --format csv|json}: the data, then the lines about files. */
    static String text(Outcome.Answered r) {
        Render.Shown s = data(r);
        String lines = String.join("\n", s.notices());
        if (s.stdout().isEmpty()) return lines;
        return lines.isEmpty() ? s.stdout() : s.stdout() + (s.stdout().endsWith("\n") ? "" : "\n") + lines;
    }

    /** {@code --out DIR} beside a table or a panel: every member as csv, one line per file; nothing without {@code --out}. */
    public static List<String> writeIfAsked(Outcome.Answered r) {
        return r.invocation().has("out") ? write(r, MemberFiles.Format.CSV) : List.of();
    }

    /** Writes the members into the {@code --out} folder; a folder that cannot be written is a usage error naming it. */
    private static List<String> write(Outcome.Answered r, MemberFiles.Format format) {
        Path dir = Path.of(r.invocation().value("out").orElseThrow());
        try {
            return MemberFiles.write(LongForm.of(r.request().endpoint(), r.answer()), dir, format).stream().map(MemberFiles.Written::line).toList();
        } catch (UncheckedIOException e) {
            throw new UsageException("--out " + dir + ": " + e.getCause().getMessage() + "; give a writable folder");
        }
    }
}
