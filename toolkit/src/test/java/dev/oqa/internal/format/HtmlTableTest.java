package dev.oqa.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class HtmlTableTest {
    private static int count(String s, String needle) {
        Matcher m = Pattern.compile(Pattern.quote(needle)).matcher(s);
        int n = 0;
        while (m.find()) n++;
        return n;
    }

    @Test
    void escapesHeadersAndCells() {
        Table t = Table.create("x", StringColumn.create("<name> & \"q\"", "<script>alert('x')</script>", "a&b"));
        String h = HtmlTable.of(t, 10);
        assertFalse(h.contains("<script>"), h);
        assertTrue(h.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"), h);
        assertTrue(h.contains("&lt;name&gt; &amp; &#34;q&#34;"), h);
        assertTrue(h.contains(">a&amp;b<"), h);
    }

    @Test
    void cutsAtMaxRowsAndSaysHowManyMore() {
        Table t = Table.create("x", IntColumn.create("n", java.util.stream.IntStream.range(0, 30).toArray()));
        String h = HtmlTable.of(t, 25);
        assertEquals(25 + 1, count(h, "<tr>") - 1, "25 body rows plus the header (the footer is a row too)");
        assertTrue(h.contains("5 more rows (30 in all)"), h);
        assertTrue(h.contains(">24<") && !h.contains(">25<"), "rows 0..24 only");

        assertTrue(HtmlTable.of(t, 29).contains("1 more row (30 in all)"));
        assertFalse(HtmlTable.of(t, 30).contains("more row"), "no footer when nothing is cut");
        assertFalse(HtmlTable.of(t, 100).contains("<tfoot>"));
        assertTrue(HtmlTable.of(t, 0).contains("30 more rows"));
    }

    @Test
    void formatsNumbersPerColumnAndRightAlignsThem() {
        Table t = Table.create("x",
                DoubleColumn.create("strike", 445.0, 447.5, 450.0),
                DoubleColumn.create("gamma", -1.2345678e9, 350_000_000.4, 0.1 + 0.2),
                DoubleColumn.create("ratio", 0.012345, -0.5, 0.25),
                IntColumn.create("oi", 1200, 35, 7));
        String h = HtmlTable.of(t, 10);
        assertTrue(h.contains(">445.0<") && h.contains(">447.5<"), "strikes share one decimal: " + h);
        assertTrue(h.contains(">-1,234,567,800<") && h.contains(">350,000,000<") && h.contains(">0<"), "dollar totals: no decimals, grouped");
        assertTrue(h.contains(">0.0123<") || h.contains(">0.012<"), "small ratios keep significant digits: " + h);
        assertTrue(h.contains(">1,200<"), "integers grouped");
        assertTrue(h.contains("text-align:right;\">445.0<"), "numbers right-aligned");
    }

    @Test
    void missingValuesShowAsADash() {
        DoubleColumn c = DoubleColumn.create("v", 1.5);
        c.appendMissing();
        String h = HtmlTable.of(Table.create("x", c), 5);
        assertTrue(h.contains(">1.5<"));
        assertTrue(h.contains("—</span>"), h);
        assertFalse(h.contains("NaN"));
    }

    @Test
    void rejectsANegativeRowCount() {
        Table t = Table.create("x", IntColumn.create("n", 1));
        var e = assertThrows(IllegalArgumentException.class, () -> HtmlTable.of(t, -1));
        assertEquals("maxRows must be 0 or more, got -1", e.getMessage());
    }
}
