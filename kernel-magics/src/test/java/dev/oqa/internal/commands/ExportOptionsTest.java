package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.Oqa;
import dev.oqa.internal.scan.ScanEngine;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanEngines;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.internal.tables.LongForm;
import dev.oqa.model.Json;
import dev.oqa.model.OqaHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --format} and {@code --out} in a notebook: {@code %gex SPY --format csv} prints the csv instead of the panel,
 * {@code --out DIR} writes every member whatever the format, and the files are the ones {@code Result.saveCsv}
 * writes. And {@code scan --out PATH}: the extension picks the format unless {@code --format} says otherwise.
 */
class ExportOptionsTest {
    @TempDir Path home;
    @TempDir Path dir;

    private Shell notebook() { return new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), Map.of()); }

    @Test void aMagicPrintsCsvOrJsonInsteadOfThePanel() throws Exception {
        Outcome csv = notebook().run(List.of("gex", "SPY", "--local", "--format", "csv"));
        String text = assertInstanceOf(Outcome.Text.class, csv, "csv is printed, not the panel").text();
        assertTrue(text.startsWith("series,strike,value\n"), text.substring(0, Math.min(200, text.length())));
        assertTrue(text.contains("the others (highlight_strikes, summary) are written with --out DIR"), "where the other members are");

        Outcome json = notebook().run(List.of("gex", "SPY", "--local", "--format", "json"));
        String body = assertInstanceOf(Outcome.Text.class, json).text();
        Outcome.Answered panel = assertInstanceOf(Outcome.Answered.class, notebook().run(List.of("gex", "SPY", "--local")));
        assertEquals(panel.answer().raw(), Json.MAPPER.readTree(body), "the data object, as the command line prints it");
    }

    @Test void outWritesEveryMemberWithoutFormatAndTheFilesAreTheResultsOwn() throws Exception {
        Path out = dir.resolve("chain");
        Outcome o = notebook().run(List.of("chain", "SPY", "--local", "--out", out.toString()));
        Outcome.Answered r = assertInstanceOf(Outcome.Answered.class, o, "the panel still shows");
        List<String> wrote = Exports.writeIfAsked(r);
        List<LongForm.Member> members = LongForm.of(r.request().endpoint(), r.answer().raw());
        assertEquals(members.size(), wrote.size(), String.join("\n", wrote));
        Path saved = dir.resolve("saved");
        List<Path> files = Oqa.result(r.answer(), r.request()).saveCsv(saved);
        for (Path f : files)
            assertEquals(Files.readString(f), Files.readString(out.resolve(f.getFileName())), "--out and saveCsv write the same " + f.getFileName());
    }

    @Test void csvWithOutPrintsWhatItWrote() {
        Path out = dir.resolve("gex");
        String text = assertInstanceOf(Outcome.Text.class, notebook().run(List.of("gex", "SPY", "--local", "--format", "csv", "--out", out.toString()))).text();
        assertTrue(text.contains("wrote " + out.resolve("series.csv")), text);
        assertTrue(Files.exists(out.resolve("summary.csv")));
    }

    /** A Spark engine that records what it is asked to write (the real one is tested in oqa-spark). */
    static final class RecordingSpark implements ScanEngine {
        final List<String> formats = new ArrayList<>();
        @Override public String name() { return "spark"; }
        @Override public ScanResult run(ScanJob job, ScanListener l) { return new ScanResult(job, "spark", List.of(), 0); }
        @Override public void write(ScanResult r, String out, String format) { formats.add(format); }
    }

    private static Invocation parse(String line) {
        List<String> w = List.of(line.split(" "));
        return Grammar.parse(Grammar.find(w.get(0)).orElseThrow(), w.subList(1, w.size()));
    }

    @Test void theFileNamesExtensionPicksTheScanFormatUnlessFormatSaysOtherwise() {
        RecordingSpark spark = new RecordingSpark();
        for (String line : List.of("scan gex --engine spark --out rows.csv", "scan gex --engine spark --out out/rows.json",
                "scan gex --engine spark --out rows.parquet", "scan gex --engine spark --out rows", "scan gex --engine spark --out rows.csv --format parquet"))
            ScanCommand.scan(parse(line), ScanListener.NONE, n -> spark);
        assertEquals(List.of("csv", "json", "parquet", "parquet", "parquet"), spark.formats);
        var bad = org.junit.jupiter.api.Assertions.assertThrows(dev.oqa.model.UsageException.class,
                () -> ScanCommand.scan(parse("scan gex --engine spark --out rows.txt"), ScanListener.NONE, n -> spark));
        assertTrue(bad.getMessage().contains(".txt names no format") && bad.getMessage().contains(".csv, .json or .parquet"), bad.getMessage());
    }

    @Test void aHistoryWritesItsRowsToTheFileItIsGiven() throws Exception {
        Path json = dir.resolve("history.json");
        Outcome.Scan s = assertInstanceOf(Outcome.Scan.class, notebook().run(List.of("gex", "SPX", "--history", "--local", "--out", json.toString())));
        assertEquals(json.toString(), s.wrote());
        assertEquals(s.result().rows().size(), Json.MAPPER.readTree(Files.readString(json)).size(), "one JSON record per snapshot");
        Path csv = dir.resolve("history.csv");
        notebook().run(List.of("iv", "SPX", "--history", "--local", "--out", csv.toString()));
        assertTrue(Files.readString(csv).startsWith("underlying,as_of,file,"), "csv by its name");
    }

    @Test void theInProcessEngineWritesWhatTheNameSays() throws Exception {
        Path json = dir.resolve("rows.json");
        ScanCommand.scan(parse("scan gex --out " + json), ScanListener.NONE, ScanEngines::find);
        assertTrue(Json.MAPPER.readTree(Files.readString(json)).isArray(), "JSON rows in rows.json");
        var parquet = org.junit.jupiter.api.Assertions.assertThrows(dev.oqa.model.UsageException.class,
                () -> ScanCommand.scan(parse("scan gex --out " + dir.resolve("rows.parquet")), ScanListener.NONE, ScanEngines::find));
        assertTrue(parquet.getMessage().contains("Parquet output needs --engine spark"), parquet.getMessage());
    }
}
