package dev.oqa.internal.magics;

import java.lang.reflect.Field;
import java.util.function.LongSupplier;

/**
 * Answers cells sooner. JJava's shell channel is a loop that polls its socket, handles at most one message, and then
 * sleeps 50 ms (jjava 1.0-a6 to a8, {@code ShellChannel}); every cell waits for that loop. While the user is active
 * (a message handled in the last {@value #ACTIVE_WINDOW_MILLIS} ms) the loop now sleeps {@value #ACTIVE_SLEEP_MILLIS} ms
 * instead, and after that JJava's own sleep again, so an idle kernel costs what it did: a 1 ms loop all the time took
 * 6% of a core (two loops) against 1% for JJava's own. Measured on JJava 1.0-a8 in one kernel, eight cells each:
 * {@code 1 + 1} took 81 ms before and 20 ms after, a repeated {@code %gex SPY --local} 114 ms and 46 ms.
 *
 * <p>JJava has no API for this, so it is done by reflection on its loop thread ({@code Loop.loopBody}). Where its
 * internals differ (another JJava version) nothing is changed and the kernel works as JJava made it.
 */
final class ShellPolling {
    private ShellPolling() {}

    /** JJava names the loop of the first channel it binds, the shell channel, so (the control channel is Shell-1). */
    static final String SHELL_LOOP_THREAD = "Shell-0";
    static final String LOOP_CLASS = "org.dflib.jjava.jupyter.channels.Loop";
    static final long ACTIVE_SLEEP_MILLIS = 1;
    static final long ACTIVE_WINDOW_MILLIS = 3_000;
    /** A turn longer than this handled a message: an empty poll takes tens of microseconds. */
    static final long HANDLED_NANOS = 200_000;

    /**
     * Waits (up to {@code timeoutMillis}) for JJava's shell loop to start, as it does once the kernel connects, after
     * the extensions are installed; returns its thread, or null.
     */
    static Thread await(long timeoutMillis) throws InterruptedException {
        long end = System.nanoTime() + timeoutMillis * 1_000_000;
        do {
            Thread loop = find(SHELL_LOOP_THREAD);
            if (loop != null) return loop;
            Thread.sleep(20);
        } while (System.nanoTime() < end);
        return null;
    }

    /** Replaces the body of JJava's loop {@code loop} with {@link #adaptive} around it; false where that is not possible. */
    static boolean patch(Thread loop) {
        if (!loop.getClass().getName().equals(LOOP_CLASS)) return false;
        try {
            Field body = loop.getClass().getDeclaredField("loopBody");
            if (body.getType() != LongSupplier.class) return false;
            body.setAccessible(true);
            body.set(loop, adaptive((LongSupplier) body.get(loop), System::nanoTime));
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    /**
     * JJava's loop body, which returns how long to sleep before the next turn, shortened to
     * {@value #ACTIVE_SLEEP_MILLIS} ms within {@value #ACTIVE_WINDOW_MILLIS} ms of a turn that handled a message (and
     * of the start). A negative answer (stop the loop) or 0 passes through.
     */
    static LongSupplier adaptive(LongSupplier jjavaBody, LongSupplier nanoClock) {
        return new LongSupplier() {
            private long lastActive = nanoClock.getAsLong(); // the first cells after start are quick too

            @Override public long getAsLong() {
                long start = nanoClock.getAsLong();
                long sleep = jjavaBody.getAsLong();
                long end = nanoClock.getAsLong();
                if (end - start > HANDLED_NANOS) lastActive = end;
                if (sleep <= 0 || end - lastActive > ACTIVE_WINDOW_MILLIS * 1_000_000) return sleep;
                return Math.min(sleep, ACTIVE_SLEEP_MILLIS);
            }
        };
    }

    private static Thread find(String name) {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) root = root.getParent();
        Thread[] threads = new Thread[root.activeCount() + 16];
        int n = root.enumerate(threads, true);
        for (int i = 0; i < n; i++) if (name.equals(threads[i].getName())) return threads[i];
        return null;
    }
}
