package dev.oqa.internal.cache;

import java.nio.file.Path;
import java.util.List;

/** What {@code oqa cache list|clear} works on. */
public final class CacheView {
    private final ResponseCache cache;

    public CacheView(ResponseCache cache) { this.cache = cache; }

    public List<ResponseCache.Listing> list() { return cache.list(); }

    /** Removes every entry; returns how many. */
    public int clear() { return cache.clear(); }

    /** Removes every entry; says how many, and which could not be removed and why. */
    public ResponseCache.Cleared clearReport() { return cache.clearReport(); }

    /** Bytes on disk. */
    public long size() { return cache.size(); }

    public int entries() { return cache.count(); }

    public long maxBytes() { return cache.maxBytes(); }

    public Path dir() { return cache.dir(); }
}
