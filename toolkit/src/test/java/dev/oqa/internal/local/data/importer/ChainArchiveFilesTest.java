package dev.oqa.internal.local.data.importer;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The chain archive's files, without a server: what {@code save} writes and says, when it keeps a larger file, the
 * snapshot time it records, and the index rows it keeps. SYNTHETIC chains (test data), underlying ZZSYN.
 */
class ChainArchiveFilesTest {
    private static final LocalDate DAY = LocalDate.of(2023, 9, 14), EXP = LocalDate.of(2023, 10, 20);
    private static final double NaN = Double.NaN;
    @TempDir Path dir;

    private static ChainSnapshot chain(String underlying, int strikes) {
        ChainSnapshot.Builder b = ChainSnapshot.builder(underlying, "synthetic", DAY).spot(100);
        for (int k = 0; k < strikes; k++) {
            b.add(EXP, true, null, 95 + 5 * k, NaN, NaN, 6 - k, 6.2 - k, 10, NaN, NaN, NaN, 100);
            b.add(EXP, false, null, 95 + 5 * k, NaN, NaN, 1 + k, 1.2 + k, 10, NaN, NaN, NaN, 100);
        }
        return b.build();
    }

    @Test void savesTheFileAndItsIndexRowThenKeepsALargerOne() throws Exception {
        ChainArchive archive = ChainArchive.in(dir.resolve("x/../data"));
        assertEquals(dir.resolve("data"), archive.dir(), "absolute and normalised");
        Path target = dir.resolve("data/options/ZZSYN_2023-09-14.csv.gz");
        Instant close = Instant.parse("2023-09-14T20:15:00Z");   // 16:15 in New York

        assertEquals(new ChainArchive.Saved(true, "archive: saved as options/ZZSYN_2023-09-14.csv.gz in your data folder (6 contracts; later local answers can use --as-of 2023-09-14)"),
                archive.save(chain("ZZSYN", 3), close));
        assertTrue(Files.isRegularFile(target), target.toString());
        assertTrue(Files.isRegularFile(target));
        List<String> index = Files.readAllLines(dir.resolve("data/options/index.csv"));
        assertEquals(List.of("file,underlying,quote_date,snapshot_time,contracts,source,fetched_at",
                "ZZSYN_2023-09-14.csv,ZZSYN,2023-09-14,2023-09-14T16:15 EDT,6,archived /options/chain answer,2023-09-14T20:15:00Z"), index);
        assertEquals(6, SnapshotCatalog.of(DataSource.folder(dir.resolve("data"))).load("ZZSYN", DAY).size(), "readable again");

        assertEquals(new ChainArchive.Saved(false, "archive: kept options/ZZSYN_2023-09-14.csv.gz in your data folder (6 contracts) rather than this answer's 4"),
                archive.save(chain("ZZSYN", 2), close));
        ChainArchive.Saved again = archive.save(chain("ZZSYN", 3), close);
        assertTrue(again.saved() && again.note().startsWith("archive: saved as "), "as many contracts: the newer answer");
        assertEquals(2, Files.readAllLines(dir.resolve("data/options/index.csv")).size(), "one row per file");

        assertEquals(new ChainArchive.Saved(false, "archive: not saved, archived /options/chain answer: the symbol 'NOT VALID' cannot name a file; a symbol is "
                + dev.oqa.internal.local.data.DataFile.SYMBOL_RULE + "; the answer is unaffected. Set OQA_ARCHIVE=off or 'oqa data archive off'"
                + " to stop archiving"), archive.save(chain("NOT VALID", 1), close));
        assertFalse(Files.exists(dir.resolve("data/options/NOT VALID_2023-09-14.csv.gz")));
    }

    @Test void theSnapshotTimeIsTheValuationDay() {
        ChainSnapshot c = chain("ZZSYN", 1);
        assertEquals("2023-09-14", ChainArchive.timeLabel(c, null));
        assertEquals("2023-09-14T16:15 EDT", ChainArchive.timeLabel(c, Instant.parse("2023-09-14T20:15:00Z")));
        assertEquals("2023-09-14 (fetched 2023-09-15T09:30 EDT)", ChainArchive.timeLabel(c, Instant.parse("2023-09-15T13:30:00Z")));
    }

    @Test void theIndexKeepsOtherRowsAndItsOwnColumnsAndGainsTheOnesItLacks() throws Exception {
        Path idx = Files.createDirectories(dir.resolve("options")).resolve("index.csv");
        Files.writeString(idx, "file,source,underlying,quote_date,contracts,snapshot_time\r\n\"OTHER_2023-09-13.csv\",\"mine, by hand\",OTHER,2023-09-13,5,\n\n"
                + "ZZSYN_2023-09-14.csv,old,ZZSYN,2023-09-14,1,\n");
        String text = DataFolder.indexText(dir, List.of(new DataFolder.IndexRow("ZZSYN_2023-09-14.csv", chain("ZZSYN", 2),
                new DataFolder.Origin("imported, \"by\" hand", null, Instant.parse("2023-09-14T21:00:00Z")))));
        assertEquals("file,source,underlying,quote_date,contracts,snapshot_time,fetched_at\nOTHER_2023-09-13.csv,\"mine, by hand\",OTHER,2023-09-13,5,,\n"
                + "ZZSYN_2023-09-14.csv,\"imported, \"\"by\"\" hand\",ZZSYN,2023-09-14,4,,2023-09-14T21:00:00Z\n", text);
    }

    @Test void archivingIsOnUnlessTurnedOff() throws Exception {
        Path settings = dir.resolve("settings");
        assertTrue(ChainArchive.enabled(Map.of(), settings), "no settings file: on");
        assertFalse(ChainArchive.enabled(Map.of("OQA_ARCHIVE", " NO "), settings));
        Files.writeString(settings, "mode=auto\n");
        assertTrue(ChainArchive.enabled(Map.of("OQA_ARCHIVE", " "), settings), "a blank variable defers to the file, which says nothing");
        Files.writeString(settings, "archive=0\n");
        assertFalse(ChainArchive.enabled(Map.of(), settings));
        Files.writeString(settings, "archive=\\u12\n");
        assertTrue(ChainArchive.enabled(Map.of(), settings), "an unreadable setting leaves it on");
    }
}
