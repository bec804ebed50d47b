package dev.oqa.internal.catalogue;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.layers.PackageCycles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layers around the endpoint specs, read from the compiled classes by jdeps: the facade reads the catalogue and
 * the results, the catalogue reads the queries and analytics, the results join it with the display side's views, and
 * nothing below reaches back up; the engine's side (catalogue, router, local engine) knows no view. A query hands out a
 * {@code Result} but knows neither the facade nor the catalogue; a result knows no endpoint.
 */
class SpecLayersTest {
    private static final Map<String, Set<String>> MUST_NOT = Map.of(
            "dev.oqa.query", Set.of("dev.oqa", "dev.oqa.internal.catalogue", "dev.oqa.internal.display", "dev.oqa.internal.local", "dev.oqa.internal.local.options", "dev.oqa.internal.local.quant"),
            "dev.oqa.result", Set.of("dev.oqa", "dev.oqa.internal.catalogue", "dev.oqa.query", "dev.oqa.internal.display"),
            "dev.oqa.internal.local.options", Set.of("dev.oqa", "dev.oqa.internal.catalogue", "dev.oqa.query", "dev.oqa.internal.local"),
            "dev.oqa.internal.local.quant", Set.of("dev.oqa", "dev.oqa.internal.catalogue", "dev.oqa.query", "dev.oqa.internal.local"),
            "dev.oqa.internal.display", Set.of("dev.oqa", "dev.oqa.internal.catalogue", "dev.oqa.query", "dev.oqa.result", "dev.oqa.internal.results"),
            // The engine's side knows no view: the catalogue, the router and the local engine never draw.
            "dev.oqa.internal.catalogue", Set.of("dev.oqa", "dev.oqa.internal.route", "dev.oqa.internal.display", "dev.oqa.internal.charts", "dev.oqa.internal.results", "dev.oqa.internal.export"),
            "dev.oqa.internal.local.data", Set.of("dev.oqa", "dev.oqa.internal.catalogue", "dev.oqa.internal.route", "dev.oqa.internal.display", "dev.oqa.internal.charts", "dev.oqa.internal.results"),
            "dev.oqa.internal.route", Set.of("dev.oqa", "dev.oqa.internal.display", "dev.oqa.internal.charts", "dev.oqa.internal.results"),
            // Where an answer meets its view: above both sides, below the facade.
            "dev.oqa.internal.results", Set.of("dev.oqa", "dev.oqa.query"));

    @Test void nothingBelowTheCatalogueReachesBackUp() {
        Map<String, Set<String>> deps = packageDependencies(Path.of("target/classes"));
        assertTrue(deps.containsKey("dev.oqa.internal.catalogue"), "jdeps saw the spec package: " + deps.keySet());
        StringBuilder wrong = new StringBuilder();
        MUST_NOT.forEach((from, banned) -> {
            for (String to : deps.getOrDefault(from, Set.of()))
                if (banned.contains(to)) wrong.append(from).append(" -> ").append(to).append('\n');
        });
        assertEquals("", wrong.toString());
    }

    /**
     * The router and the local engine read a request's typed values ({@code request.get(Param.X)},
     * {@code request.ticker()}), never its wire form: no call to {@code ApiRequest.params()} or {@code canonical()} in
     * their compiled code (javap), so text is read once, where the request is built, and not parsed again below.
     */
    @Test void theEngineReadsTypedValuesNotTheWireText() throws IOException {
        List<String> classes = new ArrayList<>();
        for (String dir : List.of("target/classes/dev/oqa/internal/local", "target/classes/dev/oqa/internal/route"))
            try (Stream<Path> s = Files.walk(Path.of(dir))) { s.filter(f -> f.toString().endsWith(".class")).forEach(f -> classes.add(f.toString())); }
        assertTrue(classes.size() > 50, "read the engine's classes: " + classes.size());
        StringWriter out = new StringWriter();
        List<String> args = new ArrayList<>(List.of("-c", "-p"));
        args.addAll(classes);
        int rc = ToolProvider.findFirst("javap").orElseThrow().run(new PrintWriter(out), new PrintWriter(out), args.toArray(String[]::new));
        assertEquals(0, rc, out.toString());
        List<String> wire = new ArrayList<>();
        String current = "";
        for (String line : out.toString().split("\n")) {
            if (line.startsWith("Compiled from ")) current = line;
            else if (line.contains("Method dev/oqa/model/ApiRequest.params:") || line.contains("Method dev/oqa/model/ApiRequest.canonical:")) wire.add(current + ": " + line.strip());
        }
        assertEquals(List.of(), wire);
    }

    /** Package to the packages it uses, from the same jdeps reading as the cycle check. */
    static Map<String, Set<String>> packageDependencies(Path classes) {
        PackageCycles.Graph g = PackageCycles.graph(classes);
        Map<String, Set<String>> deps = new TreeMap<>();
        g.edges().forEach((from, to) -> deps.put(from, new TreeSet<>(to.keySet())));
        return deps;
    }
}
