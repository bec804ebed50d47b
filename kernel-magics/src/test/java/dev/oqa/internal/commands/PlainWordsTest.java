package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.Oqa;
import dev.oqa.internal.format.Percent;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanColumn;
import dev.oqa.model.OqaHome;
import dev.oqa.model.UsageException;
import dev.oqa.result.Result;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * What the commands say reads as words: {@code oqa status}, the usage lines, the provenance line (no folder of the
 * user's home unless {@code --verbose} asks), and a glossary in {@code --help} for every column a command's tables,
 * csv files and {@code --history} rows have.
 */
class PlainWordsTest {
    @TempDir Path home;

    private Shell shell(Shell.Frontend f) { return new Shell(f, SecretPrompt.NONE, OqaHome.of(home), Map.of()); }

    @Test void statusIsWordsNotJavaValues() {
        String s = assertInstanceOf(Outcome.Text.class, shell(Shell.Frontend.COMMAND_LINE).run(List.of("status"))).text();
        for (String javaism : List.of("API_KEY,", ": API_KEY", "PREFER_CACHE", "FRESH_ONLY", "NETWORK_ONLY", "{", "}", "PING=", "T00:00:00Z"))
            assertFalse(s.contains(javaism), "'" + javaism + "' in:\n" + s);
        assertTrue(s.contains("Authorization: ApiKey <key>"), s);
        assertTrue(s.contains("60 requests a minute for ping"), s);
        assertTrue(s.contains("data folder: " + home.resolve("data").toAbsolutePath().normalize()), "status says where the data folder is:\n" + s);
    }

    @Test void usageNamesTheSubCommandsOnce() {
        CommandSpec oqa = Grammar.find("oqa").orElseThrow();
        assertFalse(Grammar.usageLine(oqa).contains("oqa oqa"), Grammar.usageLine(oqa));
        UsageException e = assertThrows(UsageException.class, () -> shell(Shell.Frontend.COMMAND_LINE).run(List.of("oqa")));
        assertTrue(e.getMessage().contains("usage: oqa status|login|logout|mode|quota|cache|data"), e.getMessage());
        assertFalse(Grammar.help(oqa).contains("oqa oqa"), Grammar.help(oqa));
    }

    /** The bundled SPY snapshot copied into the user's data folder, so the local answer reads it from there. */
    private void userSnapshot() throws Exception {
        String name = "options/SPY_2025-09-25.csv";
        Path to = home.resolve("data").resolve(name);
        Files.createDirectories(to.getParent());
        try (var in = DataSource.bundled().open(name).orElseThrow()) { Files.copy(in, to); }
    }

    @Test void theProvenanceLineNamesNoFolderOfTheHomeUnlessVerbose() throws Exception {
        userSnapshot();
        String folder = home.toString();
        Shell shell = shell(Shell.Frontend.COMMAND_LINE);
        Outcome.Answered gex = assertInstanceOf(Outcome.Answered.class, shell.run(List.of("gex", "SPY", "--local")));
        String line = gex.answer().provenance().line();
        assertFalse(line.contains(folder), line);
        assertTrue(line.contains("your data folder"), line);
        Outcome.Scan history = assertInstanceOf(Outcome.Scan.class, shell.run(List.of("gex", "SPY", "--history", "--local")));
        String said = Render.provenance(history);
        assertFalse(said.contains(folder), said);
        assertTrue(said.contains("your data folder and the bundled sample data"), said);

        String verbose = assertInstanceOf(Outcome.Answered.class, shell.run(List.of("gex", "SPY", "--local", "--verbose"))).answer().provenance().line();
        assertTrue(verbose.contains(home.resolve("data").toAbsolutePath().normalize().toString()), verbose);
        Outcome.Scan verboseHistory = assertInstanceOf(Outcome.Scan.class, shell.run(List.of("gex", "SPY", "--history", "--local", "--verbose")));
        assertTrue(Render.provenance(verboseHistory).contains(home.toString()), Render.provenance(verboseHistory));
    }

    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    /** The column names of every table a command's result holds, as data and as shown. */
    private static List<String> columns(Result<?> r) {
        List<String> all = new ArrayList<>();
        List<Table> tables = new ArrayList<>(r.tables());
        tables.addAll(r.longTables().values());
        for (Table t : tables)
            for (Column<?> c : t.columns()) {
                all.add(DATE.matcher(c.name()).matches() ? "YYYY-MM-DD" : c.name());
                if (!Percent.displayName(c).equals(c.name())) all.add(Percent.displayName(c));
            }
        return all;
    }

    @Test void everyColumnIsExplainedInItsCommandsHelp() {
        Oqa oqa = Oqa.builder().mode(dev.oqa.model.Mode.LOCAL).home(home).env(Map.of()).build();
        Map<String, Result<?>> results = new java.util.LinkedHashMap<>();
        results.put("ping", oqa.ping().get());
        results.put("em", oqa.expectedMove("SPY").get());
        results.put("iv", oqa.iv("SPY").get());
        results.put("oi", oqa.openInterest("SPY").get());
        results.put("uoa", oqa.uoa("SPY").get());
        results.put("chain", oqa.chain("SPY").get());
        results.put("gex", oqa.gex("SPY").get());
        results.put("risk", oqa.risk("NVDA").get());
        results.put("corr", oqa.assetCorrelation().get());
        results.put("memory", oqa.marketMemory("SPY").get());
        results.put("optimize", oqa.portfolio("SPY", "TLT", "GLD").get());
        results.put("seasonality", oqa.seasonality("SPY").get());
        results.put("sectors", oqa.sectorInsights().get());
        List<String> missing = new ArrayList<>();
        results.forEach((cmd, r) -> {
            String help = Grammar.help(Grammar.find(cmd).orElseThrow());
            for (String c : columns(r))
                if (!Pattern.compile("(^|[\\s,(])" + Pattern.quote(c) + "([\\s,);]|$)", Pattern.MULTILINE).matcher(help).find()) missing.add(cmd + ": " + c);
        });
        for (String cmd : List.of("gex", "iv", "em", "oi", "scan")) {
            String help = Grammar.help(Grammar.find(cmd).orElseThrow());
            for (ScanAnalytic a : ScanAnalytic.values())
                for (ScanColumn c : a.columns())
                    if (((cmd.equals("scan") && a.scannable()) || a == ScanAnalytic.OPTIONS || (cmd.equals("em") && a == ScanAnalytic.HELD))
                            && !help.contains(c.name())) missing.add(cmd + " rows: " + c.name());
        }
        assertTrue(missing.stream().distinct().toList().isEmpty(), "columns no --help explains:\n  " + String.join("\n  ", missing.stream().distinct().toList()));
    }
}
