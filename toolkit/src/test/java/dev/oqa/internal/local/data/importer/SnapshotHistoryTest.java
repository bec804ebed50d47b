package dev.oqa.internal.local.data.importer;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.fetch.KeylessFormats;
import dev.oqa.internal.local.data.DataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code data list --history}: days, gaps by the NYSE calendar, size on disk. Chains are SYNTHETIC (two contracts each, made up here). */
class SnapshotHistoryTest {
    @TempDir Path dir;

    private void snapshot(String und, String day) throws Exception {
        LocalDate d = LocalDate.parse(day);
        List<KeylessFormats.Quote> q = List.of(
                new KeylessFormats.Quote(und + "261218C00600000", 10.0, 10.4, 0.2, 100, 10, 0.5, 0.01, 10.2, 0.1, day + "T15:59:00"),
                new KeylessFormats.Quote(und + "261218P00600000", 9.0, 9.4, 0.2, 100, 10, -0.5, 0.01, 9.2, 0.1, day + "T15:59:00"));
        Files.createDirectories(dir.resolve("options"));
        Files.writeString(dir.resolve("options/" + und + "_" + day + ".csv"), KeylessFormats.normalisedCsv(und, d, 600, q));
    }

    @Test void gapsAreSessionsWithoutASnapshot() throws Exception {
        // Wednesday before Thanksgiving, the Friday after (an early close), then Tuesday: Thursday is a holiday and
        // the weekend is not a session, so the one gap is Monday 2026-11-30
        for (String d : List.of("2026-11-25", "2026-11-27", "2026-12-01")) snapshot("SPY", d);
        for (String d : List.of("2026-11-20", "2026-12-01")) snapshot("QQQ", d);
        SnapshotHistory h = SnapshotHistory.of(DataSource.folder(dir));
        assertEquals(List.of("QQQ", "SPY"), h.underlyings().stream().map(SnapshotHistory.Underlying::ticker).toList());
        SnapshotHistory.Underlying spy = h.underlyings().get(1), qqq = h.underlyings().get(0);
        assertEquals(LocalDate.of(2026, 11, 25), spy.first());
        assertEquals(LocalDate.of(2026, 12, 1), spy.last());
        assertEquals(3, spy.days());
        assertEquals(1, spy.gaps());
        assertEquals(List.of("2026-11-30"), spy.ranges());
        long bytes = 0;
        for (String d : List.of("2026-11-25", "2026-11-27", "2026-12-01")) bytes += Files.size(dir.resolve("options/SPY_" + d + ".csv"));
        assertEquals(bytes, spy.bytes());
        // 2026-11-23..25, 27, 30: five sessions between 11-20 and 12-01 (Thanksgiving and the weekends left out)
        assertEquals(5, qqq.gaps());
        assertEquals(List.of("2026-11-23..2026-11-30"), qqq.ranges());
        String text = h.text();
        assertTrue(text.contains("  SPY      2026-11-25 2026-12-01     3      1"), text);
    }

    @Test void theBundledSetIsListedButNotCountedOnDisk() {
        SnapshotHistory h = SnapshotHistory.of(DataSource.bundled());
        SnapshotHistory.Underlying spy = h.underlyings().stream().filter(u -> u.ticker().equals("SPY")).findFirst().orElseThrow();
        assertEquals(LocalDate.of(2023, 9, 14), spy.first());
        assertEquals(LocalDate.of(2025, 9, 25), spy.last());
        assertEquals(2, spy.days());
        assertEquals(0, spy.bytes());
        assertEquals(2, spy.bundled());
        // sessions strictly between the two snapshot days, by the calendar
        assertEquals(dev.oqa.internal.calendar.TradingCalendar.nyse().tradingDays(LocalDate.of(2023, 9, 15), LocalDate.of(2025, 9, 24)).size(), spy.gaps());
    }

    @Test void sizesReadAsPeopleWriteThem() {
        assertEquals("999 B", SnapshotHistory.bytes(999));
        assertEquals("1.5 KB", SnapshotHistory.bytes(1500));
        assertEquals("2.3 MB", SnapshotHistory.bytes(2_345_678));
    }
}
