package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.LocalDataException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The three data sources: the bundled set, a user's folder alone, and a user's folder over the bundled set. */
class DataSourceTest {
    @TempDir Path dir;

    private Path write(String rel, String text) throws IOException {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        return Files.writeString(p, text);
    }

    private Path writeGz(String rel, String text) throws IOException {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(p))) { o.write(text.getBytes(StandardCharsets.UTF_8)); }
        return p;
    }

    private static String read(DataSource s, String rel) throws IOException {
        try (var in = s.open(rel).orElseThrow()) { return new String(in.readAllBytes(), StandardCharsets.UTF_8); }
    }

    @Test void aMissingFolderIsRefusedWithWhatIsExpectedInside() {
        Path none = dir.resolve("nowhere");
        var e = assertThrows(LocalDataException.class, () -> DataSource.folder(none));
        assertTrue(e.getMessage().contains(none.toString()) && e.getMessage().contains("does not exist")
                && e.getMessage().contains("prices/<TICKER>.csv"), e.getMessage());
    }

    @Test void aFolderListsPlainAndGzipFilesByTheirPlainNameAndReadsBoth() throws IOException {
        write("prices/BBB.csv", "plain b");
        writeGz("prices/AAA.csv.gz", "zipped a");
        Files.createDirectories(dir.resolve("prices/nested"));
        write("prices/nested/CCC.csv", "not listed");
        DataSource s = DataSource.folder(dir);
        Path root = dir.toAbsolutePath().normalize();
        assertEquals(List.of("AAA.csv", "BBB.csv"), s.list("prices"));
        assertEquals(List.of(), s.list("options"), "a missing sub-folder lists nothing");
        assertEquals("zipped a", read(s, "prices/AAA.csv"));
        assertEquals("plain b", read(s, "prices/BBB.csv"));
        assertTrue(s.exists("prices/AAA.csv"));
        assertFalse(s.exists("prices/ZZZ.csv"));
        var e = assertThrows(LocalDataException.class, () -> s.rows("prices/ZZZ.csv"));
        assertEquals("no file prices/ZZZ.csv in data folder " + root, e.getMessage());
        assertEquals("data folder " + root, s.describe());
        assertEquals("user data: " + root, s.label());
        assertEquals(Optional.of(root), s.folder());
        assertEquals(List.of(s), s.layers());
        assertEquals(Optional.of(s), s.origin("prices/BBB.csv"));
        assertEquals(Optional.empty(), s.origin("prices/ZZZ.csv"));
    }

    @Test void aFolderFilesVersionChangesWithItsContent() throws IOException {
        Path p = write("prices/AAA.csv", "one");
        DataSource s = DataSource.folder(dir);
        assertEquals(0L, s.version("prices/ZZZ.csv"), "no file: version 0");
        long v1 = s.version("prices/AAA.csv");
        assertNotEquals(0L, v1);
        Files.writeString(p, "a longer text");
        Files.setLastModifiedTime(p, java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(p).toMillis() + 2000));
        assertNotEquals(v1, s.version("prices/AAA.csv"));
        writeGz("options/SPY_2024-01-02.csv.gz", "x");
        assertNotEquals(0L, s.version("options/SPY_2024-01-02.csv"), "the .gz twin has a version too");
    }

    @Test void theBundledSetListsItsManifestWithoutGzAndNeverANestedFile() throws IOException {
        DataSource b = DataSource.bundled();
        List<String> prices = b.list("prices");
        assertTrue(prices.contains("SPY.csv") && prices.contains("XLRE.csv"), prices.toString());
        assertEquals(prices.stream().sorted().toList(), prices);
        assertEquals(prices, b.list("prices/"));
        assertTrue(b.list("options").contains("SPXW_2025-09-03.csv"), b.list("options").toString());
        assertTrue(read(b, "prices/SPY.csv").startsWith("date,"), "decompressed on reading");
        assertEquals("bundled", b.label());
        assertEquals("the bundled sample data", b.describe());
        assertEquals(Optional.empty(), b.folder());
        assertEquals(0L, b.version("prices/SPY.csv"));
        var e = assertThrows(LocalDataException.class, () -> b.rows("prices/ZZZ.csv"));
        assertEquals("no file prices/ZZZ.csv in the bundled sample data", e.getMessage());
    }

    @Test void aLayeredFolderWinsOverTheBundledFileAndListsTheUnion() throws IOException {
        Path root = dir.toAbsolutePath().normalize();
        DataSource before = DataSource.layered(dir.resolve("later"));
        assertEquals(DataSource.bundled().list("prices"), before.list("prices"), "a folder not yet created answers as the bundled set");

        write("prices/SPY.csv", "date,open,high,low,close,adj_close,volume\nmine");
        write("prices/ZZZ.csv", "z");
        DataSource s = DataSource.layered(dir);
        List<String> prices = s.list("prices");
        assertTrue(prices.contains("ZZZ.csv") && prices.contains("QQQ.csv"), prices.toString());
        assertEquals(prices.stream().sorted().distinct().toList(), prices);
        assertEquals(DataSource.bundled().list("prices").size() + 1, prices.size(), "SPY.csv once");
        assertTrue(read(s, "prices/SPY.csv").endsWith("mine"), "the user's file wins");
        assertTrue(read(s, "prices/QQQ.csv").startsWith("date,"), "the bundled file where the user has none");

        // the user's own folder is named in words: the provenance line shows no folder of the home (--verbose does)
        assertEquals("your data folder", s.origin("prices/SPY.csv").orElseThrow().label());
        assertEquals("bundled", s.origin("prices/QQQ.csv").orElseThrow().label());
        assertEquals(Optional.empty(), s.origin("prices/NOPE.csv"));
        assertEquals(List.of("bundled", "your data folder"), s.layers().stream().map(DataSource::label).toList());
        assertEquals(Optional.of(root), s.folder());
        assertEquals("your data folder over bundled", s.label());
        assertEquals("your data folder and the bundled sample data", s.describe());
        assertNotEquals(0L, s.version("prices/SPY.csv"), "the user's file has a version");
        assertEquals(0L, s.version("prices/QQQ.csv"), "a bundled file never changes");

        assertEquals(s, DataSource.layered(dir.resolve(".")), "the same folder is the same source (caches key on it)");
        assertEquals(s.hashCode(), DataSource.layered(dir.resolve(".")).hashCode());
        assertNotEquals(s, DataSource.layered(dir.resolve("other")));
        assertNotEquals(s, DataSource.folder(dir));
    }

    @Test void openGivesTheBytesOrNothing() throws IOException {
        writeGz("macro/X.csv.gz", "a,b");
        DataSource s = DataSource.folder(dir);
        try (InputStream in = s.open("macro/X.csv").orElseThrow()) {
            assertEquals("a,b", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        assertEquals(Optional.empty(), s.open("macro/Y.csv"));
    }
}
