package dev.oqa.local.data.importer;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.ViaChain;
import dev.oqa.client.ApiKey;
import dev.oqa.client.Mode;
import dev.oqa.local.LocalEngine;
import dev.oqa.local.data.DataSource;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Source;
import dev.oqa.testserver.Fixtures;
import dev.oqa.testserver.TestServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The chain archive: a chain from the loopback test server lands in the user folder and answers later local questions. */
class ChainArchiveTest {
    private static final LocalDate SESSION = LocalDate.of(2023, 9, 14);
    @TempDir Path home;

    private Oqa remote(TestServer server, Map<String, String> env) {
        return Oqa.builder().mode(Mode.REMOTE).baseUrl(server.baseUrl()).apiKey(ApiKey.of(Fixtures.KEY)).home(home).env(env).build();
    }

    private static TestServer server() throws java.io.IOException {
        // The server answers /options/chain from the bundled SPY snapshot of 2023-09-14 (real data).
        return TestServer.start().validKey(Fixtures.KEY).quota(10, 100).localEngine(LocalEngine.of(DataSource.bundled(), SESSION));
    }

    @Test void aRemoteChainIsArchivedAndGexAsOfItsDateAnswersFromTheArchive() throws Exception {
        try (TestServer server = server()) {
            Oqa oqa = remote(server, Map.of());
            ApiRequest gex = oqa.gex("SPY").request();
            Answer<?> chain = oqa.answer(ViaChain.chainRequest(gex));
            assertEquals(Source.REMOTE, chain.provenance().source());
            Path file = home.resolve("data/options/SPY_2023-09-14.csv.gz");
            assertTrue(chain.provenance().notes().stream().anyMatch(n -> n.startsWith("archive: saved as " + file)), chain.provenance().notes().toString());
            assertTrue(Files.isRegularFile(file));
            assertTrue(Files.readString(home.resolve("data/options/index.csv")).contains("SPY_2023-09-14.csv,SPY,2023-09-14,2023-09-14"));

            // gex --local --as-of 2023-09-14: the user's archived file answers (it lies over the bundled one of that date)
            Oqa local = Oqa.builder().mode(Mode.LOCAL).home(home).env(Map.of())
                    .local(LocalEngine.of(DataSource.layered(home.resolve("data")), SESSION)).build();
            Answer<?> fromArchive = local.answer(gex);
            assertTrue(fromArchive.provenance().notes().contains("snapshot " + home.resolve("data/options/SPY_2023-09-14.csv")),
                    fromArchive.provenance().notes().toString());
            assertTrue(fromArchive.provenance().asOf().startsWith("2023-09-14"), fromArchive.provenance().asOf());
            // Valued on its session day, the archived chain gives the bundled snapshot's GEX exactly.
            Answer<?> direct = LocalEngine.of(DataSource.bundled(), SESSION).answer(gex);
            assertEquals(direct.raw().toString(), fromArchive.raw().toString());
        }
    }

    @Test void archivingIsOffWithTheEnvVarOrTheSetting() throws Exception {
        try (TestServer server = server()) {
            Answer<?> a = remote(server, Map.of("OQA_ARCHIVE", "off")).answer(remote(server, Map.of()).chain("SPY").request());
            assertTrue(a.provenance().notes().stream().noneMatch(n -> n.startsWith("archive:")), a.provenance().notes().toString());
            assertFalse(Files.exists(home.resolve("data")));
            Files.writeString(home.resolve("settings"), "mode=auto\narchive=off\n");
            assertFalse(ChainArchive.enabled(Map.of(), home.resolve("settings")));
            assertTrue(ChainArchive.enabled(Map.of("OQA_ARCHIVE", "on"), home.resolve("settings")), "the env var wins");
        }
    }

    @Test void anUnwritableArchiveFolderIsANoteNeverAFailedAnswer() throws Exception {
        Files.writeString(home.resolve("data"), "a file where the data folder should be");
        try (TestServer server = server()) {
            Oqa oqa = remote(server, Map.of());
            Answer<?> a = oqa.answer(oqa.chain("SPY").request());
            assertEquals(Source.REMOTE, a.provenance().source());
            assertTrue(a.provenance().notes().stream().anyMatch(n -> n.startsWith("archive: not saved, the data folder " + home.resolve("data") + " is not writable")),
                    a.provenance().notes().toString());
            assertEquals("a file where the data folder should be", Files.readString(home.resolve("data")));
        }
    }
}
