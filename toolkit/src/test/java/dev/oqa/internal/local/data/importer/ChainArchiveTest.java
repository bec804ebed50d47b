package dev.oqa.internal.local.data.importer;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.ViaChain;
import dev.oqa.internal.client.ApiKey;
import dev.oqa.model.Mode;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
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
        return Oqa.builder().mode(Mode.REMOTE).baseUrl(server.baseUrl()).apiKey(Fixtures.KEY).home(home).env(env).build();
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
            assertTrue(chain.provenance().notes().stream().anyMatch(n -> n.startsWith("archive: saved as options/SPY_2023-09-14.csv.gz in your data folder")), chain.provenance().notes().toString());
            assertTrue(Files.isRegularFile(file));
            assertTrue(Files.readString(home.resolve("data/options/index.csv")).contains("SPY_2023-09-14.csv,SPY,2023-09-14,2023-09-14"));

            // gex --local --as-of 2023-09-14: the user's archived file answers (it lies over the bundled one of that date)
            Oqa local = Oqa.builder().mode(Mode.LOCAL).home(home).env(Map.of())
                    .asOf(SESSION).build();
            Answer<?> fromArchive = local.answer(gex);
            assertTrue(fromArchive.provenance().notes().contains("snapshot options/SPY_2023-09-14.csv (your data folder)"),
                    fromArchive.provenance().notes().toString());
            assertTrue(fromArchive.provenance().asOf().startsWith("2023-09-14"), fromArchive.provenance().asOf());
            // Valued on its session day, the archived chain gives the bundled snapshot's GEX exactly.
            Answer<?> direct = LocalEngine.of(DataSource.bundled(), SESSION).answer(gex);
            assertEquals(direct.raw().toString(), fromArchive.raw().toString());
        }
    }

    /**
     * A date and an underlying the bundled set does not have: the server answers from a SYNTHETIC relabelling of the
     * bundled SPY 2023-09-14 snapshot as "ZZX" on 2026-11-20 (every date moved by the same number of days). After one
     * chain request, gex --local --as-of 2026-11-20 answers from the archive alone, as the server's own file would.
     */
    @Test void anArchivedDateTheBundledSetLacksAnswersLaterLocalQuestions() throws Exception {
        Path served = home.resolve("served");
        java.nio.file.Files.createDirectories(served.resolve("options"));
        long shift = java.time.temporal.ChronoUnit.DAYS.between(SESSION, LocalDate.of(2026, 11, 20));
        StringBuilder sb = new StringBuilder();
        try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(
                DataSource.bundled().open("options/SPY_2023-09-14.csv").orElseThrow(), java.nio.charset.StandardCharsets.UTF_8))) {
            sb.append(in.readLine()).append('\n');
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.split(",", -1); // quote_date,underlying,spot,expiration,type,contract,...
                f[0] = LocalDate.parse(f[0]).plusDays(shift).toString();
                f[1] = "ZZX";
                f[3] = LocalDate.parse(f[3]).plusDays(shift).toString();
                f[5] = "";
                sb.append(String.join(",", f)).append('\n');
            }
        }
        java.nio.file.Files.writeString(served.resolve("options/ZZX_2026-11-20.csv"), sb.toString());
        LocalEngine serverEngine = LocalEngine.of(DataSource.folder(served), null);
        try (TestServer server = TestServer.start().validKey(Fixtures.KEY).quota(10, 100).localEngine(serverEngine)) {
            Oqa oqa = remote(server, Map.of());
            ApiRequest gex = oqa.gex("ZZX").request();
            oqa.answer(ViaChain.chainRequest(gex));
            assertTrue(Files.isRegularFile(home.resolve("data/options/ZZX_2026-11-20.csv.gz")));
            Answer<?> local = Oqa.builder().mode(Mode.LOCAL).home(home).env(Map.of())
                    .asOf(LocalDate.of(2026, 11, 20)).build().answer(gex);
            assertTrue(local.provenance().notes().contains("snapshot options/ZZX_2026-11-20.csv (your data folder)"), local.provenance().notes().toString());
            assertEquals(serverEngine.answer(gex).raw().toString(), local.raw().toString());
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
            assertTrue(a.provenance().notes().stream().anyMatch(n -> n.startsWith("archive: not saved, cannot create the data folder " + home.resolve("data"))),
                    a.provenance().notes().toString());
            assertEquals("a file where the data folder should be", Files.readString(home.resolve("data")));
        }
    }
}
