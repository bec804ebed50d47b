package dev.oqa.internal.cache;

import dev.oqa.model.QuotaLimits;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.client.MutableClock;
import dev.oqa.model.Family;
import dev.oqa.model.LedgerUnreadableException;
import dev.oqa.model.RateLimitedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Boundaries of the quota ledger a user relies on: what "left today" means near the monthly limit, when a request
 * leaves the per-minute window, and what the ledger file keeps across a month boundary.
 */
class QuotaLedgerEdgesTest {
    @TempDir Path dir;
    final MutableClock clock = new MutableClock(Instant.parse("2026-03-10T12:00:00Z"));

    QuotaLedger ledger(QuotaLimits limits) { return new QuotaLedger(dir, QuotaLedgerTest.NS, limits, clock); }

    @Test void leftTodayIsCappedByWhatTheMonthHasLeft() {
        // 99 of 100 used this month, none today: one request is left, not ten.
        QuotaLedger l = ledger(QuotaLedgerTest.noMinuteLimits().perDay(10).perMonth(100));
        clock.set(Instant.parse("2026-03-01T12:00:00Z"));
        for (int day = 0; day < 10; day++) {
            for (int i = 0; i < (day == 9 ? 9 : 10); i++) l.reserve(Family.QUANT);
            clock.advance(Duration.ofDays(1));
        }
        QuotaLedger.Usage u = l.usage();
        assertEquals(0, u.usedToday());
        assertEquals(99, u.usedMonth());
        assertEquals(1, u.leftToday());
        assertEquals(0, l.reserve(Family.QUANT).usage().leftToday());
        // and the plain case: the day's own limit when the month has room
        assertEquals(7, new QuotaLedger.Usage(3, 10, 3, 100, Map.of(), null, null, null, null, null).leftToday());
    }

    @Test void aRequestLeavesThePerMinuteWindowExactlySixtySecondsLater() {
        QuotaLedger l = ledger(QuotaLedgerTest.noMinuteLimits().perMinute(Family.PING, 1));
        l.reserve(Family.PING);
        clock.advance(Duration.ofSeconds(59));
        RateLimitedException e = assertThrows(RateLimitedException.class, () -> l.reserve(Family.PING));
        assertEquals(Duration.ofSeconds(1), e.retryAfter());
        assertEquals(Map.of(Family.PING, 1), l.usage().usedThisMinute());
        clock.advance(Duration.ofSeconds(1)); // 60 s after the first: out of the window
        assertEquals(Map.of(), l.usage().usedThisMinute());
        assertDoesNotThrow(() -> l.reserve(Family.PING));
    }

    @Test void theLedgerKeepsTheLastMinuteAcrossAMonthBoundaryAndPrunesOlderMonths() throws Exception {
        QuotaLedger l = ledger(QuotaLedgerTest.noMinuteLimits());
        clock.set(Instant.parse("2026-03-31T23:00:00Z"));
        l.reserve(Family.QUANT);                                    // last month, long ago at the next write
        clock.set(Instant.parse("2026-03-31T23:59:30Z"));
        l.reserve(Family.OPTIONS);                                  // last month, but within the next write's minute
        clock.set(Instant.parse("2026-04-01T00:00:20Z"));
        QuotaLedger.Usage u = l.reserve(Family.OPTIONS).usage();
        assertEquals(1, u.usedMonth());                             // months count in their own month only
        assertEquals(Map.of(Family.OPTIONS, 2), u.usedThisMinute());  // the minute spans the boundary
        List<String> lines = entries(l);
        assertEquals(List.of("t " + Instant.parse("2026-03-31T23:59:30Z").toEpochMilli() + " OPTIONS",
                "t " + Instant.parse("2026-04-01T00:00:20Z").toEpochMilli() + " OPTIONS"), lines);
    }

    @Test void aServerBlockIsWrittenWhileItLastsAndForgottenAfter() throws Exception {
        QuotaLedger l = ledger(QuotaLedgerTest.noMinuteLimits());
        Instant until = clock.instant().plusSeconds(30);
        l.blockUntil(until);
        assertEquals(until, l.usage().blockedUntil());
        assertEquals(Duration.ofSeconds(30), assertThrows(RateLimitedException.class, () -> l.reserve(Family.QUANT)).retryAfter());
        clock.set(until);                                           // at the instant it ends, sending is allowed again
        l.reserve(Family.QUANT);
        assertEquals(1, entries(l).size(), "the expired block is pruned on the next write");
        assertNull(l.usage().blockedUntil());
    }

    /** A file of {@code bytes} that takes no room on disk: its size is what a read would have to hold. */
    static void sparse(Path file, long bytes) throws Exception {
        Files.createDirectories(file.getParent());
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(file.toFile(), "rw")) { f.setLength(bytes); }
    }

    @Test void aLedgerOfThreeGigabytesIsRefusedUnreadNotReadIntoTheHeap() throws Exception {
        QuotaLedger l = ledger(QuotaLedgerTest.noMinuteLimits());
        sparse(l.file(), 3L << 30);
        // Read whole, this is an OutOfMemoryError (or minutes of zeros); refused by its size, it is the typed refusal.
        LedgerUnreadableException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(LedgerUnreadableException.class, () -> l.reserve(Family.QUANT)));
        assertTrue(e.getMessage().contains("3,221,225,472 bytes, above the bound of 16 MiB") && e.getMessage().contains("oqa quota repair"),
                e.getMessage());
        assertThrows(LedgerUnreadableException.class, l::usage);
        // Repair rebuilds it from nothing (nothing of it is read either), counting today as spent.
        assertTrue(assertTimeoutPreemptively(Duration.ofSeconds(10), l::repair).changed());
        assertTrue(Files.size(l.file()) < 1024, "rebuilt small: " + Files.size(l.file()));
        assertThrows(dev.oqa.model.QuotaExceededException.class, () -> l.reserve(Family.QUANT));
    }

    @Test void aLinkedLedgerIsRefusedAndNeverWrittenThrough() throws Exception {
        QuotaLedger l = ledger(QuotaLedgerTest.noMinuteLimits());
        Path target = dir.resolveSibling(dir.getFileName() + "-elsewhere").resolve("target");
        Files.createDirectories(target.getParent());
        Files.writeString(target, "someone else's file\n");
        Files.createDirectories(l.file().getParent());
        Files.createSymbolicLink(l.file(), target);
        LedgerUnreadableException e = assertThrows(LedgerUnreadableException.class, () -> l.reserve(Family.QUANT));
        assertTrue(e.getMessage().contains("a link, not a regular file"), e.getMessage());
        assertTrue(l.repair().changed());
        assertEquals("someone else's file\n", Files.readString(target), "the link's target is never written");
        assertFalse(Files.isSymbolicLink(l.file()), "the link is replaced by the ledger itself");
        assertTrue(Files.readString(l.file()).startsWith("oqa-ledger "));
    }

    /** The ledger's entry lines, without its header ({@code oqa-ledger 1}) and its closing count ({@code end N}). */
    private static List<String> entries(QuotaLedger l) throws Exception {
        return Files.readAllLines(l.file()).stream().filter(x -> !x.startsWith("oqa-ledger ") && !x.startsWith("end ")).toList();
    }
}
