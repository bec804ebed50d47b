package dev.oqa.internal.display;

import static dev.oqa.internal.display.ChartPagesTest.count;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.charts.GexChart;
import dev.oqa.internal.charts.GexFixtures;
import dev.oqa.model.Provenance;
import dev.oqa.model.Source;
import dev.oqa.internal.tables.GexTable;
import java.time.Instant;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PanelTest {
    private static final Pattern DIV_ID = Pattern.compile("<div id=\"(oqa_[0-9a-f]{32})\" class=\"oqa-chart\"");

    private static Panel gex() {
        var d = GexFixtures.synthetic("SPY", 441.2);
        Provenance p = new Provenance(Source.REMOTE, "2023-09-14T16:15-04:00", Instant.parse("2023-09-14T20:16:00Z"), false,
                OptionalInt.of(7), List.of("sanitised ticker"));
        return Panel.titled("GEX · SPY").provenance(p).figure(GexChart.of(d)).table(GexTable.of(d)).note("basis: open interest");
    }

    private static String divId(String html) {
        Matcher m = DIV_ID.matcher(html);
        assertTrue(m.find(), "a chart div with a 32-hex id: " + html.substring(0, Math.min(400, html.length())));
        String id = m.group(1);
        assertFalse(m.find(), "exactly one chart div");
        return id;
    }

    @Test
    void htmlWithTheLibraryHasExactlyOneLoaderGuardBeforeTheChart() {
        String h = gex().html(true);
        assertEquals(1, count(h, PlotlyJs.GUARD));
        assertTrue(h.indexOf(PlotlyJs.GUARD) < h.indexOf("class=\"oqa-chart\""), "library first, then the chart");
        assertEquals(0, count(gex().html(false), PlotlyJs.GUARD));
    }

    @Test
    void everyRenderingGetsItsOwnDivIdUsedByItsScript() {
        Panel p = gex();
        String a = p.html(false), b = p.html(false);
        String idA = divId(a), idB = divId(b);
        assertNotEquals(idA, idB);
        assertTrue(a.contains("var id = '" + idA + "'"), "the script draws into its own div");
        assertTrue(a.contains("Plotly.newPlot(el, f.data, f.layout, f.config)"), "drawn from the figure's JSON");
    }

    @Test
    void theFigureTravelsCompressedInsideAFunction() {
        String h = gex().html(false);
        int data = h.indexOf("var f = null, z = '"), fn = h.indexOf("function draw(el)");
        assertTrue(data > 0 && fn > data, "the figure (gzip, base64) is a local of the output's function, no page globals");
        assertTrue(h.indexOf("JSON.parse(t)") > 0, "parsed as data, never evaluated");
        assertTrue(h.contains("<script>(function () {"));
    }

    @Test
    void outputsAreAHeaderOneBundlePerChartThenTablesAndNotes() {
        {
            Panel p = gex().figure(GexChart.of(GexFixtures.synthetic("QQQ", 443.0)));
            List<java.util.Map<String, Object>> out = p.outputs(ChartSession.notebook());
            assertEquals(4, out.size(), "header, two charts, tables and notes");
            assertEquals(List.of("text/html", "text/plain"), List.copyOf(out.get(0).keySet()));
            assertTrue(((String) out.get(0).get("text/html")).contains("GEX · SPY"));
            for (int i = 1; i <= 2; i++) {
                var b = out.get(i);
                assertEquals(List.of(Panel.PLOTLY_MIME, "text/html", "text/plain"), List.copyOf(b.keySet()), "no image/png from the kernel");
                var fig = assertInstanceOf(java.util.Map.class, b.get(Panel.PLOTLY_MIME), "the figure as a map, not a string");
                assertEquals(java.util.Set.of("data", "layout", "config"), fig.keySet());
                var title = (java.util.Map<?, ?>) ((java.util.Map<?, ?>) fig.get("layout")).get("title");
                assertTrue(((String) title.get("text")).contains("dealer gamma exposure"), "title as {text}: plotly.js 3+ drops a string title");
                assertInstanceOf(java.util.Map.class, title.get("font"), "font under title.font");
                assertTrue(((String) b.get("text/plain")).startsWith("[chart: "));
            }
            assertEquals(1, count((String) out.get(1).get("text/html"), PlotlyJs.GUARD), "the session's first chart carries plotly.js");
            assertEquals(0, count((String) out.get(2).get("text/html"), PlotlyJs.GUARD));
            assertTrue(((String) out.get(3).get("text/html")).contains("<table") && ((String) out.get(3).get("text/plain")).endsWith("note: basis: open interest"));
            assertEquals(2, Panel.titled("no chart").note("n").outputs(ChartSession.notebook()).size(), "no chart: header and notes only");
        }
    }

    @Test
    void panelTextUsesTheThemeVariablesWithFallbacks() {
        String h = gex().html(false);
        assertTrue(h.contains("color:var(--jp-content-font-color1, inherit)"), "title and captions take the theme's ink");
        assertTrue(h.contains("color:var(--jp-content-font-color2, inherit)"), "provenance and notes the theme's muted ink");
        assertFalse(h.contains("#1f2933") || h.contains("#ffffff"), "no fixed dark ink, no white slab");
    }

    @Test
    void theLoaderHidesDefineAmdAroundTheBundleAndRestoresIt() {
        String l = PlotlyJs.inlineScript();
        int hide = l.indexOf("d.amd = undefined"), bundle = l.indexOf("(0, eval)(src)"), restore = l.indexOf("d.amd = amd");
        assertTrue(hide > 0 && bundle > hide && restore > bundle, "hide, evaluate, restore");
        // The script carries the gzip file as base64, and it inflates to the bundle.
        java.util.regex.Matcher b64 = java.util.regex.Pattern.compile("atob\\('([A-Za-z0-9+/=]+)'\\)").matcher(l);
        assertTrue(b64.find(), "the bundle as base64");
        try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(java.util.Base64.getDecoder().decode(b64.group(1))))) {
            assertEquals(PlotlyJs.source(), new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertTrue(PlotlyJs.source().contains("plotly.js (cartesian - minified) v" + PlotlyJs.VERSION));
        assertTrue(l.length() < 650_000, "gzip and base64: " + l.length() + " characters");
        assertTrue(l.contains("} finally { if (d) { d.amd = amd; } }"), "restored even if the bundle throws");
        assertTrue(l.startsWith("<script>") && l.endsWith("</script>"));
        assertEquals(1, count(l.toLowerCase(java.util.Locale.ROOT), "</script"), "nothing inside closes the element early");
        assertTrue(PlotlyJs.source().length() < 1_500_000, "the cartesian bundle, not the 4.6 MB full one");
        assertTrue(PlotlyJs.license().contains("MIT License"));
    }

    @Test
    void theBundleRegistersEveryTraceTypeTheChartsDraw() {
        // The charts build Tablesaw's ScatterTrace, BarTrace and HeatmapTrace only; a trace type missing from the
        // bundle would leave an empty plot with no error in the page.
        for (String type : java.util.List.of("scatter", "bar", "heatmap"))
            assertTrue(PlotlyJs.source().contains("moduleType:\"trace\",name:\"" + type + "\""), type + " is in the bundle");
    }

    @Test
    void aNotebookSessionCarriesTheLoaderOnceAndSessionsDoNotShareIt() {
        ChartSession a = ChartSession.notebook(), b = ChartSession.notebook();
        assertEquals(0, count(Panel.titled("no chart").table(GexTable.of(GexFixtures.synthetic("SPY", 1.0))).html(a), PlotlyJs.GUARD),
                "a panel without a chart does not use up the session's loader");
        assertEquals(1, count(gex().html(a), PlotlyJs.GUARD), "first chart of the session carries plotly.js");
        assertEquals(0, count(gex().html(a), PlotlyJs.GUARD), "later charts wait for it");
        assertEquals(0, count((String) Panel.output(GexChart.of(GexFixtures.synthetic("QQQ", 443.0)), a).get("text/html"), PlotlyJs.GUARD));
        assertEquals(1, count(gex().html(b), PlotlyJs.GUARD), "another session (another notebook in this JVM) gets its own");
        ChartSession alone = ChartSession.standalone();
        assertEquals(1, count(gex().html(alone), PlotlyJs.GUARD));
        assertEquals(1, count(gex().html(alone), PlotlyJs.GUARD), "a standalone output always carries it");
    }

    @Test
    void provenanceTitleAndNotesAreEscapedAndTheTableIsCut() {
        Panel p = Panel.titled("GEX <b>&</b>").provenance(Provenance.local("2023-09-14", List.of("<img src=x onerror=alert(1)>")))
                .table(GexTable.of(GexFixtures.synthetic("SPY", 441.2))).note("a < b");
        String h = p.html(false);
        assertTrue(h.contains("GEX &lt;b&gt;&amp;&lt;/b&gt;"), h);
        assertTrue(h.contains(">local · as of 2023-09-14<br>&lt;img src=x onerror=alert(1)&gt;</div>"), "the short line, then the news: " + h);
        assertTrue(h.contains("<summary style=\"cursor:pointer;\">1 note on the data and the method</summary>\n<div>&lt;img src=x onerror=alert(1)&gt;</div>"),
                "the notes folded under it: " + h);
        assertFalse(h.contains("<img"), h);
        assertTrue(h.contains("a &lt; b"));
        assertTrue(h.contains("12 more rows (37 in all)"), "default 25 rows of 37");
        assertTrue(p.rows(40).html(false).contains("<tbody>") && !p.rows(40).html(false).contains("more rows"));
        assertFalse(h.contains("<script"), "no chart, no script");
    }

    @Test
    void textFallbackHasTitleProvenanceChartTitleTableAndNotes() {
        String t = gex().text();
        List<String> lines = t.lines().toList();
        assertEquals("GEX · SPY", lines.get(0));
        assertEquals("remote · as of 2023-09-14T16:15-04:00 · quota left 7", lines.get(1), "the short line");
        assertEquals("  sanitised ticker", lines.get(2), "then the notes, indented");
        assertTrue(t.contains("[chart: SPY dealer gamma exposure · $ per 1% move"));
        assertTrue(t.contains("strike") && t.contains("cumulative_scaled"), "table.print(): " + t);
        assertTrue(t.endsWith("note: basis: open interest"));
    }

    @Test
    void panelsAreImmutable() {
        Panel a = Panel.titled("x");
        Panel b = a.note("n");
        assertTrue(a.notes().isEmpty());
        assertEquals(List.of("n"), b.notes());
        assertSame(b, b.note("  "), "blank notes are ignored");
        assertThrows(IllegalArgumentException.class, () -> Panel.titled(" "));
        assertThrows(IllegalArgumentException.class, () -> a.rows(-1));
    }
}
