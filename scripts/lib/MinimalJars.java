import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * Writes the runtime bundle: every jar of a dependency folder, with the large libraries that the rest use only in
 * part (fastutil, icu4j) cut down to the classes reachable from everything else.
 *
 * <p>Usage: {@code java MinimalJars.java FULL_LIB OUT_LIB REDUCE_PREFIX... [--root DIR_OR_JAR]...}. The roots are
 * every class of every jar that is not reduced (Tablesaw, Smile, okhttp, Jackson, ...) and of each {@code --root}
 * (the toolkit and the magics): all their classes, not only those the toolkit calls, so any code path of those
 * libraries that a notebook user reaches still finds its classes. From the roots, a class's references are followed
 * through the reduced jars to a fixed point. A reference is read from the constant pool, conservatively: every
 * class named by a class entry, by a field or method descriptor or a generic signature anywhere in the class file,
 * and every string constant that spells a known class name (dotted or slashed), which covers
 * {@code Class.forName("...")} with a literal name. A reduced jar keeps its manifest (its automatic module name)
 * and META-INF, and the resources of the folders where it keeps a class; it is written as
 * {@code NAME-reduced.jar}. {@code scripts/check-runtime} checks the result independently (jdeps), and runs
 * Tablesaw's charset guess, sorting and grouping on it.
 */
