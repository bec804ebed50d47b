package dev.oqa.spark;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A Spark standalone cluster on loopback, for the cluster test and the scale benchmark: a master and a worker, each
 * its own JVM, started from the Spark jars of this JVM's class path. Its Spark home is a temporary folder whose
 * {@code jars} holds links to those jars without the toolkit's ({@link ExecutorJars}): a cluster has Spark, not the
 * application, so the executors see the toolkit only if the driver ships it. Each daemon is ready when its log says
 * so (a deadline, no fixed wait): {@link #start} waits for the master, {@link #awaitWorker} for the worker;
 * {@link #close()} ends the worker (and the executors it started), then the master.
 */
public final class LoopbackCluster implements AutoCloseable {
    static final Duration READY = Duration.ofSeconds(60);

    final Path home, work;
    final String url;
    private final List<Process> daemons = new ArrayList<>();
    private Daemon worker;

    private LoopbackCluster(Path home, Path work, String url) {
        this.home = home;
        this.work = work;
        this.url = url;
    }

    /** This JVM's class path as files (Surefire's own list when it boots through a manifest jar). */
    static List<Path> classPath() {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return Stream.of(cp.split(File.pathSeparator)).filter(s -> !s.isBlank()).map(s -> Path.of(s).toAbsolutePath()).toList();
    }

    /**
     * Starts a master in {@code dir} and waits until it leads; starts a worker of {@code cores} cores and
     * {@code memory} (Spark's form, {@code 1g}) without waiting for it, so that a driver can start beside it.
     */
    static LoopbackCluster start(Path dir, int cores, String memory) throws IOException, InterruptedException {
        Path home = dir.resolve("spark-home"), jars = home.resolve("jars"), work = dir.resolve("work");
        Files.createDirectories(jars);
        Files.createDirectories(work);
        Set<Path> shipped = ExecutorJars.paths().stream().map(p -> Path.of(p).toAbsolutePath()).collect(Collectors.toSet());
        Set<String> names = new HashSet<>();
        for (Path p : classPath()) {
            if (!p.toString().endsWith(".jar") || !Files.isRegularFile(p) || shipped.contains(p)) continue;
            String name = p.getFileName().toString();
            if (!names.add(name)) name = names.size() + "-" + name;
            Files.createSymbolicLink(jars.resolve(name), p);
        }
        // INFO on the console, whatever log4j2.properties the jars carry: the readiness lines are INFO
        Path log4j = dir.resolve("log4j2-daemons.properties");
        Files.writeString(log4j, """
                rootLogger.level = info
                rootLogger.appenderRef.stdout.ref = console
                appender.console.type = Console
                appender.console.name = console
                appender.console.target = SYSTEM_ERR
                appender.console.layout.type = PatternLayout
                appender.console.layout.pattern = %d{HH:mm:ss.SSS} %p %c{1}: %m%n
                """);
        int port = freePort();
        LoopbackCluster c = new LoopbackCluster(home, work, "spark://127.0.0.1:" + port);
        try {
            c.daemon("master", log4j, dir, "org.apache.spark.deploy.master.Master",
                    "--host", "127.0.0.1", "--port", String.valueOf(port), "--webui-port", String.valueOf(freePort()))
                    .await("I have been elected leader");
            c.worker = c.daemon("worker", log4j, dir, "org.apache.spark.deploy.worker.Worker",
                    "--host", "127.0.0.1", "--webui-port", String.valueOf(freePort()), "--cores", String.valueOf(cores),
                    "--memory", memory, "--work-dir", work.toString(), c.url);
            return c;
        } catch (IOException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /** Waits until the worker has registered with the master (an application waits at the master for it meanwhile). */
    void awaitWorker() throws IOException, InterruptedException {
        worker.await("Successfully registered with master");
    }

    /** The environment every JVM of the cluster, a driver's too, runs with. */
    void environment(Map<String, String> env) {
        env.put("SPARK_HOME", home.toString());
        env.put("SPARK_LOCAL_IP", "127.0.0.1");
        env.put("SPARK_SCALA_VERSION", "2.13"); // else the worker looks for launcher/target/scala-2.13 and no executor starts
        env.put("JAVA_HOME", System.getProperty("java.home"));
    }

    private record Daemon(String name, Process process, Path log) {
        Daemon await(String line) throws IOException, InterruptedException {
            long deadline = System.nanoTime() + READY.toNanos();
            while (System.nanoTime() < deadline) {
                String text = Files.exists(log) ? Files.readString(log) : "";
                if (text.contains(line)) return this;
                if (!process.isAlive())
                    throw new IllegalStateException("the Spark " + name + " ended before it was ready (exit " + process.exitValue() + "):\n" + tail(text));
                Thread.sleep(100); // polling the log, bounded by the deadline
            }
            throw new IllegalStateException("the Spark " + name + " did not say '" + line + "' within " + READY.toSeconds() + " s:\n" + tail(Files.readString(log)));
        }
    }

    /**
     * The command of a JVM of the cluster, or of a driver beside it: this JVM's {@code java}, Spark's flags
     * ({@code oqa.spark.jvm.flags}: Surefire and scripts/bench-scan pass the module's list), a heap of {@code heap}
     * (Java's form, {@code 512m}), the client compiler and the serial collector (small and light: they start faster
     * on a few shared cores), then {@code rest} (more flags, {@code -cp}, the main class, its arguments).
     */
    static List<String> jvm(String heap, String... rest) {
        String flags = System.getProperty("oqa.spark.jvm.flags");
        if (flags == null || flags.isBlank())
            throw new IllegalStateException("the system property oqa.spark.jvm.flags (Spark's --add-opens list) is not set; run through Maven or scripts/bench-scan");
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(List.of(flags.trim().split("\\s+")));
        cmd.addAll(List.of("-Xmx" + heap, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
        cmd.addAll(List.of(rest));
        return cmd;
    }

    private Daemon daemon(String name, Path log4j, Path dir, String main, String... args) throws IOException {
        List<String> cmd = jvm("512m", "-Dlog4j2.configurationFile=" + log4j.toUri(), "-cp", home.resolve("jars") + File.separator + "*", main);
        cmd.addAll(List.of(args));
        Path log = dir.resolve(name + ".log");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        environment(pb.environment());
        Daemon d = new Daemon(name, pb.start(), log);
        daemons.add(d.process());
        return d;
    }

    /** The end of a log, for a failure message. */
    static String tail(String text) {
        return text.length() <= 4000 ? text : "…" + text.substring(text.length() - 4000);
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** Ends the worker first (its executors with it), then the master; forcibly when one does not end in time. */
    @Override public void close() {
        for (int i = daemons.size() - 1; i >= 0; i--) end(daemons.get(i).toHandle());
    }

    /** Ends a process and every process it started. */
    static void end(ProcessHandle p) {
        List<ProcessHandle> all = new ArrayList<>(p.descendants().toList());
        p.destroy();
        all.forEach(ProcessHandle::destroy);
        all.add(0, p);
        for (ProcessHandle h : all) {
            try {
                h.onExit().get(10, TimeUnit.SECONDS);
            } catch (Exception e) {
                h.destroyForcibly();
            }
        }
    }
}
