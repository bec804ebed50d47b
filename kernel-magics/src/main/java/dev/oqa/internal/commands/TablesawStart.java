package dev.oqa.internal.commands;

import java.io.File;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Initialises Tablesaw's {@code Table} class quickly. Its static initialiser registers the CSV/JSON/HTML readers and
 * writers by scanning the classpath with ClassGraph for classes in {@code tech.tablesaw.io}; on the toolkit's classpath
 * (fastutil alone holds 1,757 classes after reduction) that scan is the largest single cost of
 * {@code bin/oqa gex SPY --format table}, and it took 0.45–0.55 s of a fresh kernel's start. The readers and writers
 * live only in Tablesaw's own jars, so the scan is shown those: {@code java.class.path} names them alone while the
 * class initialises, then is restored. Call it on the only thread there is (the command line's main, the kernel's
 * extension install): the property is global while it is narrowed.
 */
public final class TablesawStart {
    private TablesawStart() {}

    private static boolean done;

    public static synchronized void init() {
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
