package dev.oqa.internal.shape;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.oqa.internal.spec.Endpoints;
import dev.oqa.internal.tables.ChainTable;
import dev.oqa.model.ChainStream;
import dev.oqa.model.Json;
import dev.oqa.model.Unread;
import dev.oqa.model.data.ChainData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The client's fast path for a chain (the body streamed to columns, the common shape checked on the columns, the table
 * made from them) answers exactly what the tolerant reader answers from an ordinary Jackson tree of the same body:
 * the same record, the same unread members, the same table, or the same error.
 */
class ChainFastPathTest {
    private static final ObjectReader TREES = Json.MAPPER.reader().with(JsonParser.Feature.USE_FAST_DOUBLE_PARSER);

    /** A records chain of {@code n} rows with plain numbers, nulls, booleans and a field the document does not name. */
    static String rows(int n, String cellOfRow7) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : ",").append("{\"contract\":\"SPY230915").append(i % 2 == 0 ? 'C' : 'P').append(String.format("%08d", 300_000 + i * 500))
              .append("\",\"expiry\":\"2023-09-").append(15 + (i / 40) * 7).append("\",\"type\":\"").append(i % 2 == 0 ? "call" : "put")
              .append("\",\"strike\":").append(300 + (i / 2) * 0.5).append(",\"bid\":").append(i % 9 == 0 ? "null" : String.valueOf(1.05 + i * 0.013))
              .append(",\"volume\":").append(i * 37 % 1000).append(",\"itm\":").append(i % 3 == 0).append(",\"vendor_code\":\"X").append(i % 4).append('"');
            if (i == 7 && cellOfRow7 != null) sb.append(',').append(cellOfRow7);
            sb.append('}');
        }
        return sb.append(']').toString();
    }

    static String data(String chain, String more) {
        return "{\"ticker\":\"SPY\",\"spot\":450.5,\"expirations\":[\"2023-09-15\",\"2023-09-22\"],\"selected_expiry\":null"
                + (more.isEmpty() ? "" : "," + more) + ",\"chain\":" + chain + ",\"open_member\":{\"x\":[1,2]}}";
    }

    /** Both paths on one body; true when the fast one kept the streamed columns to the end (no row node built). */
    static boolean samePaths(String data) {
        byte[] body = ("{\"success\":true,\"data\":" + data + ",\"meta\":{}}").getBytes(StandardCharsets.UTF_8);
        Reading<ChainData> fast, tolerant;
        RuntimeException fastError = null, tolerantError = null;
        try {
            fast = Endpoints.CHAIN.reader().read(Json.tree(body).get("data"));
        } catch (RuntimeException e) {
            fast = null;
            fastError = e;
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        try {
            JsonNode plain = TREES.readTree(body).get("data");
            assertFalse(plain.path("chain") instanceof ChainStream.Rows, "the reference is an ordinary tree");
            tolerant = Endpoints.CHAIN.reader().read(plain);
        } catch (RuntimeException e) {
            tolerant = null;
            tolerantError = e;
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        if (tolerant == null || fast == null) {
            assertNotNull(tolerantError, "the tolerant reader failed where the fast path did not: " + fastError);
            assertNotNull(fastError, "the fast path failed where the tolerant reader did not: " + tolerantError);
            assertEquals(tolerantError.getClass(), fastError.getClass());
            assertEquals(tolerantError.getMessage(), fastError.getMessage());
            return false;
        }
        ChainData want = tolerant.record(), got = fast.record();
        assertEquals(want.ticker(), got.ticker());
        assertEquals(0, Double.compare(want.spot(), got.spot()), "spot");
        assertEquals(want.expirations(), got.expirations());
        assertEquals(want.selectedExpiry(), got.selectedExpiry());
        assertEquals(tolerant.unread().stream().map(Unread::member).toList(), fast.unread().stream().map(Unread::member).toList(), "unread members");
        Table wantTable = ChainTable.of(want), gotTable = ChainTable.of(got);
        assertEquals(wantTable.name(), gotTable.name());
        ChainStreamTest.assertSameTable(wantTable, gotTable);
        boolean columns = got.chain() instanceof ChainStream.Rows r && r.columnsIntact();
        assertEquals(want.chain(), got.chain(), "the chain as JSON");
        return columns;
    }

    @Test void theCommonShapeStaysColumnsAndAnswersAsTheTolerantReader() {
        assertTrue(samePaths(data(rows(300, null), "")), "records with plain numbers take the fast path");
        assertTrue(samePaths(data(rows(300, "\"late_field\":\"only here\",\"note\":\"SPY weekly\""), "\"extra\":1")), "unknown members too");
        assertTrue(samePaths(data(rows(50, "\"code\":\"N7\",\"flag\":\"Inline\",\"d\":\"2023-09-15T16:00\",\"w\":\"+x\",\"v\":\"-\""), "")),
                "text that only starts like a number or a missing value");
        assertTrue(samePaths(data("[]", "")));
        assertTrue(samePaths(data(rows(30, "\"iv\":\"\\u00a0\",\"name\":\"\u00e9t\u00e9\""), "")),
                "escapes and non-ASCII text: read by Jackson's tokens, still columns (a no-break space is not blank to strip())");
        assertTrue(samePaths(data(rows(20, "\"tiny\":1e-400"), "")), "an underflow is zero, finite");
    }

    @Test void stringsForNumbersMissingMarkersAndInfinitiesGoTheTolerantWay() {
        for (String cell : List.of("\"iv\":\"0.25\"", "\"iv\":\" 0.25 \"", "\"iv\":\".25\"", "\"iv\":\"-1,234.5\"", "\"iv\":\"+3\"",
                "\"iv\":\"NaN\"", "\"iv\":\"nan\"", "\"iv\":\"\"", "\"iv\":\"  \"", "\"iv\":\"None\"", "\"iv\":\"null\"", "\"iv\":\"N/A\"",
                "\"iv\":\"na\"", "\"iv\":\"inf\"", "\"iv\":\"INF\"", "\"iv\":\" Infinity\"", "\"iv\":\"-Infinity\"", "\"iv\":\"+infinity\"",
                "\"iv\":1e400", "\"iv\":-1e400", "\"ask\":\"451\"", "\"code\":\"12345\"")) {
            String d = data(rows(300, cell), "");
            assertFalse(samePaths(d), "read the tolerant way: " + cell);
        }
    }

    @Test void otherMembersAnswerAsTheTolerantReader() {
        String chain = rows(30, null);
        for (String d : List.of(
                "{\"ticker\":\"SPY\",\"chain\":" + chain + "}",                                   // no spot: NaN both ways
                "{\"ticker\":\"SPY\",\"spot\":null,\"chain\":" + chain + "}",
                "{\"ticker\":\"SPY\",\"spot\":\"450.5\",\"chain\":" + chain + "}",
                "{\"ticker\":\"SPY\",\"spot\":\"NaN\",\"chain\":" + chain + "}",
                "{\"ticker\":450,\"spot\":1,\"expirations\":\"2023-09-15\",\"selected_expiry\":20230915,\"chain\":" + chain + "}",
                "{\"ticker\":\"SPY\",\"expirations\":[\"2023-09-15\",null,7],\"chain\":" + chain + "}",
                "{\"ticker\":\"SPY\",\"chain\":null}",
                "{\"ticker\":\"SPY\"}",
                "{\"ticker\":\"SPY\",\"chain\":[{\"a\":\"\\u00e9\",\"b\":1}]}",                      // read by Jackson's tokens
                "{\"ticker\":\"SPY\",\"chain\":[{\"a\":{\"nested\":1}}]}",                              // not flat: Jackson's tree
                "{\"ticker\":\"SPY\",\"chain\":[1,2,3]}",                                               // no known shape: unread
                "{\"ticker\":\"SPY\",\"chain\":\"none\"}",
                "{\"ticker\":{\"a\":1},\"chain\":" + chain + "}",                                      // documented member wrong: same error
                "{\"ticker\":\"SPY\",\"spot\":\"high\",\"chain\":" + chain + "}",
                "{\"ticker\":\"SPY\",\"expirations\":{\"a\":1},\"chain\":" + chain + "}",
                "[1]"))
            samePaths(d);
        assertTrue(samePaths("{\"ticker\":\"SPY\",\"spot\":\"450.5\",\"chain\":" + chain + "}"), "the rows still stay columns");
    }

    @Test void pandasOrientsAndTheServerFixturesAnswerAsTheTolerantReader() throws Exception {
        Path dir = ServerShapesTest.root().resolve("chain");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) { files = s.filter(f -> f.toString().endsWith(".json")).sorted().toList(); }
        assertTrue(files.size() >= 5, "fixtures: " + files);
        for (Path f : files) samePaths(Files.readString(f));
        // The orients, built here from one small table.
        String split = "{\"columns\":[\"strike\",\"bid\",\"type\"],\"index\":[0,1],\"data\":[[450,1.5,\"call\"],[455,null,\"put\"]]}";
        String index = "{\"0\":{\"strike\":450,\"bid\":1.5,\"type\":\"call\"},\"1\":{\"strike\":455,\"bid\":null,\"type\":\"put\"}}";
        String columns = "{\"strike\":{\"0\":450,\"1\":455},\"bid\":{\"0\":1.5,\"1\":null},\"type\":{\"0\":\"call\",\"1\":\"put\"}}";
        String list = "[[450,1.5,\"call\"],[455,null,\"put\"]]";
        for (String orient : List.of(split, index, columns, list))
            assertFalse(samePaths("{\"ticker\":\"SPY\",\"spot\":450.5,\"chain\":" + orient + "}"), orient);
    }
}
