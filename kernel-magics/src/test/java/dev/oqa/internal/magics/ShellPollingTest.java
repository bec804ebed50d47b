package dev.oqa.internal.magics;

import static org.junit.jupiter.api.Assertions.*;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.dflib.jjava.jupyter.channels.Loop;
import org.junit.jupiter.api.Test;

/** JJava's shell loop turns every millisecond while the user is active, and as JJava made it otherwise. */
class ShellPollingTest {

    /** A clock the test moves, and a loop body that "handles a message" (takes 1 ms) when told to. */
    static final class Fake {
        final AtomicLong now = new AtomicLong(1_000_000_000L);
        boolean handle;
        final LongSupplier body = () -> {
            if (handle) now.addAndGet(1_000_000);
            else now.addAndGet(20_000);
            return 50;
        };
    }

    @Test void shortSleepWithinTheActiveWindowThenJJavasOwn() {
        Fake f = new Fake();
        LongSupplier loop = ShellPolling.adaptive(f.body, f.now::get);
        assertEquals(1, loop.getAsLong(), "right after start");
        f.now.addAndGet(ShellPolling.ACTIVE_WINDOW_MILLIS * 1_000_000);
        assertEquals(50, loop.getAsLong(), "idle for the whole window: JJava's sleep");
        f.handle = true;
        assertEquals(1, loop.getAsLong(), "a turn that handled a message");
        f.handle = false;
        f.now.addAndGet(ShellPolling.ACTIVE_WINDOW_MILLIS * 1_000_000 / 2);
        assertEquals(1, loop.getAsLong(), "still within the window");
        f.now.addAndGet(ShellPolling.ACTIVE_WINDOW_MILLIS * 1_000_000);
        assertEquals(50, loop.getAsLong(), "idle again");
    }

    @Test void stopAndNoSleepPassThrough() {
        AtomicLong now = new AtomicLong();
        assertEquals(-1, ShellPolling.adaptive(() -> -1, now::get).getAsLong());
        assertEquals(0, ShellPolling.adaptive(() -> 0, now::get).getAsLong());
    }

    /** JJava's own Loop thread (the class the kernel runs), sleeping 50 ms a turn, patched while it runs. */
    @Test void patchesJJavasLoopWhileItRuns() throws Exception {
        AtomicInteger turns = new AtomicInteger();
        Loop loop = new Loop("oqa-test-loop", 50, turns::incrementAndGet);
        loop.setDaemon(true);
        loop.start();
        try {
            Thread.sleep(300);
            int before = turns.get();
            assertTrue(ShellPolling.patch(loop), "the loop's body is replaced");
            Thread.sleep(60); // the turn that was sleeping 50 ms ends
            int patchedFrom = turns.get();
            Thread.sleep(300);
            int patched = turns.get() - patchedFrom;
            assertTrue(before <= 8, "JJava's loop turns about every 50 ms: " + before + " turns in 300 ms");
            assertTrue(patched >= 60, "patched, it turns about every millisecond: " + patched + " turns in 300 ms");
        } finally {
            loop.shutdown();
        }
    }

    @Test void leavesOtherThreadsAlone() {
        assertFalse(ShellPolling.patch(new Thread(() -> {})));
    }
}
