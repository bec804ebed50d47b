package dev.oqa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.commands.SecretPrompt;
import dev.oqa.model.Json;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code bin/oqa} as a user meets it: formats, exit codes and messages (run in-process). */
class MainTest {

    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), SecretPrompt.NONE);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
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
        Run r = run("gex", "SPY", "--remote");
        assertTrue(r.code() == 2 || r.code() == 3, r.code() + " " + r.err());
        assertTrue(r.err().contains("OQA_BASE_URL") || r.err().contains("OQA_API_KEY"), r.err());
    }

    @Test
    void autoWithoutKeyFallsBackToLocalAndSaysSo() {
        Run r = run("gex", "NVDA", "--format", "json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("local"), r.err());
    }

    @Test
    void unknownTickerLocallyNamesWhatExists() {
        Run r = run("gex", "ZZZZ", "--local");
        assertTrue(r.code() != 0);
        assertTrue(r.err().contains("SPY"), r.err());
    }
}
