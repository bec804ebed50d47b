package dev.oqa.internal.commands;

/**
 * Initialises Tablesaw's {@code Table} class on the calling thread. Its static initialiser registers the CSV/JSON/HTML
 * readers and writers by scanning the class path with ClassGraph, and its column types initialise each other
 * ({@code ColumnType}'s constants are its subclasses' instances), so two threads that first touch Tablesaw from
 * different ends can deadlock: the command line's main and the kernel's extension install call this on the one thread
 * there is, before anything else can touch Tablesaw.
 */
public final class TablesawStart {
    private TablesawStart() {}

    private static boolean done;

    public static synchronized void init() {
        if (done) return;
        done = true;
        try {
            Class.forName("tech.tablesaw.api.Table", true, TablesawStart.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("Tablesaw is not on the class path", e);
        }
    }
}
