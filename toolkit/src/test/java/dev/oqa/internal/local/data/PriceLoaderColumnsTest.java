package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A user's price folder: columns in any order, and only CSV files are tickers (SYNTHETIC prices). */
class PriceLoaderColumnsTest {
    @TempDir Path dir;

    @Test void columnsInAnyOrderAndOnlyCsvFilesListed() throws Exception {
        Path prices = Files.createDirectories(dir.resolve("prices"));
        Files.writeString(prices.resolve("ZZA.csv"), "adj_close,date\n10.5,2024-01-02\n10.75,2024-01-03\n");
        Files.writeString(prices.resolve("notes.txt"), "not a price file\n");
        DataSource folder = DataSource.folder(dir);
        assertEquals(List.of("ZZA"), PriceLoader.available(folder));
        PriceSeries s = PriceLoader.load(folder, "ZZA");
        assertArrayEquals(new double[] {10.5, 10.75}, s.prices(), 0);
        assertEquals(LocalDate.of(2024, 1, 3), s.lastDate());
    }
}
