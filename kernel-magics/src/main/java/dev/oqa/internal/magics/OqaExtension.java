package dev.oqa.internal.magics;

import dev.oqa.internal.commands.Grammar;
import dev.oqa.internal.commands.Outcome;
import dev.oqa.internal.commands.SecretPrompt;
import dev.oqa.internal.commands.Shell;
import dev.oqa.internal.commands.TablesawStart;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.format.HtmlTable;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.internal.results.ViewedResult;
import java.lang.ref.WeakReference;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.dflib.jjava.jupyter.Extension;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.RenderContext;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.dflib.jjava.kernel.JavaKernel;
import jdk.jshell.Snippet;
import tech.tablesaw.api.DateColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * Registers the OQA magics when the toolkit lands on the kernel's class path: {@code JJAVA_CLASSPATH} at start-up,
 * or {@code %maven}/{@code %classpath} later, in the toolkit's own kernel ({@code dev.oqa.internal.kernel}) or in a
 * stock JJava kernel. Uses JJava's extension API only (magics registry, renderer, display).
 */
public final class OqaExtension implements Extension {
    private static final Map<BaseKernel, OqaExtension> INSTALLED = Collections.synchronizedMap(new WeakHashMap<>());
    /**
     * The result the last magic showed, with the newest JShell snippet at that moment: while no snippet has been added
     * since, the cell that ran the magic is still running, and its value (the same result) adds nothing.
     */
    private record Shown(WeakReference<Object> result, String snippet) {}

    private volatile Shown shown;
    private BaseKernel kernel;

    public static Optional<OqaExtension> of(BaseKernel kernel) {
        return Optional.ofNullable(INSTALLED.get(kernel));
    }

    @Override
    public void install(BaseKernel kernel) {
        this.kernel = kernel;
        initialiseTablesawTypes();
        // A kernel that can ask for a hidden input says so by being a SecretPrompt (the toolkit's own kernel is).
        PanelOutputs outputs = new PanelOutputs(kernel);   // the session's outputs: magics and shown values alike
        MagicRunner runner = new MagicRunner(kernel, this, outputs, kernel instanceof SecretPrompt p ? p : SecretPrompt.NONE);
        for (String name : magicNames()) {
            kernel.getMagicsRegistry().registerLineMagic(name, (k, args) -> runner.run(name, args));
        }
        registerRenderers(kernel, outputs);
        INSTALLED.put(kernel, this);
        warmUp();
    }

    @Override
    public void uninstall(BaseKernel kernel) {
        INSTALLED.remove(kernel);
    }

    /**
     * Whether {@code value} is a result a magic has shown in the cell still running: a kernel shows a magic's value
     * when the magic ends the cell ({@code %gex SPY}), after the magic has shown it; a later cell that asks for the
     * same result ({@code r}, {@code display(r)}) gets it shown.
     */
    public boolean shownByMagic(Object value) {
        Shown s = shown;
        return value != null && s != null && s.result().get() == value && s.snippet().equals(newestSnippet());
    }

    private volatile boolean failInJava;

    /**
     * Says whether the magics about to run are inside Java code ({@code var r = %risk NVDA}): there a magic that
     * cannot answer throws {@link MagicFailure} (the cell fails with one line) instead of showing its message and
     * returning null. The toolkit's kernel sets it for each cell; a stock kernel leaves it off.
     */
    public void failInJava(boolean inJava) {
        failInJava = inJava;
    }

    boolean failsInJava() {
        return failInJava;
    }

    /** A magic begins: what an earlier one showed is no longer the cell's value. */
    void magicStarted() {
        shown = null;
    }

    void shown(Object result) {
        shown = new Shown(new WeakReference<>(result), newestSnippet());
    }

    /** The id of JShell's newest snippet ("" before the first, or in a kernel that is not JJava's Java kernel). */
    private String newestSnippet() {
        return kernel instanceof JavaKernel java
                ? java.getJShell().snippets().reduce((a, b) -> b).map(Snippet::id).orElse("")
                : "";
    }

