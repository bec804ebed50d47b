package dev.oqa.cache;

import dev.oqa.client.QuotaExceededException;
import dev.oqa.client.RateLimitedException;
import dev.oqa.model.Family;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The requests one key has spent, shared by every process of the user: a small text file per key
 * ({@code quota/<key-hash>.ledger}) read and rewritten under an OS file lock, replaced atomically.
 * A slot is reserved <em>before</em> a request is sent, so two kernels together never exceed the quota;
 * a retry reserves another slot. A request that would break a limit is refused and never sent.
 *
 * <p>File format, one event a line: {@code t <epoch-ms> <FAMILY>} for a reserved request and
 * {@code block <epoch-ms>} (rate limit) or {@code spent <epoch-ms>} (the service said the quota is used up) for
 * "send nothing before", set from a server 429. Events older than both the
 * current month and the last minute are pruned on each write.
 */
public final class QuotaLedger {
    /** The state of a key's quota after a reservation, or now. */
    public record Usage(int usedToday, int perDay, int usedMonth, int perMonth, Map<Family, Integer> usedThisMinute,
                        Instant dayResetsAt, Instant monthResetsAt, Instant blockedUntil, QuotaLimits limits) {
        public int leftToday() { return Math.max(0, Math.min(perDay - usedToday, perMonth - usedMonth)); }
    }

    /** One reserved slot; {@link #release} gives it back when the request provably never left the machine. */
    public record Reservation(long epochMillis, Family family, Usage usage) {}

    private record Event(long millis, Family family) {}

    private record State(List<Event> events, long blockedUntil, long spentUntil) {
        State(List<Event> events, long blockedUntil) { this(events, blockedUntil, 0); }
    }

    private final Path file;
    private final Path lock;
    private final QuotaLimits limits;
    private final Clock clock;

