package dev.oqa.internal.fetch;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * How the fetcher behaves on the wire, apart from what it does: deadlines, the size cap and the pacing per host.
 * Immutable; every {@code with} returns a copy. The clock and the pacing's wait are injected so tests neither sleep
 * nor depend on the time of day.
 *
 * @param connectTimeout connecting, and resolving the host name (short: offline, a notebook says so at once)
 * @param callTimeout    one deadline for a whole request, body included: a server that trickles bytes is cut off
 * @param maxBytes       the most decoded bytes read from one answer (Cboe's {@code _SPX} file is about 15 MB)
 * @param perHost        the least time between the starts of two requests to one host
 * @param paceLoopback   whether loopback hosts are paced too (off: pacing is a courtesy to public hosts)
 */
public record HttpManners(Duration connectTimeout, Duration callTimeout, long maxBytes, Duration perHost, boolean paceLoopback,
                          Clock clock, Waiter waiter) {
    /** Waits out the pacing; tests record the wait and move their clock instead. */
    @FunctionalInterface
    public interface Waiter { void await(Duration d) throws InterruptedException; }

    public HttpManners {
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(callTimeout, "callTimeout");
        Objects.requireNonNull(perHost, "perHost");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(waiter, "waiter");
        if (maxBytes < 1) throw new IllegalArgumentException("maxBytes must be positive, got " + maxBytes);
    }

    /** 5 s to connect, 60 s for a whole answer, 64 MB at most, one request a second per host. */
    public static HttpManners defaults() {
        return new HttpManners(Duration.ofSeconds(5), Duration.ofSeconds(60), 64L << 20, Duration.ofSeconds(1), false,
                Clock.systemUTC(), d -> Thread.sleep(d.toMillis()));
    }

    public HttpManners connectTimeout(Duration d) { return new HttpManners(d, callTimeout, maxBytes, perHost, paceLoopback, clock, waiter); }

    public HttpManners callTimeout(Duration d) { return new HttpManners(connectTimeout, d, maxBytes, perHost, paceLoopback, clock, waiter); }

    public HttpManners maxBytes(long n) { return new HttpManners(connectTimeout, callTimeout, n, perHost, paceLoopback, clock, waiter); }

    public HttpManners pacing(Duration d, boolean loopbackToo) { return new HttpManners(connectTimeout, callTimeout, maxBytes, d, loopbackToo, clock, waiter); }

    public HttpManners clock(Clock c) { return new HttpManners(connectTimeout, callTimeout, maxBytes, perHost, paceLoopback, c, waiter); }

    public HttpManners waiter(Waiter w) { return new HttpManners(connectTimeout, callTimeout, maxBytes, perHost, paceLoopback, clock, w); }
}
