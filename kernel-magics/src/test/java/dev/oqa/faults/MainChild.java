package dev.oqa.faults;

import dev.oqa.faults.SecurityMatrixFilesTest.Run;
import dev.oqa.internal.cli.Main;
import dev.oqa.internal.commands.SecretPrompt;
import dev.oqa.model.OqaHome;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * {@code bin/oqa}'s main class in a child JVM of a given heap that runs one step after another (issue 33: a JVM per
 * step cost a start-up each). Both sides of it: the test's ({@link #of}, {@link #run}) feeds it a step at a time over
 * its stdin; the child's ({@link #main}) answers each.
 *
 * <p>A step line is the home folder and the arguments, each Base64 (UTF-8); the answer, on stdout, is {@value #END},
 * the exit code and Base64 of what the step wrote to stdout and to stderr. {@link Main#main} is {@link Main#run}
 * with the process's streams, environment and {@code OqaHome.resolve()}, then {@code System.exit}: here each step
 * gets streams of its own ({@code System.out} and {@code System.err} too), the environment with its
 * {@code OQA_HOME}, the home resolved by the same rule, and its exit code is answered instead of ending the JVM. No
 * step run this way asks for a secret or reads stdin, so the prompt is {@link SecretPrompt#NONE}, as in-process.
 *
 * <p>An error {@code Main.run} does not catch (an {@code OutOfMemoryError}) ends the JVM as it ended a one-step
 * child: the step's output and the trace on the real streams, exit code 1; the test's side gives the step all of it
 * (and what the JVM wrote between answers, a VM warning say) and starts a new child for the next step.
 */
public final class MainChild {
    static final String END = "@@oqa-main-child-step-end@@";
    private static final Map<String, MainChild> BY_HEAP = new HashMap<>();

    private final String heap;
    private final Path err;
    private Process p;
    private BufferedWriter in;
    private BufferedReader out;
    private ExecutorService reader;
    private long errRead;
    private int started, steps;

    private MainChild(String heap) {
        this.heap = heap;
        try { this.err = Files.createTempFile("oqa-main-child-" + heap, ".err"); }
        catch (IOException e) { throw new UncheckedIOException(e); }
    }

    /** The child of heap {@code heap} ({@code 256m}): started for its first step, kept for the next. */
    static synchronized MainChild of(String heap) { return BY_HEAP.computeIfAbsent(heap, MainChild::new); }

    /** "11 steps at -Xmx256m in 1 child JVM" for each heap used, for the report. */
    static synchronized List<String> summary() {
        return BY_HEAP.values().stream().map(c -> c.steps + " step" + (c.steps == 1 ? "" : "s") + " at -Xmx" + c.heap + " in "
                + c.started + " child JVM" + (c.started == 1 ? "" : "s")).sorted().toList();
    }

    /** Ends every child (end of its input) and deletes its stderr file. */
    static synchronized void closeAll() throws Exception {
        for (MainChild c : BY_HEAP.values()) {
            if (c.p != null) {
                c.in.close();
                if (!c.p.waitFor(30, TimeUnit.SECONDS)) c.p.destroyForcibly().waitFor();
                c.ended();
            }
            Files.deleteIfExists(c.err);
        }
    }

    /**
     * One step: {@code args} with {@code OQA_HOME} set to {@code home} in this JVM's environment less its {@code OQA_}
     * variables, as the one-step child's environment was.
     */
    synchronized Run run(Path home, List<String> args) throws Exception {
        if (p == null) start();
        steps++;
        StringBuilder line = new StringBuilder(encode(home.toString()));
        for (String a : args) line.append(' ').append(encode(a));
        StringBuilder stray = new StringBuilder();
        Future<String> answer = reader.submit(() -> {
            for (String l; (l = out.readLine()) != null; ) {
                if (l.startsWith(END)) return l;
                stray.append(l).append('\n');
            }
            return null;
        });
        try {
            in.write(line.append('\n').toString());
            in.flush();
        } catch (IOException e) { /* the child has ended: the answer says how */ }
        String end;
        try {
            end = answer.get(180, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            p.destroyForcibly().waitFor();
            ended();
            newStderr(); // the killed child's, not the next step's
            throw new AssertionError("no answer in 180 s: " + String.join(" ", args));
        }
        if (end == null) { // the JVM ended during the step: its exit code and all it wrote are the step's
            int code = p.waitFor();
            ended();
            return new Run(code, stray.toString(), newStderr());
        }
        String[] f = end.split(" ", -1);
        return new Run(Integer.parseInt(f[1]), stray + decode(f[2]), newStderr() + decode(f[3]));
    }

    private void start() throws IOException {
        List<String> cmd = List.of(ProcessHandle.current().info().command().orElse("java"), "-Xmx" + heap, "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), MainChild.class.getName());
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.appendTo(err.toFile()));
        pb.environment().keySet().removeIf(k -> k.startsWith("OQA_"));
        p = pb.start();
        in = new BufferedWriter(new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8));
        out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        reader = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "oqa-main-child-" + heap);
            t.setDaemon(true);
            return t;
        });
        started++;
    }

    private void ended() {
        reader.shutdownNow();
        p = null;
    }

    /** What the child wrote to its real stderr since the last step. */
    private String newStderr() throws IOException {
        byte[] all = Files.readAllBytes(err);
        String s = new String(all, (int) errRead, all.length - (int) errRead, StandardCharsets.UTF_8);
        errRead = all.length;
        return s;
    }

    static String encode(String s) { return Base64.getEncoder().encodeToString(s.getBytes(StandardCharsets.UTF_8)); }

    static String decode(String s) { return new String(Base64.getDecoder().decode(s), StandardCharsets.UTF_8); }

    /** The child's side: a step per line of stdin until its end, then {@code System.exit(0)}, as {@code Main.main} ends. */
    public static void main(String[] unused) throws IOException {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        PrintStream realErr = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        BufferedReader lines = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = lines.readLine()) != null; ) {
            String[] f = line.split(" ", -1);
            Map<String, String> env = new HashMap<>(System.getenv());
            env.put("OQA_HOME", decode(f[0]));
            List<String> args = Arrays.stream(f, 1, f.length).map(MainChild::decode).toList();
            ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
            PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8), e = new PrintStream(err, true, StandardCharsets.UTF_8);
            System.setOut(o);
            System.setErr(e);
            int code;
            try {
                code = Main.run(args, o, e, SecretPrompt.NONE, OqaHome.resolve(env, System.getProperty("oqa.home"), System.getProperty("user.home")), env);
            } catch (Throwable t) {
                protocol.write(out.toByteArray());
                protocol.flush();
                realErr.write(err.toByteArray());
                realErr.print("Exception in thread \"main\" ");
                t.printStackTrace(realErr);
                realErr.flush();
                System.exit(1);
                return;
            }
            o.flush();
            e.flush();
            protocol.println(END + " " + code + " " + encode(out.toString(StandardCharsets.UTF_8)) + " " + encode(err.toString(StandardCharsets.UTF_8)));
        }
        System.exit(0); // threads a step left (a pool, a client) do not keep the JVM, as they did not keep a one-step child
    }
}
