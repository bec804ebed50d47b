package dev.oqa.internal.magics;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.channels.ShellHandler;
import org.dflib.jjava.jupyter.channels.ShellReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.JupyterIO;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.MessageType;
import org.dflib.jjava.jupyter.messages.publish.PublishError;
import org.dflib.jjava.jupyter.messages.publish.PublishExecuteInput;
import org.dflib.jjava.jupyter.messages.publish.PublishExecuteResult;
import org.dflib.jjava.jupyter.messages.reply.ErrorReply;
import org.dflib.jjava.jupyter.messages.reply.ExecuteReply;
import org.dflib.jjava.jupyter.messages.request.ExecuteRequest;

/**
 * Runs a cell made only of OQA magic lines without JShell. JJava compiles every cell with JShell, a magic line too
 * (it becomes a call of the magic), and in a fresh kernel that compilation is most of a magic's time: on a 2-core AMD
 * EPYC the first {@code %gex SPY --local} began 435–548 ms after its request and a repeated one 109–155 ms after,
 * while the magic itself took 40–90 ms warm. Such a cell is answered here as JJava answers any cell (execution count,
 * {@code execute_input}, the streams and stdin of this request, the magic's value as {@code execute_result}, the reply
 * or the error), with the magics called through JJava's registry as its generated code calls them, on a worker
 * thread that an interrupt cancels as JJava cancels its own. Any other cell (Java code, a magic of JJava's, quoting, an assignment from a magic) goes to JJava unchanged.
 *
 * <p>JJava has no API for this: the handler is swapped on its connection, reached by reflection from its shell loop,
 * and the parts of its request handling it keeps to itself are called by reflection. Where any of that is missing
 * (another JJava version) nothing is swapped. {@code OQA_MAGIC_CELLS=jshell} keeps JJava's path, and so does a
 * {@code JJAVA_TIMEOUT}, which only JShell evaluations honour.
 */
final class MagicCells {
    /** The environment variable that sends magic cells through JShell, as JJava does on its own. */
    static final String SWITCH = "OQA_MAGIC_CELLS";

