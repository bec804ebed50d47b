package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.charts.StyledFigure;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two more pages for {@code target/chart-pages-must-fail/} (SYNTHETIC data), each drawn by plotly.js with a title,
 * each without data on its main trace, which {@code scripts/check_charts.py} must report:
 * <ul>
 *   <li>an open-interest-like chart whose bars vanished (every value missing) while its two-point spot line still
 *       draws: a check that accepted data on any trace would pass it;</li>
 *   <li>a correlation-like heatmap whose cells are all null (plotly.js still lays out the axes and the colour bar).</li>
 * </ul>
 */
class MainTraceMustFailPagesTest {
    private static final Path MUST_FAIL = Path.of("target", "chart-pages-must-fail");

    @Test
    void writesPagesWhoseMainTraceHasNoData() throws IOException {
        Files.createDirectories(MUST_FAIL);
        List<Double> strikes = List.of(430.0, 435.0, 440.0, 445.0, 450.0);
        double[] missing = new double[strikes.size()];
        Arrays.fill(missing, Double.NaN);
        double spot = 441.2;
        StyledFigure bars = StyledFigure.styled()
                .layout(Map.of("title", Map.of("text", "SYNTHETIC · open interest by strike, bars missing"), "height", 420))
                .trace(Map.of("type", "bar", "name", "Calls", "x", strikes, "y", missing))
                .trace(Map.of("type", "scatter", "mode", "lines", "name", "Spot", "x", List.of(spot, spot), "y", List.of(-1000, 1000)))
                .build();
        String barsHtml = write("main-trace-empty-spot-line-drawn.html", bars);
        assertTrue(bars.json().contains("\"y\":[null,null,null,null,null]"), "the bar values are missing");
        assertTrue(bars.json().contains("441.2") && barsHtml.contains("oqa-chart"), "the spot line is in the chart");

        List<String> tickers = List.of("AAA", "BBB", "CCC");
        List<List<Double>> nulls = new ArrayList<>();
        for (int i = 0; i < tickers.size(); i++) nulls.add(Arrays.asList(null, null, null));
        Map<String, Object> cells = new LinkedHashMap<>();
        cells.put("type", "heatmap");
        cells.put("x", tickers);
        cells.put("y", tickers);
        cells.put("z", nulls);
        cells.put("zmin", -1);
        cells.put("zmax", 1);
        StyledFigure heat = StyledFigure.styled()
                .layout(Map.of("title", Map.of("text", "SYNTHETIC · correlation, every cell null"), "height", 420))
                .trace(cells)
                .build();
        String heatHtml = write("heatmap-all-null.html", heat);
        assertTrue(heat.json().contains("[null,null,null]") && heatHtml.contains("oqa-chart"), "the heatmap cells are null");
    }

    private static String write(String name, StyledFigure figure) throws IOException {
        String html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>OQA chart check</title></head>\n"
                + "<body style=\"margin:16px;background:#fff\">\n" + PlotlyJs.inlineScript() + FigureHtml.of(figure)
                + "\n</body></html>\n";
        Files.writeString(MUST_FAIL.resolve(name), html, StandardCharsets.UTF_8);
        return html;
    }
}
