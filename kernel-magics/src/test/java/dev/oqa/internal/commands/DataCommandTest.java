package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.importer.ChainArchive;
import dev.oqa.model.OqaHome;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.RiskData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code oqa data import|list|archive} and {@code --rf} through the shared shell, as bin/oqa and %oqa run them. */
class DataCommandTest {
    @TempDir Path home;

    private Shell shell() { return new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), System.getenv()); }

    private static String text(Outcome o) { return ((Outcome.Text) o).text(); }

    private static RiskData risk(Outcome o) { return (RiskData) ((Outcome.Answered) o).answer().data(); }

    /** SYNTHETIC prices in Yahoo's download layout, for a ticker the project does not hold: 2 % up one day, 1 % down the next. */
    private Path yahoo(String name) throws IOException {
        StringBuilder sb = new StringBuilder("Date,Open,High,Low,Close,Adj Close,Volume\n");
        LocalDate d = LocalDate.of(2025, 8, 1);
        double p = 20;
        for (int i = 0; i < 400; i++, d = d.plusDays(1)) {
            if (d.getDayOfWeek().getValue() > 5) continue;
            p *= i % 2 == 0 ? 1.02 : 0.99;
            sb.append(String.format(Locale.ROOT, "%s,%.4f,%.4f,%.4f,%.4f,%.10f,%d%n", d, p, p, p, p, p, 500 + i));
        }
        return Files.writeString(home.resolve(name), sb.toString());
    }

    @Test void riskNvdaLocalEndsIn2026WithABeta() {
        Outcome.Answered r = (Outcome.Answered) shell().run(List.of("risk", "NVDA", "--local"));
        assertEquals("2026-08-03", r.answer().provenance().asOf());
        assertEquals("2026-08-03", risk(r).summary().get("end").asText());
        assertTrue(risk(r).summary().get("beta").isNumber());
        assertTrue(r.answer().provenance().line().contains("data end 2026-08-03 (bundled: NVDA to 2026-08-03, SPY to 2026-08-03)"), r.answer().provenance().line());
    }

    @Test void importThenRiskWithNoDataFlagThenListThenRefuseTheSameTicker() throws IOException {
        Shell shell = shell();
        Path f = yahoo("ZZYAH.csv");
        String done = text(shell.run(List.of("data", "import", f.toString())));
        assertTrue(done.startsWith("imported " + home.resolve("data/prices/ZZYAH.csv.gz")), done);

        Outcome.Answered r = (Outcome.Answered) shell.run(List.of("risk", "ZZYAH", "--local", "--period", "1y"));
        assertTrue(risk(r).summary().get("beta").isNumber(), risk(r).summary().toString());
        assertTrue(r.answer().provenance().line().contains("your data folder: ZZYAH to "), r.answer().provenance().line());

        String list = text(shell.run(List.of("data", "list")));
        assertTrue(list.contains("ZZYAH") && list.contains("your data folder is " + home.resolve("data")) && list.contains("bundled"), list);

        UsageException again = assertThrows(UsageException.class, () -> shell.run(List.of("data", "import", f.toString())));
        assertTrue(again.getMessage().contains("ticker ZZYAH is already in") && again.getMessage().contains("--replace"), again.getMessage());
        assertTrue(text(shell.run(List.of("data", "import", f.toString(), "--replace"))).startsWith("replaced "));
    }

    @Test void importIntoAnUnwritableFolderAndAnUnknownFormat() throws IOException {
        Path f = yahoo("ZZYAH.csv");
        Path blocked = Files.writeString(home.resolve("blocked"), "x");
        LocalDataException e = assertThrows(LocalDataException.class,
                () -> shell().run(List.of("data", "import", f.toString(), "--data", blocked.resolve("d").toString())));
        assertTrue(e.getMessage().contains("nothing was written"), e.getMessage());
        Path odd = Files.writeString(home.resolve("odd.csv"), "when,what\n");
        UsageException u = assertThrows(UsageException.class, () -> shell().run(List.of("data", "import", odd.toString())));
        assertTrue(u.getMessage().startsWith(odd + " line 1: not a format the importer knows; it reads 'when,what'"), u.getMessage());
        assertThrows(UsageException.class, () -> shell().run(List.of("data", "list", "--ticker", "X")));
    }

    @Test void rfTbillAndAConstantReachTheLocalEngine() {
        RiskData zero = risk(shell().run(List.of("risk", "NVDA", "--local", "--period", "1M")));
        RiskData tbill = risk(shell().run(List.of("risk", "NVDA", "--local", "--period", "1M", "--rf", "tbill")));
        RiskData two = risk(shell().run(List.of("risk", "NVDA", "--local", "--period", "1M", "--rf", "0.02")));
        assertEquals(0.0370292562, tbill.summary().get("risk_free_rate").asDouble(), 1e-9);
        assertEquals(0.02, two.summary().get("risk_free_rate").asDouble(), 0);
        assertTrue(tbill.summary().get("sharpe").asDouble() < zero.summary().get("sharpe").asDouble());
        UsageException e = assertThrows(UsageException.class, () -> shell().run(List.of("risk", "NVDA", "--local", "--rf", "5")));
        assertTrue(e.getMessage().contains("annual fraction") && e.getMessage().contains("usage: oqa risk"), e.getMessage());
    }

    /** The loopback test server answers the chain from the bundled SPY snapshot of 2023-09-14 (real data). */
    @Test void aViaChainAnswerIsArchivedAndGexLocalAsOfItsDateAnswersFromTheArchive() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(System.getenv("OQA_API_KEY") == null || System.getenv("OQA_API_KEY").isBlank(), "the test key must come from the credentials file");
        try (var server = dev.oqa.testserver.TestServer.start().validKey(dev.oqa.testserver.Fixtures.KEY).quota(10, 100)
                .localEngine(dev.oqa.internal.route.LocalEngine.of(dev.oqa.internal.local.data.DataSource.bundled(), LocalDate.of(2023, 9, 14)))) {
            dev.oqa.internal.client.Credentials.at(OqaHome.of(home)).store(dev.oqa.internal.client.ApiKey.of(dev.oqa.testserver.Fixtures.KEY), java.util.Optional.of(server.baseUrl()));
            Shell shell = shell();
            Outcome.Answered via = (Outcome.Answered) shell.run(List.of("gex", "SPY", "--via-chain", "--remote"));
            Path file = home.resolve("data/options/SPY_2023-09-14.csv.gz");
            assertTrue(Files.isRegularFile(file), file.toString());
            assertTrue(via.answer().provenance().notes().stream().anyMatch(n -> n.startsWith("chain: archive: saved as options/SPY_2023-09-14.csv.gz in your data folder")), via.answer().provenance().notes().toString());
            Outcome.Answered local = (Outcome.Answered) shell.run(List.of("gex", "SPY", "--local", "--as-of", "2023-09-14"));
            assertTrue(local.answer().provenance().notes().contains("snapshot options/SPY_2023-09-14.csv (your data folder)"),
                    local.answer().provenance().notes().toString());
            assertEquals(1, server.requestCount());
        }
    }

    /**
     * A shell that answered locally before keeps its client; an archived chain must still reach its next local answer.
     * The shell decides that from the answer's typed {@code wroteData}, not from the text of the archive's note.
     */
    @Test void aChainArchivedAfterALocalAnswerReachesTheNextLocalAnswerOfTheSameShell() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(System.getenv("OQA_API_KEY") == null || System.getenv("OQA_API_KEY").isBlank(), "the test key must come from the credentials file");
        try (var server = dev.oqa.testserver.TestServer.start().validKey(dev.oqa.testserver.Fixtures.KEY).quota(10, 100)
                .localEngine(dev.oqa.internal.route.LocalEngine.of(dev.oqa.internal.local.data.DataSource.bundled(), LocalDate.of(2023, 9, 14)))) {
            dev.oqa.internal.client.Credentials.at(OqaHome.of(home)).store(dev.oqa.internal.client.ApiKey.of(dev.oqa.testserver.Fixtures.KEY), java.util.Optional.of(server.baseUrl()));
            Shell shell = shell();
            List<String> gexLocal = List.of("gex", "SPY", "--local", "--as-of", "2023-09-14");
            Outcome.Answered before = (Outcome.Answered) shell.run(gexLocal);
            assertTrue(before.answer().provenance().notes().contains("snapshot options/SPY_2023-09-14.csv (bundled)"), before.answer().provenance().notes().toString());
            assertFalse(before.answer().provenance().wroteData());
            Outcome.Answered via = (Outcome.Answered) shell.run(List.of("gex", "SPY", "--via-chain", "--remote"));
            assertTrue(via.answer().provenance().wroteData(), "the archive wrote the chain: " + via.answer().provenance().notes());
            Outcome.Answered after = (Outcome.Answered) shell.run(gexLocal);
            assertTrue(after.answer().provenance().notes().contains("snapshot options/SPY_2023-09-14.csv (your data folder)"), after.answer().provenance().notes().toString());
            // the archive's index row gives the snapshot its time; a listing made before the archive still has the bundled one
            assertTrue(after.answer().provenance().asOf().startsWith("2023-09-14 (fetched "), "the kept local client lists the folder again: " + after.answer().provenance().asOf());
            assertEquals(1, server.requestCount());
        }
    }

    @Test void archiveSettingIsStoredBesideTheModeAndKeepsIt() {
        Shell shell = new Shell(Shell.Frontend.COMMAND_LINE, SecretPrompt.NONE, OqaHome.of(home), System.getenv());
        shell.run(List.of("mode", "local"));
        assertTrue(text(shell.run(List.of("data", "archive", "off"))).startsWith("chain archive: off"));
        assertFalse(ChainArchive.enabled(java.util.Map.of(), shell.settings().file()));
        assertEquals(dev.oqa.model.Mode.LOCAL, shell.settings().defaultMode(null), "storing one setting keeps the other");
        shell.run(List.of("data", "archive", "on"));
        assertTrue(ChainArchive.enabled(java.util.Map.of(), shell.settings().file()));
    }
}
