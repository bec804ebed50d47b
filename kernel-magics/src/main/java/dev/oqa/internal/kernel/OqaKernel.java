package dev.oqa.internal.kernel;

import dev.oqa.internal.commands.SecretPrompt;
import dev.oqa.internal.magics.OqaExtension;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import jdk.jshell.EvalException;
import jdk.jshell.JShell;
import org.dflib.jjava.jupyter.channels.ShellReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.EvalBuilder;
import org.dflib.jjava.jupyter.kernel.HelpLink;
import org.dflib.jjava.jupyter.kernel.JupyterIO;
import org.dflib.jjava.jupyter.kernel.LanguageInfo;
import org.dflib.jjava.jupyter.kernel.ReplacementOptions;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.dflib.jjava.jupyter.kernel.history.HistoryManager;
import org.dflib.jjava.jupyter.kernel.magic.MagicsRegistry;
import org.dflib.jjava.jupyter.kernel.magic.MagicsResolver;
import org.dflib.jjava.jupyter.kernel.magic.UndefinedMagicException;
import org.dflib.jjava.jupyter.kernel.util.StringStyler;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.request.ExecuteRequest;
import org.dflib.jjava.kernel.JavaKernel;
import org.dflib.jjava.kernel.execution.CodeEvaluator;
import org.dflib.jjava.kernel.execution.EvaluationInterruptedException;
import org.dflib.jjava.kernel.execution.EvaluationTimeoutException;

/**
 * JJava's Java kernel, with what a notebook of OQA magics needs on top, through JJava's subclass API:
 * <ul>
 *   <li>A cell made only of OQA magic lines (or of magics that do not exist) is answered without JShell: JShell would
 *   compile each line into a call of the magic, which in a fresh kernel is most of a magic's time. Its magics run in
 *   order on a worker thread, which {@link #interrupt()} cancels and {@code JJAVA_TIMEOUT} bounds. JJava's request
 *   handling does everything else (execution count, streams, reply). Any other cell, a magic assigned in Java
 *   ({@code Result<GexData> r = %gex SPY}) among them, goes to JShell unchanged, {@code $N} variables and all.</li>
 *   <li>A magic that does not exist gets one line naming the closest one, not JJava's stack trace.</li>
 *   <li>A login magic asks with Jupyter's hidden prompt ({@link #ask}); nothing is asked where the front end
 *   allows no input (nbclient, nbconvert).</li>
 *   <li>Tab completes magic names and an OQA magic's options; Shift+Tab shows its help.</li>
 * </ul>
 */
public final class OqaKernel extends JavaKernel implements SecretPrompt {
    private static final Set<String> OQA_MAGICS = OqaExtension.magicNames();

