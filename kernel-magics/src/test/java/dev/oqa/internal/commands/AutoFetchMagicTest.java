package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.fetch.KeylessFormats;
import dev.oqa.internal.fetch.KeylessLoopback;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.OqaHome;
import dev.oqa.model.data.GexData;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code %gex QQQ} in auto mode with no key, against a loopback server speaking Cboe's format: the chain is fetched,
 * the answer comes from it, and the provenance line says so. The chain is the REAL bundled SPY 2023-09-14 snapshot in
 * Cboe's fields, served as QQQ (SYNTHETIC).
 */
class AutoFetchMagicTest {
    @TempDir Path home;
    private KeylessLoopback src;

    @BeforeEach void start() throws IOException {
        src = new KeylessLoopback();
        src.cboe("QQQ.json", KeylessLoopback.json(200, KeylessFormats.cboeChain("QQQ", "2023-09-14 20:31:05", "2023-09-14T16:00:00", 450.81,
                KeylessFormats.realSpy20230914())));
    }

    @AfterEach void stop() { src.close(); }

    @Test void gexQqqInAutoModeAnswersFromTheFetchedChainWithTheNote() {
        Shell shell = new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), src.env());
        assertThrows(LocalDataException.class, () -> shell.run(List.of("gex", "QQQ", "--local")), "--local never fetches");
        assertEquals(0, src.requests().size());

        Outcome.Answered a = (Outcome.Answered) shell.run(List.of("gex", "QQQ"));
        String line = a.answer().provenance().line();
        assertTrue(line.startsWith("local · as of 2023-09-14T16:00 EDT (Cboe delayed quotes; fetched "), line);
        assertTrue(line.contains("auto-fetch: options QQQ from Cboe delayed quotes, fetched new (as of 2023-09-14T16:00 EDT, 7292 contracts)"), line);
        assertEquals("QQQ", ((GexData) a.answer().data()).ticker());
        assertEquals(List.of(KeylessLoopback.CBOE + "QQQ.json"), src.paths());

        Outcome.Answered local = (Outcome.Answered) shell.run(List.of("gex", "QQQ", "--local"));
        assertTrue(local.answer().provenance().line().contains("(Cboe delayed quotes; fetched "), "the fetched chain answers local requests too");
        assertEquals(1, src.requests().size());
    }
}
