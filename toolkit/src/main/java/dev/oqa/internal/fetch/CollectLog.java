package dev.oqa.internal.fetch;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;

/**
 * The collector's log in the data folder ({@value #FILE}): one line per item per run, appended. Bounded: once it holds
 * {@link #MAX_BYTES} it is renamed to {@code collect.log.1} (replacing the one before), so the two never hold more than
 * twice that, about two years of daily lines for ten symbols. A link or anything but a regular file in its place is
 * refused, never followed; each line is written in one call, so a killed run leaves whole lines.
 */
record CollectLog(Path file) {
    static final String FILE = "collect.log";
    static final long MAX_BYTES = 1L << 20;

    /** Appends {@code lines}; an {@link IOException} says why it could not (the caller reports it, the data is not affected). */
    void append(List<String> lines) throws IOException {
        Files.createDirectories(file.getParent());
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!a.isRegularFile()) throw new IOException(file + " is not a regular file (a link, a folder or a device): remove it");
            if (a.size() >= MAX_BYTES) Files.move(file, file.resolveSibling(FILE + ".1"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
        try (OutputStream out = Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
            for (String line : lines) out.write((printable(line) + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }

    /** A line with no control character, so one item is always one line. */
    private static String printable(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        s.codePoints().forEach(c -> sb.appendCodePoint(Character.isISOControl(c) || c == 0x2028 || c == 0x2029 ? ' ' : c));
        return sb.toString();
    }
}
