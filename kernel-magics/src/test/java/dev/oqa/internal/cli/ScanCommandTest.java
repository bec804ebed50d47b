package dev.oqa.internal.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.cli.MainTest.Run;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.model.Json;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code scan} and {@code --history} on the command line (in process; the Spark engine is tested in its module). */
class ScanCommandTest {
    @TempDir Path tmp;

    @Test void gexHistoryJsonHasOneRecordPerSpxSnapshot() throws Exception {
        Run r = MainTest.run("gex", "SPX", "--history", "--local", "--format", "json");
        assertEquals(0, r.code(), r.err());
        JsonNode a = Json.MAPPER.readTree(r.out());
        long spx = SnapshotCatalog.of(DataSource.bundled()).snapshots().stream().filter(s -> s.ticker().equals("SPX")).count();
        assertEquals(3, spx);
        assertEquals(spx, a.size());
        for (JsonNode rec : a) {
            assertEquals("SPX", rec.get("underlying").asText());
            String asOf = rec.get("as_of").asText();
            // the history row's zero level is the single-snapshot answer's, for that date
            JsonNode one = Json.MAPPER.readTree(MainTest.run("gex", "SPX", "--local", "--as-of", asOf, "--format", "json").out());
            assertEquals(one.get("zero_level").asDouble(), rec.get("zero_gamma").asDouble(), 1e-9, asOf);
            assertEquals(one.get("highlight_strikes").get("call_wall").asDouble(), rec.get("call_wall").asDouble(), 0, asOf);
            assertTrue(rec.get("error").isNull());
        }
        assertTrue(r.err().contains("history of SPX · 3 snapshots"), r.err());
    }

    @Test void ivHistoryCsvAndTable() {
        Run c = MainTest.run("iv", "SPY", "--history", "--format", "csv");
        assertEquals(0, c.code(), c.err());
        List<String> lines = c.out().lines().toList();
        assertTrue(lines.get(0).startsWith("underlying,as_of,file,spot,zero_gamma"), lines.get(0));
        assertEquals(3, lines.size());
        Run t = MainTest.run("em", "SPY", "--history");
        assertEquals(0, t.code(), t.err());
        assertTrue(t.out().contains("2025-09-25") && t.out().contains("atm_iv_30d"), t.out());
        assertEquals(2, MainTest.run("gex", "SPY", "--history", "--remote").code());
        assertEquals(5, MainTest.run("oi", "QQQ", "--history", "--local").code()); // no QQQ snapshot: a data error naming the ones there are
    }

    @Test void emHeldCsvJsonOutAndTable() throws Exception {
        Path bundled = Path.of("../toolkit/src/main/resources/dev/oqa/data").toAbsolutePath().normalize();
        Run c = MainTest.run("em", "SPY", "--held", "--local", "--data", bundled.toString(), "--format", "csv");
        assertEquals(0, c.code(), c.err());
        List<String> lines = c.out().lines().toList();
        assertEquals("underlying,as_of,file,horizon,expiry,days,spot,implied_move,implied_move_pct,close_as_of,close_expiry,"
                + "realized_move,realized_move_pct,ratio,inside,pending,error", lines.get(0));
        assertEquals(5, lines.size());
        assertTrue(lines.get(1).startsWith("SPY,2023-09-14,options/SPY_2023-09-14.csv,weekly,2023-09-15,1.0,450.81,"), lines.get(1));
        assertTrue(c.err().contains("did the expected move hold · SPY · 4 rows"), c.err());
        assertTrue(c.err().contains("monthly: 2 realized, 1 inside (hit rate 50%), mean realized/implied 1.28, 0 pending"), c.err());

        Run j = MainTest.run("em", "SPX", "--held", "--local", "--data", bundled.toString(), "--format", "json");
        assertEquals(0, j.code(), j.err());
        JsonNode a = Json.MAPPER.readTree(j.out());
        assertEquals(6, a.size());
        for (JsonNode rec : a) {
            assertTrue(rec.get("pending").asText().startsWith("no closes of SPX"), rec.toString());
            assertTrue(rec.get("ratio").isNull());
        }

        Path out = tmp.resolve("moves.json");
        Run w = MainTest.run("em", "NVDA", "--held", "--horizon", "20", "--local", "--data", bundled.toString(), "--out", out.toString());
        assertEquals(0, w.code(), w.err());
        assertEquals("", w.out());
        assertEquals(3, Json.MAPPER.readTree(Files.readString(out)).size());
        assertTrue(w.err().contains("wrote 3 rows to " + out), w.err());

        Run t = MainTest.run("em", "NVDA", "--held", "--local", "--data", bundled.toString());
        assertEquals(0, t.code(), t.err());
        assertTrue(t.out().contains("hit_rate") && t.out().contains("mean_ratio") && t.out().contains("2025-01-17"), t.out());
    }

