package dev.oqa.internal.cache;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/** Crash-safe file primitives shared by the ledger and the cache. */
final class AtomicFiles {
    private AtomicFiles() {}

    static final String TMP_PREFIX = ".tmp-";

    /** One JVM-wide lock per lock file: {@link FileChannel#lock()} excludes other processes, not other threads. */
    private static final ConcurrentHashMap<Path, ReentrantLock> LOCKS = new ConcurrentHashMap<>();

    /**
     * Writes {@code bytes} to a temporary file beside {@code target}, forces it to disk, then renames it
     * over {@code target} atomically. A reader sees the old file or the new one, never a half-written one;
     * a process killed midway leaves only a {@code .tmp-} file that readers ignore.
     */
    static void writeAtomically(Path target, byte[] bytes) throws IOException {
        Files.createDirectories(target.getParent());
        Path tmp = target.resolveSibling(TMP_PREFIX + UUID.randomUUID() + "-" + target.getFileName());
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer b = ByteBuffer.wrap(bytes);
                while (b.hasRemaining()) ch.write(b);
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Runs {@code body} holding both the in-JVM lock and an OS file lock on {@code lockFile}. */
    static <T> T withLock(Path lockFile, Supplier<T> body) throws IOException {
        Path key = lockFile.toAbsolutePath().normalize();
        ReentrantLock jvm = LOCKS.computeIfAbsent(key, k -> new ReentrantLock());
        jvm.lock();
        try {
            Files.createDirectories(key.getParent());
            try (FileChannel ch = FileChannel.open(key, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock ignored = ch.lock()) {
                return body.get();
            }
        } finally {
            jvm.unlock();
        }
    }
}
