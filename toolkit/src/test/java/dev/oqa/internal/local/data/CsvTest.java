package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.LocalDataException;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The toolkit's CSV dialect ({@link Csv}): fields as RFC 4180 reads them (Python's csv module gives the same fields for
 * each line here), the line each row starts on, the bounds, the writer, and text made safe for spreadsheets.
 * Every value is SYNTHETIC.
 */
class CsvTest {
    private static List<List<String>> rows(String text) {
        List<List<String>> out = new ArrayList<>();
        try (Csv.Rows r = Csv.read(text, "t.csv")) {
            for (String[] row; (row = r.next()) != null; ) out.add(List.of(row));
        }
        return out;
    }

    private static List<String> row(String line) { return rows(line + "\n").get(0); }

    @Test void plainFieldsKeepEveryEmptyOne() {
        assertEquals(List.of("a", "b", "c"), row("a,b,c"));
        assertEquals(List.of("", "a", "", ""), row(",a,,"));
        assertEquals(List.of("", ""), row(","));
        assertEquals(List.of(" x ", "y"), row(" x ,y"), "spaces are data");
        assertEquals(List.of(List.of("h"), List.of("#not a comment"), List.of("x")), rows("h\n#not a comment\nx\n"), "a row may start with #");
    }

    @Test void quotedFieldsHoldCommasDoubledQuotesAndLineEnds() {
        assertEquals(List.of("a,b", "c"), row("\"a,b\",c"));
        assertEquals(List.of("say \"hi\"", ""), row("\"say \"\"hi\"\"\","));
        assertEquals(List.of("x\"", "y"), row("\"x\"\"\",y"), "a doubled quote just before the closing one");
        assertEquals(List.of("end\""), row("\"end\"\"\""));
        assertEquals(List.of("a", "b"), row("\"a\",\"b\""));
        assertEquals(List.of("", "q"), row("\"\",q"), "an empty quoted field");
        assertEquals(List.of(List.of("a", "two\nlines"), List.of("b", "c")), rows("a,\"two\r\nlines\"\r\nb,c\r\n"), "CRLF inside quotes reads as LF");
    }

    @Test void blankLinesAreSkippedAndEachRowKnowsItsFirstLine() {
        try (Csv.Rows r = Csv.read("\uFEFFh1,h2\n\n  \nx,\"multi\nline\"\ny,z", "t.csv")) {
            assertEquals(List.of("h1", "h2"), List.of(r.next()), "the byte order mark is dropped");
            assertEquals(1, r.line());
            assertEquals(List.of("x", "multi\nline"), List.of(r.next()));
            assertEquals(4, r.line());
            assertEquals("t.csv line 4", r.where());
            assertEquals(List.of("y", "z"), List.of(r.next()));
            assertEquals(6, r.line(), "the quoted line end counts");
            assertNull(r.next());
        }
    }

    @Test void aFieldOrARowBeyondTheBoundsNamesTheFileAndLine() {
        String longField = "ok,fine\n" + "x".repeat(DataLimits.MAX_FIELD_CHARS + 1) + ",y\n";
        var e = assertThrows(LocalDataException.class, () -> rows(longField));
        assertEquals("t.csv line 2: a field longer than 4096 characters, the most a data file's field may hold (a quote that is never closed"
                + " runs on to the end of the file; limits: docs/DATA.md)", e.getMessage());
        String wide = "a\n" + "1,".repeat(DataLimits.MAX_COLUMNS) + "1\n";
        assertEquals("t.csv line 2: more than 256 fields in one row, the most a data file's row may have (limits: docs/DATA.md)",
                assertThrows(LocalDataException.class, () -> rows(wide)).getMessage());
        String unclosed = "a,b\n\"open,still\n" + "more text\n".repeat(600);
        assertTrue(assertThrows(LocalDataException.class, () -> rows(unclosed)).getMessage().startsWith("t.csv line 2: a field longer than"));
        assertEquals(List.of(List.of("a"), List.of("x".repeat(DataLimits.MAX_FIELD_CHARS))), rows("a\n" + "x".repeat(DataLimits.MAX_FIELD_CHARS) + "\n"),
                "a field at the bound is read");
    }