public final class MinimalJars {
    private static final Pattern DESCRIPTOR_REF = Pattern.compile("L([A-Za-z_$][\\w$/]*)[;<]");

    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: java MinimalJars.java FULL_LIB OUT_LIB REDUCE_PREFIX... [--root DIR_OR_JAR]...");
            System.exit(2);
        }
        Path full = Path.of(args[0]);
        Path out = Path.of(args[1]);
        List<String> prefixes = new ArrayList<>();
        List<Path> extraRoots = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            if (args[i].equals("--root")) extraRoots.add(Path.of(args[++i]));
            else prefixes.add(args[i]);
        }
        List<Path> jars;
        try (Stream<Path> s = Files.list(full)) {
            jars = s.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
        }
        List<Path> reduced = jars.stream().filter(j -> prefixes.stream().anyMatch(p -> j.getFileName().toString().startsWith(p + "-"))).toList();
        if (reduced.size() != prefixes.size()) {
            throw new IllegalStateException("expected one jar per prefix " + prefixes + " in " + full + ", found " + reduced);
        }

        // Every class of the reduced jars, by internal name: the only classes the walk needs to find.
        Map<String, Path> reducible = new HashMap<>();
        for (Path j : reduced) {
            try (ZipFile z = new ZipFile(j.toFile())) {
                z.stream().map(ZipEntry::getName).map(MinimalJars::className).filter(n -> n != null).forEach(n -> reducible.put(n, j));
            }
        }
        Set<String> kept = new HashSet<>();
        Deque<String> queue = new ArrayDeque<>();
        ClassRefs refs = new ClassRefs(reducible.keySet());
        // The roots: every class outside the reduced jars.
        for (Path j : jars) {
            if (reduced.contains(j)) continue;
            forEachClass(j, bytes -> refs.of(bytes).forEach(n -> { if (kept.add(n)) queue.add(n); }));
        }
        for (Path r : extraRoots) {
            forEachClass(r, bytes -> refs.of(bytes).forEach(n -> { if (kept.add(n)) queue.add(n); }));
        }
        // The closure inside the reduced jars.
        Map<Path, ZipFile> open = new HashMap<>();
        try {
            for (Path j : reduced) open.put(j, new ZipFile(j.toFile()));
            while (!queue.isEmpty()) {
                String n = queue.poll();
                ZipFile z = open.get(reducible.get(n));
                try (InputStream in = z.getInputStream(z.getEntry(n + ".class"))) {
                    refs.of(in.readAllBytes()).forEach(m -> { if (kept.add(m)) queue.add(m); });
                }
            }
        } finally {
            for (ZipFile z : open.values()) z.close();
        }

        Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
        deleteTree(tmp);
        Files.createDirectories(tmp);
        Map<String, String> summary = new TreeMap<>();
        for (Path j : jars) {
            String name = j.getFileName().toString();
            if (!reduced.contains(j)) {
                Files.copy(j, tmp.resolve(name), StandardCopyOption.COPY_ATTRIBUTES);
                continue;
            }
            Path target = tmp.resolve(name.replaceFirst("\\.jar$", "-reduced.jar"));
            int[] counts = write(j, target, kept);
            summary.put(name, counts[0] + " of " + counts[1] + " classes, " + Files.size(j) / 1024 + " KB -> " + Files.size(target) / 1024 + " KB");
        }
        deleteTree(out);
        Files.move(tmp, out);
        summary.forEach((k, v) -> System.out.println("reduced " + k + ": " + v));
    }

    /** Copies the kept classes of {@code jar}, its META-INF and the resources of folders holding a kept class. */
    private static int[] write(Path jar, Path target, Set<String> kept) throws IOException {
        int keptClasses = 0, allClasses = 0;
        try (ZipFile z = new ZipFile(jar.toFile()); ZipOutputStream zo = new ZipOutputStream(Files.newOutputStream(target))) {
            Set<String> folders = new HashSet<>();
            z.stream().map(ZipEntry::getName).filter(n -> kept.contains(className(n))).forEach(n -> folders.add(folder(n)));
            for (ZipEntry e : z.stream().toList()) {
                String n = e.getName();
                String c = className(n);
                boolean keep;
                if (c != null) {
                    allClasses++;
                    keep = kept.contains(c);
                    if (keep) keptClasses++;
                } else if (e.isDirectory()) {
                    keep = folders.stream().anyMatch(f -> f.startsWith(n)) || n.startsWith("META-INF/");
                } else {
                    keep = n.startsWith("META-INF/") || folders.contains(folder(n));
                }
                if (!keep) continue;
                ZipEntry copy = new ZipEntry(n);
                copy.setTime(e.getTime());
                zo.putNextEntry(copy);
                try (InputStream in = z.getInputStream(e)) { in.transferTo(zo); }
                zo.closeEntry();
            }
        }
        return new int[] {keptClasses, allClasses};
    }

    private static String folder(String entry) {
        int i = entry.lastIndexOf('/');
        return i < 0 ? "" : entry.substring(0, i + 1);
    }

    /** The internal class name of a jar entry, or null when it is no class (a resource, a module descriptor). */
    static String className(String entry) {
        if (!entry.endsWith(".class") || entry.endsWith("module-info.class") || entry.endsWith("package-info.class")) return null;
        String n = entry.substring(0, entry.length() - ".class".length());
        if (n.startsWith("META-INF/versions/")) {
            int i = n.indexOf('/', "META-INF/versions/".length());
            n = i < 0 ? null : n.substring(i + 1);
        }
        return n;
    }

    interface ClassBytes { void accept(byte[] bytes) throws IOException; }

    private static void forEachClass(Path root, ClassBytes action) throws IOException {
        if (Files.isDirectory(root)) {
            try (Stream<Path> s = Files.walk(root)) {
                for (Path p : s.filter(p -> p.toString().endsWith(".class")).toList()) action.accept(Files.readAllBytes(p));
            }
            return;
        }
        try (ZipFile z = new ZipFile(root.toFile())) {
            for (ZipEntry e : z.stream().filter(e -> e.getName().endsWith(".class")).toList()) {
                try (InputStream in = z.getInputStream(e)) { action.accept(in.readAllBytes()); }
            }
        }
    }

    private static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p)) return;
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) Files.delete(q);
        }
    }

    /** The classes among {@code known} that a class file refers to, read from its constant pool (JVMS 4.4). */
    static final class ClassRefs {
        private final Set<String> known;

        ClassRefs(Set<String> known) { this.known = known; }

        List<String> of(byte[] bytes) {
            List<String> found = new ArrayList<>();
            try {
                DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(bytes));
                if (in.readInt() != 0xCAFEBABE) throw new IOException("not a class file");
                in.readUnsignedShort();
                in.readUnsignedShort();
                int count = in.readUnsignedShort();
                for (int i = 1; i < count; i++) {
                    int tag = in.readUnsignedByte();
                    switch (tag) {
                        case 1 -> utf8(in.readUTF(), found);
                        case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                        case 5, 6 -> { in.skipNBytes(8); i++; }
                        case 7, 8, 16, 19, 20 -> in.skipNBytes(2);
                        case 15 -> in.skipNBytes(3);
                        default -> throw new IOException("unknown constant-pool tag " + tag);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return found;
        }

        /** A class name, a descriptor or signature, or a string constant: whatever in it names a known class. */
        private void utf8(String s, List<String> found) {
            String slashed = s.replace('.', '/');
            if (known.contains(slashed)) found.add(slashed);
            if (s.indexOf('L') < 0) return;
            Matcher m = DESCRIPTOR_REF.matcher(s);
            while (m.find()) {
                String n = m.group(1);
                if (known.contains(n)) found.add(n);
                // an inner class in a generic signature is written Outer<...>.Inner: its outer class is enough here,
                // as the outer class's InnerClasses entry names the inner one
            }
        }
    }
}
