package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.LocalDataException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Names of files built from data: what passes, what is refused (traversal, absolute paths, NUL, line ends, devices). */
class DataFileTest {
    private static final LocalDate DAY = LocalDate.of(2023, 9, 14);
    private static final Path FOLDER = Path.of("/data/oqa").toAbsolutePath();

    static List<String> hostile() {
        return List.of("../../../../OQA_PWNED", "..", ".", "../x", "a/b", "/tmp/x", "\\\\server\\share", "C:\\x", "C:", "a\\b",
                "SPY\u0000", "SP\u0000Y", "SPY\n", "SP\nY", "\rSPY", "SPY\u001b[2J", "SPY\u0085", "CON", "con", "Nul", "AUX", "PRN", "COM1",
                "lpt9", "COM0", "", " ", ".SPY", "-SPY", "_X", "TOOLONGSYMB", "SP Y", "SP*Y", "SP?Y", "SPY:1", "SP\"Y", "<SPY>", "SP|Y", "ŞPY");
    }

    @ParameterizedTest(name = "symbol {0}")
    @MethodSource("hostile")
    void everyFieldThatNamesAFileRefusesIt(String bad) {
        String from = "/tmp/in.csv line 2 (underlying)";
        for (Runnable r : List.<Runnable>of(() -> DataFile.chain(bad, DAY, from), () -> DataFile.prices(bad, from), () -> DataFile.symbol(bad, from))) {
            LocalDataException e = assertThrows(LocalDataException.class, r::run);
            assertTrue(e.getMessage().startsWith(from + ": the symbol '"), e.getMessage());
            assertTrue(e.getMessage().contains(" cannot name a file") && e.getMessage().contains("; a symbol is 1 to 10 characters of A-Z 0-9 . _ -"), e.getMessage());
            assertTrue(e.getMessage().lines().count() == 1, "one line: " + e.getMessage());
        }
        String lower = bad.toLowerCase(java.util.Locale.ROOT);
        if (lower.equals("toolongsymb")) return; // eleven letters: too long for a symbol, a fine member name
        LocalDataException m = assertThrows(LocalDataException.class, () -> DataFile.member(lower, ".csv", "--out /x"));
        assertTrue(m.getMessage().startsWith("--out /x: "), m.getMessage());
    }

    @Test void aDeviceNameSaysWhy() {
        assertEquals("x.csv line 2: the symbol 'CON' cannot name a file (a device name on Windows); a symbol is " + DataFile.SYMBOL_RULE,
                assertThrows(LocalDataException.class, () -> DataFile.prices("CON", "x.csv line 2")).getMessage());
        assertTrue(assertThrows(LocalDataException.class, () -> DataFile.member("con", ".csv", "--out")).getMessage().contains("'con' cannot name a file"));
    }

    @Test void goodNamesStayInTheirFolder() {
        DataFile c = DataFile.chain(" spy\t", DAY, "x");
        assertEquals("SPY", c.symbol());
        assertEquals("options/SPY_2023-09-14.csv", c.relPath());
        assertEquals(FOLDER.resolve("options/SPY_2023-09-14.csv.gz"), c.in(FOLDER));
        assertEquals(FOLDER.resolve("options/SPY_2023-09-14.csv"), c.plainIn(FOLDER));
        assertEquals("prices/BRK.B.csv", DataFile.prices("brk.b", "x").relPath());
        assertEquals("prices/BF-B.csv", DataFile.prices("BF-B", "x").relPath());
        assertEquals("prices/1234567890.csv", DataFile.prices("1234567890", "x").relPath());
        assertEquals("prices/CONE.csv", DataFile.prices("CONE", "x").relPath(), "only the exact device names are refused");
        assertEquals(FOLDER.resolve("strike_summary.csv"), DataFile.member("strike_summary", ".csv", "x").plainIn(FOLDER));
        assertEquals(FOLDER.resolve("chain.json"), DataFile.member("chain", ".json", "x").plainIn(FOLDER));
        assertEquals(FOLDER.resolve("prices/A..B.csv.gz"), DataFile.prices("A..B", "x").in(FOLDER), "dots inside a name are not a path");
    }

    @Test void datesOutsideTheYearsThatNameFilesAreRefused() {
        assertEquals("x.csv line 2: the date +10000-01-01 cannot name a file; a date lies in the years 1900 to 2199",
                assertThrows(LocalDataException.class, () -> DataFile.chain("SPY", LocalDate.of(10000, 1, 1), "x.csv line 2")).getMessage());
        assertThrows(LocalDataException.class, () -> DataFile.chain("SPY", LocalDate.of(1899, 12, 31), "x"));
        assertThrows(LocalDataException.class, () -> DataFile.chain("SPY", null, "x"));
        assertEquals("options/SPY_2199-12-31.csv", DataFile.chain("SPY", LocalDate.of(2199, 12, 31), "x").relPath());
    }
}
