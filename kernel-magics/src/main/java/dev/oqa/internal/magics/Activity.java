package dev.oqa.internal.magics;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Whether the user's magics are running, and since when they have not: the warm-up runs its later rounds only in a
 * quiet moment, so that it never competes with a cell for the machine's cores.
 */
final class Activity {
    private final AtomicInteger running = new AtomicInteger();
    private final long quietNanos;
    private volatile long lastEnd;

    /** Quiet from the start: nothing has run yet. {@code quietNanos} is how long without a magic counts as quiet. */
    Activity(long quietNanos) {
        this.quietNanos = quietNanos;
        this.lastEnd = System.nanoTime() - quietNanos;
    }

    void begin() { running.incrementAndGet(); }

    void end() {
        lastEnd = System.nanoTime();
        running.decrementAndGet();
    }

    /** Blocks until no magic is running and none has ended for the quiet period. */
    void awaitQuiet() throws InterruptedException {
        while (running.get() > 0 || System.nanoTime() - lastEnd < quietNanos) Thread.sleep(20);
    }
}
