package dev.oqa.layers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What a user's module sees of the toolkit names only what it can reach: every public or protected signature of a
 * public class in an exported package (superclass, interfaces, type parameter bounds, constructors, methods, their
 * parameters, results and exceptions, fields, generic arguments included) names no type of a package the module does
 * not export. The exported packages are read from the compiled module descriptor, so a new export is covered by
 * itself. A failure names each member and the type it leaks, which is where to cut: a public type in {@code model},
 * an adapter in the facade, or a route the kernel magics reach through a qualified export.
 */
class ExportedApiTest {
    private static final Path CLASSES = Path.of("target/classes");

    @Test
    void exportedSignaturesNameOnlyExportedTypes() throws IOException {
        Set<String> exported = exportedPackages(CLASSES);
        assertTrue(exported.containsAll(Set.of("dev.oqa", "dev.oqa.model", "dev.oqa.result")), "exports read: " + exported);
        List<Class<?>> api = publicClasses(CLASSES, exported);
        // The walk is the real one: the facade, its builder and the result are among the classes checked.
        Set<String> names = api.stream().map(Class::getName).collect(Collectors.toSet());
        assertTrue(names.containsAll(Set.of("dev.oqa.Oqa", "dev.oqa.Oqa$Builder", "dev.oqa.result.Result", "dev.oqa.model.Status")), "classes read: " + names);
        List<String> leaks = new ArrayList<>();
        for (Class<?> c : api) leaks.addAll(leaks(c, exported));
        if (!leaks.isEmpty())
            fail(leaks.size() + " exported signature(s) name a type of a package dev.oqa.toolkit does not export; a user's module cannot use them:\n  "
                    + String.join("\n  ", leaks));
    }

    @Test
    void findsALeakInAGenericArgumentABoundAThrowsClauseAndAField() {
        Set<String> exported = Set.of("dev.oqa", "dev.oqa.model");
        List<String> found = leaks(Leaky.class, exported);
        String all = String.join("\n", found);
        assertTrue(all.contains("method panels(): returns java.util.List<java.util.Map<java.lang.String, ? extends dev.oqa.internal.display.Panel>>"), all);
        assertTrue(all.contains("type parameter T: bound dev.oqa.internal.scan.ScanListener"), all);
        assertTrue(all.contains("constructor Leaky(dev.oqa.internal.client.ApiKey[]): parameter 1"), all);
        assertTrue(all.contains("method fail(): throws dev.oqa.internal.local.options.MissingChainFieldsException"), all);
        assertTrue(all.contains("field home: type dev.oqa.internal.cache.QuotaLedger"), all);
        assertEquals(5, found.size(), "the private, package-private and exported members are not reported: " + all);
    }

    /** A class that leaks in every way the check looks at, and has members it must leave alone. */
    @SuppressWarnings("unused")
    public static class Leaky<T extends dev.oqa.internal.scan.ScanListener> {
        public dev.oqa.internal.cache.QuotaLedger home;
        private dev.oqa.internal.cache.QuotaLedger hidden;
        public dev.oqa.model.Mode mode;

        public Leaky(dev.oqa.internal.client.ApiKey[] keys) {}

        Leaky() {}

        public List<Map<String, ? extends dev.oqa.internal.display.Panel>> panels() { return null; }

        public void fail() throws dev.oqa.internal.local.options.MissingChainFieldsException {}

        void packagePrivate(dev.oqa.internal.display.Panel p) {}

        public dev.oqa.model.Status fine(List<? super dev.oqa.model.Answer<String>> a) { return null; }
    }

    // ------------------------------------------------------------------ the walk

