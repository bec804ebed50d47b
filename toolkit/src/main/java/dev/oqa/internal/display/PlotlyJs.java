package dev.oqa.internal.display;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.GZIPInputStream;

/**
 * The bundled plotly.js ({@value #VERSION}, npm {@code plotly.js-cartesian-dist-min}, MIT), so charts draw offline.
 * The cartesian bundle (1.4 MB, a third of the full one) holds every trace type the charts use: scatter, bar, heatmap.
 *
 * <p>It serves the {@code text/html} form of charts only: JupyterLab, Notebook 7 and VS Code draw the
 * {@code application/vnd.plotly.v1+json} form with their own renderer, which needs nothing from the page.
 *
 * <p><b>How the library reaches the page.</b> It is inlined once per notebook session ({@link ChartSession}, held
 * by the front end): the session's first chart output carries {@link #inlineScript()}, guarded by
 * {@code if (!window.Plotly)}, and later charts wait for
 * {@code window.Plotly} (see {@link FigureHtml}). The loader carries the bundle's gzip file as base64 (0.6 MB instead
 * of 1.4 MB) and inflates it with the browser's {@code DecompressionStream} (Chrome 80, Firefox 113, Safari 16.4 and
 * newer; an older browser gets the reason in place of each chart). This is plotly.py's "init_notebook_mode" trade-off:
 * a notebook with ten charts stays under 1 MB of library instead of 6 MB, and it works wherever outputs are evaluated in document order, which is
 * the case for nbconvert's HTML of a notebook run from the top. Its one weakness: when the output holding the library
 * is gone (deleted, or replaced by re-running its cell), the HTML form of later charts cannot draw; they then say so in
 * place and name the fix (run the notebook from the top). A page that must stand alone uses
 * {@link Panel#html(boolean)}.
 *
 * <p><b>require.js.</b> The v2 bundle is a webpack UMD that calls {@code define([], f)} when {@code define.amd}
 * exists (classic Notebook, nbconvert's HTML head); {@code window.Plotly} then stays undefined. The loader hides
 * {@code define.amd} while the inflated bundle evaluates (indirect {@code eval}: the global scope) and restores it
 * afterwards, so require.js keeps working for others.
 */
public final class PlotlyJs {
    public static final String VERSION = "2.35.3";
    /** Marker present exactly once in every loader, used by tests and by the page checker. */
    public static final String GUARD = "if (!window.Plotly)";

    private static final String RESOURCE = "/dev/oqa/charts/plotly-cartesian-" + VERSION + ".min.js.gz";
    private static final String LICENSE = "/dev/oqa/charts/plotly.js-LICENSE.txt";

    private PlotlyJs() {}

    /** The minified bundle, read and decompressed once per JVM. */
    public static String source() { return Bundle.SOURCE; }

    /** plotly.js's MIT licence text, shipped next to the bundle. */
    public static String license() { return new String(bytes(LICENSE), StandardCharsets.UTF_8); }

    /**
     * A {@code <script>} element that defines {@code window.Plotly} unless the page already has it, safe under
     * require.js. Always contains the whole bundle (gzip, base64); the guard decides in the browser.
     */
    public static String inlineScript() { return Loader.SCRIPT; }

    /** Set by a loader that cannot inflate the library, so the charts waiting for it can say why. */
    static final String ERROR_FLAG = "oqaPlotlyError";

    private static String loader(byte[] gzipped) {
        // The gzip stream as base64 (no character of it can close the element), inflated by the browser's own
        // DecompressionStream, then evaluated in the global scope. Inflating is asynchronous: the charts wait for
        // window.Plotly (FigureHtml), the first one included. A second copy arriving while one inflates does nothing.
        String fail = "function (why) { window." + ERROR_FLAG + " = 'Chart not drawn: the bundled plotly.js " + VERSION
                + " could not be loaded (' + why + ').'; console.error('OQA: ' + window." + ERROR_FLAG + "); }";
        return "<script>/* plotly.js " + VERSION + " (MIT), bundled by the OQA toolkit: the gzip file, base64 */\n"
                + GUARD + " {(function () {\n"
                + "var fail = " + fail + ";\n"
                + "if (window.oqaPlotlyLoading) { return; }\n"
                + "if (typeof DecompressionStream === 'undefined') { fail('this browser has no DecompressionStream; it needs Chrome 80, Firefox 113 or Safari 16.4 or newer'); return; }\n"
                + "var b = atob('" + Base64.getEncoder().encodeToString(gzipped) + "');\n"
                + "var a = new Uint8Array(b.length); for (var i = 0; i < b.length; i++) { a[i] = b.charCodeAt(i); }\n"
                + "window.oqaPlotlyLoading = new Response(new Blob([a]).stream().pipeThrough(new DecompressionStream('gzip'))).text().then(function (src) {\n"
                + "if (window.Plotly) { return; }\n"
                + "var d = (typeof window.define === 'function') ? window.define : null, amd = d ? d.amd : undefined;\n"
                + "if (d) { d.amd = undefined; }\n"   // v2's UMD would call define() under require.js
                + "try { (0, eval)(src); } finally { if (d) { d.amd = amd; } }\n"
                + "if (typeof window.Plotly === 'undefined') { fail('it did not define window.Plotly'); }\n"
                + "}).catch(function (e) { fail(String(e)); }).then(function () { window.oqaPlotlyLoading = null; });\n"
                + "})();}\n</script>";
    }

    private static byte[] bytes(String resource) {
        try (InputStream raw = PlotlyJs.class.getResourceAsStream(resource)) {
            if (raw == null) throw new IllegalStateException("resource " + resource + " is missing from the oqa-toolkit jar");
            return raw.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource + " from the oqa-toolkit jar", e);
        }
    }

    private static String inflate(String resource) {
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes(resource)), 1 << 16)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource + " from the oqa-toolkit jar", e);
        }
    }

    /** Lazy holders: each string is built on first use and kept for the JVM's life. */
    private static final class Bundle {
        static final String SOURCE = inflate(RESOURCE);
    }

    private static final class Loader {
        static final String SCRIPT = loader(bytes(RESOURCE));
    }
}
