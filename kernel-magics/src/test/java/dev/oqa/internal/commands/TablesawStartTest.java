package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;

/** Tablesaw starts without touching JVM-wide state: no system property is narrowed around its class-path scan. */
class TablesawStartTest {

    @Test void initialisesTablesawAndLeavesTheClassPathPropertyAlone() {
        String before = System.getProperty("java.class.path");
        TablesawStart.init();
        assertEquals(before, System.getProperty("java.class.path"));
        assertEquals(1, Table.create("t", DoubleColumn.create("x", 1.5)).rowCount());
        // the readers Tablesaw's class-path scan registers: csv is found by its extension
        assertTrue(Table.defaultReaderRegistry.getReaderForExtension("csv") != null, "Tablesaw's csv reader was not registered");
    }

    /** No main code of any module rewrites java.class.path (it was narrowed around Tablesaw's scan before). */
    @Test void noMainCodeRewritesTheClassPathProperty() throws IOException {
        for (String module : List.of("toolkit", "kernel-magics", "spark")) {
            Path root = Path.of("..", module, "src", "main", "java");
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    String text = Files.readString(f).replaceAll("\\s+", "");
                    assertTrue(!text.contains("System.setProperty(\"java.class.path\""), f + " rewrites java.class.path");
                }
            }
        }
    }
}
