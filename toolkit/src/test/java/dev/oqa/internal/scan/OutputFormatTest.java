package dev.oqa.internal.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.UsageException;
import org.junit.jupiter.api.Test;

/** The file name's extension picks what --out holds, on every engine, unless --format says otherwise. */
class OutputFormatTest {
    @Test void theExtensionPicksTheFormat() {
        assertEquals("csv", OutputFormat.of("rows.csv", null, "parquet"), "Spark's default does not override the name");
        assertEquals("json", OutputFormat.of("out/rows.JSON", null, "csv"));
        assertEquals("parquet", OutputFormat.of("s3a://bucket/gex.parquet/", null, "csv"), "a folder name, trailing slash and all");
        assertEquals("csv", OutputFormat.of("hdfs:///out/gex.csv", null, "parquet"));
    }

    @Test void formatSaysOtherwiseAndANameWithoutExtensionTakesTheEnginesOwn() {
        assertEquals("parquet", OutputFormat.of("rows.csv", "parquet", "csv"));
        assertEquals("parquet", OutputFormat.of("out/rows", null, "parquet"));
        assertEquals("csv", OutputFormat.of("v1.2/rows", null, "csv"), "a dot in a folder is not an extension");
        assertEquals("csv", OutputFormat.of(".rows", null, "csv"), "a hidden file's dot is not an extension");
    }

    @Test void anExtensionThatNamesNoFormatIsRefused() {
        UsageException e = assertThrows(UsageException.class, () -> OutputFormat.of("rows.txt", null, "csv"));
        assertTrue(e.getMessage().contains(".txt names no format") && e.getMessage().contains("--format"), e.getMessage());
    }
}
