package dev.oqa.internal.magics;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.oqa.layers.PackageCycles;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The magics module's own packages form no cycle: the command layer ({@code dev.oqa.commands}) under its two front
 * ends, the command line ({@code dev.oqa.cli}) and the kernel extension ({@code dev.oqa.magics}). Edges into the
 * toolkit are the toolkit's test's business.
 */
class MagicsPackageCyclesTest {
    @Test
    void magicsPackagesFormNoCycle() {
        PackageCycles.Graph g = PackageCycles.graph(PackageCycles.classesOf(dev.oqa.internal.cli.Main.class));
        assertTrue(g.packages().containsAll(Set.of("dev.oqa.internal.cli", "dev.oqa.internal.commands", "dev.oqa.internal.magics")), "packages read: " + g.packages());
        assertTrue(g.from("dev.oqa.internal.magics").containsKey("dev.oqa.internal.commands") && g.from("dev.oqa.internal.cli").containsKey("dev.oqa.internal.commands"),
                "both front ends use the command layer: " + g.edges());
        String cycles = PackageCycles.unexpected(g, Set.of());
        if (!cycles.isEmpty()) fail("the magics module's packages form a cycle; move the shared class down a layer:\n" + cycles);
    }
}
