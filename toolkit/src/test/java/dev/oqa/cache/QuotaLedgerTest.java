package dev.oqa.cache;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.client.MutableClock;
import dev.oqa.client.QuotaExceededException;
import dev.oqa.client.RateLimitedException;
import dev.oqa.model.Family;
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

    @Test void oldEventsArePrunedAndForeignLinesIgnored() throws Exception {
        QuotaLedger l = ledger(noMinuteLimits());
        clock.set(Instant.parse("2026-02-10T10:00:00Z"));
        l.reserve(Family.PING);
        clock.set(Instant.parse("2026-03-02T10:00:00Z"));
        Files.writeString(l.file(), Files.readString(l.file()) + "garbage line\n");
        l.reserve(Family.PING);
        assertEquals(1, l.usage().usedMonth());
        assertEquals(1, Files.readAllLines(l.file()).size(), "February pruned, garbage dropped");
    }

    @Test void namespaceMustBeAHashNotAKey() {
        assertThrows(IllegalArgumentException.class, () -> new QuotaLedger(dir, "ApiKey secret", QuotaLimits.documented(), clock));
    }
}
