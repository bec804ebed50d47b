package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files in a user's {@code options/} folder whose names do not say what they hold: the catalogue reads the
 * underlying and the date from the content, and ignores what is neither format. Chains here are synthetic
 * (a line or two of the long form) except the Cboe downloads, which are the bundled real ones copied under
 * another name.
 */
class SnapshotSniffTest {
    static final String HEADER = String.join(",", ChainCsvReader.COLUMNS);
    static final String ROW = "2024-03-01,qqq,440,2024-03-15,C,,440,1,0,1,1.1,10,0.2,0.5,0.01,100";

    private static Path folder(Path dir) throws IOException {
        return Files.createDirectories(dir.resolve("options"));
    }

    @Test void aLongFormFileOfAnyNameIsFiledByItsUnderlyingAndQuoteDate(@TempDir Path dir) throws IOException {
        Path o = folder(dir);
        Files.writeString(o.resolve("my chain.csv"), HEADER + "\n" + ROW + "\n");
        // columns in another order and in capitals: found by name
        Files.writeString(o.resolve("other.CSV"), "QUOTE_DATE,Underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest\n"
                + "2024-02-01, iwm ,200,2024-03-15,P,,190,1,0,1,1.1,10,0.2,-0.3,0.01,50\n");
        SnapshotCatalog c = SnapshotCatalog.of(DataSource.folder(dir));
        assertEquals(List.of("IWM", "QQQ"), c.tickers());
        SnapshotRef q = c.resolve("QQQ", null);
        assertEquals(LocalDate.of(2024, 3, 1), q.quoteDate());
        assertEquals("options/my chain.csv", q.file());
        assertEquals(LocalDate.of(2024, 2, 1), c.resolve("iwm", null).quoteDate());
        assertEquals(440, c.load(q).strike(0));
    }

    @Test void filesThatAreNotChainsAreLeftOutOfTheListing(@TempDir Path dir) throws IOException {
        Path o = folder(dir);
        Files.writeString(o.resolve("header-only.csv"), HEADER + "\n");
        Files.writeString(o.resolve("ragged.csv"), HEADER + "\n2024-03-01,QQQ,440\n");
        Files.writeString(o.resolve("no-underlying.csv"), "quote_date,spot,strike\n2024-03-01,440,440\n");
        Files.writeString(o.resolve("bad-date.csv"), HEADER + "\n" + ROW.replace("2024-03-01", "1 March") + "\n");
        Files.writeString(o.resolve("empty.csv"), "\n\n");
        Files.writeString(o.resolve("notes.csv"), "a,b\n1,2\n");
        Files.writeString(o.resolve("readme.txt"), HEADER + "\n" + ROW + "\n");
        Files.writeString(o.resolve("QQQ_2024-13-45.csv"), HEADER + "\n" + ROW + "\n"); // a name with an impossible date
        assertEquals(List.of(), SnapshotCatalog.of(DataSource.folder(dir)).snapshots());
    }

    @Test void aCboeDownloadOfWeekliesUnderTheIndexNameIsFiledAsSpx(@TempDir Path dir) throws IOException {
        Path o = folder(dir);
        // the bundled real SPX download of 2022-02-04: its name line is "Standard & Poors 500 Index" and its first
        // contract's root is SPXW
        try (InputStream in = DataSource.bundled().open("options/raw/SPX_2022-02-04.csv").orElseThrow()) {
            Files.copy(in, o.resolve("quotedata.csv"));
        }
        // and NVIDIA's, whose root is its ticker
        try (InputStream in = DataSource.bundled().open("options/raw/NVDA_2025-01-06.csv").orElseThrow()) {
            Files.copy(in, o.resolve("quotedata (1).csv"));
        }
        SnapshotCatalog c = SnapshotCatalog.of(DataSource.folder(dir));
        assertEquals(List.of("NVDA", "SPX"), c.tickers());
        assertEquals(LocalDate.of(2022, 2, 4), c.resolve("SPX", null).quoteDate(), "a Saturday download is Friday's session");
        assertEquals(LocalDate.of(2025, 1, 6), c.resolve("NVDA", null).quoteDate());
        assertEquals("options/quotedata.csv", c.resolve("SPX", null).file());
    }

    @Test void aFileWhoseFirstRowsOutgrowTheSniffingWindowIsStillRead(@TempDir Path dir) throws IOException {
        Path o = folder(dir);
        // 20 extra columns of 4,000 characters: the first data row alone is longer than the 64 KiB sniffing window
        StringBuilder head = new StringBuilder(HEADER), wide = new StringBuilder(ROW);
        for (int i = 0; i < 20; i++) { head.append(",note").append(i); wide.append(',').append("x".repeat(4000)); }
        Files.writeString(o.resolve("QQQ_2024-03-01.csv"), head + "\n" + wide + "\n" + ROW.replace(",440,1,0,", ",450,2,0,") + ",short".repeat(20) + "\n");
        ChainSnapshot s = SnapshotCatalog.of(DataSource.folder(dir)).load("QQQ", null);
        assertEquals(2, s.size());
        assertEquals(440, s.strike(0));
        assertEquals(450, s.strike(1));
        assertEquals(2, s.last(1));
    }

    @Test void aWideFileThatIsNotAChainSaysWhatIsExpected(@TempDir Path dir) throws IOException {
        Path o = folder(dir);
        Files.writeString(o.resolve("QQQ_2024-03-01.csv"), "a," + "y".repeat(4000) + "\n1,2\n");
        var c = SnapshotCatalog.of(DataSource.folder(dir));
        var e = org.junit.jupiter.api.Assertions.assertThrows(dev.oqa.model.LocalDataException.class, () -> c.load("QQQ", null));
        assertTrue(e.getMessage().contains("not an option chain") && e.getMessage().contains("quote_date,underlying"), e.getMessage());
    }

    @Test void aFieldBeyondTheBoundCostsOnlyItsOwnFile(@TempDir Path dir) throws IOException {
        Path o = folder(dir);
        Files.writeString(o.resolve("QQQ_2024-03-01.csv"), "a," + "y".repeat(40_000) + "\n1,2\n");
        Files.writeString(o.resolve("wide.csv"), "a," + "y".repeat(40_000) + "\n1,2\n");
        Files.writeString(o.resolve("IWM_2024-03-01.csv"), HEADER + "\n" + ROW.replace("qqq", "IWM") + "\n");
        var c = SnapshotCatalog.of(DataSource.folder(dir));
        assertEquals(List.of("IWM", "QQQ"), c.tickers());
        assertEquals(List.of(o.toAbsolutePath().normalize() + "/wide.csv line 1: a field longer than 4096 characters, the most a data file's"
                + " field may hold (a quote that is never closed runs on to the end of the file; limits: docs/DATA.md)"), c.problems());
        assertEquals(1, c.load("IWM", null).size(), "the other chains answer");
        var e = org.junit.jupiter.api.Assertions.assertThrows(dev.oqa.model.LocalDataException.class, () -> c.load("QQQ", null));
        assertTrue(e.getMessage().startsWith(o.toAbsolutePath().normalize() + "/QQQ_2024-03-01.csv line 1: a field longer than 4096"), e.getMessage());
    }
}
