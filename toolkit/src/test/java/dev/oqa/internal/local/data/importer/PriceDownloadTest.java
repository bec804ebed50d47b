package dev.oqa.internal.local.data.importer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.UsageException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Recognising and checking a price download (SYNTHETIC rows in Yahoo's, Stooq's and the normalised layouts). */
class PriceDownloadTest {
    @TempDir Path dir;

    private Path file(String name, String text) throws IOException { return Files.writeString(dir.resolve(name), text); }

    private String refusal(String name, String text) {
        return assertThrows(UsageException.class, () -> PriceDownload.read(file(name, text), null, PriceChecks.Moves.REFUSE)).getMessage();
    }

    @Test void theNormalisedLayoutKeepsItsAdjustedClose() throws IOException {
        PriceDownload d = PriceDownload.read(file("abc.csv", "date,open,high,low,close,adj_close,volume\n2024-01-02,1,1,1,5,4,9\n2024-01-03,1,1,1,5,4.2,9\n"), null, PriceChecks.Moves.REFUSE).orElseThrow();
        assertEquals("normalised prices", d.layout());
        assertEquals("ABC", d.ticker(), "from the file name");
        assertArrayEquals(new double[] {4, 4.2}, d.closes());
        assertEquals(LocalDate.of(2024, 1, 2), d.first());
        assertEquals(LocalDate.of(2024, 1, 3), d.last());
        assertEquals(2, d.size());
        assertArrayEquals(new int[] {2, 3}, d.lines(), "file lines, for messages");
    }

    @Test void stooqTextTakesTheTickerColumnWithoutItsMarketSuffixAndCompactDates() throws IOException {
        String text = "<TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT>\n"
                + "AAPL.US,D,20240102,000000,1,1,1,185.5,100,0\nAAPL.US,D,20240103,000000,1,1,1,184.25,100,0\n";
        PriceDownload d = PriceDownload.read(file("whatever.txt", text), null, PriceChecks.Moves.REFUSE).orElseThrow();
        assertEquals("Stooq daily (text)", d.layout());
        assertEquals("AAPL", d.ticker());
        assertEquals(LocalDate.of(2024, 1, 3), d.last());
        assertEquals("MINE", PriceDownload.read(dir.resolve("whatever.txt"), "MINE", PriceChecks.Moves.REFUSE).orElseThrow().ticker(), "an explicit ticker wins");
        String bad = refusal("s.txt", "<DATE>,<CLOSE>\n2024/01/02,1\n");
        assertTrue(bad.endsWith("line 2: date '2024/01/02' is not a YYYYMMDD date"), bad);
    }

    @Test void aGzippedDownloadWithAByteOrderMarkIsRead() throws IOException {
        Path gz = dir.resolve("msft.us.csv.gz");
        try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(gz))) {
            o.write("\uFEFFDate,Open,High,Low,Close,Volume\n2024-01-02,1,1,1,370,5\n2024-01-03,1,1,1,371,5\n".getBytes(StandardCharsets.UTF_8));
        }
        PriceDownload d = PriceDownload.read(gz, null, PriceChecks.Moves.REFUSE).orElseThrow();
        assertEquals("Stooq daily", d.layout());
        assertEquals("MSFT", d.ticker());
        assertArrayEquals(new double[] {370, 371}, d.closes());
    }

    @Test void aFileThatIsNotAPriceDownloadIsNotRecognised() throws IOException {
        assertEquals(Optional.empty(), PriceDownload.read(file("empty.csv", "\n\n"), null, PriceChecks.Moves.REFUSE));
        assertEquals(Optional.empty(), PriceDownload.read(file("other.csv", "name,value\na,1\n"), null, PriceChecks.Moves.REFUSE));
        assertEquals(Optional.empty(), PriceDownload.read(file("closeonly.csv", "date,close\n2024-01-02,1\n"), null, PriceChecks.Moves.REFUSE), "a close without open/high/low is no known layout");
    }

    @Test void splitsThatAreNotAdjustedAreNamedByTheirRatio() {
        String three = refusal("a.csv", "date,adj_close\n2024-01-02,150\n2024-01-03,100\n");
        assertTrue(three.endsWith("line 3: the price moves from 150 to 100 on 2024-01-03 (x0.6667), like a 3-for-2 split that is not adjusted;"
                + " import split-adjusted prices (Yahoo's Adj Close, Stooq's Close), or adjust the rows before 2024-01-03;"
                + " give --accept-moves if the move is real"), three);
        String reverse = refusal("b.csv", "date,adj_close\n2024-01-02,10\n2024-01-03,100.5\n");
        assertTrue(reverse.contains("like a 1-for-10 reverse split"), reverse);
        String four = refusal("c.csv", "date,adj_close\n2024-01-02,100\n2024-01-03,100\n2024-01-04,25.2\n");
        assertTrue(four.contains("line 4:") && four.contains("like a 4-for-1 split"), four);
    }

    @Test void eachRowRuleNamesTheLine() {
        assertTrue(refusal("a.csv", "date,adj_close\n2024-01-02,1\n").endsWith(": 1 price row(s); a daily series needs at least 2"));
        String ragged = refusal("b.csv", "date,adj_close\n2024-01-02,1\n2024-01-03\n");
        assertTrue(ragged.endsWith("line 3: 1 fields, the header has 2: '2024-01-03'"), ragged);
        String yahooNull = refusal("c.csv", "Date,Open,High,Low,Close,Adj Close,Volume\n2024-01-02,1,1,1,1,null,1\n");
        assertTrue(yahooNull.endsWith("line 2: price 'null' is not a number (Yahoo writes null for a day without data; delete that row)"), yahooNull);
        String word = refusal("d.csv", "date,adj_close\n2024-01-02,abc\n");
        assertTrue(word.endsWith("line 2: price 'abc' is not a number"), word);
        String negative = refusal("e.csv", "date,adj_close\n2024-01-02,-1\n");
        assertTrue(negative.endsWith("line 2: price -1 is not a finite positive number"), negative);
        String repeat = refusal("f.csv", "date,adj_close\n2024-01-02,1\n\n2024-01-02,1\n");
        assertTrue(repeat.endsWith("line 4: date 2024-01-02 repeats line 2; one row per trading day"), repeat);
        String slash = refusal("g.csv", "date,adj_close\n01/02/2024,1\n");
        assertTrue(slash.endsWith("line 2: date '01/02/2024' is not a YYYY-MM-DD date"), slash);
    }

    @Test void aYearLongGapIsAllowedAndLongerIsNot() throws IOException {
        // 2023-01-03 to 2024-01-03 is 365 days: allowed; one more day is a gap of more than 365.
        assertTrue(PriceDownload.read(file("ok.csv", "date,adj_close\n2023-01-03,1\n2024-01-03,1.01\n"), null, PriceChecks.Moves.REFUSE).isPresent());
        String gap = refusal("gap.csv", "date,adj_close\n2023-01-03,1\n2024-01-04,1.01\n");
        assertTrue(gap.contains("line 2 to line 3: a gap of 1.0 years between 2023-01-03 and 2024-01-04"), gap);
    }

    @Test void tickersFromFileNames() {
        assertEquals("AAPL", PriceDownload.tickerFromName(Path.of("aapl.us.txt")));
        assertEquals("NVDA", PriceDownload.tickerFromName(Path.of("NVDA.csv")));
        assertEquals("BRK-B", PriceDownload.tickerFromName(Path.of("BRK-B.csv.gz")));
    }
}
