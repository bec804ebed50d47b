package dev.oqa.internal.magics;

import static org.junit.jupiter.api.Assertions.*;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/** The warm-up's later rounds wait while a magic runs and for a quiet moment after it, never longer. */
class ActivityTest {
    static final long QUIET = 200_000_000L;

    static CompletableFuture<Long> waiter(Activity a) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                a.awaitQuiet();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return System.nanoTime();
        });
    }

    @Test void quietFromTheStart() throws Exception {
        waiter(new Activity(QUIET)).get(2, TimeUnit.SECONDS);
    }

    @Test void waitsWhileAMagicRunsAndForTheQuietMomentAfterIt() throws Exception {
        Activity a = new Activity(QUIET);
        a.begin();
        CompletableFuture<Long> w = waiter(a);
        assertThrows(TimeoutException.class, () -> w.get(600, TimeUnit.MILLISECONDS), "returned while a magic was running");
        long ended = System.nanoTime();
        a.end();
        long returned = w.get(5, TimeUnit.SECONDS);
        assertTrue(returned - ended >= QUIET, "returned " + (returned - ended) / 1e6 + " ms after the magic ended, before the quiet moment");
    }

    @Test void twoMagicsAtOnceBothCount() throws Exception {
        Activity a = new Activity(QUIET);
        a.begin();
        a.begin();
        a.end();
        CompletableFuture<Long> w = waiter(a);
        assertThrows(TimeoutException.class, () -> w.get(600, TimeUnit.MILLISECONDS), "returned while the second magic was running");
        a.end();
        w.get(5, TimeUnit.SECONDS);
    }
}
