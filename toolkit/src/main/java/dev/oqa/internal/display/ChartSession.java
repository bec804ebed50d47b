package dev.oqa.internal.display;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Which chart outputs of one front end's session carry plotly.js in their HTML form. The front end holds one per
 * session and says what its outputs are: a notebook's outputs share one page, so the first chart output carries the
 * library and the later ones use it ({@link #notebook()}); outputs that each stand on their own (a file, an e-mailed
 * page) carry it every time ({@link #standalone()}). The state lives here, with the session, and not in the JVM: two
 * sessions in one JVM (two kernels' tests, a Java program writing several pages) never take the library from
 * each other.
 */
public final class ChartSession {
    private final boolean sharedPage;
    private final AtomicBoolean libraryShown = new AtomicBoolean();

    private ChartSession(boolean sharedPage) { this.sharedPage = sharedPage; }

    /** A notebook (a kernel session): the first chart output carries plotly.js, the later ones wait for it. */
    public static ChartSession notebook() { return new ChartSession(true); }

    /** Outputs that stand alone: every output with a chart carries plotly.js (0.6 MB each). */
    public static ChartSession standalone() { return new ChartSession(false); }

    /** What goes before the next chart output: {@link PlotlyJs#inlineScript()}, or nothing if the page has it. */
    String loaderForNextChart() {
        return !sharedPage || libraryShown.compareAndSet(false, true) ? PlotlyJs.inlineScript() : "";
    }
}
