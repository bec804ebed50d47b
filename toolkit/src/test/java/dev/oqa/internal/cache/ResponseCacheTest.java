package dev.oqa.internal.cache;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.client.MutableClock;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.AuthScheme;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResponseCacheTest {
    static final ResponseCache.Namespace NS = new ResponseCache.Namespace("0123456789abcdef", "http://127.0.0.1:8080", AuthScheme.API_KEY);
    static final ZoneId NY = ZoneId.of("America/New_York");
    @TempDir Path dir;
    final MutableClock clock = new MutableClock(Instant.parse("2026-03-02T15:00:00Z"));

    static ApiRequest gex(String ticker) { return ApiRequest.to(Endpoint.GEX).param("ticker", ticker).param("range_pct", 1.0).build(); }

    static JsonNode data(String s) throws Exception { return Json.MAPPER.readTree(s); }

    private Path onlyEntry() throws Exception {
        try (Stream<Path> s = Files.walk(dir)) { return s.filter(p -> p.toString().endsWith(".entry")).findFirst().orElseThrow(); }
    }

    @Test void timeToLiveByFamily() {
        Instant t = Instant.parse("2026-03-02T15:00:00Z");
        assertEquals(t.plusSeconds(60), ResponseCache.expiresAt(Endpoint.CHAIN, t));
        assertEquals(t.plusSeconds(60), ResponseCache.expiresAt(Endpoint.GEX, t));
        assertEquals(t, ResponseCache.expiresAt(Endpoint.PING, t));
        // 10:00 New York on 2 March: fresh until 06:00 New York on 3 March.
        assertEquals(ZonedDateTime.of(2026, 3, 3, 6, 0, 0, 0, NY).toInstant(), ResponseCache.expiresAt(Endpoint.RISK, t));
        // 05:59 New York: fresh until 06:00 the same morning.
        Instant early = ZonedDateTime.of(2026, 3, 3, 5, 59, 0, 0, NY).toInstant();
        assertEquals(ZonedDateTime.of(2026, 3, 3, 6, 0, 0, 0, NY).toInstant(), ResponseCache.expiresAt(Endpoint.SEASONALITY, early));
        // Across the March DST change the refresh is still 06:00 local time.
        Instant beforeDst = ZonedDateTime.of(2026, 3, 7, 12, 0, 0, 0, NY).toInstant();
        assertEquals(Instant.parse("2026-03-08T10:00:00Z"), ResponseCache.expiresAt(Endpoint.RISK, beforeDst));
    }

    @Test void roundTripAndMissForOtherQuestions() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        assertTrue(c.put(NS, gex("SPY"), data("{\"ticker\":\"SPY\"}"), clock.instant()).isEmpty());
        ResponseCache.Hit hit = assertInstanceOf(ResponseCache.Hit.class, c.get(NS, gex("SPY")));
        assertEquals("SPY", hit.entry().data().path("ticker").asText());
        assertEquals(clock.instant().plusSeconds(60), hit.entry().expiresAt());
        assertInstanceOf(ResponseCache.Miss.class, c.get(NS, gex("QQQ")));
        assertInstanceOf(ResponseCache.Miss.class, c.get(new ResponseCache.Namespace("fedcba9876543210", NS.service(), NS.auth()), gex("SPY")));
        assertInstanceOf(ResponseCache.Miss.class, c.get(NS, ApiRequest.to(Endpoint.PING).build()));
    }

    @Test void anAnswerIsReplayedOnlyForItsKeyServiceAndAuthForm() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        c.put(NS, gex("SPY"), data("{\"ticker\":\"SPY\"}"), clock.instant());
        assertInstanceOf(ResponseCache.Hit.class, c.get(new ResponseCache.Namespace(NS.keyHash(), NS.service(), NS.auth()), gex("SPY")));
        assertInstanceOf(ResponseCache.Miss.class, c.get(new ResponseCache.Namespace(NS.keyHash(), "http://127.0.0.1:8081", NS.auth()), gex("SPY")));
        assertInstanceOf(ResponseCache.Miss.class, c.get(new ResponseCache.Namespace(NS.keyHash(), "https://api.example.com", NS.auth()), gex("SPY")));
        assertInstanceOf(ResponseCache.Miss.class, c.get(new ResponseCache.Namespace(NS.keyHash(), NS.service(), AuthScheme.BEARER), gex("SPY")));
        assertEquals("http://127.0.0.1:8080", ResponseCache.decode(Files.readAllBytes(onlyEntry())).service());
    }

    @Test void anEntryMovedIntoAnotherServicesFolderIsNotServed() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        c.put(NS, gex("SPY"), data("{\"ticker\":\"SPY\"}"), clock.instant());
        ResponseCache.Namespace other = new ResponseCache.Namespace(NS.keyHash(), "http://127.0.0.1:9999", NS.auth());
        Path moved = dir.resolve(other.folder()).resolve(onlyEntry().getFileName());
        Files.createDirectories(moved.getParent());
        Files.copy(onlyEntry(), moved);
        assertInstanceOf(ResponseCache.Miss.class, c.get(other, gex("SPY")), "the entry names the service it came from");
    }

    @Test void formatOneEntriesAreNeverReadAndGoWithTheNextStore() throws Exception {
        // Format 1 kept answers under the key's hash alone (16 hex digits): written here as it did.
        String body = "{\"request\":\"" + gex("SPY").canonical() + "\",\"endpoint\":\"GEX\",\"fetched_at\":\"" + clock.instant()
                + "\",\"expires_at\":\"" + clock.instant().plusSeconds(60) + "\",\"data\":{\"ticker\":\"OLD\"}}";
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        Path old = dir.resolve(NS.keyHash()).resolve(ResponseCache.sha256(gex("SPY").canonical()).substring(0, 40) + ".entry");
        Files.createDirectories(old.getParent());
        Files.writeString(old, "OQA-CACHE 1 " + body.length() + " " + Long.toHexString(crc.getValue()) + "\n" + body);
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ResponseCache.decode(Files.readAllBytes(old)));
        assertTrue(e.getMessage().contains("older toolkit"), e.getMessage());
        assertInstanceOf(ResponseCache.Miss.class, c.get(NS, gex("SPY")));
        assertEquals(0, c.entries());
        assertEquals(0, c.list().size());
        assertTrue(Files.exists(old), "a listing does not delete what it does not read");
        c.put(NS, gex("QQQ"), data("{}"), clock.instant());
        assertFalse(Files.exists(old), "the next store removes format 1's entries");
        assertEquals(1, c.entries());
    }

    @Test void truncatedEntryIsDetectedDroppedAndReported() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        c.put(NS, gex("SPY"), data("{\"ticker\":\"SPY\",\"pad\":\"" + "x".repeat(500) + "\"}"), clock.instant());
        Path f = onlyEntry();
        byte[] b = Files.readAllBytes(f);
        Files.write(f, java.util.Arrays.copyOf(b, b.length / 2));
        ResponseCache.Corrupt bad = assertInstanceOf(ResponseCache.Corrupt.class, c.get(NS, gex("SPY")));
        assertTrue(bad.reason().contains("/greeks/gex?") && bad.reason().contains("dropped"), bad.reason());
        assertFalse(Files.exists(f));
        assertInstanceOf(ResponseCache.Miss.class, c.get(NS, gex("SPY")));
    }

    @Test void garbageWithoutHeaderIsCorruptNotFatal() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        c.put(NS, gex("SPY"), data("{}"), clock.instant());
        Files.writeString(onlyEntry(), "\u0000\u0000not a cache file");
        assertInstanceOf(ResponseCache.Corrupt.class, c.get(NS, gex("SPY")));
        assertEquals(0, c.list().size());
    }

    @Test void sizeIsBoundedOldestFirst() throws Exception {
        ResponseCache c = new ResponseCache(dir, 3_000, clock);
        String pad = "y".repeat(800);
        String[] tickers = {"AAA", "BBB", "CCC", "DDD", "EEE"};
        for (int i = 0; i < tickers.length; i++) {
            c.put(NS, gex(tickers[i]), data("{\"pad\":\"" + pad + "\"}"), clock.instant());
            // Eviction goes by modification time: each entry is dated a second after the last (and before the next
            // write, which the file system dates now), so that no coarse clock can give two the same time.
            String t = tickers[i];
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path p : s.filter(f -> f.toString().endsWith(".entry")).toList())
                    if (ResponseCache.decode(Files.readAllBytes(p)).request().contains("ticker=" + t))
                        Files.setLastModifiedTime(p, java.nio.file.attribute.FileTime.from(clock.instant()));
            }
            clock.advance(java.time.Duration.ofSeconds(1));
        }
        assertTrue(c.size() <= 3_000, "size " + c.size());
        assertInstanceOf(ResponseCache.Hit.class, c.get(NS, gex("EEE")), "newest kept");
        assertInstanceOf(ResponseCache.Miss.class, c.get(NS, gex("AAA")), "oldest evicted");
    }

    @Test void leftoverTempFilesAreIgnored() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        c.put(NS, gex("SPY"), data("{}"), clock.instant());
        Files.writeString(onlyEntry().resolveSibling(".tmp-dead-writer.entry"), "OQA-CACHE 1 999 0\n{\"half");
        assertEquals(1, c.entries());
        assertEquals(1, c.list().size());
        assertEquals(1, c.clear());
        try (Stream<Path> s = Files.walk(dir)) { assertEquals(0, s.filter(p -> p.getFileName().toString().startsWith(".tmp-")).count()); }
    }

    private static void mkfifo(Path p) throws Exception {
        assertEquals(0, new ProcessBuilder("mkfifo", p.toString()).inheritIO().start().waitFor(), "mkfifo " + p);
    }

    @Test void namedPipesAndFoldersAreNotEntriesAndNeverBlock() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        c.put(NS, gex("SPY"), data("{\"ticker\":\"SPY\"}"), clock.instant());
        Path entry = onlyEntry();
        Path pipe = entry.resolveSibling("00000000000000000000000000000000000000ff.entry");
        mkfifo(pipe);
        Files.createDirectories(entry.resolveSibling("folder.entry"));
        assertTimeoutPreemptively(java.time.Duration.ofSeconds(10), () -> {
            assertEquals(1, c.list().size());
            assertEquals(1, c.entries());
            assertEquals(Files.size(entry), c.size());
        });
        // A pipe standing where a question's entry would be is reported, not read.
        Files.delete(entry);
        mkfifo(entry);
        ResponseCache.Lookup l = assertTimeoutPreemptively(java.time.Duration.ofSeconds(10), () -> c.get(NS, gex("SPY")));
        assertTrue(l instanceof ResponseCache.Corrupt k && k.reason().contains("not a regular file"), l.toString());
    }

    @Test void anEntryOfThreeGigabytesIsDroppedUnreadNotReadIntoTheHeap() throws Exception {
        ResponseCache c = new ResponseCache(dir, 10L << 30, clock);     // a cache bound above the file: the entry bound decides
        c.put(NS, gex("SPY"), data("{\"ticker\":\"SPY\"}"), clock.instant());
        c.put(NS, gex("QQQ"), data("{\"ticker\":\"QQQ\"}"), clock.instant());
        Path entry = onlyEntry();
        QuotaLedgerEdgesTest.sparse(entry, 3L << 30);
        // Read whole, this is an OutOfMemoryError; refused by its size, the listing drops it and keeps the other.
        assertEquals(1, assertTimeoutPreemptively(java.time.Duration.ofSeconds(10), c::list).size());
        assertFalse(Files.exists(entry), "the listing drops the oversized entry, as a corrupt one");
        QuotaLedgerEdgesTest.sparse(entry, 3L << 30);
        ResponseCache.Lookup spy = assertTimeoutPreemptively(java.time.Duration.ofSeconds(10), () -> c.get(NS, gex("SPY")));
        ResponseCache.Lookup qqq = c.get(NS, gex("QQQ"));
        ResponseCache.Lookup big = spy instanceof ResponseCache.Corrupt ? spy : qqq;
        assertTrue(big instanceof ResponseCache.Corrupt k && k.reason().contains("3,221,225,472 bytes, above the bound of 256 MiB")
                && k.reason().contains("dropped"), big.toString());
        assertInstanceOf(ResponseCache.Hit.class, big == spy ? qqq : spy, "the other entry still answers");
        assertFalse(Files.exists(entry), "the oversized entry is removed, as a corrupt one is");
    }

    @Test void clearSaysWhatItCouldNotRemoveAndWhy() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        c.put(NS, gex("SPY"), data("{}"), clock.instant());
        c.put(NS, gex("QQQ"), data("{}"), clock.instant());
        Path stuck = onlyEntry().resolveSibling("stuck.entry");
        Files.createDirectories(stuck);
        Files.writeString(stuck.resolve("inside"), "x"); // a folder that is not empty cannot be removed, even by root
        ResponseCache.Cleared r = c.clearReport();
        assertEquals(2, r.removed());
        assertEquals(1, r.failures().size(), r.failures().toString());
        assertTrue(r.failures().get(0).contains("stuck.entry") && r.failures().get(0).contains("not empty"), r.failures().toString());
        assertFalse(r.complete());
    }

    @Test void aReadOnlyCacheFolderIsReportedEntryByEntry() throws Exception {
        ResponseCache c = new ResponseCache(dir, 1 << 20, clock);
        c.put(NS, gex("SPY"), data("{}"), clock.instant());
        Path ns = onlyEntry().getParent();
        // Permissions do not bind root (CI runs as root): there the folder is made immutable, which binds root too.
        boolean root = "root".equals(System.getProperty("user.name"));
        if (root) chattr("+i", ns);
        else Files.setPosixFilePermissions(ns, java.nio.file.attribute.PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            ResponseCache.Cleared r = c.clearReport();
            assertEquals(0, r.removed());
            assertEquals(1, r.failures().size(), r.failures().toString());
            String why = r.failures().get(0);
            assertTrue(why.contains("permission denied") || why.contains("Operation not permitted"), why);
        } finally {
            if (root) chattr("-i", ns);
            else Files.setPosixFilePermissions(ns, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    private static void chattr(String flag, Path p) throws Exception {
        Process pr = new ProcessBuilder("chattr", flag, p.toString()).redirectErrorStream(true).start();
        String out = new String(pr.getInputStream().readAllBytes());
        assertEquals(0, pr.waitFor(), "chattr " + flag + " " + p + " (needed to make a folder read-only for root): " + out);
    }
}
