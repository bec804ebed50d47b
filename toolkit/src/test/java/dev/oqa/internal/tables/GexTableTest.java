package dev.oqa.internal.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.data.GexData;
import dev.oqa.model.data.StrikeValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;

class GexTableTest {
    /** Hand-made (synthetic) data: strikes deliberately out of order and not all present in every series. */
    private static GexData data(Map<String, List<StrikeValue>> series) {
        return new GexData("SPY", 445.0, "open_interest", 0.1, List.of("2023-09-15"), List.of("all"), 441.0,
                series, Map.of("call_wall", 450.0), "open_interest", "dollar_gamma");
    }

    private static Map<String, List<StrikeValue>> threeSeries() {
        Map<String, List<StrikeValue>> s = new LinkedHashMap<>();
        s.put("gamma", List.of(new StrikeValue(450, 2.5e8), new StrikeValue(440, -1.2e9), new StrikeValue(445, 3.0e7)));
        s.put("cumulative_scaled", List.of(new StrikeValue(440, -1.0), new StrikeValue(445, -0.97), new StrikeValue(450, -0.76)));
        s.put("smoothed", List.of(new StrikeValue(440, -9.0e8), new StrikeValue(450, 2.0e8)));
        return s;
    }

    @Test
    void oneRowPerStrikeAscendingWithTheFourDoubleColumns() {
        Table t = GexTable.of(data(threeSeries()));
        assertEquals(List.of("strike", "gamma", "cumulative_scaled", "smoothed"), t.columnNames());
        t.columns().forEach(c -> assertEquals(ColumnType.DOUBLE, c.type(), c.name()));
        assertEquals(3, t.rowCount());
        assertEquals(List.of(440.0, 445.0, 450.0), t.doubleColumn("strike").asList());
        assertEquals(-1.2e9, t.doubleColumn("gamma").get(0));
        assertEquals(2.5e8, t.doubleColumn("gamma").get(2));
        assertEquals(-0.97, t.doubleColumn("cumulative_scaled").get(1));
    }

    @Test
    void aStrikeMissingFromOneSeriesIsAMissingCellNotZero() {
        Table t = GexTable.of(data(threeSeries()));
        assertTrue(t.doubleColumn("smoothed").isMissing(1), "smoothed has no 445 strike");
        assertEquals(2.0e8, t.doubleColumn("smoothed").get(2));
    }

    @Test
    void absentSeriesStillGiveTheirColumnsAndExtraServerSeriesAreAppended() {
        Map<String, List<StrikeValue>> s = new LinkedHashMap<>();
        s.put("gamma", List.of(new StrikeValue(100, 1)));
        s.put("call_gamma", List.of(new StrikeValue(100, 3), new StrikeValue(105, 4)));
        Table t = GexTable.of(data(s));
        assertEquals(List.of("strike", "gamma", "cumulative_scaled", "smoothed", "call_gamma"), t.columnNames());
        assertEquals(2, t.rowCount());
        assertTrue(t.doubleColumn("gamma").isMissing(1));
        assertTrue(t.doubleColumn("smoothed").isMissing(0));
        assertEquals(4.0, t.doubleColumn("call_gamma").get(1));
    }

    @Test
    void aStrikeListedTwiceIsRejectedWithTheSeriesName() {
        Map<String, List<StrikeValue>> s = new LinkedHashMap<>();
        s.put("gamma", List.of(new StrikeValue(100, 1), new StrikeValue(100, 2)));
        var e = assertThrows(IllegalArgumentException.class, () -> GexTable.of(data(s)));
        assertTrue(e.getMessage().contains("'gamma'") && e.getMessage().contains("100.0 twice"), e.getMessage());
    }

    @Test
    void noSeriesGivesAnEmptyTableWithTheColumns() {
        Table t = GexTable.of(data(null));
        assertEquals(0, t.rowCount());
        assertEquals(4, t.columnCount());
    }
}
