package dev.oqa.internal.local.data.importer;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.GZIPOutputStream;

/**
 * Writes a gzip-compressed text file by way of a temporary file in the same folder and an atomic move, so a reader
 * sees the old file or the new one, never half of one, and a failure leaves no partial file behind.
 */
final class AtomicFiles {
    private AtomicFiles() {}

    interface Body { void write(Writer w) throws IOException; }

    /** A staged write: the temporary file is complete; {@link #commit()} moves it over the target. */
    record Staged(Path temp, Path target) {
        void commit() throws IOException {
            try {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }

        void discard() {
            try { Files.deleteIfExists(temp); } catch (IOException ignored) { /* best effort: a stray .tmp file */ }
        }
    }

    /** Writes {@code body} gzip-compressed to a temporary file beside {@code target}. */
    static Staged stageGzip(Path target, Body body) throws IOException {
        Files.createDirectories(target.getParent());
        Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName() + ".", ".tmp");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(temp), 1 << 16);
             Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8)) {
            body.write(w);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        return new Staged(temp, target);
    }

    /** Writes plain text to a temporary file beside {@code target}. */
    static Staged stageText(Path target, String text) throws IOException {
        Files.createDirectories(target.getParent());
        Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName() + ".", ".tmp");
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        return new Staged(temp, target);
    }
}
