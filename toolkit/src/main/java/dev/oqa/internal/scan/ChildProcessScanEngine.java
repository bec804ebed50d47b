package dev.oqa.internal.scan;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Json;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.UsageException;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Spark engine for a JVM that must not load Spark, such as the notebook kernel: the scan runs in a child JVM,
 * {@code bin/oqa scan ANALYTIC --engine spark --format json}, whose stderr progress lines ({@code oqa: scan 50/500 …})
 * are passed to the listener and whose JSON rows become the same {@link ScanRow}s the engine gives in process.
 * The time includes the child's start-up, since that is what the user waits for.
 */
public final class ChildProcessScanEngine implements ScanEngine {
    /** The repository root's environment variable, set by {@code scripts/install-kernel} in the kernelspec. */
    public static final String ROOT_ENV = "OQA_ROOT";

    /** Set in the child's environment. */
    static final String CHILD_ENV = "OQA_SCAN_CHILD";

    private static final Pattern PROGRESS = Pattern.compile("oqa: scan (\\d+)/(\\d+)(?: · (\\d+) failed)?.*");
    private static final int STDERR_LINES_KEPT = 20;

    private final List<String> command;

    /** {@code command} is the launcher and any leading arguments, e.g. {@code [/repo/bin/oqa]}. */
    public ChildProcessScanEngine(List<String> command) {
        if (command == null || command.isEmpty()) throw new IllegalArgumentException("command is empty");
        this.command = List.copyOf(command);
    }

    /** {@code $OQA_ROOT/bin/oqa}, or a message saying how to get there when the variable is unset or wrong. */
    public static ChildProcessScanEngine fromEnvironment() {
        String root = System.getenv(ROOT_ENV);
        if (root == null || root.isBlank())
            throw new UsageException("the Spark engine is not on this class path, and " + ROOT_ENV + " (the repository root, which holds bin/oqa)"
                    + " is not set to run it in a child JVM: run scripts/install-kernel again, or set " + ROOT_ENV + ", or run bin/oqa scan … --engine spark"
                    + " (which adds spark/target/lib); in Java, add the oqa-spark module and its Spark dependencies");
        if (System.getenv(CHILD_ENV) != null) // bin/oqa always adds Spark for --engine spark; never start a chain of children
            throw new UsageException("the Spark engine is not on the class path of this child scan; build it with: mvn -pl spark -am package");
        Path oqa = Path.of(root, "bin", "oqa");
        if (!Files.isExecutable(oqa))
            throw new UsageException(ROOT_ENV + "=" + root + " has no executable bin/oqa; set it to the repository root, or run bin/oqa scan … --engine spark");
        return new ChildProcessScanEngine(List.of(oqa.toString()));
    }

    @Override public String name() { return "spark"; }

    /** The child's arguments after the launcher. */
    List<String> arguments(ScanJob job) {
        List<String> a = new ArrayList<>(List.of("scan", job.analytic().wire(), "--engine", "spark", "--format", "json"));
        if (job.data() != null) { a.add("--data"); a.add(job.data()); }
        if (job.master() != null) { a.add("--master"); a.add(job.master()); }
        return a;
    }

    @Override public ScanResult run(ScanJob job, ScanListener listener) {
        Objects.requireNonNull(job, "job");
        long t0 = System.nanoTime();
        List<String> argv = new ArrayList<>(command);
        argv.addAll(arguments(job));
        Process p;
        try {
            ProcessBuilder pb = new ProcessBuilder(argv).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
            pb.environment().put(CHILD_ENV, "1");
            p = pb.start();
        } catch (IOException e) {
            throw new LocalDataException("cannot start " + command.get(0) + " for the Spark scan: " + e.getMessage(), e);
        }
        List<String> stderr = new ArrayList<>();
        Thread errReader = Thread.ofPlatform().daemon().name("oqa-scan-stderr").start(() -> readStderr(p.getErrorStream(), listener, stderr));
        String out;
        int exit;
        try {
            out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            exit = p.waitFor();
            errReader.join();
        } catch (InterruptedException e) {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            Thread.currentThread().interrupt();
            throw new LocalDataException("the Spark scan was interrupted; its child JVM was stopped", e);
        } catch (IOException e) {
            p.destroy();
            throw new LocalDataException("cannot read the Spark scan's output: " + e.getMessage(), e);
        }
        String said = String.join("\n", stderr).strip(); // the reader has ended (joined above)
        if (exit != 0) {
            String msg = "the Spark scan (" + String.join(" ", argv) + ") exited with " + exit + (said.isEmpty() ? "" : ": " + said);
            if (exit == 2) throw new UsageException(msg);
            throw new LocalDataException(msg);
        }
        List<ScanRow> rows = rows(job.analytic(), out);
        return new ScanResult(job, name(), rows, System.nanoTime() - t0);
    }

    /** csv or json on this machine; Parquet files are written by the child's Spark, so that is bin/oqa's job. */
    @Override public void write(ScanResult result, String out, String format) {
        if ("parquet".equalsIgnoreCase(format))
            throw new UsageException("this JVM runs Spark scans in a child JVM and writes their rows as csv or json here;"
                    + " for Parquet files run bin/oqa scan " + result.analytic().wire() + " --engine spark --out " + out);
        ScanOutput.write(result, out, format);
    }

    private static void readStderr(InputStream in, ScanListener listener, List<String> kept) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                // a terminal's progress rewrites one line with \r; a log (our pipe) gets whole lines
                String l = line.substring(line.lastIndexOf('\r') + 1).strip();
                Matcher m = PROGRESS.matcher(l);
                if (m.matches()) {
                    listener.progress(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), m.group(3) == null ? 0 : Integer.parseInt(m.group(3)), null);
                    continue;
                }
                if (l.isEmpty()) continue;
                kept.add(l); // read by the caller only after this thread ends
                if (kept.size() > STDERR_LINES_KEPT) kept.remove(0);
            }
        } catch (IOException e) {
            // the child's end closed; its exit code says whether it failed
        }
    }

    /** The rows of {@code bin/oqa --format json} ({@link ScanOutput#json}) back as typed rows. */
    static List<ScanRow> rows(ScanAnalytic analytic, String json) {
        JsonNode a;
        try {
            a = Json.MAPPER.readTree(json);
        } catch (IOException e) {
            throw new LocalDataException("the Spark scan's output is not JSON rows: " + e.getMessage(), e);
        }
        if (a == null || !a.isArray())
            throw new LocalDataException("the Spark scan's output is not a JSON array of rows: " + (json.length() <= 200 ? json : json.substring(0, 200) + "…"));
        List<ScanRow> out = new ArrayList<>(a.size());
        for (JsonNode o : a) {
            List<Object> v = new ArrayList<>();
            for (ScanColumn c : analytic.columns()) {
                JsonNode n = o.get(c.name());
                if (n == null || n.isNull()) { v.add(null); continue; }
                try {
                    v.add(switch (c.type()) {
                        case STRING -> n.asText();
                        case DATE -> LocalDate.parse(n.asText());
                        case DOUBLE -> {
                            if (!n.isNumber()) throw new IllegalArgumentException("not a number: " + n);
                            yield n.doubleValue();
                        }
                    });
                } catch (RuntimeException e) {
                    throw new LocalDataException("the Spark scan's row " + (out.size() + 1) + " has a bad " + c.name() + ": " + e.getMessage(), e);
                }
            }
            out.add(new ScanRow(analytic, v));
        }
        return out;
    }
}
