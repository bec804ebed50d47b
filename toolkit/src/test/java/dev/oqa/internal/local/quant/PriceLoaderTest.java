package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.PriceStore;
import dev.oqa.model.LocalDataException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PriceLoaderTest {
    @TempDir Path dir;

    private LocalDataException failing(String body) throws IOException {
        Files.createDirectories(dir.resolve("prices"));
        Files.writeString(dir.resolve("prices/BAD.csv"), "date,open,high,low,close,adj_close,volume\n" + body);
        return assertThrows(LocalDataException.class, () -> PriceLoader.load(DataSource.folder(dir), "BAD"));
    }

    @Test void readsTheBundledAdjustedCloses() {
        PriceSeries spy = PriceLoader.load(DataSource.bundled(), "SPY");
        assertEquals(LocalDate.of(1993, 1, 29), spy.firstDate());
        assertEquals(24.11326026916504, spy.price(0)); // the file's first row, verbatim (PROVENANCE.md)
        assertEquals(LocalDate.of(2026, 8, 3), spy.lastDate());
        assertEquals(8434, spy.size());
        assertEquals("bundled", spy.origin());
    }

    @Test void raggedRowNamesFileAndLine() throws IOException {
        var e = failing("2020-01-02,1,1,1,1,1,100\n2020-01-03,1,1,1,1,100\n");
        assertTrue(e.getMessage().contains("prices/BAD.csv") && e.getMessage().contains("line 3") && e.getMessage().contains("6 fields"), e.getMessage());
    }

    @Test void unparsableOrMissingPriceNamesTheLine() throws IOException {
        var e = failing("2020-01-02,1,1,1,1,abc,100\n");
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("'abc' is not a number"), e.getMessage());
        e = failing("2020-01-02,1,1,1,1,1,100\n2020-01-03,1,1,1,1,,100\n");
        assertTrue(e.getMessage().contains("line 3") && e.getMessage().contains("adj_close is missing"), e.getMessage());
        e = failing("2020-01-02,1,1,1,1,-3,100\n");
        assertTrue(e.getMessage().contains("positive"), e.getMessage());
    }

    @Test void badOrUnorderedDatesAreRejected() throws IOException {
        var e = failing("02/01/2020,1,1,1,1,1,100\n");
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("YYYY-MM-DD"), e.getMessage());
        e = failing("2020-01-03,1,1,1,1,1,100\n2020-01-02,1,1,1,1,1,100\n");
        assertTrue(e.getMessage().contains("line 3") && e.getMessage().contains("ascending"), e.getMessage());
    }

    @Test void headerWithoutAdjCloseIsRejected() throws IOException {
        Files.createDirectories(dir.resolve("prices"));
        Files.writeString(dir.resolve("prices/BAD.csv"), "date,close\n2020-01-02,1\n");
        var e = assertThrows(LocalDataException.class, () -> PriceLoader.load(DataSource.folder(dir), "BAD"));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("adj_close"), e.getMessage());
    }

    @Test void acceptsYahooHeaderAndTimestamps() throws IOException {
        Files.createDirectories(dir.resolve("prices"));
        Files.writeString(dir.resolve("prices/YH.csv"), "Date,Open,High,Low,Close,Adj Close,Volume\r\n"
                + "2015-10-08 00:00:00-04:00,1,1,1,1,20,5\r\n2015-10-09 00:00:00-04:00,1,1,1,1,21,5\r\n");
        PriceSeries s = PriceLoader.load(DataSource.folder(dir), "YH");
        assertEquals(LocalDate.of(2015, 10, 9), s.lastDate());
        assertEquals(0.05, s.returns()[0], 1e-12);
    }

    @Test void missingTickerListsWhatIsAvailable() {
        SyntheticPrices.write(dir, "AAA", LocalDate.of(2020, 1, 2), new double[] {1, 2});
        SyntheticPrices.write(dir, "BBB", LocalDate.of(2020, 1, 2), new double[] {1, 2});
        var e = assertThrows(LocalDataException.class, () -> PriceLoader.load(DataSource.folder(dir), "ZZZ"));
        assertTrue(e.getMessage().contains("ZZZ") && e.getMessage().contains("AAA, BBB"), e.getMessage());
    }

    @Test void readsGzippedFilesInAUserFolder() throws IOException {
        Path plain = SyntheticPrices.write(dir, "GZ", LocalDate.of(2020, 1, 2), new double[] {10, 11, 12});
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve("prices/GZ.csv.gz")))) {
            out.write(Files.readAllBytes(plain));
        }
        Files.delete(plain);
        PriceSeries s = PriceLoader.load(DataSource.folder(dir), "GZ");
        assertEquals(3, s.size());
        assertEquals(0.1, s.returns()[0], 1e-12);
    }

    @Test void storeCachesParsedSeriesWithinItsBound() {
        SyntheticPrices.write(dir, "AAA", LocalDate.of(2020, 1, 2), new double[] {1, 2});
        SyntheticPrices.write(dir, "BBB", LocalDate.of(2020, 1, 2), new double[] {1, 2});
        PriceStore store = new PriceStore(DataSource.folder(dir), 1);
        PriceSeries a = store.get("AAA");
        assertSame(a, store.get("AAA"));
        store.get("BBB"); // evicts AAA
        assertNotSame(a, store.get("AAA"));
    }
}
