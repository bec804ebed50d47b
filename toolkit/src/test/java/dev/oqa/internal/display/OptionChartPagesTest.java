package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Writes one page per option view, from the real local answers, to {@code target/chart-pages/} (plus one page with
 * all of them in session order, plotly.js in the first output only) for the headless-browser check:
 * {@code python3 scripts/check_charts.py toolkit/target/chart-pages --screenshots /tmp/shots}.
 */
class OptionChartPagesTest {
    private static final Path OK = Path.of("target", "chart-pages");

    @Test
    void writesOnePagePerOptionView() throws IOException {
        Files.createDirectories(OK);
        Map<String, Panel> views = new LinkedHashMap<>();
        views.put("opt-expected-move", ExpectedMoveView.of(OptionAnswers.EXPECTED_MOVE));
        views.put("opt-iv", IvView.of(OptionAnswers.IV));
        views.put("opt-open-interest", OpenInterestView.of(OptionAnswers.OPEN_INTEREST));
        views.put("opt-uoa", UoaView.of(OptionAnswers.UOA));
        views.put("opt-chain", ChainView.of(OptionAnswers.CHAIN_ONE_EXPIRY));
        views.put("opt-gex", GexView.of(OptionAnswers.GEX));
        // SPX: an index with many expiries (smile thinning, crowded expiry axis).
        views.put("opt-spx-expected-move", ExpectedMoveView.of(OptionAnswers.oqa().expectedMove("SPX").answer()));
        views.put("opt-spx-iv", IvView.of(OptionAnswers.oqa().iv("SPX").answer()));
        views.put("opt-spx-open-interest", OpenInterestView.of(OptionAnswers.oqa().openInterest("SPX").answer()));
        StringBuilder session = new StringBuilder();
        boolean first = true;
        int charts = 0;
        for (var e : views.entrySet()) {
            Panel p = e.getValue();
            assertTrue(!p.figures().isEmpty(), e.getKey() + " draws a chart");
            charts += p.figures().size();
            Files.writeString(OK.resolve(e.getKey() + ".html"), page(p.html(true)), StandardCharsets.UTF_8);
            session.append(p.html(first));
            first = false;
        }
        Files.writeString(OK.resolve("opt-all-views-one-session.html"), page(session.toString()), StandardCharsets.UTF_8);
        String all = Files.readString(OK.resolve("opt-all-views-one-session.html"));
        assertEquals(1, ChartPagesTest.count(all, PlotlyJs.GUARD), "plotly.js ships once per session");
        assertEquals(charts, ChartPagesTest.count(all, "class=\"oqa-chart\""), "one chart div per figure");
    }

    private static String page(String body) {
        return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>OQA option views</title></head>\n"
                + "<body style=\"margin:16px;background:#fff\">\n" + body + "\n</body></html>\n";
    }
}
