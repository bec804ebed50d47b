import java.io.IOException;
import java.io.InputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.FieldModel;
import java.lang.classfile.MethodModel;
import java.lang.classfile.constantpool.ClassEntry;
import java.lang.classfile.constantpool.MethodTypeEntry;
import java.lang.classfile.constantpool.NameAndTypeEntry;
import java.lang.classfile.constantpool.PoolEntry;
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
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Checks the runtime bundle against the published jars, independently of the walk that made it
 * (scripts/lib/MinimalJars.java): every class in the bundle, and every class under each {@code --root}, is parsed
 * with the JDK's own class-file reader, and each class its constant pool names (class entries, the descriptors of
 * the fields and methods it refers to, method types) and each type in its own field and method descriptors must
 * be found in the bundle whenever the published jars have it. A reference that the published jars cannot resolve
 * either (an optional dependency, such as Caffeine for Pebble) is not the bundle's doing and is not reported.
 *
 * <p>Usage: {@code java CheckRuntimeJars.java FULL_LIB BUNDLE_LIB [--root DIR_OR_JAR]...}; exit 0 when nothing is
 * missing, 1 with the list otherwise. Needs JDK 24 or newer (java.lang.classfile).
 */
public final class CheckRuntimeJars {
    private static final Pattern DESCRIPTOR_REF = Pattern.compile("L([^;<]+);");

    public static void main(String[] args) throws IOException {
        Path full = Path.of(args[0]);
        Path bundle = Path.of(args[1]);
        List<Path> roots = new ArrayList<>();
        for (int i = 2; i < args.length; i++) if (args[i].equals("--root")) roots.add(Path.of(args[++i]));

        Set<String> published = classesIn(jars(full)).keySet();
        Map<String, byte[]> shipped = classesIn(jars(bundle));
        Map<String, byte[]> checked = new HashMap<>(shipped);
        for (Path r : roots) checked.putAll(classesIn(List.of(r)));

        Set<String> missing = new TreeSet<>();
        long references = 0;
        for (var e : checked.entrySet()) {
            for (String ref : references(e.getValue())) {
                references++;
                if (!shipped.containsKey(ref) && !checked.containsKey(ref) && published.contains(ref)) {
                    missing.add(ref.replace('/', '.') + "  (needed by " + e.getKey().replace('/', '.') + ")");
                }
            }
        }
        System.out.printf("checked %d classes, %d class references, against %d published classes: %d missing%n",
                checked.size(), references, published.size(), missing.size());
        missing.stream().limit(50).forEach(m -> System.out.println("  missing " + m));
        if (missing.size() > 50) System.out.println("  ... and " + (missing.size() - 50) + " more");
        System.exit(missing.isEmpty() ? 0 : 1);
    }

    /** The internal names of the classes a class file needs resolved: its constant pool and its own signatures. */
    static Set<String> references(byte[] bytes) {
        ClassModel cm = ClassFile.of().parse(bytes);
        Set<String> out = new TreeSet<>();
        for (PoolEntry p : cm.constantPool()) {
            switch (p) {
                case ClassEntry c -> {
                    String n = c.asInternalName();
                    if (n.startsWith("[")) descriptor(n, out); else out.add(n);
                }
                case NameAndTypeEntry nt -> descriptor(nt.type().stringValue(), out);
                case MethodTypeEntry mt -> descriptor(mt.descriptor().stringValue(), out);
                default -> { }
            }
        }
        for (FieldModel f : cm.fields()) descriptor(f.fieldType().stringValue(), out);
        for (MethodModel m : cm.methods()) descriptor(m.methodType().stringValue(), out);
        return out;
    }

    private static void descriptor(String d, Set<String> out) {
        Matcher m = DESCRIPTOR_REF.matcher(d);
        while (m.find()) out.add(m.group(1));
    }

    private static List<Path> jars(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
        }
    }

    /** Every class file under a folder or in jars, by internal name (a multi-release entry under its plain name). */
    private static Map<String, byte[]> classesIn(List<Path> places) throws IOException {
        Map<String, byte[]> out = new HashMap<>();
        for (Path place : places) {
            if (Files.isDirectory(place)) {
                try (Stream<Path> s = Files.walk(place)) {
                    for (Path p : s.filter(p -> p.toString().endsWith(".class")).toList()) {
                        String n = name(place.relativize(p).toString().replace('\\', '/'));
                        if (n != null) out.put(n, Files.readAllBytes(p));
                    }
                }
                continue;
            }
            try (ZipFile z = new ZipFile(place.toFile())) {
                for (ZipEntry e : z.stream().toList()) {
                    String n = name(e.getName());
                    if (n == null) continue;
                    try (InputStream in = z.getInputStream(e)) { out.put(n, in.readAllBytes()); }
                }
            }
        }
        return out;
    }

    private static String name(String entry) {
        if (!entry.endsWith(".class") || entry.endsWith("module-info.class") || entry.endsWith("package-info.class")) return null;
        String n = entry.substring(0, entry.length() - 6);
        if (n.startsWith("META-INF/versions/")) {
            int i = n.indexOf('/', 18);
            return i < 0 ? null : n.substring(i + 1);
        }
        return n;
    }
}
