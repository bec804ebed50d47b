package dev.oqa.internal.tables;

import dev.oqa.internal.cache.AtomicFiles;
import dev.oqa.internal.local.data.DataFile;
import dev.oqa.model.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An answer's members ({@link LongForm}) written into a folder, one file each: {@code <member>.csv} as
 * {@link LongForm.Member#csv()} writes it, or {@code <member>.json}, the member's rows as a JSON array. The command
 * line's and the notebook's {@code --out DIR} and {@link dev.oqa.result.Result#saveCsv} write the same files.
 * Each file is written beside its target and renamed over it, so a reader never sees half a file.
 */
public final class MemberFiles {
    private MemberFiles() {}

    public enum Format { CSV, JSON }

    /** One file written and how many rows it holds. */
    public record Written(Path file, int rows) {
        /** {@code wrote DIR/chain.csv (2990 rows)}. */
        public String line() { return "wrote " + file + " (" + rows + (rows == 1 ? " row)" : " rows)"); }
    }

    /**
     * Writes every member into {@code dir} (created with its parents when missing).
     *
     * @throws UncheckedIOException naming the folder or file that could not be written
     */
    public static List<Written> write(List<LongForm.Member> members, Path dir, Format format) {
        try {
            Files.createDirectories(dir);
        } catch (IOException | SecurityException e) {
            throw new UncheckedIOException(new IOException("cannot create the folder " + dir + " (" + e.getMessage() + ")", e instanceof IOException io ? io : null));
        }
        if (!Files.isDirectory(dir) || !Files.isWritable(dir))
            throw new UncheckedIOException(new IOException(dir + " is not a writable folder"));
        List<Written> out = new ArrayList<>();
        for (LongForm.Member m : members) {
            Path file = DataFile.member(m.name(), "." + format.name().toLowerCase(Locale.ROOT), "--out " + dir).plainIn(dir);
            String text = format == Format.CSV ? m.csv() : Json.write(m.rows(), true) + "\n";
            atomically(file, text);
            out.add(new Written(file, m.rows().size()));
        }
        return List.copyOf(out);
    }

    /** Writes {@code text} (UTF-8) over {@code file} through {@link AtomicFiles}, so a reader never sees half of it. */
    public static void atomically(Path file, String text) {
        try {
            AtomicFiles.write(file, text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException | SecurityException e) {
            throw new UncheckedIOException(new IOException("cannot write " + file + " (" + e.getMessage() + ")", e instanceof IOException io ? io : null));
        }
    }
}
