package dev.oqa.internal.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.client.MutableClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cache's size bound, eviction order, listing order and clean-up of killed writers' debris, as a user sees them. */
class ResponseCacheBoundsTest {
    @TempDir Path dir;
    final MutableClock clock = new MutableClock(Instant.parse("2026-03-02T15:00:00Z"));

    private Path entryFor(String ticker) throws Exception {
        ResponseCache probe = new ResponseCache(dir, Long.MAX_VALUE, clock);
        try (Stream<Path> s = Files.walk(dir)) {
            List<Path> entries = s.filter(p -> p.toString().endsWith(".entry")).toList();
            for (Path p : entries)
                if (ResponseCache.decode(Files.readAllBytes(p)).request().contains("ticker=" + ticker)) return p;
        }
        throw new AssertionError("no entry for " + ticker + " in " + probe.dir());
    }

    @Test void theBoundIsPositiveAndKept() {
        assertThrows(IllegalArgumentException.class, () -> new ResponseCache(dir, 0, clock));
        assertEquals(1, new ResponseCache(dir, 1, clock).maxBytes());
        assertEquals(64L << 20, new ResponseCache(dir, 64L << 20, clock).maxBytes());
    }

    @Test void evictionRemovesTheOldestUntilTheTotalFitsAndNoMore() throws Exception {
        ResponseCache big = new ResponseCache(dir, Long.MAX_VALUE, clock);
        for (String t : List.of("AAA", "BBB", "CCC"))
            assertTrue(big.put(ResponseCacheTest.NS, ResponseCacheTest.gex(t), ResponseCacheTest.data("{\"t\":\"" + t + "\"}"), clock.instant()).isEmpty());
        Path a = entryFor("AAA"), b = entryFor("BBB"), c = entryFor("CCC");
        Files.setLastModifiedTime(a, FileTime.from(clock.instant().minus(Duration.ofHours(3))));
        Files.setLastModifiedTime(b, FileTime.from(clock.instant().minus(Duration.ofHours(2))));
        long sizeB = Files.size(b), sizeC = Files.size(c);
        // A bound of exactly B + C: storing C again must evict A (the oldest) and keep B, which then fits exactly.
        ResponseCache bounded = new ResponseCache(dir, sizeB + sizeC, clock);
        bounded.put(ResponseCacheTest.NS, ResponseCacheTest.gex("CCC"), ResponseCacheTest.data("{\"t\":\"CCC\"}"), clock.instant());
        assertInstanceOf(ResponseCache.Miss.class, bounded.get(ResponseCacheTest.NS, ResponseCacheTest.gex("AAA")));
        assertInstanceOf(ResponseCache.Hit.class, bounded.get(ResponseCacheTest.NS, ResponseCacheTest.gex("BBB")));
        assertInstanceOf(ResponseCache.Hit.class, bounded.get(ResponseCacheTest.NS, ResponseCacheTest.gex("CCC")));
        assertEquals(sizeB + sizeC, bounded.size());
        assertEquals(2, bounded.entries());
    }

    @Test void theListingIsNewestFirst() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        Instant t0 = clock.instant();
        c.put(ResponseCacheTest.NS, ResponseCacheTest.gex("MID"), ResponseCacheTest.data("{}"), t0.minusSeconds(30));
        c.put(ResponseCacheTest.NS, ResponseCacheTest.gex("NEW"), ResponseCacheTest.data("{}"), t0);
        c.put(ResponseCacheTest.NS, ResponseCacheTest.gex("OLD"), ResponseCacheTest.data("{}"), t0.minusSeconds(90));
        List<ResponseCache.Listing> l = c.list();
        assertEquals(List.of(t0, t0.minusSeconds(30), t0.minusSeconds(90)), l.stream().map(ResponseCache.Listing::fetchedAt).toList());
        assertTrue(l.get(0).fresh());
        assertFalse(l.get(2).fresh()); // options and greeks live 60 s
        assertEquals(l.stream().mapToLong(ResponseCache.Listing::bytes).sum(), c.size());
    }

    @Test void aKilledWritersTempFileIsRemovedAfterAnHourNotBefore() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        c.put(ResponseCacheTest.NS, ResponseCacheTest.gex("SPY"), ResponseCacheTest.data("{}"), clock.instant());
        Path ns = entryFor("SPY").getParent();
        Path old = Files.writeString(ns.resolve(AtomicFiles.TMP_PREFIX + "old"), "partial");
        Path young = Files.writeString(ns.resolve(AtomicFiles.TMP_PREFIX + "young"), "partial");
        Files.setLastModifiedTime(old, FileTime.from(clock.instant().minus(Duration.ofMinutes(61))));
        Files.setLastModifiedTime(young, FileTime.from(clock.instant().minus(Duration.ofMinutes(59))));
        c.put(ResponseCacheTest.NS, ResponseCacheTest.gex("QQQ"), ResponseCacheTest.data("{}"), clock.instant());
        assertFalse(Files.exists(old), "debris older than an hour is removed");
        assertTrue(Files.exists(young), "a temp file younger than an hour may belong to a live writer");
        assertEquals(2, c.entries(), "temp files are not entries");
        assertEquals(2, c.clear(), "clear counts entries only, and removes the debris too");
        assertFalse(Files.exists(young));
    }
}
