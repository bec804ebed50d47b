package dev.oqa.display;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

/**
 * The bundled plotly.js ({@value #VERSION}, npm {@code plotly.js-cartesian-dist-min}, MIT), so charts draw offline.
 * The cartesian bundle (1.4 MB, a third of the full one) holds every trace type the charts use: scatter, bar, heatmap.
 *
 * <p><b>How the library reaches the page.</b> It is inlined once per kernel session: the first chart a JVM renders
 * carries {@link #inlineScript()} (1.4 MB), guarded by {@code if (!window.Plotly)}, and later charts wait for
 * {@code window.Plotly} (see {@link FigureHtml}). This is plotly.py's "init_notebook_mode" trade-off: a notebook with
 * ten charts stays ~1.5 MB instead of ~14 MB, and it works wherever outputs are evaluated in document order, which is
 * the case for nbconvert's HTML, Notebook 7 and a trusted notebook reopened in JupyterLab. Its one weakness: if the
 * output holding the library is deleted and the notebook reopened, later charts cannot draw; they then say so in
 * place and name the fix ({@link #resetSession()} before re-running, or {@link Embedding#EVERY_OUTPUT}).
 *
 * <p><b>require.js.</b> The v2 bundle is a webpack UMD that calls {@code define([], f)} when {@code define.amd}
 * exists (classic Notebook, nbconvert's HTML head); {@code window.Plotly} then stays undefined. The loader hides
 * {@code define.amd} while the bundle evaluates and restores it afterwards, so require.js keeps working for others.
 */
public final class PlotlyJs {
    public static final String VERSION = "2.35.3";
    /** Marker present exactly once in every loader, used by tests and by the page checker. */
    public static final String GUARD = "if (!window.Plotly)";

    private static final String RESOURCE = "/dev/oqa/charts/plotly-cartesian-" + VERSION + ".min.js.gz";
    private static final String LICENSE = "/dev/oqa/charts/plotly.js-LICENSE.txt";
    private static final Pattern SCRIPT_END = Pattern.compile("</(script)", Pattern.CASE_INSENSITIVE);

    /** Whether the library goes into the first chart output of a session or into every chart output. */
    public enum Embedding { ONCE_PER_SESSION, EVERY_OUTPUT }

    private static final AtomicBoolean inlinedThisSession = new AtomicBoolean(false);
    private static volatile Embedding embedding = Embedding.ONCE_PER_SESSION;

    private PlotlyJs() {}

    /** The minified bundle, read and decompressed once per JVM. */
    public static String source() { return Bundle.SOURCE; }

    /** plotly.js's MIT licence text, shipped next to the bundle. */
    public static String license() { return read(LICENSE, false); }

    /**
     * A {@code <script>} element that defines {@code window.Plotly} unless the page already has it, safe under
     * require.js. Always contains the whole bundle; the guard decides in the browser.
     */
    public static String inlineScript() { return Bundle.LOADER; }

    /**
     * The loader for the next chart output of this session: {@link #inlineScript()} the first time (and after
     * {@link #resetSession()}), or always under {@link Embedding#EVERY_OUTPUT}; otherwise the empty string.
     */
    public static String forNextOutput() {
        if (embedding == Embedding.EVERY_OUTPUT || inlinedThisSession.compareAndSet(false, true)) return inlineScript();
        return "";
    }

    /** Makes the next chart output carry the library again (e.g. after its first output was deleted). */
    public static void resetSession() { inlinedThisSession.set(false); }

    /** Chooses where the library goes from now on; the default is {@link Embedding#ONCE_PER_SESSION}. */
    public static void embedding(Embedding e) {
        if (e == null) throw new IllegalArgumentException("embedding must be ONCE_PER_SESSION or EVERY_OUTPUT, not null");
        embedding = e;
    }

    public static Embedding embedding() { return embedding; }

    private static String loader(String bundle) {
        // "</script" inside the bundle would end the element early; "<\/" means the same to JavaScript.
        String safe = SCRIPT_END.matcher(bundle).replaceAll(Matcher.quoteReplacement("<\\/") + "$1");
        return "<script>/* plotly.js " + VERSION + " (MIT), bundled by the OQA toolkit */\n"
                + GUARD + " {(function () {\n"
                + "var d = (typeof window.define === 'function') ? window.define : null, amd = d ? d.amd : undefined;\n"
                + "if (d) { d.amd = undefined; }\n"   // v2's UMD would call define() under require.js
                + "try {\n" + safe + "\n} finally { if (d) { d.amd = amd; } }\n"
                + "if (typeof window.Plotly === 'undefined') { console.error('OQA: plotly.js " + VERSION + " did not define window.Plotly'); }\n"
                + "})();}\n</script>";
    }

    private static String read(String resource, boolean gzip) {
        try (InputStream raw = PlotlyJs.class.getResourceAsStream(resource)) {
            if (raw == null) throw new IllegalStateException("resource " + resource + " is missing from the oqa-toolkit jar");
            try (InputStream in = gzip ? new GZIPInputStream(raw, 1 << 16) : raw) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource + " from the oqa-toolkit jar", e);
        }
    }

    /** Lazy holder: the 1.4 MB string is built on first use and kept for the JVM's life. */
    private static final class Bundle {
        static final String SOURCE = read(RESOURCE, true);
        static final String LOADER = loader(SOURCE);
    }
}
