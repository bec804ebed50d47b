package dev.oqa.internal.commands;

import dev.oqa.internal.tables.MemberFiles;
import dev.oqa.model.Json;
import dev.oqa.model.UsageException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code --format csv|json} and {@code --out DIR} of an answered command, alike in a notebook and on the command line:
 * csv or json print the data instead of the table or panel, and {@code --out DIR} writes every member of the data
 * into DIR ({@code <member>.json} with {@code --format json}, else {@code <member>.csv}) whatever the format.
 */
final class Exports {
    private Exports() {}

    /**
     * {@code --out DIR} checked before anything is sent: a name that is no path, or a file where the folder should be,
     * would fail only after the answer had spent a request. The folder itself is created when the files are written.
     */
    static void checkFolder(Invocation inv, String out) {
        Path p;
        try {
            p = Path.of(out);
        } catch (java.nio.file.InvalidPathException e) {
            throw Grammar.usage(inv.spec(), "--out is not a usable folder name (" + e.getReason() + ")");
        }
        if (java.nio.file.Files.exists(p) && !java.nio.file.Files.isDirectory(p))
            throw Grammar.usage(inv.spec(), "--out " + out + " is a file; give a folder (every member is written into it)");
    }

    /** The data form for {@code --format csv} or {@code json}: what stdout gets, and the lines about files written. */
    static Render.Shown data(Outcome.Answered r) {
        if (r.invocation().format() == Invocation.Format.CSV) {
            DataCsv.Output o = DataCsv.render(r);
            return new Render.Shown(o.stdout(), o.notices());
        }
        if (r.invocation().has("out")) return new Render.Shown("", write(r, MemberFiles.Format.JSON));
        return new Render.Shown(Json.write(r.answer().raw(), true) + "\n", List.of());
    }

    /** A notebook's cell output for {@code --format csv|json}: the data, then the lines about files. */
    static String text(Outcome.Answered r) {
        Render.Shown s = data(r);
        String lines = String.join("\n", s.notices());
        if (s.stdout().isEmpty()) return lines;
        return lines.isEmpty() ? s.stdout() : s.stdout() + (s.stdout().endsWith("\n") ? "" : "\n") + lines;
    }

    /** {@code --out DIR} beside a table or a panel: every member as csv, one line per file; nothing without {@code --out}. */
    static List<String> writeIfAsked(Outcome.Answered r) {
        return r.invocation().has("out") ? write(r, MemberFiles.Format.CSV) : List.of();
    }

    private static List<String> write(Outcome.Answered r, MemberFiles.Format format) {
        return write(DataCsv.members(r), Path.of(r.invocation().value("out").orElseThrow()), format);
    }

    /** Writes the members into {@code dir}; a folder that cannot be written is a usage error naming it. */
    static List<String> write(List<dev.oqa.internal.tables.LongForm.Member> members, Path dir, MemberFiles.Format format) {
        try {
            return MemberFiles.write(members, dir, format).stream().map(MemberFiles.Written::line).toList();
        } catch (UncheckedIOException e) {
            throw new UsageException("--out " + dir + ": " + e.getCause().getMessage() + "; give a writable folder");
        }
    }
}
