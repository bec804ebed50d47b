package dev.oqa.layers;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The package graph of a folder of compiled classes, as {@code jdeps -verbose:class} sees it, and its cycles (strongly
 * connected components of more than one package). Only the folder's own packages count: an edge to a library or to
 * another module of the build is not part of this folder's layering.
 *
 * <p>jdeps reads the byte code, so it sees what the compiler kept (field, method and constant-pool references), not
 * imports; an import used only in a comment is no edge, a fully qualified name in code is one.
 */
public final class PackageCycles {
    /** One class-to-class reference that makes a package depend on another. */
    public record ClassEdge(String from, String to) {
        @Override public String toString() { return from + " -> " + to; }
    }

    /** Package → package it depends on → the first class edge that says so (in name order, so messages are stable). */
    public record Graph(Set<String> packages, Map<String, Map<String, ClassEdge>> edges) {
        public Map<String, ClassEdge> from(String pkg) { return edges.getOrDefault(pkg, Map.of()); }

        public int edgeCount() { return edges.values().stream().mapToInt(Map::size).sum(); }
    }

    // "   dev.oqa.Oqa     -> dev.oqa.internal.cache.QuotaLedger     classes"
    private static final Pattern CLASS_LINE = Pattern.compile("^\\s+(\\S+)\\s+->\\s+(\\S+)\\s+.*$");

    private PackageCycles() {}

