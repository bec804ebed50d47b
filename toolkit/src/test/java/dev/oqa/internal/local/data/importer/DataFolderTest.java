package dev.oqa.internal.local.data.importer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.model.LocalDataException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The entry point that writes checked rows into a data folder ({@link DataFolder}), as {@code oqa data fetch} uses it:
 * every row checked, names checked, atomic writes, the index row with source and times. SYNTHETIC chains and prices
 * under ZZ symbols.
 */
class DataFolderTest {
    private static final LocalDate DAY = LocalDate.of(2024, 3, 1), EXP = LocalDate.of(2024, 3, 15);
    private static final double NaN = Double.NaN;
    private static final DataFolder.Origin CBOE = new DataFolder.Origin("Cboe delayed quotes", "2024-03-01T16:15 EST", Instant.parse("2024-03-01T21:20:00Z"));
    @TempDir Path dir;

    private static ChainSnapshot.Builder chain(String underlying, int strikes) {
        ChainSnapshot.Builder b = ChainSnapshot.builder(underlying, "fetched", DAY).spot(100);
        for (int k = 0; k < strikes; k++) {
            b.add(EXP, true, underlying + "240315C" + (95 + 5 * k), 95 + 5 * k, NaN, NaN, 6 - k, 6.2 - k, 10, 0.2, 0.5, 0.01, 100);
            b.add(EXP, false, underlying + "240315P" + (95 + 5 * k), 95 + 5 * k, NaN, NaN, 1 + k, 1.2 + k, 10, 0.2, -0.5, 0.01, 100);
        }
        return b;
    }

    private boolean empty() throws IOException {
        if (!Files.exists(dir)) return true;
        try (Stream<Path> s = Files.walk(dir)) { return s.noneMatch(Files::isRegularFile); }
    }

    @Test void aChainIsWrittenWithItsIndexRowAndReadsBack() throws IOException {
        DataFolder.Written w = DataFolder.at(dir).writeChain(chain("ZZSYN", 3).build(), CBOE);
        assertEquals(dir.resolve("options/ZZSYN_2024-03-01.csv.gz"), w.file());
        assertEquals("written", w.outcome());
        assertEquals(6, w.rows());
        assertEquals(List.of("file,underlying,quote_date,snapshot_time,contracts,source,fetched_at",
                "ZZSYN_2024-03-01.csv,ZZSYN,2024-03-01,2024-03-01T16:15 EST,6,Cboe delayed quotes,2024-03-01T21:20:00Z"),
                Files.readAllLines(dir.resolve("options/index.csv")));
        ChainSnapshot back = SnapshotCatalog.of(DataSource.folder(dir)).load("ZZSYN", null);
        assertEquals(6, back.size());
        assertEquals("2024-03-01T16:15 EST (ZZSYN snapshot)", back.asOfLabel());
        assertEquals(0.2, back.iv(0));

        assertEquals("kept", DataFolder.at(dir).writeChain(chain("ZZSYN", 2).build(), CBOE).outcome());
        assertEquals("replaced", DataFolder.at(dir).writeChain(chain("ZZSYN", 4).build(), CBOE).outcome());
        assertEquals(8, SnapshotCatalog.of(DataSource.folder(dir)).load("ZZSYN", null).size());
    }

