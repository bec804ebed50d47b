package dev.oqa.internal.kernel;

import dev.oqa.internal.commands.SecretPrompt;
import dev.oqa.internal.magics.OqaExtension;
import dev.oqa.internal.format.Html;
import dev.oqa.internal.magics.MagicFailure;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import jdk.jshell.Snippet;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.VarSnippet;
import org.dflib.jjava.jupyter.kernel.history.HistoryEntry;
import org.dflib.jjava.jupyter.messages.Header;
import org.dflib.jjava.jupyter.messages.MessageType;
import java.util.LinkedHashMap;
import java.util.Map;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.channels.ReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.comm.Comm;
import org.dflib.jjava.jupyter.messages.reply.CommInfoReply;
import org.dflib.jjava.jupyter.messages.request.CommInfoRequest;
import org.dflib.jjava.jupyter.messages.reply.ShutdownReply;
import org.dflib.jjava.jupyter.messages.request.ShutdownRequest;
import org.dflib.jjava.jupyter.messages.reply.HistoryReply;
import org.dflib.jjava.jupyter.messages.publish.PublishClearOutput;
import org.dflib.jjava.jupyter.messages.request.HistoryRequest;
import org.dflib.jjava.jupyter.messages.request.InterruptRequest;
import org.dflib.jjava.jupyter.messages.request.KernelInfoRequest;
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
    /** This session's cells, for history requests. */
    private final SessionHistory history = new SessionHistory();
    /** The plain text of the running cell's value, for its history entry. */
    private volatile String result;

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
        result = null;
        int line = executionCount.get(); // the count JJava gives this cell
        try {
            super.handleExecuteRequest(env, message);
        } finally {
            request = null;
            stdinAllowed = false;
            ExecuteRequest r = message.getContent();
            if (r.shouldStoreHistory() && !r.isSilent()) history.add(line, r.getCode(), result);
        }
    }

    /** As JJava's, with the {@code status} the specification asks for (JupyterLab waits for it before "Idle"). */
    @Override
    protected void handleKernelInfoRequest(ShellReplyEnvironment env, Message<KernelInfoRequest> message) {
        env.setBusyDeferIdle();
        env.reply(new Replies.KernelInfo(Header.PROTOCOL_VERISON, name, version, getLanguageInfo(), getBanner(), getHelpLinks()));
    }

    /**
     * Every history request gets a reply (JJava's sends none without a history manager, and a console waits for it):
     * this session's cells, by tail, range or search.
     */
    @Override
    protected void handleHistoryRequest(ShellReplyEnvironment env, Message<HistoryRequest> message) {
        env.setBusyDeferIdle();
        HistoryRequest r = message.getContent();
        Set<HistoryManager.ResultFlag> flags = EnumSet.noneOf(HistoryManager.ResultFlag.class);
        if (r.includeOutput()) flags.add(HistoryManager.ResultFlag.INCLUDE_OUTPUT);
        List<HistoryEntry> entries = switch (r) {
            case HistoryRequest.Tail t -> history.lookupTail(t.getMaxReturnLength(), flags);
            case HistoryRequest.Range g -> history.lookupRange(g.getSessionIndex(), g.getStart(), g.getStop(), flags);
            case HistoryRequest.Search q -> {
                if (q.filterUnique()) flags.add(HistoryManager.ResultFlag.UNIQUE);
                yield history.search(q.getPattern(), q.getMaxReturnLength(), flags);
            }
            default -> List.of();
        };
        @SuppressWarnings({"unchecked", "rawtypes"}) // JJava's HistoryReply would serialise its entries as objects
        Message<Object> reply = new Message<>(message, (MessageType) HistoryReply.MESSAGE_TYPE, new Replies.History(entries));
        env.reply(reply);
    }

    /** JJava's handlers, but {@code comm_info_request}'s: the same comms, with the reply's {@code status}. */
    @Override
    public void becomeHandlerForConnection(JupyterConnection connection) {
        super.becomeHandlerForConnection(connection);
        connection.setHandler(MessageType.COMM_INFO_REQUEST, this::handleCommInfoRequest);
    }

    private void handleCommInfoRequest(ReplyEnvironment env, Message<CommInfoRequest> message) {
        env.setBusyDeferIdle();
        String target = message.getContent().getTargetName();
        Map<String, CommInfoReply.CommInfo> comms = new LinkedHashMap<>();
        for (Comm c : getCommManager()) {
            if (!c.isClosed() && (target == null || target.equals(c.getTargetName()))) comms.put(c.getID(), new CommInfoReply.CommInfo(c.getTargetName()));
        }
        env.reply(new Replies.CommInfo(comms));
    }

    /** As JJava's, with the reply's {@code status} ({@code ShutdownReply} has none and no public constructor). */
    @Override
    protected void handleShutdownRequest(ShellReplyEnvironment env, Message<ShutdownRequest> message) {
        boolean restart = message.getContent().isRestart();
        env.setBusyDeferIdle();
        @SuppressWarnings({"unchecked", "rawtypes"})
        Message<Object> reply = new Message<>(message, (MessageType) ShutdownReply.MESSAGE_TYPE, new Replies.Shutdown(restart));
        env.defer().reply(reply);
        onShutdown(restart);
        env.resolveDeferrals(); // before the connection closes, as JJava's does
        env.markForShutdown();
    }

    @Override
    protected void handleInterruptRequest(ShellReplyEnvironment env, Message<InterruptRequest> message) {
        env.setBusyDeferIdle();
        env.defer().reply(new Replies.Interrupt());
        interrupt();
    }

    /**
     * Clears this cell's output now ({@code wait}: when the next output arrives), as IPython's {@code clear_output};
     * the start-up imports it, so a cell calls {@code clearOutput(true)}. Nothing when the notebook's kernel is not this,
     * or outside a cell.
     */
    public static void clearOutput(boolean wait) {
        if (!(notebookKernel() instanceof OqaKernel k)) return;
        ShellReplyEnvironment env = k.request;
        if (env == null) return;
        k.getIO().out.flush();
        k.getIO().err.flush();
        env.publish(wait ? PublishClearOutput.BEFORE_NEXT_OUTPUT : PublishClearOutput.NOW);
    }

    /** Clears this cell's output, as IPython's {@code clear_output()}; a cell calls it as {@code clearOutput()}. */
    public static void clearOutput() {
        clearOutput(false);
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
    public <T> EvalBuilder<T> evalBuilder(String source) {
        String code = MagicComments.strip(source);
        Optional<String> help = HelpCell.subject(code);
        if (help.isPresent()) {
            @SuppressWarnings("unchecked")
            EvalBuilder<T> h = (EvalBuilder<T>) new HelpCell(help.get());
            return h;
        }
        List<MagicLine> lines = MagicLine.cell(code);
        // a cell of plain magic lines is magics only; else look again, for quoted magics (cell() leaves those to JJava)
        boolean inJava = lines == null && !MagicLine.onlyMagicLines(code);
        OqaExtension.of(this).ifPresent(x -> x.failInJava(inJava));
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
        Optional<String> failure = magicFailure(e);
        if (failure.isPresent()) return List.of(failure.get());
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

    /**
     * The one line of a magic that failed inside Java code ({@link MagicFailure}). Through JShell it arrives as an
     * {@code EvalException} of JJava's wrapping {@code RuntimeException} ({@code BaseNotebookStatics.lineMagic}), whose
     * cause JShell carries as an {@code EvalException} naming the magic's exception class: that one is found by its
     * class, never by the wrapper's wording.
     */
    static Optional<String> magicFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof MagicFailure f) return Optional.of(f.getMessage());
            if (t instanceof EvalException x && MagicFailure.class.getName().equals(x.getExceptionClassName())) return Optional.of(x.getMessage());
        }
        return Optional.empty();
    }

    /**
     * Shift+Tab: an OQA magic's help on its line; else JShell's documentation of the Java name at the cursor, with the
     * cursor inside the name or right after it ({@code System|}, {@code Math.max|}), or inside a call's parentheses.
     * (JJava's own looks one character past the cursor, so a cursor after a complete name found nothing.)
     */
    @Override
    public DisplayData inspect(String code, int at, boolean extraDetail) {
        return help(code, at).map(OqaKernel::page).orElse(null);
    }

    /** What Shift+Tab and a help cell show for the cursor at {@code at}: an OQA magic's help, else JShell's documentation. */
    private Optional<Replies.Page> help(String code, int at) {
        return MagicHints.help(code, at, getMagicsRegistry().getLineMagicNames())
                .map(help -> new Replies.Page(help, "<pre>" + Html.escape(help) + "</pre>"))
                .or(() -> javaDoc(code, at));
    }

    private static DisplayData page(Replies.Page p) {
        DisplayData d = new DisplayData(p.text());
        d.putHTML(p.html());
        return d;
    }

    /** JShell's signatures (and javadoc, where the JDK's sources are there) of the name at {@code at}. */
    private Optional<Replies.Page> javaDoc(String code, int at) {
        int cursor = InspectCursor.of(code, at);
        if (cursor < 0) return Optional.empty();
        List<SourceCodeAnalysis.Documentation> docs = documentation(code, cursor);
        if ((docs == null || docs.isEmpty()) && cursor > 0 && Character.isJavaIdentifierPart(code.charAt(cursor - 1))) {
            // a method's name without its call (Math.max): JShell documents it once it is called
            docs = documentation(code.substring(0, cursor) + "(" + code.substring(cursor), cursor + 1);
        }
        if (docs == null || docs.isEmpty()) return Optional.empty();
        String text = docs.stream().map(d -> d.signature() + (d.javadoc() == null || d.javadoc().isBlank() ? "" : "\n" + d.javadoc()))
                .collect(Collectors.joining("\n\n"));
        return Optional.of(new Replies.Page(text, "<pre style=\"white-space:pre-wrap\">" + Html.escape(text) + "</pre>"));
    }

    private List<SourceCodeAnalysis.Documentation> documentation(String code, int cursor) {
        try {
            return getJShell().sourceCodeAnalysis().documentation(code, cursor, true);
        } catch (RuntimeException e) {
            return List.of(); // JShell could not analyse the code: nothing to show, as for an unknown name
        }
    }

    /**
     * A help cell ({@code Math.max?}, {@code %gex?}): ipykernel's {@code name?}. The help goes to the front end's pager
     * (with the {@code execute_reply}), or, where there is none, it is the cell's value. A name with no help says so.
     */
    private final class HelpCell implements EvalBuilder<Object> {
        private final String subject;

        HelpCell(String subject) { this.subject = subject; }

        private static final Pattern HELP = Pattern.compile("^\\s*(%?[A-Za-z_$][\\w$.]*)\\?\\s*$");

        /** The name a help cell asks about: one line, a Java name or a magic, then {@code ?} (never valid Java). */
        static Optional<String> subject(String code) {
            Matcher m = HELP.matcher(code);
            return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
        }

        @Override public EvalBuilder<Object> resolveMagics() { return this; }

        @Override public EvalBuilder<DisplayData> renderResults() {
            HelpCell self = this;
            return new EvalBuilder<>() {
                @Override public EvalBuilder<DisplayData> resolveMagics() { return this; }
                @Override public EvalBuilder<DisplayData> renderResults() { return this; }
                @Override public DisplayData eval() { return self.eval() instanceof DisplayData d ? d : null; }
            };
        }

        @Override
        public Object eval() {
            Optional<Replies.Page> p = help(subject, subject.length());
            if (p.isEmpty()) {
                System.out.println("no help for `" + subject + "`: not a magic, and not a Java name JShell knows here");
                return null;
            }
            if (request instanceof OqaReplyEnvironment env) {
                env.page(p.get());
                return null;
            }
            return page(p.get());
        }
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

        @Override public EvalBuilder<DisplayData> renderResults() { return new Rendered(this); }

        /**
         * JShell's evaluation; when a magic inside it failed ({@link MagicFailure}), the variables the cell declared
         * are dropped, so that a later cell finds no {@code r} rather than a null one.
         */
        @Override
        public T eval() {
            Set<String> before = getJShell().snippets().map(Snippet::id).collect(Collectors.toSet());
            try {
                return jjava.eval();
            } catch (RuntimeException e) {
                if (magicFailure(e).isPresent()) {
                    getJShell().snippets().filter(s -> s instanceof VarSnippet && !before.contains(s.id())).toList()
                            .forEach(s -> getJShell().drop(s));
                }
                throw e;
            }
        }
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
            if (d.getData(MIMEType.TEXT_PLAIN) instanceof String text) result = text;
            // a chart the renderer displayed itself leaves an empty text value: no empty Out[n] for it
            return isEmptyText(d) ? null : d;
        }

        private static boolean isEmptyText(DisplayData d) {
            return "".equals(d.getData(MIMEType.TEXT_PLAIN)) && !d.hasDataForType(MIMEType.TEXT_HTML)
                    && !d.hasDataForType(MIMEType.APPLICATION_JSON);
        }
    }
}
