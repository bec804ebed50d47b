package dev.oqa.internal.client;

import dev.oqa.internal.cache.AtomicFiles;
import dev.oqa.internal.cache.BoundedFiles;
import dev.oqa.model.ConfigException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Set;

/**
 * Every file the toolkit keeps in the user's folders (the credentials, the settings, the record of the sources'
 * terms shown, a data folder's rate file) follows one rule, here: read only when it is what it claims to be, a
 * regular file (a link is followed to read, and its target must be one) of at most {@value #MAX_BYTES} bytes (or the
 * bound its caller gives); written only by {@link #replace}, an atomic replace that swaps a link for a file and never
 * writes through it, so nothing is ever appended to a link's target. Reading a named pipe waits for a writer that
 * may never come, a device never ends, and a 3 GB file exhausts the heap; each of these is a {@link ConfigException}
 * (exit 2) naming the file and what it is instead.
 *
 * <p>And the folders they live in: a folder its group or others may write lets them replace the credentials (and
 * with them the address the key goes to), the settings and the cached answers, so it gets a warning, as ssh gives.
 */
public final class UserFiles {
    /** Far above a credentials or settings file (a few lines), far below anything that could hurt the heap. */
    public static final int MAX_BYTES = 64 * 1024;

    private UserFiles() {}

    /** The text of {@code file} (a {@code what}, e.g. "settings file"); empty when there is no such file. */
    public static Optional<String> read(Path file, String what, String remedy) {
        return readBytes(file, what, MAX_BYTES, remedy).map(b -> new String(b, StandardCharsets.UTF_8));
    }

    /**
     * The attributes of {@code file} once it is known to be a regular file within the bound; empty when there is none.
     * {@code remedy} ends the message of a refusal (e.g. "remove it and run oqa login").
     */
    public static Optional<BasicFileAttributes> check(Path file, String what, String remedy) {
        return bounded(file, what, remedy, MAX_BYTES, () -> BoundedFiles.check(file, MAX_BYTES));
    }

    /** Reads a file {@link #check} accepted, never more than the bound even if it grew meanwhile. */
    public static String readChecked(Path file, String what, String remedy) {
        return new String(bounded(file, what, remedy, MAX_BYTES, () -> BoundedFiles.readChecked(file, MAX_BYTES)), StandardCharsets.UTF_8);
    }

    /**
     * The bytes of {@code file} (a {@code what}) under the rule, at most {@code max}; empty when there is no such file.
     * A {@link ConfigException} naming the file when it is not a regular file or is larger.
     */
    public static Optional<byte[]> readBytes(Path file, String what, long max, String remedy) {
        return bounded(file, what, remedy, max, () -> BoundedFiles.read(file, max));
    }

    /**
     * Replaces {@code file} with {@code bytes} at once (a temporary file beside it, then a rename): a reader sees the
     * old text or the new, a kill leaves the old, and a link in its place is replaced, its target never written.
     */
    public static void replace(Path file, byte[] bytes, String what) {
        try {
            AtomicFiles.write(file, bytes);
        } catch (IOException e) {
            throw new ConfigException("cannot write the " + what + " " + file + " (" + reason(e) + ")");
        }
    }

    /**
     * A warning when {@code dir} (holding {@code holds}, e.g. "your credentials and settings") may be written by its
     * group or by others; empty when it may not, when it does not exist, or where there are no POSIX permissions.
     */
    public static Optional<String> writableByOthers(Path dir, String holds) {
        Set<PosixFilePermission> p;
        try {
            if (!dir.getFileSystem().supportedFileAttributeViews().contains("posix")) return Optional.empty();
            p = Files.getPosixFilePermissions(dir);
        } catch (IOException e) {
            return Optional.empty();
        }
        boolean group = p.contains(PosixFilePermission.GROUP_WRITE), others = p.contains(PosixFilePermission.OTHERS_WRITE);
        if (!group && !others) return Optional.empty();
        return Optional.of("warning: " + dir + " is writable by " + (group && others ? "group and others" : group ? "group" : "others")
                + " (" + PosixFilePermissions.toString(p) + "), so they can replace " + holds + "; run 'chmod go-w " + dir + "'");
    }

    /** A bounded check or read of the user's file; its refusal or failure is a {@link ConfigException} naming the file. */
    private interface BoundedRead<T> { T run() throws IOException; }

    private static <T> T bounded(Path file, String what, String remedy, long max, BoundedRead<T> read) {
        try {
            return read.run();
        } catch (BoundedFiles.Refused r) {
            throw refused(file, what, remedy, r, max);
        } catch (IOException e) {
            throw new ConfigException("cannot read the " + what + " " + file + " (" + reason(e) + "); " + remedy);
        }
    }

    private static ConfigException refused(Path file, String what, String remedy, BoundedFiles.Refused r, long max) {
        if (r.tooLarge())
            return new ConfigException("the " + what + " " + file + " is " + r.is() + "; a " + what + " is "
                    + (max == MAX_BYTES ? "a few lines, " : "") + "at most " + BoundedFiles.size(max) + ", so this is not one and it is not read; " + remedy);
        return new ConfigException("the " + what + " " + file + " is " + r.is() + ", not a regular file, so it is not read"
                + (r.special() ? " (reading it could wait forever or never end)" : "") + "; " + remedy);
    }

    private static String reason(IOException e) {
        return e instanceof AccessDeniedException ? "permission denied" : e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }
}
