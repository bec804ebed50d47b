package dev.oqa.internal.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The kernel's start-up imports every public package of the toolkit and what the README's Java uses, and no simple
 * name a cell might write is ambiguous between them (JShell would reject it) unless a single-type import settles it.
 */
class StartupImportsTest {
    static final Pattern ON_DEMAND = Pattern.compile("^import ([\\w.]+)\\.\\*;$", Pattern.MULTILINE);
    static final Pattern SINGLE = Pattern.compile("^import ([\\w.]+)\\.(\\w+);$", Pattern.MULTILINE);

    static List<String> onDemand() {
        List<String> packages = new ArrayList<>();
        Matcher m = ON_DEMAND.matcher(OqaKernelMain.STARTUP);
        while (m.find()) packages.add(m.group(1));
        return packages;
    }

    /** The toolkit's public packages: every source folder under dev/oqa but internal. */
    static Set<String> toolkitPackages() throws IOException {
        Path root = Path.of("..", "toolkit", "src", "main", "java");
        try (Stream<Path> dirs = Files.walk(root.resolve("dev/oqa"))) {
            return dirs.filter(Files::isDirectory).filter(d -> !d.toString().contains("internal"))
                    .filter(d -> { try (Stream<Path> f = Files.list(d)) { return f.anyMatch(p -> p.toString().endsWith(".java")); } catch (IOException e) { throw new java.io.UncheckedIOException(e); } })
                    .map(d -> root.relativize(d).toString().replace('/', '.')).collect(java.util.stream.Collectors.toCollection(TreeSet::new));
        }
    }

    @Test void everyPublicToolkitPackageAndWhatTheReadmeUses() throws IOException {
        List<String> imported = onDemand();
        for (String p : toolkitPackages()) assertTrue(imported.contains(p), p + " is not imported at start-up");
        for (String p : List.of("java.nio.file", "java.time", "java.util")) assertTrue(imported.contains(p), p);
    }

    @Test void noSimpleNameIsAmbiguous() throws Exception {
        Map<String, List<String>> owners = new HashMap<>();
        var jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        for (String p : onDemand()) {
            List<String> classes = new ArrayList<>();
            if (p.startsWith("java.")) {
                try (Stream<Path> modules = Files.list(jrt.getPath("/packages", p))) {
                    for (Path module : modules.toList()) {
                        try (Stream<Path> files = Files.list(jrt.getPath("/modules", module.getFileName().toString(), p.replace('.', '/')))) {
                            files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".class") && !f.contains("$"))
                                    .forEach(f -> classes.add(f.substring(0, f.length() - 6)));
                        }
                    }
                }
            } else {
                try (Stream<Path> files = Files.list(Path.of("..", "toolkit", "src", "main", "java", p.replace('.', '/')))) {
                    files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".java") && !f.equals("package-info.java"))
                            .forEach(f -> classes.add(f.substring(0, f.length() - 5)));
                }
            }
            for (String c : classes) {
                Class<?> type;
                try {
                    type = Class.forName(p + "." + c, false, getClass().getClassLoader());
                } catch (ClassNotFoundException | LinkageError e) {
                    continue;
                }
                if (Modifier.isPublic(type.getModifiers())) owners.computeIfAbsent(c, k -> new ArrayList<>()).add(p);
            }
        }
        Map<String, String> settled = new HashMap<>();
        Matcher m = SINGLE.matcher(OqaKernelMain.STARTUP);
        while (m.find()) settled.put(m.group(2), m.group(1));
        Map<String, List<String>> ambiguous = new HashMap<>();
        owners.forEach((name, packages) -> { if (packages.size() > 1 && !settled.containsKey(name)) ambiguous.put(name, packages); });
        assertEquals(Map.of(), ambiguous, "a single-type import must say which one a cell means");
        assertEquals("dev.oqa.model", settled.get("Period"), "the toolkit's look-back, as %risk --period writes it");
    }
}
