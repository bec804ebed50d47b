package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.layers.MainSources;
import java.util.List;
import java.util.regex.Pattern;
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
    @Test void noMainCodeRewritesTheClassPathProperty() {
        assertEquals(List.of(), MainSources.matches(SET_CLASS_PATH), "main code rewrites java.class.path");
        assertTrue(SET_CLASS_PATH.matcher("System.setProperty( \"java.class.path\", cp)").find(), "the scan sees the call however it is spaced");
    }

    private static final Pattern SET_CLASS_PATH = Pattern.compile("System\\s*\\.\\s*setProperty\\s*\\(\\s*\"java\\.class\\.path\"");
}
