package dev.oqa.internal.display;

import java.util.Map;
import java.util.UUID;
import tech.tablesaw.plotly.components.Figure;

/**
 * One Tablesaw {@link Figure} as a {@code <div>} plus the script that draws it, for a {@code text/html} output.
 *
 * <ul>
 *   <li>The div id is fresh on every call ({@code oqa_} + a dash-less UUID: Tablesaw needs a JavaScript identifier),
 *       so re-displaying the same figure never clashes with an earlier output.</li>
 *   <li>Tablesaw's declarations ({@code var layout, trace0, data}) run inside a function, so they do not leak
 *       into or collide with the page's globals.</li>
 *   <li>The script waits up to {@value #WAIT_MS} ms for {@code window.Plotly} (the library may be inlined in an
 *       earlier output, see {@link PlotlyJs}) and for its div to be in the document (JupyterLab can evaluate an
 *       output's scripts before attaching it); if plotly.js never comes, or its loader says it cannot come, the div
 *       says why and how to fix it.</li>
 *   <li>The figure's script is compacted ({@link ChartScript}): numbers to the precision drawn, repeated arrays
 *       written once.</li>
 * </ul>
 * The library itself is not included; {@link Panel} adds {@link PlotlyJs#forNextOutput()} in front.
 */
public final class FigureHtml {
    static final int WAIT_MS = 15_000;
    static final String MISSING_PLOTLY = "Chart not drawn: plotly.js is not loaded on this page. The OQA toolkit"
            + " inlines it in the first chart output of a kernel session; that output is missing here, or its script"
            + " did not run (untrusted notebook: trust it first). Fix: run dev.oqa.internal.display.PlotlyJs.resetSession()"
            + " and re-run this cell.";

    private FigureHtml() {}

    /** A new, page-unique div id that is also a JavaScript identifier. */
    public static String newDivId() { return "oqa_" + UUID.randomUUID().toString().replace("-", ""); }

    /** The div and its drawing script, with a fresh div id. */
    public static String of(Figure figure) { return of(figure, newDivId(), 0); }

    /**
     * The div and its drawing script. {@code heightPx} reserves the chart's height before it draws (0: use the
     * figure layout's own height, or 450).
     */
    public static String of(Figure figure, String divId, int heightPx) {
        if (figure == null) throw new IllegalArgumentException("figure must not be null");
        if (divId == null || !divId.matches("[A-Za-z_$][A-Za-z0-9_$]*"))
            throw new IllegalArgumentException("div id must be a JavaScript identifier (letters, digits, _ or $, not starting"
                    + " with a digit), got '" + divId + "'");
        String declarations, plot, target, handlers;
        // Tablesaw keeps the context of the last drawing in the figure, and a figure can be shared (FigureMemo).
        synchronized (figure) {
            figure.asJavascript(divId); // builds Tablesaw's context: declarations and the newPlot call
            Map<String, Object> ctx = figure.getContext();
            declarations = String.valueOf(ctx.get("figure"));
            plot = String.valueOf(ctx.get("plotFunction"));
            target = String.valueOf(ctx.get("targetName"));
            handlers = ctx.get("eventHandlerFunction") == null ? "" : String.valueOf(ctx.get("eventHandlerFunction"));
        }
        int height = heightPx > 0 ? heightPx : 450;
        return "<div id=\"" + divId + "\" class=\"oqa-chart\" style=\"width:100%;min-height:" + height + "px;\"></div>\n"
                + "<script>(function () {\n"
                + "var id = '" + divId + "', waited = 0;\n"
                // The div just before this script; JupyterLab may run the script before the output is in the document.
                + "var me = document.currentScript, el = me && me.previousElementSibling && me.previousElementSibling.id === id ? me.previousElementSibling : null;\n"
                + "function fail(msg) { el = el || document.getElementById(id); if (!el) return;"
                + " el.setAttribute('data-oqa-error', msg); el.style.minHeight = '0';"
                + " el.innerHTML = '<div style=\"padding:10px 12px;border:1px solid #e3b341;background:#fff8e5;color:#5c4400;"
                + "font:13px/1.4 sans-serif;border-radius:6px\"></div>'; el.firstChild.textContent = msg; }\n"
                + "function draw(" + target + ") {\n"
                + ChartScript.compact(declarations + "\n" + plot) + "\n" + handlers + "\n}\n"
                + "(function go() {\n"
                + "el = el || document.getElementById(id);\n"
                + "var ready = typeof window.Plotly !== 'undefined' && window.Plotly.newPlot;\n"
                + "if (ready && el && el.isConnected) { try { draw(el); } catch (e) { fail('Chart not drawn: ' + e); } return; }\n"
                + "if (!ready && window." + PlotlyJs.ERROR_FLAG + ") { fail(window." + PlotlyJs.ERROR_FLAG + "); return; }\n"
                + "if (waited >= " + WAIT_MS + ") { fail(ready ? 'Chart not drawn: its output never became part of the page.' : "
                + quote(MISSING_PLOTLY) + "); return; }\n"
                + "waited += 50; setTimeout(go, 50);\n"
                + "})();\n"
                + "})();</script>";
    }

    private static String quote(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'").replace("<", "\\u003c") + "'";
    }
}