    static Set<String> exportedPackages(Path classes) throws IOException {
        try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
            return ModuleDescriptor.read(in).exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source)
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /** Every class of the exported packages that a user's code can name: public, and its enclosing classes too. */
    static List<Class<?>> publicClasses(Path classes, Set<String> exported) throws IOException {
        List<Class<?>> out = new ArrayList<>();
        for (String pkg : exported) {
            Path dir = classes.resolve(pkg.replace('.', '/'));
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.sorted().toList()) {
                    String file = f.getFileName().toString();
                    if (!file.endsWith(".class") || file.equals("package-info.class")) continue;
                    Class<?> c;
                    try {
                        c = Class.forName(pkg + "." + file.substring(0, file.length() - 6), false, ExportedApiTest.class.getClassLoader());
                    } catch (ClassNotFoundException e) {
                        throw new IllegalStateException("compiled class not loadable: " + f, e);
                    }
                    if (reachable(c)) out.add(c);
                }
            }
        }
        return out;
    }

    private static boolean reachable(Class<?> c) {
        if (c.isAnonymousClass() || c.isLocalClass() || c.isSynthetic()) return false;
        for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
            int m = k.getModifiers();
            if (!Modifier.isPublic(m) && !Modifier.isProtected(m)) return false;
        }
        return true;
    }

    /** One line per leaking part of {@code c}'s signature: {@code class: member: where the type appears}. */
    static List<String> leaks(Class<?> c, Set<String> exported) {
        List<String> out = new ArrayList<>();
        String owner = c.getName();
        for (TypeVariable<?> v : c.getTypeParameters())
            for (Type b : v.getBounds()) report(out, owner, "type parameter " + v.getName() + ": bound", b, exported);
        if (c.getGenericSuperclass() != null) report(out, owner, "superclass", c.getGenericSuperclass(), exported);
        for (Type i : c.getGenericInterfaces()) report(out, owner, "interface", i, exported);
        for (Field f : c.getDeclaredFields())
            if (visible(f.getModifiers()) && !f.isSynthetic()) report(out, owner, "field " + f.getName() + ": type", f.getGenericType(), exported);
        for (Constructor<?> k : c.getDeclaredConstructors())
            if (visible(k.getModifiers()) && !k.isSynthetic()) executable(out, owner, "constructor " + c.getSimpleName(), k, exported);
        for (Method m : c.getDeclaredMethods())
            if (visible(m.getModifiers()) && !m.isSynthetic() && !m.isBridge()) {
                executable(out, owner, "method " + m.getName(), m, exported);
                report(out, owner, "method " + m.getName() + params(m) + ": returns", m.getGenericReturnType(), exported);
            }
        return out;
    }

    private static boolean visible(int modifiers) { return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers); }

    private static void executable(List<String> out, String owner, String what, Executable e, Set<String> exported) {
        String name = what + params(e);
        for (TypeVariable<?> v : e.getTypeParameters())
            for (Type b : v.getBounds()) report(out, owner, name + ": type parameter " + v.getName() + " bound", b, exported);
        Type[] ps = e.getGenericParameterTypes();
        for (int i = 0; i < ps.length; i++) report(out, owner, name + ": parameter " + (i + 1), ps[i], exported);
        for (Type x : e.getGenericExceptionTypes()) report(out, owner, name + ": throws", x, exported);
    }

    private static String params(Executable e) {
        return Stream.of(e.getParameterTypes()).map(Class::getTypeName).collect(Collectors.joining(", ", "(", ")"));
    }

    private static void report(List<String> out, String owner, String where, Type t, Set<String> exported) {
        Set<String> hidden = new TreeSet<>();
        hiddenTypes(t, exported, hidden, new IdentityHashMap<>());
        if (!hidden.isEmpty()) out.add(owner + ": " + where + " " + t.getTypeName() + " names " + String.join(", ", hidden));
    }

    /** The toolkit's types ({@code dev.oqa.*}) in {@code t} whose package is not exported, generic arguments and bounds included. */
    private static void hiddenTypes(Type t, Set<String> exported, Set<String> out, Map<Type, Boolean> seen) {
        if (t == null || seen.put(t, Boolean.TRUE) != null) return;
        switch (t) {
            case Class<?> c -> {
                Class<?> e = c;
                while (e.isArray()) e = e.getComponentType();
                if (e.isPrimitive()) return;
                if (e.getPackageName().startsWith("dev.oqa") && !exported.contains(e.getPackageName())) out.add(e.getName());
                if (e.getDeclaringClass() != null) hiddenTypes(e.getDeclaringClass(), exported, out, seen);
            }
            case ParameterizedType p -> {
                hiddenTypes(p.getRawType(), exported, out, seen);
                hiddenTypes(p.getOwnerType(), exported, out, seen);
                for (Type a : p.getActualTypeArguments()) hiddenTypes(a, exported, out, seen);
            }
            case WildcardType w -> {
                for (Type b : w.getUpperBounds()) hiddenTypes(b, exported, out, seen);
                for (Type b : w.getLowerBounds()) hiddenTypes(b, exported, out, seen);
            }
            case TypeVariable<?> v -> { for (Type b : v.getBounds()) hiddenTypes(b, exported, out, seen); }
            case GenericArrayType g -> hiddenTypes(g.getGenericComponentType(), exported, out, seen);
            default -> throw new IllegalStateException("unknown kind of type: " + t);
        }
    }
}
