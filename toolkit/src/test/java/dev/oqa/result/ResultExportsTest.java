package dev.oqa.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.Oqa;
import dev.oqa.internal.display.PlotlyJs;
import dev.oqa.internal.tables.LongForm;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.Mode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A result saves its members as csv, its data as JSON, its charts as a self-contained HTML page, or all of them, in
 * one call each (real bundled data, local mode). The saved GEX page is also written to {@code target/chart-pages/},
 * where {@code scripts/check_charts.py} (run by {@code scripts/test}) opens it in headless Chromium with the network
 * closed and checks that the chart draws.
 */
class ResultExportsTest {
    @TempDir Path home;
    @TempDir Path out;

    private Oqa local() { return Oqa.builder().mode(Mode.LOCAL).home(home).env(Map.of()).build(); }

    @Test void csvWritesEveryMemberAsTheCommandLineDoes() throws IOException {
        Result<?> r = local().chain("SPY").get();
        List<Path> files = r.saveCsv(out.resolve("chain"));
        List<LongForm.Member> members = LongForm.of(Endpoint.CHAIN, r.raw());
        assertEquals(members.size(), files.size());
        for (int i = 0; i < members.size(); i++) {
            assertEquals(out.resolve("chain").resolve(members.get(i).name() + ".csv"), files.get(i), "main member first");
            assertEquals(members.get(i).csv(), Files.readString(files.get(i)));
        }
        assertEquals(r.raw().get("chain").size() + 1, Files.readAllLines(files.get(0)).size(), "one line per contract and the header");
        try (var left = Files.list(out.resolve("chain"))) { assertEquals(members.size(), left.count(), "no temporary file left behind"); }
    }

    @Test void jsonIsTheDataObject() throws IOException {
        Result<?> r = local().risk("NVDA").get();
        Path f = r.saveJson(out.resolve("risk.json"));
        assertEquals(r.raw(), Json.MAPPER.readTree(Files.readString(f)));
    }

    @Test void theChartIsOnePageThatNeedsNothingElse() throws IOException {
        Result<?> r = local().gex("SPY").get();
        Path f = r.saveChart(out.resolve("gex.html"));
        String html = Files.readString(f);
        assertTrue(html.startsWith("<!DOCTYPE html>") && html.contains("<meta charset=\"utf-8\">") && html.contains("<title>GEX · SPY</title>"), html.substring(0, 300));
        assertEquals(1, html.split(java.util.regex.Pattern.quote(PlotlyJs.GUARD), -1).length - 1, "plotly.js inside, once");
        assertFalse(html.contains("src=\"http") || html.contains("src='http") || html.contains("<link"), "nothing fetched from elsewhere");
        assertTrue(html.contains("class=\"oqa-chart\"") && html.contains(r.provenance().line().substring(0, 20)), "the chart and the provenance line");
        Files.createDirectories(Path.of("target", "chart-pages"));
        Files.writeString(Path.of("target", "chart-pages", "saved-chart-gex.html"), html);
        // a result without a chart says so, and where its data goes instead
        IllegalStateException none = assertThrows(IllegalStateException.class, () -> local().ping().get().saveChart(out.resolve("ping.html")));
        assertTrue(none.getMessage().contains("no chart") && none.getMessage().contains("saveCsv"), none.getMessage());
        // an image name is refused with what is accepted, and nothing is written under it
        IllegalArgumentException png = assertThrows(IllegalArgumentException.class, () -> r.saveChart(out.resolve("gex.png")));
        assertTrue(png.getMessage().contains("'gex.png'") && png.getMessage().contains(".html"), png.getMessage());
        assertFalse(Files.exists(out.resolve("gex.png")));
        IllegalArgumentException root = assertThrows(IllegalArgumentException.class, () -> r.saveChart(out.getRoot()));
        assertTrue(root.getMessage().contains("'" + out.getRoot() + "'") && root.getMessage().contains(".html"), root.getMessage());
        assertEquals(out.resolve("GEX.HTM"), r.saveChart(out.resolve("GEX.HTM")));
    }

    @Test void allWritesMembersDataAndChartIntoOneFolder() {
        Result<?> r = local().iv("SPY").get();
        List<Path> files = r.saveAll(out.resolve("iv"));
        List<String> names = files.stream().map(p -> p.getFileName().toString()).toList();
        assertEquals(List.of("smile.csv", "term.csv", "summary.csv", "data.json", "chart.html"), names);
        files.forEach(p -> assertTrue(Files.isRegularFile(p), p.toString()));
    }

    @Test void aFolderThatCannotBeWrittenIsNamed() throws IOException {
        Path file = Files.writeString(out.resolve("plain-file"), "x");
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> local().iv("SPY").get().saveCsv(file.resolve("sub")));
        assertTrue(e.getMessage().contains(file.resolve("sub").toString()), e.getMessage());
    }
}
