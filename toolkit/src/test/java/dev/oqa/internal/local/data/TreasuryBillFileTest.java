package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.LocalDataException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's own {@code macro/FRED_TB3MS.csv} (SYNTHETIC rates, not FRED's): months, gaps, alignment and every way the
 * file can be wrong. Hand values by the class's rule: 5.00 → P = 1 − 0.05·91/360, annual (1/P)^(365/91) − 1 =
 * 5.2341341 %, daily 0.020247101 %; 4.00 → annual 4.1604152 %, daily 0.016176697 %.
 */
class TreasuryBillFileTest {
    @TempDir Path dir;

    private String where() { return "macro/FRED_TB3MS.csv (user data: " + dir.toAbsolutePath().normalize() + ")"; }

    private TreasuryBillRates rates(String text) throws IOException {
        Files.createDirectories(dir.resolve("macro"));
        Files.writeString(dir.resolve(TreasuryBillRates.FILE), text);
        return TreasuryBillRates.of(DataSource.folder(dir));
    }

    private static final String FILE = "date,tb3ms\n2024-01-01,5.00\n2024-02-01,\n\n2024-03-01,4.00\n";

    @Test void eachDateTakesItsMonthOrTheLastEarlierOne() throws IOException {
        TreasuryBillRates r = rates(FILE);
        assertEquals(YearMonth.of(2024, 1), r.first());
        assertEquals(YearMonth.of(2024, 3), r.last());
        assertEquals(5.0, r.percentFor(LocalDate.of(2024, 1, 31)));
        assertEquals(5.0, r.percentFor(LocalDate.of(2024, 2, 15)), "February is blank in the file: January's rate");
        assertEquals(4.0, r.percentFor(LocalDate.of(2024, 3, 1)));
        assertEquals(0.000202471012, r.dailyFor(LocalDate.of(2024, 1, 2)), 1e-12);
        var e = assertThrows(LocalDataException.class, () -> r.percentFor(LocalDate.of(2023, 12, 29)));
        assertEquals(where() + " starts in 2024-01; no T-bill rate for 2023-12-29", e.getMessage());
    }

    @Test void theWindowAveragesTheDailyRatesAndSaysWhenTheSeriesEnded() throws IOException {
        TreasuryBillRates r = rates(FILE);
        TreasuryBillRates.Window w = r.over(List.of(LocalDate.of(2024, 1, 10), LocalDate.of(2024, 3, 5)));
        assertEquals((0.00020247101176851 + 0.00016176696796744) / 2, w.meanDaily(), 1e-15);
        assertEquals(0.0469590369, w.annual(), 1e-10); // (1 + mean daily)^252 − 1
        assertEquals(LocalDate.of(2024, 1, 10), w.from());
        assertEquals(LocalDate.of(2024, 3, 5), w.to());
        assertTrue(w.note().startsWith("risk-free rate: 3-month T-bill (FRED TB3MS, " + where() + "), mean 4.6959% a year over 2024-01-10..2024-03-05"), w.note());
        assertTrue(!w.note().contains("the series ends"), w.note());
        TreasuryBillRates.Window later = r.over(List.of(LocalDate.of(2024, 4, 1)));
        assertEquals(0.00016176696796744, later.meanDaily(), 1e-15);
        assertTrue(later.note().endsWith("; the series ends in 2024-03, later months use 2024-03's rate"), later.note());
        assertThrows(IllegalArgumentException.class, () -> r.over(List.of()));
    }

    @Test void everyMalformedFileNamesTheLineAndWhatIsExpected() throws IOException {
        assertEquals(where() + " line 1: expected the header date,tb3ms (a date column, then TB3MS), got 'when,rate'",
                assertThrows(LocalDataException.class, () -> rates("when,rate\n2024-01-01,5\n")).getMessage());
        assertEquals(where() + " line 1: expected the header date,tb3ms (a date column, then TB3MS), got nothing",
                assertThrows(LocalDataException.class, () -> rates("")).getMessage());
        assertEquals(where() + " line 3: expected 2 fields, got 3",
                assertThrows(LocalDataException.class, () -> rates("date,tb3ms\n2024-01-01,5\n2024-02-01,5,6\n")).getMessage());
        assertEquals(where() + " line 2: '2024-13-01' is not a YYYY-MM-DD date",
                assertThrows(LocalDataException.class, () -> rates("DATE,TB3MS\n2024-13-01,5\n")).getMessage());
        assertEquals(where() + " line 2: 'five' is not a rate in percent",
                assertThrows(LocalDataException.class, () -> rates("date,tb3ms\n2024-01-01,five\n")).getMessage());
        // the checks FRED's download has always had hold for the folder's file too: one reader for both
        assertEquals(where() + " line 3: 2024-01-01 does not come after 2024-02-01",
                assertThrows(LocalDataException.class, () -> rates("date,tb3ms\n2024-02-01,5\n2024-01-01,5\n")).getMessage());
        assertEquals(where() + " line 2: 'NaN' is not a T-bill rate in percent (-5.0 to 100.0)",
                assertThrows(LocalDataException.class, () -> rates("date,tb3ms\n2024-01-01,NaN\n")).getMessage());
        assertEquals(where() + " has no observation of TB3MS",
                assertThrows(LocalDataException.class, () -> rates("date,tb3ms\n2024-01-01,\n")).getMessage());
    }

    @Test void withoutAFileOfItsOwnAFolderUsesTheBundledSeries() {
        TreasuryBillRates r = TreasuryBillRates.of(DataSource.folder(dir));
        assertEquals(YearMonth.of(2026, 1), r.last());
        assertTrue(r.over(List.of(LocalDate.of(2025, 1, 2))).note().contains("FRED TB3MS, macro/FRED_TB3MS.csv (bundled)"));
    }
}