    /**
     * Tablesaw's column types initialise each other ({@code ColumnType}'s constants are its subclasses' instances),
     * so two threads that first touch them from different ends deadlock. Done here, on the one thread there is, before
     * any cell can start ({@link dev.oqa.internal.commands.TablesawStart} first, for {@code Table}'s class-path scan).
     */
    static void initialiseTablesawTypes() {
        TablesawStart.init();
        Table.create("types", DateColumn.create("d"), StringColumn.create("s"),
                DoubleColumn.create("x"), IntColumn.create("i"));
    }

    /** What the warm-up runs: the quickstart's first magic, on the bundled data. */
    static final List<String> WARM_UP = List.of("gex", "SPY", "--local");

    /**
     * Prepares the first magic off the cell's path: a daemon thread runs one local command end to end, once, so that
     * its classes are loaded and initialised, the bundled chain is parsed into the shared snapshot cache and the chart
     * is drawn once (views keep drawn figures). Nothing is shown or sent, and the session's plotly.js state is left
     * alone ({@link Panel#html(boolean)} does not count as the first chart). A failure here only means a slower first
     * cell. Measured (scripts/bench --kernel, 5 fresh kernels, 2 cores, medians): the first {@code %gex SPY --local}
     * took 330 ms without it and 160 ms after one round; seven more rounds for the JIT gave 154 ms (a repeated magic
     * 91 against 102 ms) for 0.4 CPU-seconds more in every kernel, so one round it is.
     */
    private void warmUp() {
        Thread t = new Thread(() -> {
            try {
                Shell shell = new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE);
                if (shell.run(WARM_UP) instanceof Outcome.Answered r) {
                    Panel p = r.panel(r.result());
                    p.html(true);
                    p.text();
                }
            } catch (Throwable ignored) {
                // the real magic will report whatever went wrong, where the user can see it
            }
        }, "oqa-warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

    /** Panels, Tablesaw tables and charts render as the magics show them when a cell shows them or calls display(). */
    private void registerRenderers(BaseKernel kernel, PanelOutputs outputs) {
        Renderer r = kernel.getRenderer();
        r.createRegistration(Panel.class).preferring(MIMEType.TEXT_HTML).supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((p, ctx) -> outputs.render(p, ctx));
        r.createRegistration(Table.class).preferring(MIMEType.TEXT_HTML).supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((t, ctx) -> {
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, () -> HtmlTable.of(t, 50));
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, () -> t.print());
                });
        r.createRegistration(Figure.class).preferring(MIMEType.TEXT_HTML).supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((f, ctx) -> outputs.render(f, ctx));
        r.createRegistration(ViewedResult.class).preferring(MIMEType.TEXT_HTML).supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((res, ctx) -> {
                    if (!alreadyShown(res, ctx)) outputs.render(res.panel(), ctx);
                });
        r.createRegistration(ScanResult.class).supporting(MIMEType.TEXT_PLAIN)
                .register((res, ctx) -> {
                    if (!alreadyShown(res, ctx)) ctx.renderIfRequested(MIMEType.TEXT_PLAIN, res::toString);
                });
    }

    /**
     * A stock kernel renders a magic's returned value after the magic has shown it: that rendering is left empty
     * (the toolkit's kernel leaves it out).
     */
    private boolean alreadyShown(Object value, RenderContext ctx) {
        if (!shownByMagic(value)) return false;
        ctx.renderIfRequested(MIMEType.TEXT_PLAIN, () -> "");
        return true;
    }

    /** Every command and alias that is a valid magic name (the resolver takes word characters only). */
    public static Set<String> magicNames() {
        return Grammar.COMMANDS.stream().flatMap(c -> Stream.concat(Stream.of(c.name()), c.aliases().stream()))
                .filter(n -> n.matches("\\w+")).collect(Collectors.toCollection(LinkedHashSet::new));
    }
}
