package dev.oqa.internal.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.commands.SecretPrompt;
import dev.oqa.model.Json;
import dev.oqa.model.OqaHome;
import dev.oqa.testserver.Fixtures;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/oqa} as a user meets it: formats, exit codes and messages (run in-process). The "no request" cases run
 * with a loopback server as the service address and count what reached it; each test has its own OQA home, so a
 * stored key, the quota ledger and the cache never leak between tests.
 */
class MainTest {

    record Run(int code, String out, String err) {}

    MockWebServer server;
    @TempDir Path home;
    String savedHome;

    @BeforeEach void up() throws Exception {
        savedHome = System.getProperty("oqa.home");
        System.setProperty("oqa.home", home.toString());
        server = new MockWebServer();
        server.start(java.net.InetAddress.getLoopbackAddress(), 0);
    }

    @AfterEach void down() {
        server.close();
        if (savedHome == null) System.clearProperty("oqa.home"); else System.setProperty("oqa.home", savedHome);
    }

    static Run run(String... args) { return run(SecretPrompt.NONE, args); }

    static Run run(SecretPrompt prompt, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), prompt, OqaHome.resolve(), System.getenv());
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private String address() { return server.url("/").toString(); }

    /** Stores a key (as {@code oqa login} does, answered by a prompt) so that only what a test varies is missing. */
    private void login(String... extra) {
        String[] args = new String[extra.length + 1];
        args[0] = "login";
        System.arraycopy(extra, 0, args, 1, extra.length);
        Run r = run(p -> Optional.of(Fixtures.KEY), args);
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void gexJsonIsTheDataObjectOfTheEndpoint() throws Exception {
        Run r = run("gex", "SPY", "--local", "--as-of", "2023-09-14", "--format", "json");
        assertEquals(0, r.code(), r.err());
        JsonNode d = Json.MAPPER.readTree(r.out());
        for (String f : List.of("ticker", "spot", "basis", "range_pct", "expirations", "selected_expirations", "zero_level",
                "series", "highlight_strikes", "basis_column", "dw_column"))
            assertTrue(d.has(f), f);
        assertEquals("SPY", d.get("ticker").asText());
        assertEquals(450.81, d.get("spot").asDouble(), 1e-9);
        assertTrue(d.get("series").has("gamma") && d.get("series").has("cumulative_scaled") && d.get("series").has("smoothed"));
        assertTrue(r.err().contains("local"), "provenance on stderr: " + r.err());
    }

    @Test
    void tableAndCsvFormats() {
        Run t = run("gex", "SPX", "--local", "--range", "0.05", "--format", "table");
        assertEquals(0, t.code(), t.err());
        assertTrue(t.out().contains("cumulative_scaled"), t.out());
        Run c = run("gex", "SPX", "--local", "--range", "0.05", "--format", "csv");
        assertEquals(0, c.code(), c.err());
        assertTrue(c.out().startsWith("series,strike,value"), c.out()); // the data in long form, not the display table
    }

    @Test
    void gexTablePrintsTheKeyLevelsFirstThenTheStrikesNearTheMoney() {
        Run t = run("gex", "SPY", "--local", "--as-of", "2025-09-25");
        assertEquals(0, t.code(), t.err());
        String first = t.out().lines().findFirst().orElse("");
        // Real bundled data (Cboe, SPY 2025-09-25): spot 658.05, zero gamma 668.50, call wall 670, put wall 655.
        assertTrue(first.startsWith("spot 658.05 · zero gamma 668.5 · call wall 670 · put wall 655 · total "), first);
        assertTrue(first.endsWith(" per 1% move"), first);
        int header = t.out().indexOf("strike");
        assertTrue(header > first.length(), "the table comes after the headline: " + t.out());
        List<String> rows = t.out().substring(header).lines().filter(l -> l.matches("\\s*\\d[\\d,.]*\\s+.*")).toList();
        assertEquals(25, rows.size(), t.out());
        for (String row : rows) {
            double strike = Double.parseDouble(row.trim().split("\\s+")[0].replace(",", ""));
            assertTrue(Math.abs(strike - 658.05) < 30, "near the money: " + row);
        }
        assertTrue(t.out().contains("--all or --format csv for every row"), t.out());
        Run all = run("gex", "SPY", "--local", "--as-of", "2025-09-25", "--all");
        assertEquals(0, all.code(), all.err());
        long allRows = all.out().lines().filter(l -> l.matches("\\s*\\d[\\d,.]*\\s+.*")).count();
        assertTrue(allRows > 100, "--all prints every strike: " + allRows);
        assertFalse(all.out().contains("--all or --format csv"), all.out());
    }

    @Test
    void theProvenanceIsOneShortLineAndVerboseGivesEveryNote() {
        Run brief = run("gex", "SPY", "--local", "--as-of", "2025-09-25");
        List<String> err = brief.err().lines().filter(l -> l.startsWith("oqa: local")).toList();
        assertEquals(1, err.size(), brief.err());
        assertEquals("oqa: local · as of 2025-09-25T21:05 EDT (SPY snapshot) · GEX: Γ·open_interest·100·S²·0.01 per strike", err.get(0));
        Run verbose = run("gex", "SPY", "--local", "--as-of", "2025-09-25", "--verbose");
        assertTrue(verbose.err().contains("zero_level: Perfiliev re-pricing") && verbose.err().contains("local mode: no request sent"), verbose.err());
    }

    @Test
    void theRangeIsInPercentUnderItsNameAndTheOldSpellingStillWorksWithANote() {
        Run pct = run("gex", "SPX", "--local", "--range-pct", "5", "--format", "json");
        assertEquals(0, pct.code(), pct.err());
        Run old = run("gex", "SPX", "--local", "--range", "0.05", "--format", "json", "--verbose");
        assertEquals(0, old.code(), old.err());
        assertEquals(pct.out(), old.out(), "--range 0.05 is --range-pct 5");
        assertTrue(old.err().contains("--range 0.05 is the old spelling of --range-pct, which takes percent: --range-pct 5"), old.err());
        Run tooWide = run("gex", "SPX", "--local", "--range", "20");
        assertEquals(2, tooWide.code(), "a usage error, not clamped to 2: " + tooWide.err());
        assertTrue(tooWide.err().contains("in percent, range-pct 20"), tooWide.err());
        assertEquals(2, run("gex", "SPX", "--local", "--range-pct", "0.05").code());
        assertEquals(2, run("gex", "SPX", "--local", "--range-pct", "5", "--range", "0.05").code());
    }

    @Test
    void openInterestAndCorrelationLeadWithTheirHeadlineToo() {
        Run oi = run("oi", "SPY", "--local", "--as-of", "2025-09-25");
        assertEquals(0, oi.code(), oi.err());
        // Real bundled data (Cboe, SPY 2025-09-25), as HeadlinesTest checks against the strike table.
        assertEquals("spot 658.05 · calls 1.08M · puts 3.37M · put/call 3.12 · top call strike 670 (92.8K) · top put strike 530 (212K)",
                oi.out().lines().findFirst().orElse(""), oi.out());
        Run corr = run("corr", "--local");
        assertEquals(0, corr.code(), corr.err());
        assertTrue(corr.out().lines().findFirst().orElse("").startsWith("most correlated "), corr.out());
    }

    @Test
    void usageErrorsExitTwoWithTheUsage() {
        Run r = run("gex", "SPY", "--bogus");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("usage: oqa gex"), r.err());
        assertEquals(2, run("nonsense").code());
        assertEquals(2, run("gex", "--basis", "gamma", "--local").code());
        assertEquals(2, run("gex", "--expiration", "15/09/2023", "--local").code());
        assertEquals(2, run().code());
    }

    @Test
    void helpExitsZero() {
        Run r = run("gex", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("--expiration"));
        assertEquals(0, run("--help").code());
    }

    @Test
    void remoteWithoutAnAddressIsAClearErrorAndNoRequest() {
        login();                                  // a key, but no address anywhere
        Run r = run("gex", "SPY", "--remote");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("OQA_BASE_URL"), r.err());
        assertEquals(0, server.getRequestCount());
    }

    @Test
    void remoteWithoutAKeyIsAnAuthenticationErrorAndNoRequest() {
        Run r = run("gex", "SPY", "--remote", "--base-url", address());
        assertEquals(3, r.code(), r.err());
        assertTrue(r.err().contains("OQA_API_KEY"), r.err());
        assertEquals(0, server.getRequestCount(), "nothing may be sent without a key");
    }

    @Test
    void localSendsNoRequestEvenWithAKeyAndAnAddress() {
        login("--base-url", address());
        Run r = run("gex", "SPY", "--local", "--format", "json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("local"), r.err());
        Run bad = run("gex", "SPY", "--bogus");   // a usage error is found before anything is sent
        assertEquals(2, bad.code(), bad.err());
        assertEquals(0, server.getRequestCount());
    }

    @Test
    void autoWithoutKeyFallsBackToLocalAndSaysSo() {
        Run r = run("gex", "NVDA", "--format", "json", "--base-url", address());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("local"), r.err());
        assertEquals(0, server.getRequestCount(), "no key: auto answers locally without asking the server");
    }

    @Test
    void theCountSeesARequestWhenOneIsSent() {
        // The control for the "no request" cases: with a key and an address, --remote reaches the loopback server.
        login("--base-url", address());
        server.enqueue(new MockResponse.Builder().code(401).setHeader("Content-Type", "application/json")
                .body("{\"success\":false,\"error\":{\"code\":\"unauthorized\",\"message\":\"invalid key\"}}").build());
        Run r = run("gex", "SPY", "--remote");
        assertEquals(3, r.code(), r.err());
        assertEquals(1, server.getRequestCount());
    }

    @Test
    void unknownTickerLocallyNamesWhatExists() {
        Run r = run("gex", "ZZZZ", "--local");
        assertTrue(r.code() != 0);
        assertTrue(r.err().contains("SPY"), r.err());
    }
}
