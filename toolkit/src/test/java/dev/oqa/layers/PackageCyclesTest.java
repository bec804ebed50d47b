package dev.oqa.layers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.oqa.model.Json;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The toolkit's packages form no cycle: each layer uses only the ones below it (model; format, math; cache, client,
 * local; tables, charts; display; the facade). A failure names the packages of the cycle and, for each step, one class
 * that makes it, which is where to cut.
 */
class PackageCyclesTest {
    /** No cycle is allowed; the parameter stays so a future exception has to be named here, in review. */
    static final Set<Set<String>> ALLOWED = Set.of();

    @Test
    void toolkitPackagesFormNoCycle() {
        PackageCycles.Graph g = PackageCycles.graph(PackageCycles.classesOf(Json.class));
        // The graph is the real one, not an empty parse: known packages and a known edge are there.
        assertTrue(g.packages().containsAll(Set.of("dev.oqa", "dev.oqa.model", "dev.oqa.internal.cache", "dev.oqa.internal.client", "dev.oqa.internal.format",
                "dev.oqa.internal.tables", "dev.oqa.internal.charts", "dev.oqa.internal.display")), "packages read: " + g.packages());
        assertTrue(g.from("dev.oqa.internal.cache").containsKey("dev.oqa.model"), "cache uses model: " + g.from("dev.oqa.internal.cache"));
        assertTrue(g.edgeCount() >= 30, "package edges read: " + g.edgeCount());
        String cycles = PackageCycles.unexpected(g, ALLOWED);
        if (!cycles.isEmpty()) fail("the toolkit's packages form a cycle; move the shared class down a layer or pass what it needs in:\n" + cycles);
    }

    @Test
    void findsACycleAndNamesEveryStepWithItsClassEdge() {
        String jdeps = """
                classes -> java.base
                   a.A                     -> b.B                     classes
                   a.A                     -> java.lang.Object        java.base
                   b.B                     -> c.C$Inner               classes
                   b.B                     -> b.Other                 classes
                   c.C$Inner               -> a.Z                     classes
                   c.C                     -> a.A                     classes
                   d.D                     -> a.A                     classes
                   a.A                     -> lib.X                   not found
                """;
        PackageCycles.Graph g = PackageCycles.parse(jdeps, Set.of("a", "b", "c", "d"));
        assertEquals(List.of(Set.of("a", "b", "c")), PackageCycles.cycles(g), "d only points into the cycle; lib is not ours");
        String why = PackageCycles.describe(Set.of("a", "b", "c"), g);
        assertTrue(why.contains("cycle: a -> b -> c -> a"), why);
        assertTrue(why.contains("a -> b: a.A -> b.B"), why);
        assertTrue(why.contains("b -> c: b.B -> c.C$Inner"), why);
        assertTrue(why.contains("c -> a: c.C -> a.A"), "the first class edge in name order: " + why);
    }

    @Test
    void aLayeredGraphHasNoCycle() {
        String jdeps = """
                   top.T                   -> mid.M                   classes
                   top.T                   -> low.L                   classes
                   mid.M                   -> low.L                   classes
                """;
        assertEquals(List.of(), PackageCycles.cycles(PackageCycles.parse(jdeps, Set.of("top", "mid", "low"))));
    }

    @Test
    void theAllowanceCoversExactlyItsPackagesAndNoLargerCycle() {
        String jdeps = """
                   dev.oqa.Oqa             -> dev.oqa.query.Q         classes
                   dev.oqa.query.Q         -> dev.oqa.Result          classes
                   dev.oqa.query.Q         -> dev.oqa.display.V       classes
                   dev.oqa.display.V       -> dev.oqa.Oqa             classes
                """;
        PackageCycles.Graph g = PackageCycles.parse(jdeps, Set.of("dev.oqa", "dev.oqa.query", "dev.oqa.display"));
        String why = PackageCycles.unexpected(g, Set.of(Set.of("dev.oqa", "dev.oqa.query")));
        assertTrue(why.contains("[dev.oqa, dev.oqa.display, dev.oqa.query]"), why);
    }
}
