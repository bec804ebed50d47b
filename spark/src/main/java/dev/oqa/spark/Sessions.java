package dev.oqa.spark;

import dev.oqa.model.UsageException;
import org.apache.spark.sql.SparkSession;

/**
 * The one Spark session of a process, started on first use: {@code local[*]} unless a master is given (or
 * {@code spark-submit} already set {@code spark.master}). Quiet: no UI, logging at error (log4j2.properties);
 * {@code java.time} values in rows, so dates stay {@link java.time.LocalDate} on both engines. On a master whose
 * executors are other JVMs ({@code spark://}, {@code yarn}, {@code k8s://}) the toolkit's jars are added to
 * {@code spark.jars} ({@link ExecutorJars}), as {@code spark-submit --jars} would, or no task could load its classes.
 */
final class Sessions {
    private Sessions() {}

    static synchronized SparkSession get(String master) {
        SparkSession.Builder b = SparkSession.builder().appName("oqa-scan")
                .config("spark.ui.enabled", "false")
                .config("spark.ui.showConsoleProgress", "false")
                .config("spark.sql.datetime.java8API.enabled", "true")
                .config("spark.sql.shuffle.partitions", "8");
        String effective = master != null ? master : System.getProperty("spark.master", "local[*]");
        if (master != null || System.getProperty("spark.master") == null) b.master(effective);
        if (ExecutorJars.needed(effective, System.getProperty("spark.submit.deployMode")))
            b.config("spark.jars", ExecutorJars.merge(System.getProperty("spark.jars"), ExecutorJars.paths()));
        SparkSession s = b.getOrCreate();
        String running = s.sparkContext().master();
        // one SparkContext per process: another local[n] is served by the running local one; a cluster is not
        if (master != null && !master.equals(running) && !(master.startsWith("local") && running.startsWith("local")))
            throw new UsageException("a Spark session on " + running + " is already running in this process; cannot switch to " + master);
        s.sparkContext().setLogLevel("ERROR");
        return s;
    }
}
