package dev.oqa.internal.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.internal.tables.LongForm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --format csv} and {@code json} are the data; {@code table} is the display form. Numerical failures are not usage errors. */
class DataFormatsTest {

    @Test
    void chainCsvHasEveryContractWithItsExpiryAndRawNumbers() throws Exception {
        MainTest.Run j = MainTest.run("chain", "SPY", "--local", "--as-of", "2023-09-14", "--format", "json");
        MainTest.Run c = MainTest.run("chain", "SPY", "--local", "--as-of", "2023-09-14", "--format", "csv");
        assertEquals(0, c.code(), c.err());
        JsonNode chain = Json.MAPPER.readTree(j.out()).get("chain");
        List<String> lines = c.out().lines().toList();
        List<String> header = List.of(lines.get(0).split(","));
        assertEquals(chain.size(), lines.size() - 1, "one csv row per contract");
        assertTrue(chain.size() > 1000, "every contract, not a display page: " + chain.size());
        int e = header.indexOf("expiry"), m = header.indexOf("mid");
        assertTrue(e >= 0 && m >= 0, header.toString());
        Set<String> expiries = new HashSet<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",", -1);
            expiries.add(f[e]);
            // no display rounding: every number reads back to the JSON's value exactly
            JsonNode mid = chain.get(i - 1).get("mid");
            if (mid != null && mid.isNumber()) assertEquals(mid.asDouble(), Double.parseDouble(f[m]), 0.0, "row " + i);
        }
        Set<String> jsonExpiries = new HashSet<>();
        chain.forEach(r -> jsonExpiries.add(r.get("expiry").asText()));
        assertEquals(jsonExpiries, expiries);
        assertTrue(expiries.size() > 10, "all expiries, not one: " + expiries.size());
        assertTrue(c.err().contains("'chain'") && c.err().contains("summary") && c.err().contains("--out"), c.err());
    }

    @Test
    void outWritesOneFilePerMemberForEveryEndpoint(@TempDir Path dir) throws Exception {
        String[][] commands = {{"ping"}, {"em", "SPY"}, {"iv", "SPY"}, {"oi", "SPY"}, {"uoa", "SPY"}, {"chain", "SPY"}, {"gex", "SPY"},
                {"risk", "NVDA"}, {"corr"}, {"memory", "SPY"}, {"optimize", "AAPL", "MSFT"}, {"seasonality", "SPY"}, {"sectors"}};
        Endpoint[] endpoints = {Endpoint.PING, Endpoint.EXPECTED_MOVE, Endpoint.IV, Endpoint.OPEN_INTEREST, Endpoint.UOA, Endpoint.CHAIN,
                Endpoint.GEX, Endpoint.RISK, Endpoint.ASSET_CORRELATION, Endpoint.MARKET_MEMORY, Endpoint.PORTFOLIO_OPTIMIZER,
                Endpoint.SEASONALITY, Endpoint.SECTOR_INSIGHTS};
        for (int k = 0; k < commands.length; k++) {
            Path out = dir.resolve(commands[k][0]);
            List<String> args = new java.util.ArrayList<>(List.of(commands[k]));
            args.addAll(List.of("--local", "--format", "csv", "--out", out.toString()));
            MainTest.Run r = MainTest.run(args.toArray(String[]::new));
            assertEquals(0, r.code(), r.err());
            assertEquals("", r.out(), "with --out, stdout stays empty");
            MainTest.Run json = MainTest.run(List.of(commands[k]).toArray(String[]::new).length == 0 ? new String[0]
                    : java.util.stream.Stream.concat(List.of(commands[k]).stream(), java.util.stream.Stream.of("--local", "--format", "json")).toArray(String[]::new));
            List<LongForm.Member> members = LongForm.of(endpoints[k], Json.MAPPER.readTree(json.out()));
            for (LongForm.Member m : members) {
                Path f = out.resolve(m.name() + ".csv");
                assertTrue(Files.exists(f), f + " for " + commands[k][0]);
                long rows = Files.readAllLines(f).size() - 1;
                assertEquals(m.rows().size(), rows, f.toString());
                assertTrue(rows >= 1 || m.name().equals("highlight_strikes"), f + " is empty");
            }
            try (var files = Files.list(out)) { assertEquals(members.size(), files.count(), "no stray files in " + out); }
        }
    }

    @Test
    void outNeedsNoFormatAndWritesJsonWithFormatJson(@TempDir Path dir) throws Exception {
        MainTest.Run table = MainTest.run("gex", "SPY", "--local", "--out", dir.resolve("csv").toString());
        assertEquals(0, table.code(), table.err());
        assertTrue(table.out().contains("gamma exposure by strike"), "the table still prints: " + table.out());
        assertTrue(table.err().contains("wrote " + dir.resolve("csv").resolve("series.csv")), table.err());
        assertTrue(Files.exists(dir.resolve("csv").resolve("highlight_strikes.csv")) && Files.exists(dir.resolve("csv").resolve("summary.csv")));

        MainTest.Run json = MainTest.run("gex", "SPY", "--local", "--format", "json", "--out", dir.resolve("json").toString());
        assertEquals(0, json.code(), json.err());
        assertEquals("", json.out(), "the data went to the files");
        JsonNode series = Json.MAPPER.readTree(Files.readString(dir.resolve("json").resolve("series.json")));
        assertTrue(series.isArray() && series.get(0).has("strike") && series.get(0).has("value"), series.toString().substring(0, 100));
    }

    @Test
    void aNumericalFailureIsNotAUsageError(@TempDir Path dir) throws Exception {
        // A constant price has zero variance: the covariance is singular and no Cholesky factor exists.
        Path prices = Files.createDirectories(dir.resolve("prices"));
        StringBuilder flat = new StringBuilder("date,adj_close\n"), moving = new StringBuilder("date,adj_close\n");
        java.time.LocalDate d = java.time.LocalDate.of(2020, 1, 1);
        for (int i = 0; i < 60; i++, d = d.plusDays(1)) {
            flat.append(d).append(",10\n");
            moving.append(d).append(',').append(10 + Math.sin(i) + i * 0.01).append('\n'); // synthetic test prices
        }
        Files.writeString(prices.resolve("FLAT.csv"), flat.toString());
        Files.writeString(prices.resolve("MOVE.csv"), moving.toString());
        MainTest.Run r = MainTest.run("optimize", "FLAT", "MOVE", "--objective", "min_var", "--local", "--data", dir.toString(), "--period", "max");
        assertEquals(5, r.code(), r.err());
        assertTrue(r.err().contains("could not compute") && r.err().contains("not positive definite"), r.err());
        assertTrue(!r.err().contains("internal error"), r.err());
    }
}
