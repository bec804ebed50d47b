package dev.oqa.internal.cache;

import dev.oqa.model.LedgerUnreadableException;
import dev.oqa.model.LedgerView;
import dev.oqa.model.QuotaLimits;

import dev.oqa.model.Family;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.RateLimitedException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
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
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The requests one key has spent, shared by every process of the user: a small text file per key
 * ({@code quota/<key-hash>.ledger}) read and rewritten under an OS file lock, replaced atomically.
 * A slot is reserved <em>before</em> a request is sent, so two kernels together never exceed the quota;
 * a retry reserves another slot. A request that would break a limit is refused and never sent.
 *
 * <p>File format: a header line {@code oqa-ledger 1}; one event a line: {@code t <epoch-ms> <FAMILY>} for a reserved
 * request, {@code block <epoch-ms>} (rate limit) or {@code spent <epoch-ms>} (the service said the quota is used up) for
 * "send nothing before", set from a server 429, and {@code repaired <epoch-ms>} (today counted as spent after a
 * repair); a last line {@code end <n>} with the number of lines between. Events older than both the current month and
 * the last minute are pruned on each write.
 *
 * <p>A ledger that does not read back exactly (truncated, random bytes, invalid UTF-8, a line of unknown form) is
 * never taken for an unused quota: every use throws {@link LedgerUnreadableException} until {@link #repair()}
 * rebuilds it conservatively. Files of the earlier header-less format are read when every line parses.
 */
public final class QuotaLedger implements LedgerView {
    /** The state of a key's quota after a reservation, or now. */
    public record Usage(int usedToday, int perDay, int usedMonth, int perMonth, Map<Family, Integer> usedThisMinute,
                        Instant dayResetsAt, Instant monthResetsAt, Instant blockedUntil, QuotaLimits limits, List<String> notes) {
        public Usage {
            notes = notes == null ? List.of() : List.copyOf(notes);
        }

        public int leftToday() { return Math.max(0, Math.min(perDay - usedToday, perMonth - usedMonth)); }
    }

    /** One reserved slot; {@link #release} gives it back when the request provably never left the machine. */
    public record Reservation(long epochMillis, Family family, Usage usage) {}

    private record Event(long millis, Family family) {}

    private record State(List<Event> events, long blockedUntil, long spentUntil, long repairedUntil) {
        static final State EMPTY = new State(List.of(), 0, 0, 0);
    }

    static final String HEADER = "oqa-ledger 1";

    /**
     * The most a ledger may hold: it keeps one month of requests, about 30 bytes each, so this is room for half a
     * million of them, and far below anything that could hurt the heap.
     */
    static final long MAX_BYTES = 16L << 20;

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
            if (s.repairedUntil > now.toEpochMilli())
                throw new QuotaExceededException("today is counted as spent: the quota ledger was rebuilt by 'oqa quota repair' because it"
                        + " was unreadable; not sent; resets at " + Instant.ofEpochMilli(s.repairedUntil), Instant.ofEpochMilli(s.repairedUntil));
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
            State next = new State(events, s.blockedUntil, s.spentUntil, s.repairedUntil);
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
            write(new State(events, s.blockedUntil, s.spentUntil, s.repairedUntil), clock.instant());
            return null;
        });
    }

    /** Sends nothing for this key before {@code until} (a server 429's Retry-After). */
    public void blockUntil(Instant until) {
        locked(() -> {
            State s = read();
            write(new State(s.events, Math.max(s.blockedUntil, until.toEpochMilli()), s.spentUntil, s.repairedUntil), clock.instant());
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
            write(new State(s.events, s.blockedUntil, Math.max(s.spentUntil, t), s.repairedUntil), now);
            return null;
        });
    }

    public Usage usage() { return locked(() -> usage(read(), clock.instant())); }

    /**
     * Rebuilds an unreadable ledger conservatively: the events that still parse are kept, and today is counted as spent
     * (nothing is sent before the next day boundary), since the requests it lost cannot be known. A readable ledger is
     * left as it is.
     */
    public Outcome repair() {
        return locked(() -> {
            Instant now = clock.instant();
            try {
                read();
                return new Outcome(false, "the quota ledger " + file + " is readable; nothing to repair");
            } catch (LedgerUnreadableException garbled) {
                State salvaged = salvage();
                long dayEnd = usage(salvaged, now).dayResetsAt().toEpochMilli();
                State next = new State(salvaged.events, salvaged.blockedUntil, salvaged.spentUntil, dayEnd);
                write(next, now);
                return new Outcome(true, "rebuilt the unreadable quota ledger " + file + ": kept " + salvaged.events.size()
                        + " readable request" + (salvaged.events.size() == 1 ? "" : "s") + " and counted today as spent, so nothing is sent before "
                        + Instant.ofEpochMilli(dayEnd) + " (day boundaries in " + limits.zone() + ")");
            }
        });
    }

    /**
     * Clears a block the service imposed (a 429's Retry-After, capped at a day, or "quota used up"). The service may
     * still refuse, and each refused request counts against the quota; a repair's "today spent" is not cleared.
     */
    public Outcome unblock() {
        return locked(() -> {
            Instant now = clock.instant();
            State s = read();
            long until = Math.max(s.blockedUntil, s.spentUntil);
            if (until <= now.toEpochMilli())
                return new Outcome(false, "no block from the service is in force for this key" + repairedNote(s, now));
            write(new State(s.events, 0, 0, s.repairedUntil), now);
            return new Outcome(true, "cleared the block the service set until " + Instant.ofEpochMilli(until)
                    + ". Warning: the service asked to wait; it may refuse again, and every request it refuses still counts against"
                    + " the 10 a day" + repairedNote(s, now));
        });
    }

    private static String repairedNote(State s, Instant now) {
        return s.repairedUntil > now.toEpochMilli()
                ? "; today stays counted as spent until " + Instant.ofEpochMilli(s.repairedUntil) + " (the ledger was repaired)" : "";
    }
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
        List<String> notes = new ArrayList<>();
        long t = now.toEpochMilli();
        if (s.repairedUntil > t) {
            // The requests the repair could not see count in the month too, so the two figures agree.
            int unseen = Math.max(0, limits.perDay() - day);
            day += unseen;
            mon += unseen;
            notes.add("today counted as spent until " + Instant.ofEpochMilli(s.repairedUntil) + ": the ledger was rebuilt by 'oqa quota repair'");
        }
        if (s.spentUntil > t)
            notes.add("the service said the quota is used up; nothing is sent before " + Instant.ofEpochMilli(s.spentUntil)
                    + " ('oqa quota unblock' clears it)");
        if (s.blockedUntil > t)
            notes.add("the service asked to wait until " + Instant.ofEpochMilli(s.blockedUntil) + " (Retry-After, capped at a day;"
                    + " 'oqa quota unblock' clears it)");
        long block = Math.max(s.blockedUntil, Math.max(s.spentUntil, s.repairedUntil));
        return new Usage(day, limits.perDay(), mon, limits.perMonth(), Map.copyOf(minute), dayReset, monthReset,
                block > 0 ? Instant.ofEpochMilli(block) : null, limits, notes);
    }

    private State read() {
        List<String> lines = lines();
        if (lines == null) return State.EMPTY;
        boolean v1 = !lines.isEmpty() && lines.get(0).equals(HEADER);
        if (!v1) {
            // The earlier header-less format: still read, but only when every line parses and something is there.
            if (lines.isEmpty()) throw new LedgerUnreadableException(file, "the file is empty: truncated");
            return parse(lines, true);
        }
        String expected = "end " + Math.max(0, lines.size() - 2);
        if (lines.size() < 2 || !lines.get(lines.size() - 1).equals(expected))
            throw new LedgerUnreadableException(file, "its last line is not '" + expected + "': truncated or edited");
        return parse(lines.subList(1, lines.size() - 1), true);
    }

    /** The file's lines decoded strictly as UTF-8; null when there is no file. */
    private List<String> lines() {
        byte[] bytes;
        try {
            // A link is refused too (not followed), and a file beyond the bound is never read into the heap.
            Optional<byte[]> read = BoundedFiles.read(file, MAX_BYTES, LinkOption.NOFOLLOW_LINKS);
            if (read.isEmpty()) return null;
            bytes = read.get();
        } catch (BoundedFiles.Refused r) {
            throw new LedgerUnreadableException(file, "it is " + r.describe(MAX_BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the quota ledger " + file, e);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new LedgerUnreadableException(file, "it is not valid UTF-8");
        }
        if (text.isEmpty()) return List.of();
        if (!text.endsWith("\n")) throw new LedgerUnreadableException(file, "its last line is cut short: truncated");
        return List.of(text.substring(0, text.length() - 1).split("\n", -1));
    }

    /** Events and markers from {@code lines}; strict throws on the first line of unknown form, lenient skips it. */
    private State parse(List<String> lines, boolean strict) {
        List<Event> events = new ArrayList<>();
        long block = 0, spent = 0, repaired = 0;
        int n = 0;
        for (String line : lines) {
            n++;
            String[] p = line.split(" ", -1);
            try {
                if (p.length == 3 && p[0].equals("t")) events.add(new Event(Long.parseLong(p[1]), Family.valueOf(p[2])));
                else if (p.length == 2 && p[0].equals("block")) block = Math.max(block, Long.parseLong(p[1]));
                else if (p.length == 2 && p[0].equals("spent")) spent = Math.max(spent, Long.parseLong(p[1]));
                else if (p.length == 2 && p[0].equals("repaired")) repaired = Math.max(repaired, Long.parseLong(p[1]));
                else throw new IllegalArgumentException("unknown line");
            } catch (IllegalArgumentException bad) {
                if (strict) throw new LedgerUnreadableException(file, "line " + n + " is not a ledger event");
            }
        }
        return new State(events, block, spent, repaired);
    }

    /** Whatever still parses in an unreadable ledger (bytes that are not UTF-8 are replaced, then skipped). */
    private State salvage() {
        try {
            // Nothing is salvaged from a link, a pipe or a file beyond the bound: rebuilt from nothing, today spent.
            Optional<byte[]> read = BoundedFiles.read(file, MAX_BYTES, LinkOption.NOFOLLOW_LINKS);
            if (read.isEmpty()) return State.EMPTY;
            String text = new String(read.get(), StandardCharsets.UTF_8);
            return parse(List.of(text.split("\n")), false);
        } catch (IOException e) {
            return State.EMPTY;
        }
    }

    private void write(State s, Instant now) {
        ZonedDateTime z = now.atZone(limits.zone());
        long monthStart = YearMonth.from(z).atDay(1).atStartOfDay(limits.zone()).toInstant().toEpochMilli();
        long keepFrom = Math.min(monthStart, now.toEpochMilli() - 60_000);
        List<String> lines = new ArrayList<>(List.of(HEADER));
        if (s.blockedUntil > now.toEpochMilli()) lines.add("block " + s.blockedUntil);
        if (s.spentUntil > now.toEpochMilli()) lines.add("spent " + s.spentUntil);
        if (s.repairedUntil > now.toEpochMilli()) lines.add("repaired " + s.repairedUntil);
        for (Event e : s.events)
            if (e.millis >= keepFrom) lines.add("t " + e.millis + " " + e.family.name());
        lines.add("end " + (lines.size() - 1));
        try {
            AtomicFiles.write(file, (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the quota ledger " + file, e);
        }
    }

    private <T> T locked(Supplier<T> body) {
        try {
            return AtomicFiles.withLock(lock, body);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock the quota ledger " + lock, e);
        }
    }
}