    private final BaseKernel kernel;
    private final Set<String> names;
    private final JJavaParts jjava;
    private final ExecutorService workers = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "oqa-magic-cell");
        t.setDaemon(true);
        t.setContextClassLoader(MagicCells.class.getClassLoader());
        return t;
    });
    private volatile Future<Object> running;

    private MagicCells(BaseKernel kernel, Set<String> names, JJavaParts jjava) {
        this.kernel = kernel;
        this.names = Set.copyOf(names);
        this.jjava = jjava;
    }

    /**
     * The words of each magic line when every non-blank line of {@code code} is {@code %name word…} with {@code name} one
     * of {@code names} and the words plain (no quote, no backslash: JJava's quoting is left to JJava); else null.
     */
    static List<List<String>> parse(String code, Set<String> names) {
        List<List<String>> lines = new ArrayList<>();
        for (String line : code.split("\\R", -1)) {
            String s = line.strip();
            if (s.isEmpty()) continue;
            // JJava's magic is '%' then a word character at once
            if (s.length() < 2 || s.charAt(0) != '%' || Character.isWhitespace(s.charAt(1)) || s.indexOf('"') >= 0 || s.indexOf('\\') >= 0)
                return null;
            // JJava splits a magic's words on spaces and tabs only; any other character belongs to a word
            List<String> words = new ArrayList<>();
            for (String w : s.substring(1).split("[ \t]+")) if (!w.isEmpty()) words.add(w);
            if (words.isEmpty() || !names.contains(words.get(0))) return null;
            lines.add(List.copyOf(words));
        }
        return lines.isEmpty() ? null : lines;
    }

    /**
     * Answers cells of the magics {@code names} on the connection that JJava's shell loop {@code shellLoop} serves.
     * Returns whether the handlers were swapped.
     */
    static boolean install(Thread shellLoop, BaseKernel kernel, Set<String> names, java.util.Map<String, String> env) {
        if ("jshell".equalsIgnoreCase(env.getOrDefault(SWITCH, "")) || env.get("JJAVA_TIMEOUT") != null || env.get("IJAVA_TIMEOUT") != null)
            return false;
        JupyterConnection connection = connection(shellLoop);
        JJavaParts parts = JJavaParts.find();
        if (connection == null || parts == null) return false;
        ShellHandler<ExecuteRequest> execute = connection.getHandler(MessageType.EXECUTE_REQUEST);
        ShellHandler<org.dflib.jjava.jupyter.messages.request.InterruptRequest> interrupt = connection.getHandler(MessageType.INTERRUPT_REQUEST);
        if (execute == null || interrupt == null) return false;
        MagicCells cells = new MagicCells(kernel, names, parts);
        connection.setHandler(MessageType.EXECUTE_REQUEST, (reply, message) -> cells.execute(reply, message, execute));
        connection.setHandler(MessageType.INTERRUPT_REQUEST, (reply, message) -> {
            Future<Object> f = cells.running;
            if (f != null) f.cancel(true);
            interrupt.handle(reply, message);
        });
        return true;
    }

    private void execute(ShellReplyEnvironment env, Message<ExecuteRequest> message, ShellHandler<ExecuteRequest> jjavaHandler) {
        ExecuteRequest request = message.getContent();
        List<List<String>> lines = parse(request.getCode(), names);
        if (lines == null) {
            jjavaHandler.handle(env, message);
            return;
        }
        synchronized (kernel) { // JJava's own handler holds the kernel's lock for a cell
            kernel.getCommManager().setMessageContext(message);
            int count = jjava.executionCount(kernel).getAndIncrement();
            env.setBusyDeferIdle();
            env.publish(new PublishExecuteInput(request.getCode(), count));
            try {
                JupyterIO io = kernel.getIO();
                jjava.call(jjava.replaceOutputStreams, kernel, env);
                jjava.call(jjava.setEnv, io, env);
                env.defer(() -> jjava.call(jjava.retractEnv, io, env));
                jjava.call(jjava.setJupyterInEnabled, io, request.isStdinEnabled());
                Object value = run(lines);
                if (value != null)
                    env.publish(new PublishExecuteResult(count, value instanceof DisplayData dd ? dd : kernel.getRenderer().render(value)));
                env.defer().reply(new ExecuteReply(count, Collections.emptyMap()));
            } catch (Exception e) { // every cell gets its reply, whatever failed
                ErrorReply error = ErrorReply.of(e);
                error.setExecutionCount(count);
                env.publish(PublishError.of(e, x -> x instanceof Interrupted ? List.of(x.getMessage()) : jjava.formatError(kernel, x)));
                env.defer().replyError(ExecuteReply.MESSAGE_TYPE.error(), error);
            }
        }
    }

    /** The magics in order on a worker; the last one's value, as JShell would give for the cell. */
    private Object run(List<List<String>> lines) throws Exception {
        FutureTask<Object> task = new FutureTask<>(() -> {
            Object value = null;
            for (List<String> words : lines) {
                try {
                    value = kernel.getMagicsRegistry().evalLineMagic(kernel, words.get(0), words.subList(1, words.size()));
                } catch (Exception e) { // worded as JJava words a magic's exception
                    throw new RuntimeException("Exception running line magic '" + words.get(0) + "': " + e.getMessage(), e);
                }
            }
            return value;
        });
        running = task; // before it starts, so that an interrupt from its first moment finds it
        workers.execute(task);
        try {
            return task.get();
        } catch (CancellationException e) {
            throw new Interrupted(lines);
        } catch (InterruptedException e) {
            task.cancel(true);
            Thread.currentThread().interrupt();
            throw new Interrupted(lines);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception x) throw x;
            throw (Error) e.getCause();
        } finally {
            running = null;
        }
    }

    /** An interrupted cell: its error shows the cell and "interrupted", as JJava's does, not a stack trace. */
    static final class Interrupted extends RuntimeException {
        Interrupted(List<List<String>> lines) {
            super(String.join("\n", lines.stream().map(w -> "%" + String.join(" ", w)).toList()) + "\nEvaluation interrupted.");
        }
    }

    /**
     * JJava's connection, from the shell channel its loop belongs to: the loop's body is a lambda around the channel's
     * lambda, which captures the channel (jjava 1.0-a6 to a8); the captured objects are searched two levels deep.
     */
    static JupyterConnection connection(Thread shellLoop) {
        try {
            Field body = shellLoop.getClass().getDeclaredField("loopBody");
            body.setAccessible(true);
            Object channel = captured(body.get(shellLoop), "org.dflib.jjava.jupyter.channels.ShellChannel", 2);
            if (channel == null) return null;
            Field c = channel.getClass().getDeclaredField("connection");
            c.setAccessible(true);
            return c.get(channel) instanceof JupyterConnection jc ? jc : null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static Object captured(Object lambda, String className, int depth) throws IllegalAccessException {
        if (lambda == null || depth == 0 || !lambda.getClass().isHidden()) return null;
        for (Field f : lambda.getClass().getDeclaredFields()) {
            f.setAccessible(true);
            Object v = f.get(lambda);
            if (v != null && v.getClass().getName().equals(className)) return v;
            Object deeper = captured(v, className, depth - 1);
            if (deeper != null) return deeper;
        }
        return null;
    }

    /** The parts of JJava's request handling that are not public (jjava 1.0-a6 to a8). */
    record JJavaParts(Field executionCount, Method replaceOutputStreams, Method setEnv, Method retractEnv,
                      Method setJupyterInEnabled, Method formatError) {
        static JJavaParts find() {
            try {
                Class<?> env = ShellReplyEnvironment.class;
                JJavaParts p = new JJavaParts(BaseKernel.class.getDeclaredField("executionCount"),
                        BaseKernel.class.getDeclaredMethod("replaceOutputStreams", env),
                        JupyterIO.class.getDeclaredMethod("setEnv", env), JupyterIO.class.getDeclaredMethod("retractEnv", env),
                        JupyterIO.class.getDeclaredMethod("setJupyterInEnabled", boolean.class),
                        BaseKernel.class.getDeclaredMethod("formatError", Throwable.class));
                if (p.executionCount.getType() != AtomicInteger.class) return null;
                p.executionCount.setAccessible(true);
                for (Method m : List.of(p.replaceOutputStreams, p.setEnv, p.retractEnv, p.setJupyterInEnabled, p.formatError)) m.setAccessible(true);
                return p;
            } catch (ReflectiveOperationException | RuntimeException e) {
                return null;
            }
        }

        AtomicInteger executionCount(BaseKernel kernel) {
            try {
                return (AtomicInteger) executionCount.get(kernel);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        void call(Method m, Object target, Object arg) {
            try {
                m.invoke(target, arg);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("JJava's " + m.getName() + " failed", e);
            }
        }

        @SuppressWarnings("unchecked")
        List<String> formatError(BaseKernel kernel, Exception e) {
            try {
                return (List<String>) formatError.invoke(kernel, e);
            } catch (ReflectiveOperationException x) {
                return List.of(String.valueOf(e));
            }
        }
    }
}
