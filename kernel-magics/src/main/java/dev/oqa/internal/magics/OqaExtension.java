package dev.oqa.internal.magics;

import dev.oqa.Oqa;
import dev.oqa.result.Result;
import dev.oqa.internal.spec.ViewedResult;
import dev.oqa.internal.commands.CommandSpec;
import dev.oqa.internal.commands.Grammar;
import dev.oqa.internal.commands.Outcome;
import dev.oqa.internal.commands.Shell;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.LinkedHashSet;
import java.util.WeakHashMap;
import java.util.Set;
import org.dflib.jjava.jupyter.Extension;
import dev.oqa.internal.display.FigureHtml;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.display.PlotlyJs;
import dev.oqa.internal.format.HtmlTable;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * Registers the OQA magics when the toolkit lands on the kernel's classpath (JJAVA_CLASSPATH at start-up,
 * or {@code %maven}/{@code %classpath} later). Compiled against jjava-jupyter 1.0-a6 and using only the API
 * that a8 kept binary-compatible (Extension, MagicsRegistry, DisplayData, JupyterIO).
 */
public final class OqaExtension implements Extension {

    @Override
    public void install(BaseKernel kernel) {
        initialiseTablesawTypes();
        Set<Result<?>> shown = Collections.newSetFromMap(Collections.synchronizedMap(new WeakHashMap<>()));
        Activity activity = new Activity(WARM_UP_QUIET_NANOS);
        MagicRunner runner = new MagicRunner(kernel, shown, activity);
        for (String name : magicNames()) {
            kernel.getMagicsRegistry().registerLineMagic(name, (k, args) -> runner.run(name, args));
        }
        registerRenderers(kernel, shown);
        warmUp(activity);
        quickerShells(kernel);
    }

    /**
     * JJava's shell loop starts once the kernel connects, after this install: a daemon thread waits for it, then
     * answers magic cells without JShell ({@link MagicCells}) and makes the loop poll sooner ({@link ShellPolling}).
     * The first reads the loop's own body, so it goes before the second wraps it.
     */
    static Thread quickerShells(BaseKernel kernel) {
        Thread t = new Thread(() -> {
            try {
                Thread loop = ShellPolling.await(60_000);
                if (loop == null) return;
                MagicCells.install(loop, kernel, magicNames(), System.getenv());
                ShellPolling.patch(loop);
            } catch (InterruptedException ignored) {
                // the kernel is shutting down
            }
        }, "oqa-shell-polling");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /**
     * Tablesaw's column types initialise each other ({@code ColumnType}'s constants are its subclasses' instances),
     * so two threads that first touch them from different ends deadlock: the warm-up in {@code ColumnType.<clinit>}
     * waiting for {@code DateColumnType}, a magic in {@code DateColumnType}'s waiting for {@code AbstractColumnType}
     * (twice in 13 fresh kernels whose first cell was {@code %em SPY}; none in 36 since). Done here, on the one thread there is,
     * before the warm-up or any cell can start. {@code Table}'s own initialiser scans only Tablesaw's jars
     * ({@link dev.oqa.internal.commands.TablesawStart}): 0.3 s instead of 0.55 s of the kernel's start.
     */
    static void initialiseTablesawTypes() {
        dev.oqa.internal.commands.TablesawStart.init();
        Table.create("types", tech.tablesaw.api.DateColumn.create("d"), tech.tablesaw.api.StringColumn.create("s"),
                tech.tablesaw.api.DoubleColumn.create("x"), tech.tablesaw.api.IntColumn.create("i"));
    }

    /** What the warm-up runs: the quickstart's first magic, on the bundled data. */
    static final List<String> WARM_UP = List.of("gex", "SPY", "--local");
    /**
     * How often: the first round loads and initialises what a magic needs; the later ones let the JIT compile the
     * path. With the quicker shell loop, a repeated magic a second after start took 95 ms with four rounds after
     * 300 ms of quiet, and 69 ms with eight after 150 ms (README, Performance).
     */
    static final int WARM_UP_ROUNDS = 8;
    /** The later rounds wait for this long without a magic, so a cell sent right after another never meets one. */
    static final long WARM_UP_QUIET_NANOS = 150_000_000L;

    /**
     * Prepares the first magic off the cell's path: a daemon thread runs one local command end to end while the
     * user reads, so its classes are loaded and initialised (Jackson, the chart templates; Tablesaw's types and reader
     * registry are initialised before it, {@link #initialiseTablesawTypes}), the bundled chain is parsed into the shared snapshot cache, and the plotly.js loader
     * is built; then, each time the user's magics have been quiet for a moment, again, until the path is compiled.
     * Nothing is shown and nothing is sent; the session's plotly.js state is left alone ({@link Panel#html(boolean)}
     * does not count as the first chart). A failure here only means a slower first cell.
     */
    static Thread warmUp(Activity activity) {
        Thread t = new Thread(() -> {
            try {
                Shell shell = new Shell(Shell.Frontend.NOTEBOOK, prompt -> Optional.empty());
                for (int round = 0; round < WARM_UP_ROUNDS; round++) {
                    if (round > 0) activity.awaitQuiet();
                    if (shell.run(WARM_UP) instanceof Outcome.Answered r) {
                        Panel p = ViewedResult.panel(Oqa.result(r.answer(), r.request()));
                        p.html(true);
                        p.text();
                    }
                }
            } catch (Throwable ignored) {
                // the real magic will report whatever went wrong, where the user can see it
            }
        }, "oqa-warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
        return t;
    }

    /** Panels, Tablesaw tables and Plotly figures render as HTML when a cell shows them or calls display(). */
    private static void registerRenderers(BaseKernel kernel, Set<Result<?>> shownByMagic) {
        Renderer r = kernel.getRenderer();
        r.createRegistration(Panel.class).preferring(MIMEType.TEXT_HTML).supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((p, ctx) -> {
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, () -> p.html());
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, () -> p.text());
                });
        r.createRegistration(Table.class).preferring(MIMEType.TEXT_HTML).supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((t, ctx) -> {
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, () -> HtmlTable.of(t, 50));
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, () -> t.print());
                });
        r.createRegistration(Figure.class).preferring(MIMEType.TEXT_HTML).supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((f, ctx) -> {
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, () -> PlotlyJs.forNextOutput() + FigureHtml.of(f));
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, () -> "Plotly figure");
                });
        r.createRegistration(ViewedResult.class).preferring(MIMEType.TEXT_HTML).supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((res, ctx) -> {
                    if (shownByMagic.remove(res)) {
                        ctx.renderIfRequested(MIMEType.TEXT_PLAIN, () -> "↑ " + res.data().getClass().getSimpleName()
                                + " (" + res.provenance().source().name().toLowerCase(java.util.Locale.ROOT) + "); keep it with Result<"
                                + res.data().getClass().getSimpleName() + "> r = %…");
                        return;
                    }
                    Panel p = res.panel();
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, () -> p.html());
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, () -> p.text());
                });
    }

    /** Every command and alias that is a valid magic name (the resolver takes word characters only). */
    static Set<String> magicNames() {
        Set<String> names = new LinkedHashSet<>();
        for (CommandSpec c : Grammar.COMMANDS) {
            if (c.name().matches("\\w+")) names.add(c.name());
            c.aliases().stream().filter(a -> a.matches("\\w+")).forEach(names::add);
        }
        return names;
    }
}
