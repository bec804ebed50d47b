package dev.oqa.internal.client;

import dev.oqa.model.ConfigException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Set;

/**
 * The user's own small files, the credentials and the settings, read only when they are what they claim to be: a
 * regular file (links followed) of at most {@value #MAX_BYTES} bytes. Reading a named pipe waits for a writer that
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
        return check(file, what, remedy).map(a -> readChecked(file, what, remedy));
    }

    /**
     * The attributes of {@code file} once it is known to be a regular file within the bound; empty when there is none.
     * {@code remedy} ends the message of a refusal (e.g. "remove it and run oqa login").
     */
    public static Optional<BasicFileAttributes> check(Path file, String what, String remedy) {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new ConfigException("cannot read the " + what + " " + file + " (" + reason(e) + "); " + remedy);
        }
        if (!a.isRegularFile())
            throw new ConfigException("the " + what + " " + file + " is " + kind(file, a) + ", not a regular file, so it is not read"
                    + (a.isOther() ? " (reading it could wait forever or never end)" : "") + "; " + remedy);
        if (a.size() > MAX_BYTES)
            throw tooLarge(file, what, remedy, String.format("%,d bytes", a.size()));
        return Optional.of(a);
    }

    /** Reads a file {@link #check} accepted, never more than the bound even if it grew meanwhile. */
    public static String readChecked(Path file, String what, String remedy) {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (IOException e) {
            throw new ConfigException("cannot read the " + what + " " + file + " (" + reason(e) + "); " + remedy);
        }
        if (bytes.length > MAX_BYTES) throw tooLarge(file, what, remedy, "more than 64 KiB");
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /**
     * A warning when {@code dir} (holding {@code holds}, e.g. "your credentials and settings") may be written by its
     * group or by others; empty when it may not, when it does not exist, or where there are no POSIX permissions.
     */
    public static Optional<String> writableByOthers(Path dir, String holds) {
        Set<PosixFilePermission> p;
        try {
            if (!dir.getFileSystem().supportedFileAttributeViews().contains("posix")) return Optional.empty();
            p = Files.readAttributes(dir, PosixFileAttributes.class).permissions();
        } catch (IOException e) {
            return Optional.empty();
        }
        boolean group = p.contains(PosixFilePermission.GROUP_WRITE), others = p.contains(PosixFilePermission.OTHERS_WRITE);
        if (!group && !others) return Optional.empty();
        return Optional.of("warning: " + dir + " is writable by " + (group && others ? "group and others" : group ? "group" : "others")
                + " (" + PosixFilePermissions.toString(p) + "), so they can replace " + holds + "; run 'chmod go-w " + dir + "'");
    }

    private static ConfigException tooLarge(Path file, String what, String remedy, String size) {
        return new ConfigException("the " + what + " " + file + " is " + size + "; a " + what + " is a few lines, at most 64 KiB,"
                + " so this is not one and it is not read; " + remedy);
    }

    /**
     * What a file that is not regular is. The {@code unix:mode} attribute tells a pipe from a device where the JDK
     * has it (Linux, macOS); elsewhere the message stays general.
     */
    private static String kind(Path file, BasicFileAttributes a) {
        if (a.isDirectory()) return "a folder";
        try {
            if (Files.getAttribute(file, "unix:mode") instanceof Integer mode) {
                return switch (mode & 0170000) {
                    case 0010000 -> "a named pipe";
                    case 0020000, 0060000 -> "a device";
                    case 0140000 -> "a socket";
                    default -> "a special file";
                };
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            // no unix view here
        }
        return "a named pipe, a device or a socket";
    }

    private static String reason(IOException e) {
        return e instanceof java.nio.file.AccessDeniedException ? "permission denied" : e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }
}
