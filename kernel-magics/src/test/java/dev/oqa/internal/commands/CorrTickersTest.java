package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.OqaHome;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.AssetCorrelationData;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code %corr SPY QQQ TLT GLD}: a basket in local mode, through the shared grammar. */
class CorrTickersTest {
    @TempDir Path home;

    private Shell shell() { return new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), Map.of("OQA_AUTOFETCH", "off")); }

    @Test void corrTakesTickersInLocalMode() {
        Outcome.Answered a = (Outcome.Answered) shell().run(List.of("corr", "SPY", "QQQ", "TLT", "GLD", "--local"));
        var matrix = ((AssetCorrelationData) a.answer().data()).correlationMatrix();
        assertEquals("[\"SPY\",\"QQQ\",\"TLT\",\"GLD\"]", matrix.path("tickers").toString());
        UsageException one = assertThrows(UsageException.class, () -> shell().run(List.of("corr", "SPY", "--local")));
        assertTrue(one.getMessage().startsWith("corr needs at least two distinct valid tickers to correlate"), one.getMessage());
        assertTrue(one.getMessage().contains("usage: oqa corr [TICKER...]"), one.getMessage());
        assertTrue(((Outcome.Text) shell().run(List.of("corr", "--help"))).text().contains("usage: oqa corr [TICKER...]"));
    }

    /** SYNTHETIC prices (a deterministic walk), {@code n} weekdays from 2024-01-02, written as a price file. */
    private static void prices(Path dir, String ticker, int n, int seed) throws java.io.IOException {
        StringBuilder sb = new StringBuilder("date,open,high,low,close,adj_close,volume\n");
        java.time.LocalDate d = java.time.LocalDate.of(2024, 1, 2);
        double p = 100;
        for (int i = 0; i < n; i++) {
            while (d.getDayOfWeek().getValue() > 5) d = d.plusDays(1);
            p *= 1 + 0.01 * Math.sin(seed * 7.1 + i * (0.9 + seed * 0.13));
            String v = String.format(java.util.Locale.ROOT, "%.6f", p);
            sb.append(d).append(',').append(v).append(',').append(v).append(',').append(v).append(',').append(v).append(',').append(v).append(",1000\n");
            d = d.plusDays(1);
        }
        java.nio.file.Files.createDirectories(dir.resolve("prices"));
        java.nio.file.Files.writeString(dir.resolve("prices").resolve(ticker + ".csv"), sb.toString());
    }

    @Test void aBasketThatLeavesATickerOutSaysSoAsAWarningWithTheDatesUsed() throws Exception {
        Path data = home.resolve("basket");
        prices(data, "ZAPL", 200, 1);  // ends about 100 weekdays before the others
        prices(data, "ZSPY", 300, 2);
        prices(data, "ZQQQ", 300, 3);
        List<String> words = List.of("corr", "ZAPL", "ZSPY", "ZQQQ", "--local", "--data", data.toString(), "--period", "max");
        Outcome.Answered a = (Outcome.Answered) shell().run(words);
        assertEquals("[\"ZSPY\",\"ZQQQ\"]", ((AssetCorrelationData) a.answer().data()).correlationMatrix().path("tickers").toString());
        List<String> warnings = a.answer().provenance().warnings();
        assertEquals(1, warnings.size(), warnings.toString());
        String w = warnings.get(0);
        assertTrue(w.startsWith("left out ZAPL (data end on 2024-10-07, before the common end 2025-02-24); the answer covers ZSPY, ZQQQ from 2024-01-02 to 2025-02-24"), w);
        // The panel shows it as a warning, not a grey note; the table and --format json carry it too.
        var panel = dev.oqa.internal.results.ViewedResult.panel(dev.oqa.Oqa.result(a.answer(), a.request()));
        String html = panel.html(false);
        assertTrue(html.contains("class=\"oqa-warning\" role=\"alert\"") && html.contains(dev.oqa.internal.format.Html.escape(w)), html);
        // On the terminal: the headline first (the basket's pair), then the warning, before the table.
        List<String> out = Render.shown(a).stdout().lines().toList();
        assertTrue(out.get(0).startsWith("most correlated ZSPY–ZQQQ ") || out.get(0).startsWith("most correlated ZQQQ–ZSPY "), out.toString());
        assertTrue(out.get(1).startsWith("warning: " + w), out.toString());
        List<String> json = new java.util.ArrayList<>(words);
        json.addAll(List.of("--format", "json"));
        String text = ((Outcome.Text) shell().run(json)).text();
        var tree = dev.oqa.model.Json.MAPPER.readTree(text);
        assertEquals(w, tree.path("warnings").path(0).asText(), text);
    }
}
