package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Splitting CSV lines as RFC 4180 reads them (Python's csv module gives the same fields for each non-empty line here; an empty line is one empty field). */
class CsvSplitTest {
    @Test void plainFieldsKeepEveryEmptyOne() {
        assertEquals(List.of("a", "b", "c"), CsvFields.split("a,b,c"));
        assertEquals(List.of("", "a", "", ""), CsvFields.split(",a,,"));
        assertEquals(List.of(""), CsvFields.split(""));
        assertEquals(List.of("", ""), CsvFields.split(","));
        assertEquals(List.of(" x ", "y"), CsvFields.split(" x ,y"), "spaces are data");
    }

    @Test void quotedFieldsHoldCommasAndDoubledQuotes() {
        assertEquals(List.of("a,b", "c"), CsvFields.split("\"a,b\",c"));
        assertEquals(List.of("say \"hi\"", ""), CsvFields.split("\"say \"\"hi\"\"\","));
        assertEquals(List.of("x\"", "y"), CsvFields.split("\"x\"\"\",y"), "a doubled quote just before the closing one");
        assertEquals(List.of("end\""), CsvFields.split("\"end\"\"\""));
        assertEquals(List.of("a", "b"), CsvFields.split("\"a\",\"b\""));
        assertEquals(List.of("", "q"), CsvFields.split("\"\",q"), "an empty quoted field");
        assertEquals(List.of("open,still"), CsvFields.split("\"open,still"), "an unclosed quote runs to the end of the line");
    }

    @Test void aByteOrderMarkIsDropped() {
        assertEquals("date", CsvFields.stripBom("\uFEFFdate"));
        assertEquals("date", CsvFields.stripBom("date"));
        assertEquals("", CsvFields.stripBom(""));
    }
}