    /** The folder (or jar) a class was loaded from: the compiled main classes of its module. */
    public static Path classesOf(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate the classes of " + c.getName(), e);
        }
    }

    /** Runs jdeps on {@code classes} (a folder of .class files) and reads its package graph. */
    public static Graph graph(Path classes) {
        if (!Files.isDirectory(classes)) throw new IllegalArgumentException("not a folder of compiled classes: " + classes);
        ToolProvider jdeps = ToolProvider.findFirst("jdeps")
                .orElseThrow(() -> new IllegalStateException("jdeps is not in this JDK (module jdk.jdeps); run the tests on a full JDK"));
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        // A folder with a module descriptor is read as a module, whose requires jdeps would then have to resolve; the
        // layering is about the classes alone, so analyse a copy without the descriptor.
        Path analysed = Files.exists(classes.resolve("module-info.class")) ? withoutDescriptor(classes) : classes;
        int rc;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            rc = jdeps.run(o, e, "-verbose:class", "-filter:none", analysed.toString());
        } finally {
            if (!analysed.equals(classes)) deleteTree(analysed);
        }
        if (rc != 0) throw new IllegalStateException("jdeps failed (exit " + rc + "): " + err.toString(StandardCharsets.UTF_8));
        return parse(out.toString(StandardCharsets.UTF_8), ownPackages(classes));
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) Files.deleteIfExists(f);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete the copy " + dir, e);
        }
    }

    private static Path withoutDescriptor(Path classes) {
        try {
            Path copy = Files.createTempDirectory("oqa-jdeps-");
            try (Stream<Path> files = Files.walk(classes)) {
                for (Path f : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class") && !f.getFileName().toString().equals("module-info.class"))::iterator) {
                    Path to = copy.resolve(classes.relativize(f).toString());
                    Files.createDirectories(to.getParent());
                    Files.copy(f, to);
                }
            }
            return copy;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy " + classes + " for jdeps", e);
        }
    }

    /** The packages that have at least one class file in {@code classes}. */
    public static Set<String> ownPackages(Path classes) {
        try (Stream<Path> files = Files.walk(classes)) {
            return files.filter(p -> p.toString().endsWith(".class"))
                    .map(p -> classes.relativize(p).getParent())
                    .filter(p -> p != null && !p.toString().startsWith("META-INF"))
                    .map(p -> p.toString().replace(p.getFileSystem().getSeparator(), "."))
                    .collect(Collectors.toCollection(TreeSet::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The package graph of jdeps' {@code -verbose:class} output, among {@code own} packages only. */
    public static Graph parse(String jdepsOutput, Set<String> own) {
        Map<String, Map<String, ClassEdge>> edges = new TreeMap<>();
        for (String line : jdepsOutput.split("\\R")) {
            Matcher m = CLASS_LINE.matcher(line);
            if (!m.matches()) continue;
            String from = packageOf(m.group(1)), to = packageOf(m.group(2));
            if (from.equals(to) || !own.contains(from) || !own.contains(to)) continue;
            ClassEdge e = new ClassEdge(m.group(1), m.group(2));
            edges.computeIfAbsent(from, k -> new TreeMap<>()).merge(to, e,
                    (a, b) -> a.toString().compareTo(b.toString()) <= 0 ? a : b);
        }
        return new Graph(Set.copyOf(own), edges);
    }

    static String packageOf(String className) {
        int dot = className.lastIndexOf('.');
        return dot < 0 ? "" : className.substring(0, dot);
    }

    /** Every strongly connected component of two or more packages (Tarjan), each sorted, in name order. */
    public static List<Set<String>> cycles(Graph g) {
        Map<String, Integer> index = new HashMap<>(), low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new java.util.HashSet<>();
        List<Set<String>> out = new ArrayList<>();
        int[] next = {0};
        for (String v : new TreeSet<>(g.packages())) if (!index.containsKey(v)) strongConnect(v, g, index, low, stack, onStack, out, next);
        out.sort((a, b) -> a.iterator().next().compareTo(b.iterator().next()));
        return out;
    }

    private static void strongConnect(String v, Graph g, Map<String, Integer> index, Map<String, Integer> low, Deque<String> stack,
                                      Set<String> onStack, List<Set<String>> out, int[] next) {
        index.put(v, next[0]);
        low.put(v, next[0]++);
        stack.push(v);
        onStack.add(v);
        for (String w : g.from(v).keySet()) {
            if (!index.containsKey(w)) {
                strongConnect(w, g, index, low, stack, onStack, out, next);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> component = new TreeSet<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1) out.add(component);
        }
    }

    /**
     * A component as a reader needs it to cut it: its packages, one shortest cycle through its first package with the
     * class edge behind each step, and every other package edge inside it with one class edge each.
     */
    public static String describe(Set<String> packages, Graph g) {
        Set<String> component = new TreeSet<>(packages);
        String start = component.iterator().next();
        List<String> cycle = shortestCycle(start, component, g);
        StringBuilder b = new StringBuilder("package cycle among ").append(component).append('\n');
        b.append("  cycle: ").append(String.join(" -> ", cycle)).append('\n');
        Set<String> shown = new TreeSet<>();
        for (int i = 0; i + 1 < cycle.size(); i++) {
            String from = cycle.get(i), to = cycle.get(i + 1);
            b.append("    ").append(from).append(" -> ").append(to).append(": ").append(g.from(from).get(to)).append('\n');
            shown.add(from + " " + to);
        }
        for (String from : component)
            for (var e : g.from(from).entrySet())
                if (component.contains(e.getKey()) && !shown.contains(from + " " + e.getKey()))
                    b.append("  also ").append(from).append(" -> ").append(e.getKey()).append(": ").append(e.getValue()).append('\n');
        return b.toString();
    }

    /** Breadth-first from {@code start} back to itself, inside the component; the path starts and ends with it. */
    private static List<String> shortestCycle(String start, Set<String> component, Graph g) {
        Map<String, String> parent = new LinkedHashMap<>();
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            String v = queue.poll();
            for (String w : g.from(v).keySet()) {
                if (!component.contains(w)) continue;
                if (w.equals(start)) {
                    List<String> path = new ArrayList<>(List.of(start));
                    for (String p = v; p != null && !p.equals(start); p = parent.get(p)) path.add(1, p);
                    path.add(start);
                    return path;
                }
                if (!parent.containsKey(w)) {
                    parent.put(w, v);
                    queue.add(w);
                }
            }
        }
        throw new IllegalStateException(start + " is in a strongly connected component but on no cycle: " + component);
    }

    /** The description of every cycle not in {@code allowed} (exact package sets); empty when there is none. */
    public static String unexpected(Graph g, Set<Set<String>> allowed) {
        return cycles(g).stream().filter(c -> !allowed.contains(c)).map(c -> describe(c, g)).collect(Collectors.joining("\n"));
    }
}
