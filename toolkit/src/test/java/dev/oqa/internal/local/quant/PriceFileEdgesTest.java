package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.LocalDataException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Price files a user may hand the engine (SYNTHETIC rows, not market data): each accepted form, each precise refusal. */
class PriceFileEdgesTest {
    @TempDir Path dir;

    private PriceSeries load(String text) throws IOException {
        Files.createDirectories(dir.resolve("prices"));
        Files.writeString(dir.resolve("prices/X.csv"), text);
        return PriceLoader.load(DataSource.folder(dir), "X");
    }

    private String refusal(String text) {
        return assertThrows(LocalDataException.class, () -> load(text)).getMessage();
    }

    private String file() { return "prices/X.csv"; }

    @Test void aByteOrderMarkAnIsoTimestampAndBlankLinesAreRead() throws IOException {
        PriceSeries s = load("\uFEFFDate,Adj Close\n2024-01-02T00:00:00Z,10\n\n2024-01-03,11.5\n");
        assertEquals(2, s.size());
        assertEquals(LocalDate.of(2024, 1, 2), s.firstDate());
        assertEquals(11.5, s.price(1));
    }

    @Test void eachRefusalNamesTheFileTheLineAndTheRule() {
        String where = dir.toAbsolutePath().normalize().resolve(file()).toString();
        String empty = refusal("");
        assertEquals(true, empty.endsWith(" is empty; expected a header date,open,high,low,close,adj_close,volume"), empty);
        String noDate = refusal("day,adj_close\n2024-01-02,1\n");
        assertEquals(true, noDate.contains("line 1: header 'day,adj_close' lacks 'date'; expected date,open,high,low,close,adj_close,volume"), noDate);
        String headerOnly = refusal("date,adj_close\n");
        assertEquals(true, headerOnly.endsWith(" has a header but no price rows"), headerOnly);
        String zero = refusal("date,adj_close\n2024-01-02,0\n");
        assertEquals(true, zero.endsWith("line 2: adj_close 0 must be a positive finite price"), zero);
        String inf = refusal("date,adj_close\n2024-01-02,Infinity\n");
        assertEquals(true, inf.endsWith("line 2: adj_close Infinity must be a positive finite price"), inf);
        String feb30 = refusal("date,adj_close\n2024-02-30,1\n");
        assertEquals(true, feb30.endsWith("line 2: date '2024-02-30' is not a YYYY-MM-DD date"), feb30);
        String dup = refusal("date,adj_close\n2024-01-02,1\n2024-01-02,2\n");
        assertEquals(true, dup.endsWith("line 3: date 2024-01-02 is not after the previous row's 2024-01-02; rows must be ascending by date without duplicates"), dup);
        String wide = refusal("date,adj_close\n2024-01-02,1,2\n");
        assertEquals(true, wide.endsWith("line 2: 3 fields, the header has 2: '2024-01-02,1,2'"), wide);
        String longLine = refusal("date,adj_close\n2024-01-02," + "1.5 ".repeat(30) + ",x\n");
        assertEquals(true, longLine.endsWith("...'") && longLine.contains("'2024-01-02,1.5 1.5"), longLine);
        assertEquals(true, longLine.length() < where.length() + 200, "a long line is cut to 80 characters: " + longLine);
    }
}
