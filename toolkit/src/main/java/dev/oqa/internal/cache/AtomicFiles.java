package dev.oqa.internal.cache;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * Crash-safe file writes, the one way the toolkit replaces a file: the ledger, the cache, the credentials, a data
 * folder's files and a scan's output. The bytes go to a temporary file beside the target, are forced to disk, then
 * renamed over the target, so a reader sees the old file or the new one, never a half-written one, and a process
 * killed midway leaves only a {@value #TMP_PREFIX} file (named to match no reader's pattern) that readers ignore.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    public static final String TMP_PREFIX = ".tmp-";

    /** One JVM-wide lock per lock file: {@link FileChannel#lock()} excludes other processes, not other threads. */
    private static final ConcurrentHashMap<Path, ReentrantLock> LOCKS = new ConcurrentHashMap<>();

    /** What goes into a file; it may close the stream. */
    public interface Body { void write(OutputStream out) throws IOException; }

    /** A complete temporary file; {@link #commit()} moves it over the target, {@link #discard()} removes it. */
    public record Staged(Path temp, Path target) {
        public void commit() throws IOException {
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }

        public void discard() {
            try { Files.deleteIfExists(temp); } catch (IOException ignored) { /* best effort: a stray temporary file */ }
        }
    }

    /**
     * Writes {@code body} to a temporary file beside {@code target}, created with {@code attrs} (e.g. owner-only
     * permissions, so that no other user can read it even for a moment) and forced to disk. On failure nothing is left.
     */
    public static Staged stage(Path target, Body body, FileAttribute<?>... attrs) throws IOException {
        Files.createDirectories(target.toAbsolutePath().getParent());
        Path tmp = target.resolveSibling(TMP_PREFIX + UUID.randomUUID() + "-" + target.getFileName() + ".tmp");
        try {
            try (OutputStream out = Channels.newOutputStream(Files.newByteChannel(tmp,
                    Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), attrs))) {
                body.write(out);
            }
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ch.force(true);
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        return new Staged(tmp, target);
    }

    /** Replaces {@code target} with {@code bytes} at once ({@link #stage} and commit). */
    public static void write(Path target, byte[] bytes, FileAttribute<?>... attrs) throws IOException {
        Staged s = stage(target, out -> out.write(bytes), attrs);
        try {
            s.commit();
        } finally {
            s.discard();
        }
    }

    /** Whether this thread holds {@code lockFile} through {@link #withLock}. */
    public static boolean heldByCurrentThread(Path lockFile) {
        ReentrantLock l = LOCKS.get(lockFile.toAbsolutePath().normalize());
        return l != null && l.isHeldByCurrentThread();
    }

    /**
     * Runs {@code body} holding both the in-JVM lock and an OS file lock on {@code lockFile}: one writer at a time
     * across threads and processes. A thread that already holds it runs {@code body} at once (the OS lock is per
     * process, so taking it again would fail). The lock file is opened without following a link, and one that is not
     * a regular file (a pipe would block the open) is refused.
     */
    public static <T> T withLock(Path lockFile, Supplier<T> body) throws IOException {
        Path key = lockFile.toAbsolutePath().normalize();
        ReentrantLock jvm = LOCKS.computeIfAbsent(key, k -> new ReentrantLock());
        if (jvm.isHeldByCurrentThread()) return body.get();
        jvm.lock();
        try {
            Files.createDirectories(key.getParent());
            if (Files.exists(key, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(key, LinkOption.NOFOLLOW_LINKS))
                throw new IOException("the lock file " + key + " is not a regular file; remove it");
            try (FileChannel ch = FileChannel.open(key, StandardOpenOption.CREATE, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
                 FileLock ignored = ch.lock()) {
                return body.get();
            }
        } finally {
            jvm.unlock();
        }
    }
}
