package dev.oqa.internal.local.data.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.DataSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code oqa data list}: what a folder holds, on SYNTHETIC files (test data, not market data). */
class DataListingTest {
    @TempDir Path dir;

    private void write(String rel, String text) throws IOException {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    @Test void everyTickerWithItsDatesAndEverySnapshotAnUnreadableFileWithItsReason() throws IOException {
        write("prices/AAA.csv", """
                date,open,high,low,close,adj_close,volume
                2024-01-02,1,1,1,1,10,100
                2024-01-03,1,1,1,1,11,100
                2024-01-04,1,1,1,1,12,100
                """);
        write("prices/BAD.csv", "");
        write("options/SPY_2024-01-02.csv", "whatever: the listing reads names, not rows");
        DataSource source = DataSource.folder(dir);
        String root = dir.toAbsolutePath().normalize().toString();
        DataListing l = DataListing.of(source);

        assertEquals(2, l.prices().size());
        DataListing.Prices aaa = l.prices().get(0), bad = l.prices().get(1);
        assertEquals(new DataListing.Prices("AAA", "2024-01-02", "2024-01-04", 3, "user data: " + root, ""), aaa);
        assertEquals("BAD", bad.ticker());
        assertEquals(0, bad.days());
        assertTrue(bad.problem().contains("is empty"), bad.problem());
        assertEquals(List.of(new DataListing.Snapshot("SPY", "2024-01-02", "options/SPY_2024-01-02.csv", "user data: " + root)), l.snapshots());

        String text = l.text();
        List<String> lines = text.lines().toList();
        assertEquals("data folder " + root, lines.get(0));
        assertEquals("2 tickers (prices/, daily adjusted closes):", lines.get(1));
        assertEquals("  ticker     first      last         days  from", lines.get(2));
        assertEquals("  AAA        2024-01-02 2024-01-04      3  user data: " + root, lines.get(3));
        assertEquals("  BAD        unreadable: " + bad.problem(), lines.get(4));
        assertEquals("1 option snapshots (options/):", lines.get(5));
        assertEquals("  ticker     date        from", lines.get(6));
        assertEquals("  SPY        2024-01-02  user data: " + root, lines.get(7));
        assertEquals(8, lines.size());
        assertEquals(text.stripTrailing(), text, "no trailing newline");
    }

    @Test void aFileInOptionsThatCannotBeReadIsListedWithItsReasonAndCostsNothingElse() throws IOException {
        write("options/junk.csv", "x".repeat(5000) + "\n"); // SYNTHETIC: one field longer than the bound
        write("options/index.csv", "file,snapshot_time\n\"never closed\n" + "y".repeat(5000) + "\n");
        write("options/SPY_2024-01-02.csv", "whatever");
        DataListing l = DataListing.of(DataSource.folder(dir));
        String root = dir.toAbsolutePath().normalize().toString();
        assertEquals(1, l.snapshots().size());
        assertEquals(List.of(root + "/options/index.csv line 2: a field longer than 4096 characters, the most a data file's field may hold"
                        + " (a quote that is never closed runs on to the end of the file; limits: docs/DATA.md); its snapshot times are not used",
                root + "/options/junk.csv line 1: a field longer than 4096 characters, the most a data file's field may hold"
                        + " (a quote that is never closed runs on to the end of the file; limits: docs/DATA.md)"), l.problems());
        assertTrue(l.text().endsWith("2 files in options/ left out:\n  unreadable: " + l.problems().get(0) + "\n  unreadable: " + l.problems().get(1)), l.text());
    }

    @Test void layeredSourcesSayWhichFolderAnswersForEachFile() throws IOException {
        write("prices/SPY.csv", """
                date,open,high,low,close,adj_close,volume
                2024-01-02,1,1,1,1,10,100
                2024-01-03,1,1,1,1,11,100
                """);
        String root = dir.toAbsolutePath().normalize().toString();
        DataListing l = DataListing.of(DataSource.layered(dir));
        DataListing.Prices spy = l.prices().stream().filter(p -> p.ticker().equals("SPY")).findFirst().orElseThrow();
        DataListing.Prices qqq = l.prices().stream().filter(p -> p.ticker().equals("QQQ")).findFirst().orElseThrow();
        assertEquals("your data folder", spy.origin());
        assertTrue(l.text().startsWith("your data folder and the bundled sample data (your data folder is " + root + ")"), "data list says where it is: " + l.text());
        assertEquals(2, spy.days(), "the user's file wins over the bundled SPY");
        assertEquals("bundled", qqq.origin());
        assertTrue(l.snapshots().stream().allMatch(s -> s.origin().equals("bundled")));
        assertTrue(l.snapshots().stream().anyMatch(s -> s.file().equals("options/SPXW_2025-09-03.csv")), l.snapshots().toString());
    }

    @Test void aSeriesOrASnapshotDatedInTheFutureIsFlagged() throws IOException {
        // SYNTHETIC files; "now" is 2024-01-03 18:00 in New York, so 2024-01-04 is within the day of slack and 2024-01-05 is not
        write("prices/AAA.csv", "date,adj_close\n2024-01-02,10\n2024-01-04,11\n");
        write("prices/BBB.csv", "date,adj_close\n2024-01-02,10\n2024-01-05,11\n");
        write("options/SPY_2024-01-04.csv", "whatever");
        write("options/SPY_2024-03-01.csv", "whatever");
        java.time.Instant now = java.time.Instant.parse("2024-01-03T23:00:00Z");
        DataListing l = DataListing.of(DataSource.folder(dir), now);
        assertEquals(List.of(false, true), l.prices().stream().map(DataListing.Prices::future).toList());
        assertEquals(List.of(false, true), l.snapshots().stream().map(DataListing.Snapshot::future).toList());
        List<String> lines = l.text().lines().toList();
        assertTrue(lines.get(3).startsWith("  AAA        2024-01-02 2024-01-04      2  user data: ") && !lines.get(3).contains("FUTURE"), lines.get(3));
        assertTrue(lines.get(4).startsWith("  BBB        2024-01-02 2024-01-05      2  user data: ") && lines.get(4).endsWith(
                "  FUTURE-DATED: after today in New York; never current, the next fetch of it moves it aside"), lines.get(4));
        assertTrue(lines.get(8).contains("2024-03-01") && lines.get(8).contains("FUTURE-DATED"), l.text());
    }
}
