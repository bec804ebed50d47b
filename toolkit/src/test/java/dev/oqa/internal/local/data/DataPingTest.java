package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Answer;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.data.PingData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The local ping checks the data it would answer from, and says what it checked and found. */
class DataPingTest {
    @TempDir Path dir;

    private static final String PRICES = "date,adj_close\n2024-01-02,100\n2024-01-03,101\n"; // SYNTHETIC

    @Test void theBundledSetIsCountedAndAFolderNotYetMadeIsNoFailure() {
        Answer<PingData> a = DataPing.answer(DataSource.layered(dir.resolve("not-yet")));
        assertEquals("ok", a.data().status());
        assertEquals(a.data().checks().size(), a.raw().get("checks").size(), "the record and the raw tree agree");
        JsonNode checks = a.raw().get("checks");
        assertEquals(2, checks.size(), checks.toString());
        JsonNode bundled = checks.get(0);
        assertEquals("the bundled sample data", bundled.get("check").asText());
        assertTrue(bundled.get("ok").asBoolean());
        // the counts are the bundled set's own, read the way the engine reads it
        int prices = PriceLoader.available(DataSource.bundled()).size(), snaps = SnapshotCatalog.of(DataSource.bundled()).snapshots().size();
        assertTrue(prices > 0 && snaps > 0);
        assertTrue(bundled.get("found").asText().startsWith(prices + " price series, " + snaps + " option snapshots of "), bundled.toString());
        assertTrue(bundled.get("found").asText().endsWith(" and the T-bill rate"), bundled.toString());
        assertTrue(checks.get(1).get("ok").asBoolean());
        assertTrue(checks.get(1).get("found").asText().startsWith("not created yet"), checks.toString());
        assertTrue(a.provenance().notes().getFirst().equals("local engine: no request sent; ok: checked the bundled sample data and your data folder"),
                a.provenance().notes().toString());
    }

    @Test void aUsersFolderIsListedWithWhatItHolds() throws IOException {
        Files.createDirectories(dir.resolve("prices"));
        Files.writeString(dir.resolve("prices/ZZSYN.csv"), PRICES);
        List<PingData.Check> c = DataPing.checks(DataSource.layered(dir));
        assertEquals(new PingData.Check("your data folder", true, "readable, 1 price series, 0 option snapshots"), c.get(1));
    }

    @Test void anEmptyDataFolderAnsweringAloneIsNotOk() {
        LocalDataException e = assertThrows(LocalDataException.class, () -> DataPing.answer(DataSource.folder(dir)));
        assertTrue(e.getMessage().startsWith("local ping: not ok: data folder " + dir.toAbsolutePath().normalize()
                + ": holds no prices/<TICKER>.csv and no options/<UNDERLYING>_<YYYY-MM-DD>.csv: nothing to answer from"), e.getMessage());
        assertTrue(e.getMessage().endsWith("failed)"), e.getMessage());
    }

    @Test void aDataFolderRemovedSinceIsNotOk() throws IOException {
        Path gone = Files.createDirectories(dir.resolve("gone"));
        DataSource s = DataSource.folder(gone);
        Files.delete(gone);
        LocalDataException e = assertThrows(LocalDataException.class, () -> DataPing.answer(s));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }

    @Test void aUsersFolderThatIsAFileIsNotOk() throws IOException {
        Path file = Files.writeString(dir.resolve("data"), "x");
        LocalDataException e = assertThrows(LocalDataException.class, () -> DataPing.answer(DataSource.layered(file)));
        assertEquals("local ping: not ok: your data folder: is not a folder (checked the bundled sample data ok; your data folder failed)", e.getMessage());
    }

    @Test void aFileTheListingCannotUseIsNamedAndTheFolderStaysOk() throws IOException {
        Files.createDirectories(dir.resolve("prices"));
        Files.writeString(dir.resolve("prices/ZZSYN.csv"), PRICES);
        Files.createDirectories(dir.resolve("options"));
        Files.writeString(dir.resolve("options/index.csv"), "what,ever\n1,2\n");
        PingData.Check c = DataPing.checks(DataSource.folder(dir)).getFirst();
        assertTrue(c.ok(), "one bad file costs only the answers that use it: " + c);
        assertEquals("readable, 1 price series, 0 option snapshots; 1 file left out (" + dir.toAbsolutePath().normalize()
                + "/options/index.csv line 1: needs the columns file and snapshot_time; its snapshot times are not used)", c.found());
    }
}
