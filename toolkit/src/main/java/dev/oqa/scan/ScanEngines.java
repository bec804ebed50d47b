package dev.oqa.scan;

import dev.oqa.model.UsageException;
import java.util.Locale;
import java.util.ServiceLoader;

/** Finds an engine by name: {@code local} always, {@code spark} when the {@code oqa-spark} jars are on the class path. */
public final class ScanEngines {
    private ScanEngines() {}

    public static ScanEngine find(String name) {
        String n = name == null || name.isBlank() ? "local" : name.trim().toLowerCase(Locale.ROOT);
        if (n.equals("local")) return new LocalScanEngine();
        if (!n.equals("spark")) throw new UsageException("--engine '" + name + "' is not accepted; use local (default) or spark");
        for (ScanEngine e : ServiceLoader.load(ScanEngine.class, ScanEngines.class.getClassLoader()))
            if (e.name().equals(n)) return e;
        throw new UsageException("the Spark engine is not on the class path: bin/oqa adds it for 'scan --engine spark' (spark/target/lib);"
                + " in Java, add the oqa-spark module and its Spark dependencies");
    }
}
