package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.LocalDataException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotCatalogTest {
    static final String HEADER = String.join(",", ChainCsvReader.COLUMNS);

    @Test void bundledCatalogueAndAsOfSelection() {
        SnapshotCatalog c = SnapshotCatalog.of(DataSource.bundled());
        assertEquals(8, c.snapshots().size());
        assertEquals(List.of("NVDA", "SPX", "SPXW", "SPY"), c.tickers());
        assertEquals(LocalDate.of(2025, 9, 25), c.resolve("spy", null).quoteDate());
        assertEquals(LocalDate.of(2023, 9, 14), c.resolve("SPY", LocalDate.of(2024, 1, 1)).quoteDate());
        assertEquals("2023-09-14T16:31 EDT", c.resolve("SPY", LocalDate.of(2023, 9, 14)).snapshotTime());
        LocalDataException e = assertThrows(LocalDataException.class, () -> c.resolve("SPY", LocalDate.of(2020, 1, 1)));
        assertTrue(e.getMessage().contains("2023-09-14, 2025-09-25"), e.getMessage());
        // SPX requests use SPX files only: the 2019 chain is SPXW (weeklies) and does not answer SPX
        assertThrows(LocalDataException.class, () -> c.resolve("SPX", LocalDate.of(2019, 12, 31)));
        assertEquals("options/SPXW_2019-06-26.csv", c.resolve("SPXW", LocalDate.of(2019, 12, 31)).file());
    }

    @Test void bundledSnapshotsReadColumnWise() {
        SnapshotCatalog c = SnapshotCatalog.of(DataSource.bundled());
        ChainSnapshot spy = c.load("SPY", LocalDate.of(2023, 9, 14));
        assertEquals(7292, spy.size());
        assertEquals(31, spy.expirations().size());
        assertEquals(450.81, spy.spot());
        assertEquals(LocalDate.of(2023, 9, 14), spy.valuationDate());
        assertSame(spy, c.load("SPY", LocalDate.of(2023, 9, 14)), "cached");
        ChainSnapshot weekend = c.load("SPX", LocalDate.of(2024, 1, 5));
        assertEquals(LocalDate.of(2024, 1, 5), weekend.quoteDate());
        assertEquals(LocalDate.of(2024, 1, 7), weekend.valuationDate());
        ChainSnapshot noSpot = c.load("SPXW", LocalDate.of(2025, 9, 3));
        assertTrue(Double.isNaN(noSpot.spot()));
        assertTrue(Double.isNaN(noSpot.iv(0)));
    }

    @Test void unknownTickerNamesTickerFolderAndTheTickersThatExist(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("options"));
        Files.writeString(dir.resolve("options/QQQ_2024-03-01.csv"), HEADER + "\n2024-03-01,QQQ,440,2024-03-15,C,,440,1,0,1,1.1,10,0.2,0.5,0.01,100\n");
        SnapshotCatalog c = SnapshotCatalog.of(DataSource.folder(dir));
        LocalDataException e = assertThrows(LocalDataException.class, () -> c.resolve("SPY", null));
        assertTrue(e.getMessage().contains("SPY") && e.getMessage().contains(dir.toString()) && e.getMessage().contains("QQQ"), e.getMessage());
        // a user folder replaces the bundled set and may lack index.csv: the quote date is the as-of time
        ChainSnapshot q = c.load("QQQ", null);
        assertEquals(1, q.size());
        assertTrue(q.asOfLabel().startsWith("2024-03-01"), q.asOfLabel());
        assertEquals(LocalDate.of(2024, 3, 1), q.valuationDate());
    }

    @Test void raggedAndUnparsableLinesNameFileAndLine(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("options"));
        String good = "2024-03-01,QQQ,440,2024-03-15,C,,440,1,0,1,1.1,10,0.2,0.5,0.01,100";
        Files.writeString(dir.resolve("options/QQQ_2024-03-01.csv"), HEADER + "\n" + good + "\n2024-03-01,QQQ,440,2024-03-15,P\n");
        Files.writeString(dir.resolve("options/IWM_2024-03-01.csv"), HEADER + "\n" + good.replace(",0.2,", ",abc,") + "\n");
        Files.writeString(dir.resolve("options/DIA_2024-03-01.csv"), "date,close\n2024-03-01,1\n");
        SnapshotCatalog c = SnapshotCatalog.of(DataSource.folder(dir));
        LocalDataException ragged = assertThrows(LocalDataException.class, () -> c.load("QQQ", null));
        assertTrue(ragged.getMessage().contains("QQQ_2024-03-01.csv") && ragged.getMessage().contains("line 3"), ragged.getMessage());
        LocalDataException bad = assertThrows(LocalDataException.class, () -> c.load("IWM", null));
        assertTrue(bad.getMessage().contains("IWM_2024-03-01.csv line 2") && bad.getMessage().contains("iv 'abc'"), bad.getMessage());
        LocalDataException other = assertThrows(LocalDataException.class, () -> c.load("DIA", null));
        assertTrue(other.getMessage().contains("DIA_2024-03-01.csv line 1: not an option chain"), other.getMessage());
    }

    /** A file saved from Cboe's site is accepted as it is, under any name, and reads like the normalised one. */
    @Test void cboeDownloadDroppedInAsItIs(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("options"));
        try (InputStream in = DataSource.bundled().open("options/raw/SPY_2023-09-14.csv").orElseThrow()) {
            Files.copy(in, dir.resolve("options/quotedata.csv"));
        }
        SnapshotCatalog c = SnapshotCatalog.of(DataSource.folder(dir));
        assertEquals(List.of("SPY"), c.tickers());
        ChainSnapshot raw = c.load("SPY", null);
        ChainSnapshot norm = SnapshotCatalog.of(DataSource.bundled()).load("SPY", LocalDate.of(2023, 9, 14));
        assertEquals(norm.size(), raw.size());
        assertEquals(norm.spot(), raw.spot());
        assertEquals("2023-09-14T16:31 EDT (SPY snapshot)", raw.asOfLabel());
        double oiRaw = 0, oiNorm = 0, gRaw = 0, gNorm = 0;
        for (int i = 0; i < raw.size(); i++) { oiRaw += raw.openInterest(i); gRaw += raw.gamma(i) * raw.strike(i); }
        for (int i = 0; i < norm.size(); i++) { oiNorm += norm.openInterest(i); gNorm += norm.gamma(i) * norm.strike(i); }
        assertEquals(oiNorm, oiRaw);
        assertEquals(gNorm, gRaw, 1e-9);
        assertEquals(norm.expirations(), raw.expirations());
    }

    @Test void weekendCboeSnapshotMapsToFridaySession() throws IOException {
        try (Csv.Rows in = DataSource.bundled().rows("options/raw/SPX_2022-02-04.csv")) {
            CboeQuoteTableReader.Header h = CboeQuoteTableReader.header(in, in.next());
            assertEquals(LocalDate.of(2022, 2, 5), h.snapshotDate());
            assertEquals(LocalDate.of(2022, 2, 4), h.quoteDate());
            assertEquals("2022-02-05T20:09 EST", h.snapshotTime());
            assertEquals(4500.5298, h.spot());
        }
    }
}
