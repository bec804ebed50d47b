package dev.oqa.internal.scan;

import dev.oqa.model.UsageException;
import java.util.Locale;
import java.util.ServiceLoader;

/**
 * Finds an engine by name: {@code local} always; {@code spark} in process when the {@code oqa-spark} jars are on the
 * class path, else in a child JVM through {@code $OQA_ROOT/bin/oqa} ({@link ChildProcessScanEngine}).
 */
public final class ScanEngines {
    private ScanEngines() {}

    public static ScanEngine find(String name) {
        String n = name == null || name.isBlank() ? "local" : name.trim().toLowerCase(Locale.ROOT);
        if (n.equals("local")) return new LocalScanEngine();
        if (!n.equals("spark")) throw new UsageException("--engine '" + name + "' is not accepted; use local (default) or spark");
        for (ScanEngine e : ServiceLoader.load(ScanEngine.class, ScanEngines.class.getClassLoader()))
            if (e.name().equals(n)) return e;
        // no Spark here (the notebook kernel keeps it off its class path): bin/oqa runs the scan in a child JVM
        return ChildProcessScanEngine.fromEnvironment();
    }
}
