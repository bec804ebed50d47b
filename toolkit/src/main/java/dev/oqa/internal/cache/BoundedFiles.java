package dev.oqa.internal.cache;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;

/**
 * The one bounded read of a file the toolkit keeps in the user's folders: read only a regular file of at most a
 * bound, and never more than the bound even if it grows meanwhile. A named pipe waits for a writer that may never
 * come, a device never ends, and a 3 GB (perhaps sparse) file exhausts the heap; each is a {@link Refused}. It lives
 * here, below the client, so the quota ledger and the cache entries use it as the client's {@code UserFiles} does
 * (which words the refusal for the credentials and settings) without a package cycle.
 */
public final class BoundedFiles {
    private BoundedFiles() {}

    /** Why a file was not read: what it is instead, e.g. "a named pipe" or "3,221,225,472 bytes". */
    public static final class Refused extends IOException {
        private final String is;
        private final boolean special, tooLarge;

        Refused(String is, boolean special, boolean tooLarge) {
            super(is);
            this.is = is;
            this.special = special;
            this.tooLarge = tooLarge;
        }

        /** What the file is: a kind ("a named pipe") or a size ("3,221,225,472 bytes", "more than 64 KiB"). */
        public String is() { return is; }

        /** A pipe, device or socket: reading it could wait forever or never end. */
        public boolean special() { return special; }

        /** A regular file larger than the bound. */
        public boolean tooLarge() { return tooLarge; }

        /** A short phrase for a note: "a named pipe, not a regular file" or "3 bytes, above the bound of 2 bytes". */
        public String describe(long max) {
            return tooLarge ? is + ", above the bound of " + size(max) : is + ", not a regular file";
        }
    }

    /**
     * The attributes of {@code file} once it is known to be a regular file of at most {@code max} bytes; empty when
     * there is none. {@code options} may hold {@link LinkOption#NOFOLLOW_LINKS}, so that a link is refused too.
     */
    public static Optional<BasicFileAttributes> check(Path file, long max, LinkOption... options) throws IOException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class, options);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        if (!a.isRegularFile()) throw new Refused(kind(file, a), a.isOther(), false);
        if (a.size() > max) throw new Refused(String.format("%,d bytes", a.size()), false, true);
        return Optional.of(a);
    }

    /** The bytes of a file {@link #check} accepted, never more than {@code max} even if it grew meanwhile. */
    public static byte[] readChecked(Path file, long max) throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, max + 1));
        }
        if (bytes.length > max) throw new Refused("more than " + size(max), false, true);
        return bytes;
    }

    /** {@link #check} then {@link #readChecked}: the bytes of {@code file}, empty when there is none. */
    public static Optional<byte[]> read(Path file, long max, LinkOption... options) throws IOException {
        if (check(file, max, options).isEmpty()) return Optional.empty();
        return Optional.of(readChecked(file, max));
    }

    /** A bound in words: "64 KiB", "256 MiB", or bytes. */
    public static String size(long bytes) {
        return bytes % (1 << 20) == 0 ? (bytes >> 20) + " MiB" : bytes % 1024 == 0 ? (bytes >> 10) + " KiB" : bytes + " bytes";
    }

    /**
     * What a file that is not regular is. The {@code unix:mode} attribute tells a pipe from a device where the JDK
     * has it (Linux, macOS); elsewhere the message stays general.
     */
    private static String kind(Path file, BasicFileAttributes a) {
        if (a.isDirectory()) return "a folder";
        if (a.isSymbolicLink()) return "a link";
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
}
