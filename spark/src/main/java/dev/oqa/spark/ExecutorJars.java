package dev.oqa.spark;

import dev.oqa.model.UsageException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * The jars a cluster's executors need that a Spark distribution does not carry: what {@code spark-submit --jars}
 * would ship. On {@code local[N]} the driver is the executor and nothing is shipped; on any other master
 * ({@code spark://}, {@code yarn}, {@code k8s://}) the session's {@code spark.jars} lists these, and every executor
 * fetches them from the driver's file server before its first task; under {@code spark-submit} its {@code --jars} do
 * that instead ({@link #needed}).
 *
 * <p>The set is the toolkit's runtime closure less Spark 4.2's ({@code mvn dependency:tree -Dverbose -pl spark -am}):
 * this module, the toolkit (which also carries the bundled snapshots), Tablesaw with its fastutil, classgraph,
 * Pebble and unbescape, Smile, okhttp with okio and Kotlin's standard library, and the trading calendar's jollyday
 * with its JAXB reader (the JAXB API and runtime, Jakarta Activation and Angus, txw2, istack). Everything else the
 * toolkit uses (Jackson 2.21, Guava, univocity, commons-math3, RoaringBitmap, icu4j, SLF4J, threeten-extra, Hadoop's
 * file systems) is on the cluster already, in the versions this module builds against. Each artifact is found by one class it holds, so
 * the set is the same whether the driver runs from {@code bin/oqa}'s {@code spark/target/lib}, Maven's repository
 * or an IDE; a class folder (a build's {@code target/classes}) is packed into a temporary jar, since Spark ships
 * jar files only.
 */
final class ExecutorJars {
    private ExecutorJars() {}

    /** One class per shipped artifact, with the artifact's name; its code source on this driver is the jar to ship. */
    static final Map<String, String> MARKERS = markers();

    private static Map<String, String> markers() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("oqa-spark", "dev.oqa.spark.SparkScanEngine");
        m.put("oqa-toolkit", "dev.oqa.model.Json");
        m.put("tablesaw-core", "tech.tablesaw.api.Table");
        m.put("tablesaw-jsplot", "tech.tablesaw.plotly.Plot");
        m.put("pebble", "io.pebbletemplates.pebble.PebbleEngine");
        m.put("unbescape", "org.unbescape.html.HtmlEscape");
        m.put("fastutil", "it.unimi.dsi.fastutil.ints.IntArrayList");
        m.put("classgraph", "io.github.classgraph.ClassGraph");
        m.put("smile-core", "smile.regression.OLS");
        m.put("smile-base", "smile.math.MathEx");
        m.put("okhttp-jvm", "okhttp3.OkHttpClient");
        m.put("okio-jvm", "okio.Buffer");
        m.put("kotlin-stdlib", "kotlin.Unit");
        m.put("annotations", "org.jetbrains.annotations.NotNull");
        // the NYSE trading calendar (a Cboe quote table's session date): jollyday and the JAXB reader of its holiday XML
        m.put("jollyday-core", "de.focus_shift.jollyday.core.HolidayManager");
        m.put("jollyday-jaxb", "de.focus_shift.jollyday.jaxb.JaxbConfigurationService");
        m.put("jakarta.xml.bind-api", "jakarta.xml.bind.JAXBContext");
        m.put("jakarta.activation-api", "jakarta.activation.DataHandler");
        m.put("jaxb-runtime", "org.glassfish.jaxb.runtime.v2.JAXBContextFactory");
        m.put("jaxb-core", "org.glassfish.jaxb.core.Locatable");
        m.put("angus-activation", "org.eclipse.angus.activation.LineTokenizer");
        m.put("txw2", "com.sun.xml.txw2.TXW");
        m.put("istack-commons-runtime", "com.sun.istack.SAXParseException2");
        return Collections.unmodifiableMap(m);
    }

    /** Whether a master runs its tasks in this JVM ({@code local}, {@code local[N]}, {@code local[N,F]}), so nothing needs shipping. */
    static boolean inProcess(String master) {
        return master == null || master.equals("local") || master.startsWith("local[");
    }

    /**
     * Whether the session must list the jars itself: on a master outside this JVM, unless {@code spark-submit} started
     * the driver (it sets {@code spark.submit.deployMode}), whose {@code --jars} already are the driver's class path and
     * the executors' (in YARN's cluster mode the driver's copies are even renamed, so they could not be matched).
     */
    static boolean needed(String master, String submitDeployMode) {
        return !inProcess(master) && submitDeployMode == null;
    }

    private static List<String> packed; // class folders are packed once per process

    /** The jars to ship, as absolute paths, in {@link #MARKERS}' order. */
    static synchronized List<String> paths() {
        if (packed != null) return packed;
        ClassLoader loader = ExecutorJars.class.getClassLoader();
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, String> e : MARKERS.entrySet()) {
            String resource = e.getValue().replace('.', '/') + ".class";
            URL url = loader.getResource(resource);
            if (url == null)
                throw new UsageException("cannot ship " + e.getKey() + " to the Spark executors: " + e.getValue()
                        + " is not on this driver's class path; run from bin/oqa, or put spark/target/lib/* on the class path");
            out.add(jarOf(e.getKey(), url, resource).toString());
        }
        packed = List.copyOf(out);
        return packed;
    }

    /** {@code existing} (a {@code spark.jars} value, may be null or empty) with every jar of {@link #paths()} whose file name it lacks. */
    static String merge(String existing, List<String> jars) {
        List<String> all = new ArrayList<>();
        if (existing != null) for (String s : existing.split(",")) if (!s.isBlank()) all.add(s.trim());
        for (String j : jars) {
            String name = Path.of(j).getFileName().toString();
            if (all.stream().noneMatch(s -> s.endsWith("/" + name) || s.equals(name))) all.add(j);
        }
        return String.join(",", all);
    }

    private static Path jarOf(String artifact, URL url, String resource) {
        try {
            switch (url.getProtocol()) {
                case "jar" -> {
                    String s = url.toString(); // jar:file:/…/x.jar!/a/b/C.class
                    return Path.of(new URI(s.substring("jar:".length(), s.indexOf("!/"))));
                }
                case "file" -> {
                    Path root = Path.of(url.toURI()); // the class file, then up to its folder of classes
                    for (int i = resource.split("/").length; i > 0; i--) root = root.getParent();
                    return pack(artifact, root);
                }
                default -> throw new UsageException("cannot ship " + artifact + " to the Spark executors: its classes come from "
                        + url + ", neither a jar nor a folder");
            }
        } catch (URISyntaxException e) {
            throw new UsageException("cannot ship " + artifact + " to the Spark executors: " + url + " is not a file location");
        }
    }

    /** A class folder as a temporary jar, deleted when the JVM exits. */
    private static Path pack(String artifact, Path root) {
        try {
            Path dir = Files.createTempDirectory("oqa-spark-jars");
            dir.toFile().deleteOnExit();
            Path jar = dir.resolve(artifact + "-classes.jar");
            jar.toFile().deleteOnExit();
            try (OutputStream o = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(o);
                 Stream<Path> files = Files.walk(root)) {
                for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                    j.putNextEntry(new JarEntry(root.relativize(f).toString().replace('\\', '/')));
                    Files.copy(f, j);
                    j.closeEntry();
                }
            }
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot pack " + root + " into a jar for the Spark executors: " + e.getMessage(), e);
        }
    }
}
