package dev.oqa.internal.cache;

import dev.oqa.model.LedgerUnreadableException;
import dev.oqa.model.QuotaLimits;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.client.MutableClock;
import dev.oqa.model.Family;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.RateLimitedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QuotaLedgerTest {
    static final String NS = "00112233aabbccdd";
    @TempDir Path dir;
    final MutableClock clock = new MutableClock(Instant.parse("2026-03-31T23:59:00Z"));

    QuotaLedger ledger(QuotaLimits limits) { return new QuotaLedger(dir, NS, limits, clock); }

    static QuotaLimits noMinuteLimits() {
        QuotaLimits l = QuotaLimits.documented();
        for (Family f : Family.values()) l = l.perMinute(f, 10_000);
        return l;
    }

    @Test void tenADayThenRefusedUntilMidnightUtc() {
        QuotaLedger l = ledger(noMinuteLimits());
        clock.set(Instant.parse("2026-03-02T10:00:00Z"));
        for (int i = 0; i < 10; i++) assertEquals(9 - i, l.reserve(Family.QUANT).usage().leftToday());
        QuotaExceededException e = assertThrows(QuotaExceededException.class, () -> l.reserve(Family.QUANT));
        assertEquals(Instant.parse("2026-03-03T00:00:00Z"), e.resetsAt());
        clock.set(Instant.parse("2026-03-03T00:00:00Z"));
        l.reserve(Family.QUANT);
        assertEquals(11, l.usage().usedMonth());
    }

    @Test void hundredAMonth() {
        QuotaLedger l = ledger(noMinuteLimits());
        clock.set(Instant.parse("2026-03-01T12:00:00Z"));
        for (int day = 0; day < 10; day++) {
            for (int i = 0; i < 10; i++) l.reserve(Family.OPTIONS);
            clock.advance(Duration.ofDays(1));
        }
        QuotaExceededException e = assertThrows(QuotaExceededException.class, () -> l.reserve(Family.OPTIONS));
        assertTrue(e.getMessage().startsWith("monthly quota used: 100 of 100"), e.getMessage());
        assertEquals(Instant.parse("2026-04-01T00:00:00Z"), e.resetsAt());
    }

    @Test void dayBoundaryFollowsTheConfiguredZone() {
        QuotaLedger ny = ledger(noMinuteLimits().perDay(1).zone(ZoneId.of("America/New_York")));
        clock.set(Instant.parse("2026-03-02T03:00:00Z")); // 22:00 on 1 March in New York
        ny.reserve(Family.PING);
        clock.set(Instant.parse("2026-03-02T04:30:00Z")); // 23:30 New York: same day there
        assertEquals(Instant.parse("2026-03-02T05:00:00Z"), assertThrows(QuotaExceededException.class, () -> ny.reserve(Family.PING)).resetsAt());
        clock.set(Instant.parse("2026-03-02T05:00:00Z"));
        ny.reserve(Family.PING);
    }

    @Test void perMinuteLimitsByTierWithOptionsAndGreeksShared() {
        QuotaLedger l = ledger(QuotaLimits.documented().perDay(1000).perMonth(1000).perMinute(Family.OPTIONS, 3).perMinute(Family.QUANT, 1));
        clock.set(Instant.parse("2026-03-02T10:00:00Z"));
        l.reserve(Family.OPTIONS);
        l.reserve(Family.GREEKS);
        l.reserve(Family.OPTIONS);
        RateLimitedException e = assertThrows(RateLimitedException.class, () -> l.reserve(Family.GREEKS));
        assertEquals(Duration.ofSeconds(60), e.retryAfter());
        l.reserve(Family.QUANT);
        assertThrows(RateLimitedException.class, () -> l.reserve(Family.QUANT));
        l.reserve(Family.PING);
        clock.advance(Duration.ofSeconds(61));
        l.reserve(Family.GREEKS);
    }

    @Test void serverBlockAndRelease() {
        QuotaLedger l = ledger(noMinuteLimits());
        clock.set(Instant.parse("2026-03-02T10:00:00Z"));
        QuotaLedger.Reservation r = l.reserve(Family.PING);
        l.release(r);
        assertEquals(0, l.usage().usedToday());
        l.blockUntil(clock.instant().plusSeconds(30));
        assertEquals(Duration.ofSeconds(30), assertThrows(RateLimitedException.class, () -> l.reserve(Family.PING)).retryAfter());
        clock.advance(Duration.ofSeconds(30));
        l.reserve(Family.PING);
    }

    @Test void threadsNeverExceedTheQuota() throws Exception {
        clock.set(Instant.parse("2026-03-02T10:00:00Z"));
        QuotaLedger shared = ledger(noMinuteLimits());
        ExecutorService pool = Executors.newFixedThreadPool(6);
        List<Future<Boolean>> results = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            // Separate instances, as separate kernels would have.
            QuotaLedger own = ledger(noMinuteLimits());
            results.add(pool.submit(() -> {
                try { own.reserve(Family.PING); return true; } catch (QuotaExceededException e) { return false; }
            }));
        }
        int ok = 0;
        for (Future<Boolean> f : results) if (f.get()) ok++;
        pool.shutdown();
        assertEquals(10, ok);
        assertEquals(10, shared.usage().usedToday());
    }

    @Test void oldEventsArePruned() throws Exception {
        QuotaLedger l = ledger(noMinuteLimits());
        clock.set(Instant.parse("2026-02-10T10:00:00Z"));
        l.reserve(Family.PING);
        clock.set(Instant.parse("2026-03-02T10:00:00Z"));
        l.reserve(Family.PING);
        assertEquals(1, l.usage().usedMonth());
        assertEquals(List.of(QuotaLedger.HEADER, "t " + clock.instant().toEpochMilli() + " PING", "end 1"), Files.readAllLines(l.file()),
                "February pruned");
    }

    /** Each way a ledger can be garbled; none may read as an unused quota. */
    static List<byte[]> garbled(byte[] good) {
        byte[] invalidUtf8 = good.clone();
        invalidUtf8[good.length / 2] = (byte) 0xC3; // a lead byte followed by ASCII: not UTF-8
        invalidUtf8[good.length / 2 + 1] = (byte) 0x28;
        return List.of(
                java.util.Arrays.copyOf(good, good.length - 3),              // cut mid-line
                java.util.Arrays.copyOf(good, good.length - 1 - "end 3".length()), // cut at a line boundary
                new byte[0],                                                  // emptied
                new java.util.Random(7).ints(64, 0, 256).collect(java.io.ByteArrayOutputStream::new,
                        (o, i) -> o.write(i), (x, y) -> { }).toByteArray(),   // random bytes
                "hello\nworld\n".getBytes(java.nio.charset.StandardCharsets.UTF_8), // foreign text
                (new String(good, java.nio.charset.StandardCharsets.UTF_8) + "garbage line\n").getBytes(java.nio.charset.StandardCharsets.UTF_8),
                invalidUtf8);
    }

    @Test void aGarbledLedgerIsNeverAnUnusedQuotaAndRepairCountsTheDayAsSpent() throws Exception {
        clock.set(Instant.parse("2026-03-02T10:00:00Z"));
        QuotaLedger l = ledger(noMinuteLimits());
        for (int i = 0; i < 3; i++) l.reserve(Family.QUANT);
        byte[] good = Files.readAllBytes(l.file());
        int n = 0;
        for (byte[] bad : garbled(good)) {
            n++;
            Files.write(l.file(), bad);
            LedgerUnreadableException e = assertThrows(LedgerUnreadableException.class, () -> l.reserve(Family.QUANT), "case " + n);
            assertTrue(e.getMessage().contains(l.file().toString()) && e.getMessage().contains("oqa quota repair"), e.getMessage());
            assertEquals(4, e.exitCode());
            assertThrows(LedgerUnreadableException.class, l::usage, "usage is not shown as zero, case " + n);
            QuotaLedger.Outcome r = l.repair();
            assertTrue(r.changed() && r.message().contains("counted today as spent"), r.message());
            assertEquals(0, l.usage().leftToday(), "case " + n);
            assertEquals(10, l.usage().usedToday());
            assertTrue(l.usage().usedMonth() >= 10, "the month agrees with the day");
            QuotaExceededException refused = assertThrows(QuotaExceededException.class, () -> l.reserve(Family.QUANT));
            assertEquals(Instant.parse("2026-03-03T00:00:00Z"), refused.resetsAt());
            assertFalse(l.repair().changed(), "a readable ledger is left alone");
            assertFalse(l.unblock().changed(), "unblock does not undo a repair");
        }
        clock.set(Instant.parse("2026-03-03T00:00:01Z"));
        l.reserve(Family.QUANT);
    }

    @Test void theEarlierHeaderlessFormatStillReads() throws Exception {
        clock.set(Instant.parse("2026-03-02T10:00:00Z"));
        QuotaLedger l = ledger(noMinuteLimits());
        long t = clock.instant().toEpochMilli();
        Files.createDirectories(dir);
        Files.writeString(l.file(), "t " + t + " QUANT\nt " + (t + 1) + " OPTIONS\n");
        assertEquals(2, l.usage().usedToday());
        l.reserve(Family.QUANT);
        assertEquals(QuotaLedger.HEADER, Files.readAllLines(l.file()).get(0), "rewritten in the current format");
    }

    @Test void aServerBlockIsShownAndCanBeClearedWithAWarning() {
        clock.set(Instant.parse("2026-03-02T10:00:00Z"));
        QuotaLedger l = ledger(noMinuteLimits());
        l.blockUntil(clock.instant().plus(Duration.ofDays(1)));
        assertThrows(RateLimitedException.class, () -> l.reserve(Family.QUANT));
        assertTrue(l.usage().notes().toString().contains("oqa quota unblock"), l.usage().notes().toString());
        QuotaLedger.Outcome o = l.unblock();
        assertTrue(o.changed() && o.message().contains("Warning"), o.message());
        l.reserve(Family.QUANT);
        assertFalse(l.unblock().changed());
    }

    @Test void namespaceMustBeAHashNotAKey() {
        assertThrows(IllegalArgumentException.class, () -> new QuotaLedger(dir, "ApiKey secret", QuotaLimits.documented(), clock));
    }
}
