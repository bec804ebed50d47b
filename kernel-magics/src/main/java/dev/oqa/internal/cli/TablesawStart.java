package dev.oqa.internal.cli;

import java.io.File;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Initialises Tablesaw's {@code Table} class quickly for a command-line run. Its static initialiser registers
 * the CSV/JSON/HTML readers and writers by scanning the classpath with ClassGraph for classes in
 * {@code tech.tablesaw.io}; on the toolkit's classpath (fastutil alone holds 11,000 classes) that scan is the
 * largest single cost of {@code bin/oqa gex SPY --format table}. The readers and writers live only in
 * Tablesaw's own jars, so the scan is shown those: {@code java.class.path} names them alone while the class
 * initialises, then is restored. Main-thread, command-line only: the notebook kernel loads the toolkit through
 * JShell's class loader and warms Tablesaw in the background instead.
 */
final class TablesawStart {
    private TablesawStart() {}

    private static boolean done;

    static synchronized void init() {
        if (done) return;
        done = true;
        String full = System.getProperty("java.class.path", "");
        String tablesaw = Arrays.stream(full.split(File.pathSeparator))
                .filter(e -> new File(e).getName().startsWith("tablesaw-"))
                .collect(Collectors.joining(File.pathSeparator));
        if (tablesaw.isEmpty()) return; // not the launcher's layout: let Tablesaw scan as it always does
        try {
            System.setProperty("java.class.path", tablesaw);
            Class.forName("tech.tablesaw.api.Table", true, TablesawStart.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            // Table then initialises on first use, with the full scan
        } finally {
            System.setProperty("java.class.path", full);
        }
    }
}
