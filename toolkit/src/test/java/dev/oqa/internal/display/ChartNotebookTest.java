package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Writes {@code target/chart-notebook/views.ipynb}: every view, from the real local answers, as the Jupyter outputs
 * {@link Panel#outputs()} gives a kernel to send, in one saved notebook (not signed, so it opens untrusted).
 * {@code scripts/checks/lab_render.py} opens it in JupyterLab and Notebook 7 (untrusted, trusted, reloaded, in a
 * second tab, Light and Dark) and nbconvert turns it into HTML for {@code scripts/check_charts.py}.
 */
class ChartNotebookTest {
    @Test
    void writesEveryViewAsStoredOutputs() throws IOException {
        ChartSession session = ChartSession.notebook();   // one notebook: its first chart carries plotly.js
        Map<String, Panel> views = new LinkedHashMap<>();
        views.put("%gex SPY", GexView.of(OptionAnswers.GEX));
        views.put("%em SPY", ExpectedMoveView.of(OptionAnswers.EXPECTED_MOVE));
        views.put("%iv SPY", IvView.of(OptionAnswers.IV));
        views.put("%oi SPY", OpenInterestView.of(OptionAnswers.OPEN_INTEREST));
        views.put("%uoa SPY", UoaView.of(OptionAnswers.UOA));
        views.put("%chain SPY", ChainView.of(OptionAnswers.CHAIN_ONE_EXPIRY));
        views.put("%risk NVDA", RiskView.of(QuantAnswers.RISK));
        views.put("%corr", AssetCorrelationView.of(QuantAnswers.CORRELATION));
        views.put("%memory SPY", MarketMemoryView.of(QuantAnswers.MEMORY, "SPY"));
        views.put("%optimize SPY TLT GLD QQQ", PortfolioView.of(QuantAnswers.PORTFOLIO));
        views.put("%seasonality SPY", SeasonalityView.of(QuantAnswers.SEASONALITY, "SPY"));
        views.put("%sectors", SectorInsightsView.of(QuantAnswers.SECTORS));
        List<Map<String, Object>> cells = new ArrayList<>();
        int charts = 0;
        for (var e : views.entrySet()) {
            charts += e.getValue().figures().size();
            cells.add(cell(cells.size() + 1, e.getKey(), e.getValue().outputs(session)));
        }
        Path out = write(Path.of("target", "chart-notebook", "views.ipynb"), cells);
        String text = Files.readString(out);
        assertTrue(charts >= 18, charts + " charts");
        assertTrue(ChartPagesTest.count(text, Panel.PLOTLY_MIME) == charts, "every chart output holds its figure as data");
    }

    /** A code cell holding {@code outputs} as display_data, text as nbformat's list of lines. */
    static Map<String, Object> cell(int n, String source, List<Map<String, Object>> outputs) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map<String, Object> b : outputs) {
            Map<String, Object> data = new LinkedHashMap<>();
            b.forEach((k, v) -> data.put(k, v instanceof String s ? s.lines().map(x -> x + "\n").toList() : v));
            out.add(Map.of("output_type", "display_data", "data", data, "metadata", Map.of()));
        }
        Map<String, Object> cell = new LinkedHashMap<>();
        cell.put("cell_type", "code");
        cell.put("execution_count", n);
        cell.put("id", "cell-" + n);
        cell.put("metadata", Map.of());
        cell.put("outputs", out);
        cell.put("source", List.of(source));
        return cell;
    }

    static Path write(Path file, List<Map<String, Object>> cells) throws IOException {
        Map<String, Object> nb = new LinkedHashMap<>();
        nb.put("cells", cells);
        nb.put("metadata", Map.of("kernelspec", Map.of("display_name", "Java (OQA)", "language", "java", "name", "oqa"),
                "language_info", Map.of("name", "java")));
        nb.put("nbformat", 4);
        nb.put("nbformat_minor", 5);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, Json.write(Json.MAPPER.valueToTree(nb), true), StandardCharsets.UTF_8);
    }
}