    @Test void emHeldRefusesWhatItCannotMean() {
        record Bad(List<String> args, String says) {}
        for (Bad b : List.of(
                new Bad(List.of("em", "SPY", "--held", "--history"), "--held and --history are two different tables"),
                new Bad(List.of("em", "SPY", "--held", "--remote"), "--held is computed from local snapshots and closes; drop --remote"),
                new Bad(List.of("em", "SPY", "--held", "--via-chain"), "--held reads every local snapshot; --via-chain asks for one chain"),
                new Bad(List.of("em", "SPY", "--held", "--as-of", "2023-09-14"), "--as-of picks one"),
                new Bad(List.of("em", "SPY", "--held", "--range-pct", "10"), "drop --range-pct"),
                new Bad(List.of("em", "SPY", "--horizon", "30"), "--horizon goes with --held"),
                new Bad(List.of("em", "SPY", "--held", "--horizon", "soon"), "--horizon takes calendar days, e.g. --horizon 45"),
                new Bad(List.of("em", "SPY", "--held", "--horizon", "0"), "--horizon takes calendar days from 1 to 3660, got 0"),
                new Bad(List.of("em", "SPY", "--held", "--out", "x.parquet"), "--held writes csv or json"),
                new Bad(List.of("gex", "SPY", "--held"), "unknown option --held"),
                new Bad(List.of("scan", "held"), "held is one ticker's history, not a universe scan: oqa em TICKER --held"))) {
            Run r = MainTest.run(b.args().toArray(String[]::new));
            assertEquals(2, r.code(), b.args() + ": " + r.err());
            assertTrue(r.err().contains(b.says()), b.args() + ": " + r.err());
        }
    }

    @Test void scanOfTheBundledData() {
        Run r = MainTest.run("scan", "gex", "--format", "csv");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("underlying,as_of,file,spot,zero_gamma,call_wall,put_wall,abs_wall,net_gex,gamma_regime,error", lines.get(0));
        assertEquals(1 + 8, lines.size());
        assertTrue(r.err().contains("8 snapshots, 0 failed"), r.err());
        Run q = MainTest.run("scan", "risk", "--format", "json");
        assertEquals(0, q.code(), q.err());
        assertTrue(q.out().contains("\"beta\""), q.out());
    }

    @Test void aCorruptSnapshotIsARowAndTheScanSucceeds() throws Exception {
        Path d = tmp.resolve("data/options");
        Files.createDirectories(d);
        try (InputStream in = DataSource.bundled().open("options/SPY_2023-09-14.csv").orElseThrow()) {
            Files.copy(in, d.resolve("SPY_2023-09-14.csv"));
        }
        Files.writeString(d.resolve("SPY_2023-09-15.csv"), "quote_date,underlying\nnot a chain\n");
        Path out = tmp.resolve("rows/gex.csv");
        Run r = MainTest.run("scan", "gex", "--data", tmp.resolve("data").toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("2 snapshots, 1 failed"), r.err());
        assertTrue(r.err().contains("SPY_2023-09-15.csv"), r.err());
        List<String> rows = Files.readAllLines(out);
        assertEquals(3, rows.size());
        assertTrue(rows.get(2).startsWith("SPY,2023-09-15,options/SPY_2023-09-15.csv,,,,,,,"), rows.get(2));
        assertEquals("", r.out());
    }

    @Test void progressInALogIsALinePerTenth() {
        java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
        ScanProgress p = new ScanProgress(new java.io.PrintStream(b, true, java.nio.charset.StandardCharsets.UTF_8), false);
        for (int i = 1; i <= 200; i++) p.progress(i, 200, i / 100, null);
        List<String> lines = b.toString(java.nio.charset.StandardCharsets.UTF_8).lines().toList();
        assertEquals(11, lines.size(), lines.toString());
        assertTrue(lines.get(10).startsWith("oqa: scan 200/200 · 2 failed"), lines.get(10));
        java.io.ByteArrayOutputStream quiet = new java.io.ByteArrayOutputStream();
        ScanProgress q = new ScanProgress(new java.io.PrintStream(quiet, true, java.nio.charset.StandardCharsets.UTF_8), false);
        for (int i = 1; i <= 8; i++) q.progress(i, 8, 0, null);
        assertEquals(0, quiet.size()); // short scans (history) say nothing but the summary
    }

    @Test void usageMistakesExitTwo() {
        assertEquals(2, MainTest.run("scan").code());
        Run u = MainTest.run("scan", "gamma");
        assertEquals(2, u.code());
        assertTrue(u.err().contains("gex, iv, em, oi, options, risk"), u.err());
        assertEquals(2, MainTest.run("scan", "gex", "--format", "parquet").code());
        assertEquals(2, MainTest.run("scan", "gex", "--master", "local[2]").code());
        assertEquals(2, MainTest.run("scan", "gex", "--engine", "flink").code());
        assertEquals(2, MainTest.run("scan", "gex", "--as-of", "2023-09-14").code());
        Run s = MainTest.run("scan", "gex", "--engine", "spark");
        assertEquals(2, s.code()); // this module's class path has no Spark: the message says how to get it
        assertTrue(s.err().contains("spark/target/lib"), s.err());
        assertEquals(2, MainTest.run("data", "to-parquet", tmp.toString()).code());
        assertEquals(2, MainTest.run("data", "shred").code());
        String help = MainTest.run("scan", "--help").out();
        for (String option : List.of("--data DIR", "--engine ENGINE", "--master URL", "--out PATH", "--format FORMAT"))
            assertEquals(1, help.split(java.util.regex.Pattern.quote("  " + option), -1).length - 1,
                    option + " should be listed once in scan --help:\n" + help);
    }
}
