package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.charts.GexChart;
import dev.oqa.internal.charts.GexFixtures;
import dev.oqa.model.Provenance;
import dev.oqa.internal.tables.GexTable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.traces.ScatterTrace;

/**
 * Writes the HTML pages that {@code scripts/check_charts.py} opens in headless Chromium (SYNTHETIC GEX data):
 * <ul>
 *   <li>{@code target/chart-pages/}: every chart must draw:
 *     (a) two panels on a plain page, the library in the first only (how a session's outputs look);
 *     (b) the same after a real require.js in the head, as in nbconvert's HTML and classic Notebook (the trap);
 *     (c) one panel with {@code zero_level} null, under require.js;
 *     (d) two outputs rendered the way JupyterLab does it (innerHTML into detached hosts, scripts re-created,
 *     hosts attached later).</li>
 *   <li>{@code target/chart-pages-must-fail/}: the checker must report these as failures, proving it can fail:
 *     a second panel whose library-carrying first output is absent, the unguarded v2 bundle under require.js,
 *     a chart without a title, and a drawn chart that is invisible on screen.</li>
 * </ul>
 * {@code target/chart-fragments/} holds three panel outputs in session order (only the first carries plotly.js) for
 * {@code scripts/checks/fragments_to_notebook.py}, which wraps them into a notebook for {@code jupyter nbconvert}.
 * Check with {@code python3 scripts/check_charts.py toolkit/target/chart-pages --screenshots toolkit/target/chart-shots}
 * and {@code python3 scripts/check_charts.py --expect-failure toolkit/target/chart-pages-must-fail}.
 */
class ChartPagesTest {
    private static final Path OK = Path.of("target", "chart-pages");
    private static final Path MUST_FAIL = Path.of("target", "chart-pages-must-fail");
    private static final String REQUIRE_JS = "require-2.3.8.js";

    @Test
    void writesPagesForTheBrowserCheck() throws IOException {
        Files.createDirectories(OK);
        Files.createDirectories(MUST_FAIL);
        copyRequireJs(OK);
        copyRequireJs(MUST_FAIL);
        Provenance prov = Provenance.local("2023-09-14 16:15 ET", List.of("SYNTHETIC test data", "auto: no API key set"));
        Panel spy = Panel.titled("GEX · SPY").provenance(prov)
                .figure(GexChart.of(GexFixtures.synthetic("SPY", 441.2))).table(GexTable.of(GexFixtures.synthetic("SPY", 441.2)))
                .note("Bars: net dealer gamma by strike; + dealers long gamma, − short.");
        Panel qqq = Panel.titled("GEX · QQQ <flip & zero>").provenance(prov).figure(GexChart.of(GexFixtures.synthetic("QQQ", 443.0)))
                .table(GexTable.of(GexFixtures.synthetic("QQQ", 443.0))).rows(5);
        Panel noZero = Panel.titled("GEX · IWM (no zero crossing)").provenance(prov)
                .figure(GexChart.of(GexFixtures.synthetic("IWM", null))).table(GexTable.of(GexFixtures.synthetic("IWM", null))).rows(8);

        String first = spy.html(true), second = qqq.html(false);
        write(OK.resolve("a-two-panels.html"), page("", first + second));
        write(OK.resolve("b-requirejs-head.html"), page(requireHead(), spy.html(true) + qqq.html(false)));
        write(OK.resolve("c-no-zero-level.html"), page(requireHead(), noZero.html(true)));

        write(OK.resolve("d-jupyterlab-like.html"), page("", jupyterLabLike(spy.html(true), qqq.html(false))));

        // Output fragments in session order, for scripts/checks/fragments_to_notebook.py (nbconvert without a kernel).
        Path frags = Path.of("target", "chart-fragments");
        Files.createDirectories(frags);
        write(frags.resolve("1-spy.html"), spy.html(true));
        write(frags.resolve("2-qqq.html"), qqq.html(false));
        write(frags.resolve("3-iwm.html"), noZero.html(false));

        write(MUST_FAIL.resolve("second-panel-alone.html"), page("", qqq.html(false)));
        Figure untitled = new Figure(Layout.builder().build(), ScatterTrace.builder(new double[] {1, 2, 3}, new double[] {2, 1, 3}).build());
        write(MUST_FAIL.resolve("untitled-chart.html"), page("", PlotlyJs.inlineScript() + FigureHtml.of(untitled)));
        write(MUST_FAIL.resolve("invisible-chart.html"), page("", "<div style=\"visibility:hidden\">" + spy.html(true) + "</div>"));
        String unguarded = "<script>" + PlotlyJs.source() + "\n</script>";
        write(MUST_FAIL.resolve("requirejs-unguarded-bundle.html"), page(requireHead(), unguarded + qqq.html(false)));

        assertEquals(1, count(Files.readString(OK.resolve("a-two-panels.html")), PlotlyJs.GUARD));
        assertTrue(Files.readString(OK.resolve("b-requirejs-head.html")).contains("<script src=\"" + REQUIRE_JS + "\">"));
        assertEquals(0, count(Files.readString(MUST_FAIL.resolve("second-panel-alone.html")), PlotlyJs.GUARD));
    }

    /**
     * Mimics JupyterLab's RenderedHTML: each output's HTML goes into a detached host via innerHTML, its scripts are
     * replaced by fresh copies (so they run), and the hosts are attached to the page later, in order.
     */
    private static String jupyterLabLike(String... outputs) {
        return "<script>(function () {\n"
                + "var outputs = " + dev.oqa.internal.format.Html.scriptJson(List.of(outputs)) + ";\n"
                + "var hosts = outputs.map(function (html) {\n"
                + "  var host = document.createElement('div'); host.className = 'jp-OutputArea-output'; host.innerHTML = html;\n"
                + "  Array.prototype.slice.call(host.getElementsByTagName('script')).forEach(function (old) {\n"
                + "    var s = document.createElement('script'); s.text = old.text; old.parentNode.replaceChild(s, old); });\n"
                + "  return host; });\n"
                + "setTimeout(function () { hosts.forEach(function (h) { document.body.appendChild(h); }); }, 300);\n"
                + "})();</script>";
    }

    private static String requireHead() {
        // nbconvert's templates put require.js (cdnjs) in the head; a local copy reproduces it offline.
        return "<script src=\"" + REQUIRE_JS + "\"></script>\n";
    }

    private static String page(String head, String body) {
        return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>OQA chart check</title>\n" + head
                + "</head>\n<body style=\"margin:16px;background:#fff\">\n" + body + "\n</body></html>\n";
    }

    private static void copyRequireJs(Path dir) throws IOException {
        try (InputStream in = ChartPagesTest.class.getResourceAsStream("/dev/oqa/charts/" + REQUIRE_JS)) {
            assertTrue(in != null, "test resource " + REQUIRE_JS + " is missing");
            Files.write(dir.resolve(REQUIRE_JS), in.readAllBytes());
        }
    }

    private static void write(Path p, String html) throws IOException { Files.writeString(p, html, StandardCharsets.UTF_8); }

    static int count(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + needle.length())) n++;
        return n;
    }
}
