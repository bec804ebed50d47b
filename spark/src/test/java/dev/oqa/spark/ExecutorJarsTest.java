package dev.oqa.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
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

    @Test void whatSparkSubmitAlreadyShipsIsKeptAndNotShippedTwice() {
        String merged = ExecutorJars.merge("hdfs:///apps/oqa-spark-0.1.0-SNAPSHOT.jar, /opt/extra.jar",
                List.of("/b/oqa-spark-0.1.0-SNAPSHOT.jar", "/b/oqa-toolkit-0.1.0-SNAPSHOT.jar"));
        assertEquals("hdfs:///apps/oqa-spark-0.1.0-SNAPSHOT.jar,/opt/extra.jar,/b/oqa-toolkit-0.1.0-SNAPSHOT.jar", merged);
        assertEquals("/b/x.jar", ExecutorJars.merge(null, List.of("/b/x.jar")));
        assertEquals("/b/x.jar", ExecutorJars.merge("", List.of("/b/x.jar")));
    }
}
