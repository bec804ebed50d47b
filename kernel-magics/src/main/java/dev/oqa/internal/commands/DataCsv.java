package dev.oqa.internal.commands;

import dev.oqa.internal.tables.LongForm;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --format csv}: the answer's data in long form ({@link LongForm}), not the display table. Without
 * {@code --out} the main member goes to stdout and a notice names the other members; with {@code --out DIR}
 * every member is written to {@code DIR/<member>.csv} (each file replaced atomically) and stdout stays empty. Text
 * cells a spreadsheet would run as a formula are neutralised ({@link dev.oqa.internal.local.data.Csv#spreadsheetText}).
 * Without {@code --format csv}, {@code --out DIR} writes the same files beside the table or the panel ({@link Exports}).
 */
public final class DataCsv {
    private DataCsv() {}

    /** What to print: the csv for stdout (may be empty) and the lines for stderr. */
    public record Output(String stdout, List<String> notices) {}

    public static Output render(Outcome.Answered r) {
        List<LongForm.Member> members = members(r);
        var out = r.invocation().value("out");
        if (out.isEmpty()) {
            LongForm.Member main = members.get(0);
            List<String> notices = new ArrayList<>();
            if (main.rows().isEmpty()) {
                // A member the reader could not place is written as received, rather than as nothing.
                LongForm.Member asSent = LongForm.of(r.request().endpoint(), r.answer().raw()).get(0);
                if (!asSent.rows().isEmpty()) main = asSent;
                else notices.add("csv: the main member '" + main.name() + "' has no rows in this answer");
            }
            if (members.size() > 1)
                notices.add("csv: the main member '" + main.name() + "' (" + rows(main) + "); the others ("
                        + String.join(", ", members.subList(1, members.size()).stream().map(LongForm.Member::name).toList())
                        + ") are written with --out DIR, one file each");
            return new Output(main.csv(), notices);
        }
        return new Output("", write(members, Path.of(out.get())));
    }

    /**
     * The members of the answer as read by its endpoint's tolerant reader (a server's pandas orients, maps and
     * string numbers come out in the document's record form), falling back to the data object as received.
     */
    static List<LongForm.Member> members(Outcome.Answered r) {
        com.fasterxml.jackson.databind.JsonNode data;
        try {
            data = dev.oqa.model.Json.tree(r.answer().data());
        } catch (RuntimeException e) {
            data = r.answer().raw();
        }
        return LongForm.of(r.request().endpoint(), data);
    }

    /** The notebook's {@code --out DIR}: every member written, one line per file; empty without {@code --out}. */
    public static List<String> writeIfAsked(Outcome.Answered r) { return Exports.writeIfAsked(r); }

    /**
     * Writes one file per member into {@code dir} (created if needed); returns one line per file written. The
     * writer is the toolkit's ({@link dev.oqa.internal.tables.MemberFiles}), so {@code Result.saveCsv} writes the same files.
     */
    public static List<String> write(List<LongForm.Member> members, Path dir) {
        return Exports.write(members, dir, dev.oqa.internal.tables.MemberFiles.Format.CSV);
    }

    private static String rows(LongForm.Member m) { return m.rows().size() + (m.rows().size() == 1 ? " row" : " rows"); }
}
