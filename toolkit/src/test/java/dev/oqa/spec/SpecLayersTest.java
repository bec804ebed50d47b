package dev.oqa.spec;

import static org.junit.jupiter.api.Assertions.*;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The layers around the endpoint specs, read from the compiled classes by jdeps: the facade reads the catalogue, the
 * catalogue reads the queries, analytics and views, and nothing below reaches back up. A query hands out a
 * {@code Result} but knows neither the facade nor the catalogue; a result knows no endpoint.
 */
class SpecLayersTest {
    private static final Map<String, Set<String>> MUST_NOT = Map.of(
            "dev.oqa.query", Set.of("dev.oqa", "dev.oqa.spec", "dev.oqa.display", "dev.oqa.local", "dev.oqa.local.options", "dev.oqa.local.quant"),
            "dev.oqa.result", Set.of("dev.oqa", "dev.oqa.spec", "dev.oqa.query"),
            "dev.oqa.local.options", Set.of("dev.oqa", "dev.oqa.spec", "dev.oqa.query", "dev.oqa.local"),
            "dev.oqa.local.quant", Set.of("dev.oqa", "dev.oqa.spec", "dev.oqa.query", "dev.oqa.local"),
            "dev.oqa.display", Set.of("dev.oqa", "dev.oqa.spec", "dev.oqa.query", "dev.oqa.result"),
            "dev.oqa.spec", Set.of("dev.oqa", "dev.oqa.local"));

    @Test void nothingBelowTheCatalogueReachesBackUp() {
        Map<String, Set<String>> deps = packageDependencies(Path.of("target/classes"));
        assertTrue(deps.containsKey("dev.oqa.spec"), "jdeps saw the spec package: " + deps.keySet());
        StringBuilder wrong = new StringBuilder();
        MUST_NOT.forEach((from, banned) -> {
            for (String to : deps.getOrDefault(from, Set.of()))
                if (banned.contains(to)) wrong.append(from).append(" -> ").append(to).append('\n');
        });
        assertEquals("", wrong.toString());
    }

    static Map<String, Set<String>> packageDependencies(Path classes) {
        assertTrue(Files.isDirectory(classes), classes + " (run from the module folder, after compiling)");
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("no jdeps in this JDK"));
        StringWriter out = new StringWriter();
        int rc = jdeps.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "-verbose:package", "-filter:none", classes.toString());
        assertEquals(0, rc, out.toString());
        Map<String, Set<String>> deps = new TreeMap<>();
        for (String line : out.toString().split("\n")) {
            String[] w = line.trim().split("\\s+");
            if (w.length >= 3 && w[1].equals("->") && w[0].startsWith("dev.oqa") && w[2].startsWith("dev.oqa") && !w[0].equals(w[2]))
                deps.computeIfAbsent(w[0], k -> new TreeSet<>()).add(w[2]);
        }
        return deps;
    }
}
