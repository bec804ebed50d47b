package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.format.Html;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One page per quant view (real local-engine answers) in {@code target/chart-pages/}, for
 * {@code python3 scripts/check_charts.py toolkit/target/chart-pages --screenshots DIR}: every chart must draw with
 * its title. Each page carries plotly.js itself, as the first output of a session does.
 */
class QuantChartPagesTest {
    private static final Path OK = Path.of("target", "chart-pages");

    @Test
    void writesOnePagePerQuantView() throws IOException {
        Files.createDirectories(OK);
        Map<String, Panel> pages = new LinkedHashMap<>();
        pages.put("quant-risk", RiskView.of(QuantAnswers.RISK));
        pages.put("quant-asset-correlation", AssetCorrelationView.of(QuantAnswers.CORRELATION));
        pages.put("quant-market-memory", MarketMemoryView.of(QuantAnswers.MEMORY, "SPY"));
        pages.put("quant-portfolio", PortfolioView.of(QuantAnswers.PORTFOLIO));
        pages.put("quant-seasonality", SeasonalityView.of(QuantAnswers.SEASONALITY, "SPY"));
        pages.put("quant-seasonality-calendar", SeasonalityView.of(QuantAnswers.CALENDAR, "SPY"));
        pages.put("quant-sector-insights", SectorInsightsView.of(QuantAnswers.SECTORS));
        for (var e : pages.entrySet()) {
            String html = e.getValue().html(true);
            Path p = OK.resolve(e.getKey() + ".html");
            Files.writeString(p, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + e.getKey() + "</title></head>\n"
                    + "<body style=\"margin:16px;background:#fff\">\n" + html + "\n</body></html>\n", StandardCharsets.UTF_8);
            String written = Files.readString(p);
            assertEquals(1, ChartPagesTest.count(written, PlotlyJs.GUARD), e.getKey() + ": plotly.js exactly once");
            assertEquals(e.getValue().figures().size(), ChartPagesTest.count(written, "class=\"oqa-chart\""), e.getKey() + ": one div per chart");
            assertTrue(written.contains(Html.escape(e.getValue().provenance().brief())), e.getKey() + ": provenance line");
        }
    }
}
