package dev.oqa.internal.commands;

import dev.oqa.internal.local.data.DataFile;
import dev.oqa.model.UsageException;
import dev.oqa.internal.tables.LongForm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --format csv}: the answer's data in long form ({@link LongForm}), not the display table. Without
 * {@code --out} the main member goes to stdout and a notice names the other members; with {@code --out DIR}
 * every member is written to {@code DIR/<member>.csv} (each file replaced atomically; the name checked by
 * {@link DataFile#member}) and stdout stays empty. Text cells a spreadsheet would run as a formula are neutralised
 * ({@link dev.oqa.internal.local.data.Csv#spreadsheetText}).
 * In a notebook, {@code --out DIR} writes the same files beside the usual panel.
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
    public static List<String> writeIfAsked(Outcome.Answered r) {
        return r.invocation().value("out").map(dir -> write(members(r), Path.of(dir))).orElse(List.of());
    }

    /** Writes one file per member into {@code dir} (created if needed); returns one line per file written. */
    public static List<String> write(List<LongForm.Member> members, Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException | SecurityException e) {
            throw new UsageException("--out " + dir + ": cannot create the folder (" + e.getMessage() + "); give a writable folder");
        }
        if (!Files.isDirectory(dir) || !Files.isWritable(dir))
            throw new UsageException("--out " + dir + " is not a writable folder; give a writable folder");
        List<String> lines = new ArrayList<>();
        for (LongForm.Member m : members) {
            Path file = DataFile.member(m.name(), "--out " + dir).plainIn(dir);
            try {
                Path tmp = Files.createTempFile(dir, "." + m.name(), ".csv.tmp");
                Files.writeString(tmp, m.csv(), StandardCharsets.UTF_8);
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException | SecurityException e) {
                throw new UsageException("--out: cannot write " + file + " (" + e.getMessage() + "); give a writable folder");
            }
            lines.add("wrote " + file + " (" + rows(m) + ")");
        }
        return lines;
    }

    private static String rows(LongForm.Member m) { return m.rows().size() + (m.rows().size() == 1 ? " row" : " rows"); }
}
