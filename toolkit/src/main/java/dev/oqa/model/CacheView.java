package dev.oqa.model;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/** The persistent cache of service answers, as {@code oqa cache list|clear} works on it. */
public interface CacheView {
    /**
     * One cached answer.
     *
     * @param namespace the key's hash (never the key): every key has its own entries
     * @param request   the request it answers, as a path with its parameters
     */
    record Listing(String namespace, String request, Instant fetchedAt, Instant expiresAt, long bytes, boolean fresh) {}

    /** What a clear did: how many entries went, and which could not be removed and why. */
    record Cleared(int removed, List<String> failures) {
        public Cleared { failures = List.copyOf(failures); }

        public boolean complete() { return failures.isEmpty(); }
    }

    List<Listing> list();

    /** Removes every entry; returns how many. */
    int clear();

    /** Removes every entry; says how many, and which could not be removed and why. */
    Cleared clearReport();

    /** Bytes on disk. */
    long size();

    int entries();

    long maxBytes();

    Path dir();
}
