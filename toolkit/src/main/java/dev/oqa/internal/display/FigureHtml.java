package dev.oqa.internal.display;

import dev.oqa.internal.charts.StyledFigure;
import dev.oqa.internal.format.Html;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.UUID;
import java.util.zip.GZIPOutputStream;
import tech.tablesaw.plotly.components.Figure;

/**
 * One figure as a {@code <div>} plus the script that draws it: the {@code text/html} form of a chart, for front ends
 * without a Plotly renderer (nbconvert's HTML, viewers of a saved notebook) and for exported pages.
 *
 * <ul>
 *   <li>A {@link StyledFigure} travels as its JSON, gzip-compressed and base64-encoded (a notebook stores every chart
 *       twice, as data for a Plotly renderer and as this form; compressed, this form costs a quarter of the data) and
 *       inflated by the browser's {@code DecompressionStream}, as plotly.js itself is ({@link PlotlyJs}). Base64 has
 *       no character that could close the script element, and the JSON is parsed as data, never evaluated. The title
 *       takes the page's own text colour, so it reads in a light and a dark page. Any other Tablesaw figure is drawn
 *       by Tablesaw's own script.</li>
 *   <li>The div id is fresh on every call, so showing the same figure twice never clashes.</li>
 *   <li>The script waits up to {@value #WAIT_MS} ms for {@code window.Plotly} (inflated asynchronously, see
 *       {@link PlotlyJs}) and for its div to be in the document (JupyterLab can run an output's scripts before
 *       attaching it); if plotly.js never comes, the div says why and what to do.</li>
 * </ul>
 */
public final class FigureHtml {
    static final int WAIT_MS = 15_000;
    static final String MISSING_PLOTLY = "Chart not drawn: plotly.js is not on this page. This view shows a chart's HTML"
            + " form, whose plotly.js comes with the first chart a kernel session shows; that output is missing here or its"
            + " script did not run (an untrusted notebook runs none). JupyterLab and Notebook 7 draw every chart from its"
            + " data once jupyterlab-plotly is installed (scripts/setup does it); elsewhere, run the notebook again from"
            + " the top (Restart Kernel and Run All Cells).";

    static final String NO_INFLATE = "Chart not drawn: this browser cannot inflate the chart's data (it needs"
            + " DecompressionStream: Chrome 80, Firefox 113, Safari 16.4 or newer).";

    private FigureHtml() {}

    /** The text, UTF-8, gzip-compressed, as base64. */
    static String gzipBase64(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() / 4 + 64);
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot compress a chart's data in memory", e);
        }
        return Base64.getEncoder().encodeToString(out.toByteArray());
    }

    /** A new, page-unique div id that is also a JavaScript identifier. */
    public static String newDivId() { return "oqa_" + UUID.randomUUID().toString().replace("-", ""); }

    /** The div and its drawing script, with a fresh div id. */
    public static String of(Figure figure) { return of(figure, newDivId(), 0); }

    /**
     * The div and its drawing script. {@code heightPx} reserves the chart's height before it draws (0: the figure's
     * own height, or 450).
     */
    public static String of(Figure figure, String divId, int heightPx) {
        if (figure == null) throw new IllegalArgumentException("figure must not be null");
        if (divId == null || !divId.matches("[A-Za-z_$][A-Za-z0-9_$]*"))
            throw new IllegalArgumentException("div id must be a JavaScript identifier (letters, digits, _ or $, not starting"
                    + " with a digit), got '" + divId + "'");
        String draw, data = "var f = {};\n";
        int own = 0;
        if (figure instanceof StyledFigure s) {
            own = s.height();
            data = "var f = null, z = '" + gzipBase64(s.json()) + "';\n"
                    + "if (typeof DecompressionStream === 'undefined') { f = false; }\n"
                    + "else { new Response(new Blob([Uint8Array.from(atob(z), function (c) { return c.charCodeAt(0); })]).stream()"
                    + ".pipeThrough(new DecompressionStream('gzip'))).text().then(function (t) { f = JSON.parse(t); },"
                    + " function (e) { f = false; }); }\n";
            // Inside the function: the figure's own height would beat a grid cell's smaller reserved one.
            draw = (heightPx > 0 ? "f.layout.height = " + heightPx + ";\n" : "")
                    + "var ink = getComputedStyle(el).color;\n"   // the page's text colour: dark on light, light on dark
                    + "if (ink && f.layout.title && f.layout.title.font) { f.layout.title.font.color = ink; }\n"
                    + "Plotly.newPlot(el, f.data, f.layout, f.config);";
        } else {
            // Tablesaw keeps the context of the last drawing in the figure: one drawing at a time.
            synchronized (figure) {
                figure.asJavascript(divId);
                Map<String, Object> ctx = figure.getContext();
                draw = "var " + ctx.get("targetName") + " = el;\n" + ctx.get("figure") + "\n" + ctx.get("plotFunction") + "\n"
                        + (ctx.get("eventHandlerFunction") == null ? "" : ctx.get("eventHandlerFunction"));
            }
        }
        int height = heightPx > 0 ? heightPx : own > 0 ? own : 450;
        return "<div id=\"" + divId + "\" class=\"oqa-chart\" style=\"width:100%;min-height:" + height + "px;\"></div>\n"
                + "<script>(function () {\n"
                + "var id = '" + divId + "', waited = 0;\n" + data
                // The div just before this script; JupyterLab may run the script before the output is in the document.
                + "var me = document.currentScript, el = me && me.previousElementSibling && me.previousElementSibling.id === id ? me.previousElementSibling : null;\n"
                + "function fail(msg) { el = el || document.getElementById(id); if (!el) return;"
                + " el.setAttribute('data-oqa-error', msg); el.style.minHeight = '0';"
                + " el.innerHTML = '<div style=\"padding:10px 12px;border:1px solid #e3b341;background:#fff8e5;color:#5c4400;"
                + "font:13px/1.4 sans-serif;border-radius:6px\"></div>'; el.firstChild.textContent = msg; }\n"
                + "function draw(el) {\n" + draw + "\n}\n"
                + "(function go() {\n"
                + "el = el || document.getElementById(id);\n"
                + "if (f === false) { fail(" + Html.scriptString(NO_INFLATE) + "); return; }\n"
                + "var ready = typeof window.Plotly !== 'undefined' && window.Plotly.newPlot && f !== null;\n"
                + "if (ready && el && el.isConnected) { try { draw(el); } catch (e) { fail('Chart not drawn: ' + e); } return; }\n"
                + "if (!ready && window." + PlotlyJs.ERROR_FLAG + ") { fail(window." + PlotlyJs.ERROR_FLAG + "); return; }\n"
                + "if (waited >= " + WAIT_MS + ") { fail(ready ? 'Chart not drawn: its output never became part of the page.' : "
                + Html.scriptString(MISSING_PLOTLY) + "); return; }\n"
                + "waited += 50; setTimeout(go, 50);\n"
                + "})();\n"
                + "})();</script>";
    }
}
