package dev.oqa.query;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.Json;
import dev.oqa.model.data.ChainData;
import dev.oqa.internal.tables.ChainTable;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;

class ChainTableTest {
    @Test void openRowsBecomeTypedColumnsWithMissingValues() throws Exception {
        ChainData d = Json.MAPPER.treeToValue(Json.MAPPER.readTree("{\"ticker\":\"SPY\",\"spot\":450,\"expirations\":[\"2023-09-15\"],\"selected_expiry\":null,"
                + "\"chain\":[{\"strike\":450,\"type\":\"C\",\"bid\":null,\"itm\":true},{\"strike\":455,\"type\":\"P\",\"bid\":1.5,\"oi\":10},"
                + "{\"strike\":460,\"type\":7}]}"), ChainData.class);
        Table t = ChainTable.of(d);
        assertEquals("SPY chain", t.name());
        assertEquals(3, t.rowCount());
        assertEquals(java.util.List.of("strike", "type", "bid", "itm", "oi"), t.columnNames());
        assertEquals(ColumnType.DOUBLE, t.column("strike").type());
        assertEquals(ColumnType.STRING, t.column("type").type(), "mixed kinds widen to text");
        assertEquals(ColumnType.BOOLEAN, t.column("itm").type());
        assertTrue(t.doubleColumn("bid").isMissing(0), "JSON null is missing, not zero");
        assertEquals(1.5, t.doubleColumn("bid").get(1));
        assertTrue(t.doubleColumn("oi").isMissing(0));
        assertEquals("7", t.stringColumn("type").get(2));
    }
}
