package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.display.Panel;
import dev.oqa.model.ApiException;
import dev.oqa.model.OqaHome;
import dev.oqa.model.Provenance;
import dev.oqa.model.Source;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An answer's views ({@link Outcome.Answered#panel}, {@link Outcome.Answered#printed}), made by the front end from the
 * answer with no call back into the shell: what a server sent cannot crash a front end. An answer from the service or
 * its cache that cannot be viewed is an API error (exit 5) and its cached copy is dropped, so it is asked again rather
 * than replayed; a local answer that cannot be viewed is a bug and keeps its own exception.
 */
class AnsweredViewsTest {
    @TempDir Path home;

    /** The local engine's real answer to {@code gex SPY} (bundled data), with its provenance's source set to {@code source}. */
    private Outcome.Answered answered(Source source, AtomicInteger forgotten) {
        Shell shell = new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), Map.of());
        Outcome.Answered r = (Outcome.Answered) shell.run(List.of("gex", "SPY", "--local"));
        Provenance p = r.answer().provenance();
        var answer = r.answer().withProvenance(new Provenance(source, p.asOf(), p.fetchedAt(), p.stale(), p.quotaLeftToday(), p.notes(),
                p.method(), p.warnings(), p.routine(), p.wroteData()));
        return new Outcome.Answered(r.invocation(), r.api(), r.request(), answer, () -> { forgotten.incrementAndGet(); return true; });
    }

    private static final Supplier<Panel> FAILING_VIEW = () -> { throw new IllegalStateException("SYNTHETIC: the view failed"); };

    @Test void aRemoteOrCachedAnswerThatCannotBeViewedIsAnApiErrorAndIsDropped() {
        for (Source source : List.of(Source.REMOTE, Source.CACHED)) {
            AtomicInteger forgotten = new AtomicInteger();
            Outcome.Answered r = answered(source, forgotten);
            ApiException e = assertThrows(ApiException.class, () -> r.viewed(FAILING_VIEW));
            assertEquals(5, e.exitCode());
            assertTrue(e.getMessage().contains("answer for /greeks/gex could not be shown") && e.getMessage().contains("dropped from the cache")
                    && e.getMessage().contains("SYNTHETIC: the view failed"), e.getMessage());
            assertEquals(1, forgotten.get(), source + ": the failed view drops the cached copy");
        }
    }

    @Test void aLocalAnswerThatCannotBeViewedKeepsItsOwnException() {
        AtomicInteger forgotten = new AtomicInteger();
        Outcome.Answered r = answered(Source.LOCAL, forgotten);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> r.viewed(FAILING_VIEW));
        assertEquals("SYNTHETIC: the view failed", e.getMessage());
        assertEquals(0, forgotten.get(), "a local answer has no cached copy to drop");
    }

    @Test void theViewsOfAGoodAnswerAreDrawnAndTheResultIsTheOneJavaGets() {
        AtomicInteger forgotten = new AtomicInteger();
        Outcome.Answered r = answered(Source.REMOTE, forgotten);
        var result = r.result();
        assertSame(r.answer(), result.answer());
        Panel p = r.panel(result);
        assertTrue(p.title().startsWith("GEX"), p.title());
        assertTrue(r.printed().stdout().contains("zero"), r.printed().stdout());
        assertEquals(0, forgotten.get());
    }
}