    public QuotaLedger(Path quotaDir, String keyHash, QuotaLimits limits, Clock clock) {
        if (!keyHash.matches("[0-9a-f]{8,64}")) throw new IllegalArgumentException("ledger namespace must be a key hash, not a key");
        this.file = quotaDir.resolve(keyHash + ".ledger");
        this.lock = quotaDir.resolve(keyHash + ".lock");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    public Path file() { return file; }

    public QuotaLimits limits() { return limits; }

    /**
     * Reserves one request of {@code family} now, or refuses: {@link QuotaExceededException} for the day or
     * month (with the instant it resets), {@link RateLimitedException} for a per-minute limit or a server block.
     */
    public Reservation reserve(Family family) {
        return locked(() -> {
            Instant now = clock.instant();
            State s = read();
            Usage u = usage(s, now);
            if (s.spentUntil > now.toEpochMilli())
                throw new QuotaExceededException("the service said this key's quota is used up; not sent; resets at "
                        + Instant.ofEpochMilli(s.spentUntil), Instant.ofEpochMilli(s.spentUntil));
            if (s.blockedUntil > now.toEpochMilli()) {
                Duration wait = Duration.ofMillis(s.blockedUntil - now.toEpochMilli());
                throw new RateLimitedException("the service asked to wait until " + Instant.ofEpochMilli(s.blockedUntil)
                        + " (Retry-After); not sent", wait, 0, "retry_after");
            }
            if (u.usedMonth >= limits.perMonth())
                throw new QuotaExceededException("monthly quota used: " + u.usedMonth + " of " + limits.perMonth()
                        + " requests this month (months in " + limits.zone() + "); not sent; resets at " + u.monthResetsAt, u.monthResetsAt);
            if (u.usedToday >= limits.perDay())
                throw new QuotaExceededException("daily quota used: " + u.usedToday + " of " + limits.perDay()
                        + " requests today (days in " + limits.zone() + "); not sent; resets at " + u.dayResetsAt, u.dayResetsAt);
            Family tier = QuotaLimits.tier(family);
            int perMinute = limits.perMinute(family);
            List<Event> inMinute = s.events.stream()
                    .filter(e -> QuotaLimits.tier(e.family) == tier && e.millis > now.toEpochMilli() - 60_000).toList();
            if (inMinute.size() >= perMinute) {
                long oldest = inMinute.stream().mapToLong(Event::millis).min().orElse(now.toEpochMilli());
                Duration wait = Duration.ofMillis(oldest + 60_000 - now.toEpochMilli());
                throw new RateLimitedException("per-minute limit of " + perMinute + " for " + tier.name().toLowerCase()
                        + " requests reached; not sent; retry in " + Math.max(1, wait.toSeconds()) + " s", wait, 0, "rate_limited");
            }
            List<Event> events = new ArrayList<>(s.events);
            long at = now.toEpochMilli();
            events.add(new Event(at, family));
            State next = new State(events, s.blockedUntil, s.spentUntil);
            write(next, now);
            return new Reservation(at, family, usage(next, now));
        });
    }

    /** Gives a slot back, only for a request that never reached the network (e.g. connection refused). */
    public void release(Reservation r) {
        locked(() -> {
            State s = read();
            List<Event> events = new ArrayList<>(s.events);
            events.remove(new Event(r.epochMillis(), r.family()));
            write(new State(events, s.blockedUntil, s.spentUntil), clock.instant());
            return null;
        });
    }

    /** Sends nothing for this key before {@code until} (a server 429's Retry-After). */
    public void blockUntil(Instant until) {
        locked(() -> {
            State s = read();
            write(new State(s.events, Math.max(s.blockedUntil, until.toEpochMilli()), s.spentUntil), clock.instant());
            return null;
        });
    }

    /**
     * Records that the service reported the quota used up: nothing is sent before {@code until} (its Retry-After),
     * or before the next day boundary when it gave none. Fake events are not added, so the month count stays true.
     */
    public void quotaSpentUntil(Instant until) {
        locked(() -> {
            Instant now = clock.instant();
            State s = read();
            long t = until != null ? until.toEpochMilli() : usage(s, now).dayResetsAt().toEpochMilli();
            write(new State(s.events, s.blockedUntil, Math.max(s.spentUntil, t)), now);
            return null;
        });
    }

    public Usage usage() { return locked(() -> usage(read(), clock.instant())); }

    private Usage usage(State s, Instant now) {
        ZonedDateTime z = now.atZone(limits.zone());
        LocalDate today = z.toLocalDate();
        YearMonth month = YearMonth.from(today);
        int day = 0, mon = 0;
        Map<Family, Integer> minute = new EnumMap<>(Family.class);
        for (Event e : s.events) {
            LocalDate d = Instant.ofEpochMilli(e.millis).atZone(limits.zone()).toLocalDate();
            if (d.equals(today)) day++;
            if (YearMonth.from(d).equals(month)) mon++;
            if (e.millis > now.toEpochMilli() - 60_000) minute.merge(QuotaLimits.tier(e.family), 1, Integer::sum);
        }
        Instant dayReset = today.plusDays(1).atStartOfDay(limits.zone()).toInstant();
        Instant monthReset = month.plusMonths(1).atDay(1).atStartOfDay(limits.zone()).toInstant();
        return new Usage(day, limits.perDay(), mon, limits.perMonth(), Map.copyOf(minute), dayReset, monthReset,
                Math.max(s.blockedUntil, s.spentUntil) > 0 ? Instant.ofEpochMilli(Math.max(s.blockedUntil, s.spentUntil)) : null, limits);
    }

    private State read() {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return new State(List.of(), 0);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the quota ledger " + file, e);
        }
        List<Event> events = new ArrayList<>();
        long block = 0, spent = 0;
        for (String line : lines) {
            String[] p = line.trim().split(" ");
            try {
                if (p.length == 3 && p[0].equals("t")) events.add(new Event(Long.parseLong(p[1]), Family.valueOf(p[2])));
                else if (p.length == 2 && p[0].equals("block")) block = Math.max(block, Long.parseLong(p[1]));
                else if (p.length == 2 && p[0].equals("spent")) spent = Math.max(spent, Long.parseLong(p[1]));
            } catch (IllegalArgumentException ignored) {
                // Writes are atomic, so a bad line is foreign; skipping it can only under-count a request
                // that this toolkit did not record.
            }
        }
        return new State(events, block, spent);
    }

    private void write(State s, Instant now) {
        ZonedDateTime z = now.atZone(limits.zone());
        long monthStart = YearMonth.from(z).atDay(1).atStartOfDay(limits.zone()).toInstant().toEpochMilli();
        long keepFrom = Math.min(monthStart, now.toEpochMilli() - 60_000);
        StringBuilder sb = new StringBuilder();
        if (s.blockedUntil > now.toEpochMilli()) sb.append("block ").append(s.blockedUntil).append('\n');
        if (s.spentUntil > now.toEpochMilli()) sb.append("spent ").append(s.spentUntil).append('\n');
        for (Event e : s.events) if (e.millis >= keepFrom) sb.append("t ").append(e.millis).append(' ').append(e.family.name()).append('\n');
        try {
            Files2.writeAtomically(file, sb.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the quota ledger " + file, e);
        }
    }

    private <T> T locked(java.util.function.Supplier<T> body) {
        try {
            return Files2.withLock(lock, body);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock the quota ledger " + lock, e);
        }
    }
}