    private final long timeout;
    private final TimeUnit timeoutUnit;
    private final ExecutorService workers = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "oqa-magic-cell");
        t.setDaemon(true);
        t.setContextClassLoader(OqaKernel.class.getClassLoader());
        return t;
    });
    private volatile Future<?> running;
    /** The execute request being handled (JJava handles one at a time), for the hidden prompt. */
    private volatile ShellReplyEnvironment request;
    private volatile boolean stdinAllowed;

    OqaKernel(String name, String version, LanguageInfo languageInfo, List<HelpLink> helpLinks, HistoryManager history,
              JupyterIO io, CommManager comms, Renderer renderer, MagicsResolver resolver, MagicsRegistry registry,
              boolean extensionsEnabled, StringStyler errorStyler, JShell jShell, CodeEvaluator evaluator,
              long timeout, TimeUnit timeoutUnit) {
        super(name, version, languageInfo, helpLinks, history, io, comms, renderer, resolver, registry, extensionsEnabled,
                errorStyler, jShell, evaluator);
        this.timeout = timeout;
        this.timeoutUnit = timeoutUnit;
    }

    @Override
    protected synchronized void handleExecuteRequest(ShellReplyEnvironment env, Message<ExecuteRequest> message) {
        request = env;
        stdinAllowed = message.getContent().isStdinEnabled();
        try {
            super.handleExecuteRequest(env, message);
        } finally {
            request = null;
            stdinAllowed = false;
        }
    }

    /** Jupyter's hidden input, in a cell whose front end allows input; else empty. The answer is stripped. */
    @Override
    public Optional<String> ask(String prompt) {
        ShellReplyEnvironment env = request;
        if (env == null || !stdinAllowed) return Optional.empty();
        String answer = env.readFromStdIn(prompt, true);
        return answer == null || answer.isBlank() ? Optional.empty() : Optional.of(answer.strip());
    }

    @Override
    public <T> EvalBuilder<T> evalBuilder(String code) {
        List<MagicLine> lines = MagicLine.cell(code);
        if (lines != null && lines.stream().allMatch(l -> OQA_MAGICS.contains(l.name()) || !getMagicsRegistry().getLineMagicNames().contains(l.name()))) {
            @SuppressWarnings("unchecked")
            EvalBuilder<T> direct = (EvalBuilder<T>) new MagicCell(code, lines);
            return direct;
        }
        return new JShellCell<>(super.evalBuilder(code));
    }

    @Override
    public void interrupt() {
        Future<?> f = running;
        if (f != null) f.cancel(true);
        super.interrupt();
    }

    @Override
    protected List<String> formatError(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            Optional<MagicHints.Undefined> u = Optional.empty();
            if (t instanceof UndefinedMagicException x) u = Optional.of(new MagicHints.Undefined(x.getMagicName(), x.isLineMagic()));
            else if (t instanceof EvalException x && UndefinedMagicException.class.getName().equals(x.getExceptionClassName()))
                u = MagicHints.undefined(x.getMessage());
            if (u.isPresent()) {
                MagicsRegistry magics = getMagicsRegistry();
                return List.of(MagicHints.unknownMagic(u.get().name(), u.get().lineMagic(),
                        u.get().lineMagic() ? magics.getLineMagicNames() : magics.getCellMagicNames()));
            }
        }
        return super.formatError(e);
    }

    @Override
    public ReplacementOptions complete(String code, int at) {
        return MagicHints.complete(code, at, getMagicsRegistry().getLineMagicNames())
                .map(c -> new ReplacementOptions(c.options(), c.start(), c.end()))
                .orElseGet(() -> super.complete(code, at));
    }

    @Override
    public DisplayData inspect(String code, int at, boolean extraDetail) {
        return MagicHints.help(code, at, getMagicsRegistry().getLineMagicNames())
                .map(help -> {
                    DisplayData d = new DisplayData(help);
                    d.putHTML("<pre>" + dev.oqa.internal.format.Html.escape(help) + "</pre>");
                    return d;
                })
                .orElseGet(() -> super.inspect(code, at, extraDetail));
    }

    /** A cell of magic lines, run without JShell. */
    private final class MagicCell implements EvalBuilder<Object> {
        private final String code;
        private final List<MagicLine> lines;

        MagicCell(String code, List<MagicLine> lines) {
            this.code = code;
            this.lines = lines;
        }

        @Override public EvalBuilder<Object> resolveMagics() { return this; }

        @Override public EvalBuilder<DisplayData> renderResults() { return new Rendered(this); }

        /** The magics in order on a worker; the last one's value, as JShell would give for the cell. */
        @Override
        public Object eval() {
            FutureTask<Object> task = new FutureTask<>(() -> {
                Object value = null;
                for (MagicLine l : lines) value = evalLine(l);
                return value;
            });
            running = task; // before it starts, so that an interrupt from its first moment finds it
            workers.execute(task);
            try {
                return timeout > 0 ? task.get(timeout, timeoutUnit) : task.get();
            } catch (CancellationException e) {
                throw new EvaluationInterruptedException(code.strip());
            } catch (InterruptedException e) {
                task.cancel(true);
                Thread.currentThread().interrupt();
                throw new EvaluationInterruptedException(code.strip());
            } catch (TimeoutException e) {
                task.cancel(true);
                throw new EvaluationTimeoutException(timeout, timeoutUnit, code.strip());
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException r) throw r;
                if (e.getCause() instanceof Error r) throw r;
                throw new IllegalStateException(e.getCause());
            } finally {
                running = null;
            }
        }

        private Object evalLine(MagicLine l) {
            try {
                return getMagicsRegistry().evalLineMagic(OqaKernel.this, l.name(), l.args());
            } catch (UndefinedMagicException e) {
                throw e;
            } catch (Exception e) { // worded as JJava words a magic's exception
                throw new RuntimeException("Exception running line magic '" + l.name() + "': " + e.getMessage(), e);
            }
        }
    }

    /** JJava's evaluation of a cell through JShell, shown as {@link Rendered} shows a value. */
    private final class JShellCell<T> implements EvalBuilder<T> {
        private final EvalBuilder<T> jjava;

        JShellCell(EvalBuilder<T> jjava) { this.jjava = jjava; }

        @Override public EvalBuilder<T> resolveMagics() { return new JShellCell<>(jjava.resolveMagics()); }

        @Override public EvalBuilder<DisplayData> renderResults() { return new Rendered(jjava); }

        @Override public T eval() { return jjava.eval(); }
    }

    /**
     * A cell's value as JJava shows it (a {@code DisplayData} as it is, anything else through the renderer), except a
     * result a magic of the cell has shown already: its panel is there, and the value adds nothing.
     */
    private final class Rendered implements EvalBuilder<DisplayData> {
        private final EvalBuilder<?> cell;

        Rendered(EvalBuilder<?> cell) { this.cell = cell; }

        @Override public EvalBuilder<DisplayData> resolveMagics() { return new Rendered(cell.resolveMagics()); }

        @Override public EvalBuilder<DisplayData> renderResults() { return this; }

        @Override
        public DisplayData eval() {
            Object value = cell.eval();
            // a magic of this cell has shown it already (its panel)
            if (value == null || OqaExtension.of(OqaKernel.this).map(x -> x.shownByMagic(value)).orElse(false)) return null;
            DisplayData d = value instanceof DisplayData x ? x : getRenderer().render(value);
            // a chart the renderer displayed itself leaves an empty text value: no empty Out[n] for it
            return isEmptyText(d) ? null : d;
        }

        private static boolean isEmptyText(DisplayData d) {
            return "".equals(d.getData(MIMEType.TEXT_PLAIN)) && !d.hasDataForType(MIMEType.TEXT_HTML)
                    && !d.hasDataForType(MIMEType.APPLICATION_JSON);
        }
    }
}
