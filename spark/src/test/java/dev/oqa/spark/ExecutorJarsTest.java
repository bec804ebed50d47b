package dev.oqa.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/** Which masters get the toolkit's jars, and that every jar named is a real jar holding its artifact's classes. */
class ExecutorJarsTest {

    @Test void onlyMastersOutsideThisJvmShipJars() {
        for (String m : new String[] {"local", "local[2]", "local[*]", "local[4,3]"}) assertTrue(ExecutorJars.inProcess(m), m);
        for (String m : new String[] {"spark://127.0.0.1:7077", "yarn", "k8s://https://api:6443", "local-cluster[2,1,1024]"})
            assertFalse(ExecutorJars.inProcess(m), m);
        assertTrue(ExecutorJars.needed("spark://127.0.0.1:7077", null)); // bin/oqa, SparkScan or a notebook as the driver
        assertFalse(ExecutorJars.needed("spark://127.0.0.1:7077", "client")); // spark-submit: its --jars are the list
        assertFalse(ExecutorJars.needed("yarn", "cluster"));
        assertFalse(ExecutorJars.needed("local[2]", null));
    }

    @Test void everyArtifactIsAJarWithItsMarkerClass() throws Exception {
        List<String> jars = ExecutorJars.paths();
        assertEquals(ExecutorJars.MARKERS.size(), jars.size());
        int i = 0;
        for (var e : ExecutorJars.MARKERS.entrySet()) {
            Path jar = Path.of(jars.get(i++));
            assertTrue(Files.isRegularFile(jar) && jar.toString().endsWith(".jar"), e.getKey() + ": " + jar);
            assertTrue(jar.getFileName().toString().startsWith(e.getKey()), e.getKey() + ": " + jar);
            try (JarFile j = new JarFile(jar.toFile())) {
                assertTrue(j.getEntry(e.getValue().replace('.', '/') + ".class") != null, e.getValue() + " in " + jar);
            }
        }
        // Spark's own jars stay the cluster's: shipping a second copy would put two versions on the executors
        assertTrue(jars.stream().noneMatch(j -> j.contains("spark-core") || j.contains("jackson") || j.contains("hadoop")), jars.toString());
    }

    /**
     * An executor reading a Cboe quote table asks the NYSE trading calendar for the table's session: that must run on
     * the shipped jars plus the two of its dependencies a Spark distribution carries (threeten-extra and SLF4J's API;
     * {@code mvn dependency:tree -Dverbose -pl spark -am}), in a class loader that sees nothing else. The cluster
     * test cannot see a missing jar (its Spark home is this class path less the shipped jars); this test can: a
     * dependency the toolkit gains that neither Spark nor the list holds fails it.
     */
    @Test void theTradingCalendarRunsOnTheShippedJarsAndSparksOwn() throws Exception {
        List<URL> urls = new ArrayList<>();
        for (String j : ExecutorJars.paths()) urls.add(Path.of(j).toUri().toURL());
        for (Path p : LoopbackCluster.classPath()) {
            String name = p.getFileName().toString();
            if (name.startsWith("threeten-extra-") || name.startsWith("slf4j-api-")) urls.add(p.toUri().toURL());
        }
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader executor = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            thread.setContextClassLoader(executor); // as an executor's task thread has it: jollyday finds its reader there
            Class<?> calendar = Class.forName("dev.oqa.internal.calendar.TradingCalendar", true, executor);
            Object nyse = calendar.getMethod("nyse").invoke(null);
            // Friday 2025-07-04, Independence Day: the session it belongs to is Thursday's
            assertEquals(LocalDate.of(2025, 7, 3), calendar.getMethod("onOrBefore", LocalDate.class).invoke(nyse, LocalDate.of(2025, 7, 4)));
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    @Test void whatSparkSubmitAlreadyShipsIsKeptAndNotShippedTwice() {
        String merged = ExecutorJars.merge("hdfs:///apps/oqa-spark-0.1.0-SNAPSHOT.jar, /opt/extra.jar",
                List.of("/b/oqa-spark-0.1.0-SNAPSHOT.jar", "/b/oqa-toolkit-0.1.0-SNAPSHOT.jar"));
        assertEquals("hdfs:///apps/oqa-spark-0.1.0-SNAPSHOT.jar,/opt/extra.jar,/b/oqa-toolkit-0.1.0-SNAPSHOT.jar", merged);
        assertEquals("/b/x.jar", ExecutorJars.merge(null, List.of("/b/x.jar")));
        assertEquals("/b/x.jar", ExecutorJars.merge("", List.of("/b/x.jar")));
    }
}
