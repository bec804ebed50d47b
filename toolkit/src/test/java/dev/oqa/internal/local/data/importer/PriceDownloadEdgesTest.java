package dev.oqa.internal.local.data.importer;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Price downloads at the edges users meet: times after dates, blank lines first, zero prices, long files (SYNTHETIC rows). */
class PriceDownloadEdgesTest {
    @TempDir Path dir;

    private Path file(String name, String text) throws IOException { return Files.writeString(dir.resolve(name), text); }

    @Test void aTimeAfterTheDateIsDropped() throws IOException {
        PriceDownload d = PriceDownload.read(file("t.csv", "date,adj_close\n2024-01-02 00:00:00,1\n2024-01-03T16:00:00Z,1.01\n"), null, PriceChecks.Moves.REFUSE).orElseThrow();
        assertEquals(LocalDate.of(2024, 1, 2), d.first());
        assertEquals(LocalDate.of(2024, 1, 3), d.last());
        String bad = assertThrows(UsageException.class, () -> PriceDownload.read(file("u.csv", "date,adj_close\n2024-01-02/16:00,1\n2024-01-03,1\n"), null, PriceChecks.Moves.REFUSE)).getMessage();
        assertTrue(bad.endsWith("line 2: date '2024-01-02/16:00' is not a YYYY-MM-DD date"), bad);
    }

    @Test void blankLinesBeforeTheHeaderAreSkipped() throws IOException {
        PriceDownload d = PriceDownload.read(file("zzb.csv", "\n  \ndate,adj_close\n2024-01-02,1\n2024-01-03,1.01\n"), null, PriceChecks.Moves.REFUSE).orElseThrow();
        assertEquals("normalised prices", d.layout());
        assertArrayEquals(new int[] {4, 5}, d.lines());
        assertTrue(PriceDownload.read(file("empty.csv", "\n\n"), null, PriceChecks.Moves.REFUSE).isEmpty(), "no header at all: not a price download");
    }

    @Test void aZeroPriceIsRefused() {
        String zero = assertThrows(UsageException.class, () -> PriceDownload.read(file("z.csv", "date,adj_close\n2024-01-02,1\n2024-01-03,0\n"), null, PriceChecks.Moves.REFUSE)).getMessage();
        assertTrue(zero.endsWith("line 3: price 0 is not a finite positive number"), zero);
    }

    @Test void aLongHistoryIsReadWhole() throws IOException {
        // 5,000 weekdays (more than the reader's first allocation), a close drifting 0.01% a day
        StringBuilder sb = new StringBuilder("date,adj_close\n");
        LocalDate d = LocalDate.of(2000, 1, 3);
        double p = 10;
        int rows = 0;
        for (; rows < 5000; d = d.plusDays(1)) {
            if (d.getDayOfWeek().getValue() > 5) continue;
            sb.append(d).append(',').append(p).append('\n');
            p *= 1.0001;
            rows++;
        }
        PriceDownload dl = PriceDownload.read(file("zzlong.csv", sb.toString()), null, PriceChecks.Moves.REFUSE).orElseThrow();
        assertEquals(5000, dl.size());
        assertEquals(LocalDate.of(2000, 1, 3), dl.first());
        assertEquals(d.minusDays(1), dl.last());
        assertEquals(5001, dl.lines()[4999]);
        assertEquals(10 * Math.pow(1.0001, 4999), dl.closes()[4999], 1e-9);
    }
}