    @Test void theSniffingWindowEndsTheText() {
        String text = "ab\n" + ("1,2\n").repeat(DataLimits.SNIFF_CHARS);
        int n = 0;
        try (Csv.Rows r = Csv.sniff(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t.csv")) {
            while (r.next() != null) n++;
        }
        assertEquals(DataLimits.SNIFF_CHARS / 4 + 1, n, "64 KiB of 4-character rows, the last cut by the window");
    }

    @Test void writtenFieldsAreQuotedOnlyWhenTheyMustBeAndReadBackTheSame() {
        StringWriter w = new StringWriter();
        List<String> tricky = List.of("plain", "a,b", "say \"hi\"", "two\nlines", "cr\rx", " spaced ", "", "=1+1");
        Csv.Out out = Csv.write(w).row(tricky).row("1", "2");
        out.flush();
        assertEquals("plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\rx\", spaced ,,=1+1\n1,2\n", w.toString(), "data files keep text as it is");
        assertEquals(List.of("plain", "a,b", "say \"hi\"", "two\nlines", "cr\nx", " spaced ", "", "=1+1"), rows(w.toString()).get(0),
                "a CR inside quotes reads back as LF, as every line end does");
    }

    @Test void exportsNeutraliseFormulasAndLeaveNumbersAlone() {
        String csv = Csv.export().text("=cmd|' /C calc'!A0").text("+SUM(A1)").text("@A1").text("-A1+B1").text("\tx").number("-5").text("-5")
                .text("-0.25").text("+1e3").text("-2+3+cmd|' /C calc'!A0").text("plain").text("a-b").text("-").end().toString();
        assertEquals("'=cmd|' /C calc'!A0,'+SUM(A1),'@A1,'-A1+B1,'\tx,-5,-5,-0.25,+1e3,'-2+3+cmd|' /C calc'!A0,plain,a-b,'-\n", csv);
        assertEquals("'=HYPERLINK(\"x\")", Csv.spreadsheetText("=HYPERLINK(\"x\")"));
        assertEquals("", Csv.spreadsheetText(""));
    }

    /** The fast path for numbers in fields must give bit for bit the double that Double.parseDouble gives, or step aside (NaN). */
    @Test void plainDecimalsParseToTheSameDoubleAsParseDouble() {
        java.util.Random r = new java.util.Random(12);
        for (int i = 0; i < 200_000; i++) {
            String s = java.math.BigDecimal.valueOf(r.nextLong() % 1_000_000_000_000_000L, r.nextInt(9)).toPlainString();
            assertSameDouble(s);
        }
        for (String s : List.of("0", "-0", "0.0", "3300.1", "0.05", "-0.05", "1.", ".5", "4505.1001", "999999999999999",
                "0.000000000000001", "123456789012345.6", "0.1", "0.2", "0.3", "2.675", "1.0000000000000002", " 12.5 "))
            assertSameDouble(s);
        for (String s : List.of("", " ", "-", ".", "1e5", "1,234", "+1", "NaN", "Infinity", "1.2.3", "1234567890123456", "0x10", "1-"))
            assertTrue(Double.isNaN(ChainCsvReader.plain(s)), s);
    }

    private static void assertSameDouble(String s) {
        double fast = ChainCsvReader.plain(s);
        if (Double.isNaN(fast)) {
            assertTrue(s.replace("-", "").replace(".", "").length() > 15, "only long numbers step aside: " + s);
            return;
        }
        assertEquals(Double.doubleToRawLongBits(Double.parseDouble(s)), Double.doubleToRawLongBits(fast), s);
    }

    @Test void fieldTextInMessagesStaysOnOneLineAndIsShort() {
        assertEquals("'a\\nb\\rc\u001b[2J'", Csv.shown("a\nb\rc\u001b[2J"), "other controls are the output's to escape");
        assertEquals("'" + "y".repeat(40) + "...'", Csv.shown("y".repeat(41)));
    }
}
