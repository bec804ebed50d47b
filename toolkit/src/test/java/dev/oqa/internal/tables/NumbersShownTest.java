package dev.oqa.internal.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.oqa.internal.format.Decimals;
import dev.oqa.internal.format.HtmlTable;
import dev.oqa.internal.format.Percent;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.GexData;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;

/** Numbers as csv writes them and as tables show them: plain, round-trip, no -0.00, a column's decimals by its kind. */
class NumbersShownTest {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    @Test
    void csvNumbersArePlainDecimalsThatReadBackToTheSameDouble() {
        assertEquals("-17267337.657557808", LongForm.plain(F.numberNode(-1.7267337657557808E7)));
        assertEquals("0.000012", LongForm.plain(F.numberNode(1.2e-5)));
        assertEquals("-2530748.3", LongForm.plain(F.numberNode(-2530748.3)));
        assertEquals("10000000", LongForm.plain(F.numberNode(1e7)));
        assertEquals("42", LongForm.plain(F.numberNode(42)));
        // Real bundled data (SPY 2025-09-25): dollar gamma in the tens of millions, the scaled sum below 1e-3.
        Answer<GexData> a = LocalEngine.of(DataSource.bundled(), LocalDate.of(2025, 9, 25))
                .answer(ApiRequest.to(Endpoint.GEX).param("ticker", "SPY").build(), GexData.class);
        LongForm.Member main = LongForm.of(Endpoint.GEX, a).get(0);
        List<String> lines = main.csv().lines().toList();
        assertEquals("series,strike,value", lines.get(0));
        int checked = 0;
        for (int i = 1; i < lines.size(); i++) {
            String[] cells = lines.get(i).split(",");
            assertFalse(cells[2].contains("E"), "plain decimal: " + lines.get(i));
            assertEquals(main.rows().get(i - 1).get("value").asDouble(), Double.parseDouble(cells[2]), 0, "round trip: " + lines.get(i));
            checked++;
        }
        assertTrue(checked > 500, "every row: " + checked);
    }

    @Test
    void noMinusZeroAndPercentColumnsKeepTwoDecimalsWhateverTheirSize() {
        assertEquals("0.00", Decimals.format(2).format(-0.001));
        assertEquals("-0.01", Decimals.format(2).format(-0.006));
        assertEquals("-1,234.50", Decimals.format(2).format(-1234.5));
        assertEquals("0.00%", Decimals.percent().format(-0.00001));
        DoubleColumn small = Percent.of(DoubleColumn.create("from_spot", new double[] {-0.00001, 0.0012}));
        assertEquals("0.00%", small.getString(0));
        // SPX levels a fraction of a percent from spot, SPY's several percent: both two decimals in a panel.
        for (double[] values : new double[][] {{-0.12, 0.31}, {-4.6, 1.8}}) {
            Table shown = Percent.forDisplay(Table.create("levels", Percent.of(DoubleColumn.create("from_spot", values))));
            String html = HtmlTable.of(shown, 10);
            assertTrue(html.contains(String.format(java.util.Locale.ROOT, "%.2f", values[1] * 100)), html);
            assertFalse(html.matches("(?s).*\\d\\.\\d{3}<.*"), "no third decimal: " + html);
        }
        String gex = GexTable.levels(LocalEngine.of(DataSource.bundled(), LocalDate.of(2023, 9, 14))
                .answer(ApiRequest.to(Endpoint.GEX).param("ticker", "SPX").build(), GexData.class).data()).print();
        assertFalse(gex.contains("-0.00"), gex);
    }
}