    @Test void everyRowGoesThroughTheImportChecksAndABadOneWritesNothing() throws IOException {
        ChainSnapshot.Builder inf = chain("ZZSYN", 2).add(EXP, true, "ZZSYN240315C200", 200, NaN, NaN, 1, Double.POSITIVE_INFINITY, 10, NaN, NaN, NaN, 5);
        assertEquals("Cboe delayed quotes row 5: ask is Infinity; a quote's numbers are finite",
                assertThrows(LocalDataException.class, () -> DataFolder.at(dir).writeChain(inf.build(), CBOE)).getMessage());
        ChainSnapshot.Builder twice = chain("ZZSYN", 2).add(EXP, true, "ZZSYN240315C95", 95, NaN, NaN, 7, 7.2, 10, 0.2, 0.5, 0.01, 100);
        assertTrue(assertThrows(LocalDataException.class, () -> DataFolder.at(dir).writeChain(twice.build(), CBOE))
                .getMessage().contains("row 5: the contract 2024-03-15 call 95 (ZZSYN240315C95) is also on row 1 with different numbers"));
        ChainSnapshot.Builder negative = chain("ZZSYN", 1).add(EXP, true, "X", 90, NaN, NaN, 1, 1, 10, NaN, NaN, NaN, -3);
        assertThrows(LocalDataException.class, () -> DataFolder.at(dir).writeChain(negative.build(), CBOE));
        assertThrows(LocalDataException.class, () -> DataFolder.at(dir).writeChain(chain("ZZSYN", 1).spot(-1).build(), CBOE));
        assertThrows(LocalDataException.class, () -> DataFolder.at(dir).writeChain(chain("../../ZZ", 1).build(), CBOE));
        assertTrue(empty(), "nothing written");

        ChainSnapshot.Builder repeat = chain("ZZSYN", 2).add(EXP, true, "ZZSYN240315C95", 95, NaN, NaN, 6, 6.2, 10, 0.2, 0.5, 0.01, 100);
        DataFolder.Written w = DataFolder.at(dir).writeChain(repeat.build(), CBOE);
        assertEquals(4, w.rows(), "an exact repeat is dropped");
        assertTrue(w.notes().get(0).startsWith("dropped 1 exact repeat of contract rows in Cboe delayed quotes (first: row 5 repeats row 1)"), w.notes().toString());
    }

    @Test void pricesAreCheckedAndASplitLikeMoveInAdjustedClosesIsANote() {
        // SYNTHETIC: the close halves on the third day, a real move (a failed trial), not a 2-for-1 split
        int d0 = (int) LocalDate.of(2021, 1, 25).toEpochDay();
        int[] days = {d0, d0 + 1, d0 + 2, d0 + 3};
        double[] closes = {40, 41, 20.5, 21};
        DataFolder.Written w = DataFolder.at(dir).writePrices("zzsyn", days, closes, "Yahoo chart API");
        assertEquals(dir.resolve("prices/ZZSYN.csv.gz"), w.file());
        assertEquals(List.of("row 3: the price moves from 41 to 20.5 on 2021-01-27 (x0.5000), like a 2-for-1 split"), w.notes());
        PriceSeries s = PriceLoader.load(DataSource.folder(dir), "ZZSYN");
        assertArrayEquals(closes, s.prices());
        assertEquals(LocalDate.of(2021, 1, 28), s.lastDate());

        assertEquals("Yahoo chart API row 3: date 2021-01-26 repeats row 2; one row per trading day",
                assertThrows(LocalDataException.class, () -> DataFolder.at(dir).writePrices("ZZTWO", new int[] {d0, d0 + 1, d0 + 1}, new double[] {1, 2, 3}, "Yahoo chart API")).getMessage());
        assertThrows(LocalDataException.class, () -> DataFolder.at(dir).writePrices("ZZTWO", new int[] {d0, d0 + 1}, new double[] {1, NaN}, "Yahoo chart API"));
        assertThrows(LocalDataException.class, () -> DataFolder.at(dir).writePrices("CON", new int[] {d0, d0 + 1}, new double[] {1, 2}, "Yahoo chart API"));
        assertFalse(Files.exists(dir.resolve("prices/ZZTWO.csv.gz")));
    }

    @Test void twoBackupsInOneSecondKeepBothUnderTheFilesOwnName() throws IOException {
        // SYNTHETIC closes; the ticker holds a Z, which the second backup's suffix must not touch
        int d0 = (int) LocalDate.of(2021, 1, 25).toEpochDay();
        DataFolder f = DataFolder.at(dir);
        Path file = f.writePrices("ZZSYN", new int[] {d0, d0 + 1}, new double[] {40, 41}, "Yahoo chart API").file();
        Instant at = Instant.parse("2024-03-01T21:20:00Z");
        assertEquals(Path.of("backup/prices/ZZSYN_20240301T212000Z.csv.gz"), f.locked(() -> f.backup(file, at)));
        assertEquals(Path.of("backup/prices/ZZSYN_20240301T212000Z-2.csv.gz"), f.locked(() -> f.backup(file, at)));
        assertEquals(Path.of("backup/prices/ZZSYN_20240301T212000Z-3.csv.gz"), f.locked(() -> f.backup(file, at)));
        assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(dir.resolve("backup/prices/ZZSYN_20240301T212000Z-3.csv.gz")));
    }
}
