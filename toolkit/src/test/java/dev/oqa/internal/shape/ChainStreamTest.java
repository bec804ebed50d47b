package dev.oqa.internal.shape;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.internal.local.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.ChainStream;
import dev.oqa.internal.spec.Endpoints;
import dev.oqa.model.data.ChainData;
import dev.oqa.internal.tables.ChainTable;
import dev.oqa.internal.tables.JsonTables;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * The streamed tree is the tree {@code readTree} makes (same node classes, values and field order), the table made
 * from its columns is the table made from the row nodes, and every shape it does not stream falls back whole.
 */
class ChainStreamTest {
    static final ObjectReader READER = Json.MAPPER.reader().with(JsonParser.Feature.USE_FAST_DOUBLE_PARSER);

    static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }

    static JsonNode stream(String body) throws IOException {
        byte[] b = bytes(body);
        return ChainStream.tree(READER, b, 0, b.length);
    }

    /** Node for node: same class at every position, same values, same field order. */
    static void assertSameTree(JsonNode want, JsonNode got, String path) {
        // The streamed chain is an ArrayNode subclass; every other node is of the very class readTree makes.
        assertEquals(want.getClass(), got instanceof ChainStream.Rows ? ArrayNode.class : got.getClass(), path + ": node class");
        if (want.isObject()) {
            List<String> wf = new ArrayList<>(), gf = new ArrayList<>();
            want.fieldNames().forEachRemaining(wf::add);
            got.fieldNames().forEachRemaining(gf::add);
            assertEquals(wf, gf, path + ": fields in order");
            for (String f : wf) assertSameTree(want.get(f), got.get(f), path + "." + f);
        } else if (want.isArray()) {
            assertEquals(want.size(), got.size(), path + ": size");
            for (int i = 0; i < want.size(); i++) assertSameTree(want.get(i), got.get(i), path + "[" + i + "]");
        } else {
            assertEquals(want, got, path);
        }
    }

    /** The streamed tree against readTree, the chain against what it should be (columns or fallback). */
    static JsonNode check(String body, boolean columns) throws IOException {
        JsonNode want = READER.readTree(bytes(body));
        JsonNode got = stream(body);
        JsonNode chain = got.path("data").path("chain");
        assertEquals(columns, chain instanceof ChainStream.Rows, "streamed as columns: " + body);
        if (columns) {
            // The table and the JSON text first, from the intact columns; then the same from the row nodes.
            ChainStream.Rows rows = (ChainStream.Rows) chain;
            Table fromColumns = JsonTables.of("t", chain);
            assertEquals(Json.MAPPER.writeValueAsString(want), Json.MAPPER.writeValueAsString(got));
            assertEquals(Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(want), Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(got));
            assertTrue(rows.columnsIntact(), "neither the table nor the JSON text (as the cache writes it) built the row nodes");
            assertEquals(want.toString(), got.toString(), "serialised the same");   // toString walks the elements
            assertSameTable(JsonTables.of("t", want.path("data").path("chain")), fromColumns);
            assertSameTree(want, got, "$");
            if (!rows.isEmpty()) assertFalse(rows.columnsIntact(), "reading the elements built the row nodes");
            assertSameTable(JsonTables.of("t", chain), fromColumns);
            assertEquals(want.toString(), got.toString(), "serialised the same from the row nodes");
        }
        assertSameTree(want, got, "$");
        assertEquals(want, got);
        assertEquals(got, want);
        return got;
    }

    static void assertSameTable(Table want, Table got) {
        assertEquals(want.columnNames(), got.columnNames());
        assertEquals(want.rowCount(), got.rowCount());
        for (int c = 0; c < want.columnCount(); c++) {
            Column<?> w = want.column(c), g = got.column(c);
            assertEquals(w.type(), g.type(), w.name());
            for (int r = 0; r < want.rowCount(); r++) {
                assertEquals(w.isMissing(r), g.isMissing(r), w.name() + " row " + r + " missing");
                assertEquals(w.getString(r), g.getString(r), w.name() + " row " + r);
                if (!w.isMissing(r)) assertEquals(w.get(r), g.get(r), w.name() + " row " + r);
            }
        }
    }

    static String envelope(String data) { return "{\"success\":true,\"data\":" + data + ",\"meta\":{\"n\":[1,2.5,null]}}"; }

    @Test void recordsStreamNodeForNode() throws IOException {
        check(envelope("""
                {"ticker":"SPY","spot":450.5,"expirations":["2023-09-15","2023-09-22"],"selected_expiry":null,
                 "chain":[{"contract":"SPY230915C00450000","expiry":"2023-09-15","type":"call","strike":450,"bid":2.1,"ask":null,
                           "volume":1500,"open_interest":3000000000,"iv":0.14,"itm":true,"dte":1,"note":"é \\u00e9 \\"q\\""},
                          {"contract":"SPY230915P00450000","expiry":"2023-09-15","type":"put","strike":450.5,"bid":1.9,
                           "volume":900,"open_interest":8000,"iv":1e-3,"itm":false,"dte":-0.0},
                          {},
                          {"contract":"SPY230922C00451000","expiry":"2023-09-22","type":"call","strike":451,"bid":0,"ask":0.0,
                           "volume":null,"open_interest":-9223372036854775808,"iv":1.7976931348623157E308,"itm":null,"extra":"x"}],
                 "open":{"a":[1,{"b":2}]}}"""), true);
    }

    @Test void mixedColumnsTypeLikeTheRowReader() throws IOException {
        // A column with numbers and text is text (numbers in their JSON text), booleans and numbers too; all-null is NONE.
        JsonNode t = check(envelope("""
                {"chain":[{"a":1,"b":true,"c":null,"d":"x"},{"a":"two","b":3.5,"c":null,"d":9007199254740993},
                          {"a":2.25,"b":false,"d":12345678901}]}"""), true);
        ChainStream.Rows rows = (ChainStream.Rows) stream(envelope("{\"chain\":[{\"a\":1,\"c\":null},{\"a\":\"two\",\"b\":true}]}")).path("data").path("chain");
        assertEquals(List.of("a", "c", "b"), rows.names());
        assertEquals(ChainStream.Kind.TEXT, rows.kind(0));
        assertEquals(ChainStream.Kind.NONE, rows.kind(1));
        assertEquals(ChainStream.Kind.BOOLEAN, rows.kind(2));
        assertArrayEquals(new String[] {"1", "two"}, rows.texts(0));
        assertArrayEquals(new byte[] {-1, 1}, rows.booleans(2));
        assertTrue(Double.isNaN(rows.numbers(1)[0]));
        assertNotNull(t);
    }

    @Test void otherShapesFallBackWhole() throws IOException {
        check(envelope("{\"chain\":[[1,2],[3,4]]}"), false);                        // a list of lists
        check(envelope("{\"chain\":[{\"a\":1},null]}"), false);                      // a row that is not an object
        check(envelope("{\"chain\":[{\"a\":{\"b\":1}}]}"), false);                   // a nested value
        check(envelope("{\"chain\":[{\"a\":1,\"a\":2}]}"), false);                   // a repeated field: the last wins, as readTree
        check(envelope("{\"chain\":[{\"a\":1,\"b\":2},{\"b\":3,\"a\":4}]}"), false); // another field order
        check(envelope("{\"chain\":[{\"a\":1},{\"b\":2,\"a\":3}]}"), false);         // a new field before a known one
        check(envelope("{\"chain\":[{\"a\":123456789012345678901234567890}]}"), false); // beyond a long
        check(envelope("{\"chain\":{\"a\":[1,2]}}"), false);                         // pandas orient: not an array
        check(envelope("{\"chain\":[]}"), true);
        check("{\"data\":{\"chain\":[{\"a\":1}]},\"data\":{\"x\":1}}", false);     // a repeated member: the last wins
        check("{\"data\":[1],\"chain\":[{\"a\":1}]}", false);
        check("{\"request\":\"r\",\"data\":null}", false);
        for (String other : List.of("[1,2]", "  ", "\"s\"", "null", "{}")) {
            byte[] b = bytes(other);
            assertEquals(READER.readTree(b), ChainStream.tree(READER, b, 0, b.length), other);
        }
        // Malformed or truncated JSON fails as readTree does.
        for (String bad : List.of("{\"data\":{\"chain\":[{\"a\":1}", "{\"data\":{\"chain\":[{\"a\":tru}]}}", "{\"data\":"))
            assertThrows(IOException.class, () -> stream(bad), bad);
    }

    @Test void aSliceOfABufferIsRead() throws IOException {
        byte[] b = bytes("xx{\"data\":{\"chain\":[{\"a\":1}]}}yy");
        JsonNode n = ChainStream.tree(READER, b, 2, b.length - 4);
        assertInstanceOf(ChainStream.Rows.class, n.path("data").path("chain"));
        assertEquals("{\"data\":{\"chain\":[{\"a\":1}]}}", n.toString());
    }

    @Test void rowsAreOrdinaryNodesOnceAskedFor() throws IOException {
        JsonNode n = stream(envelope("{\"chain\":[{\"a\":1},{\"a\":2}]}"));
        ChainStream.Rows rows = (ChainStream.Rows) n.path("data").path("chain");
        assertEquals(2, rows.size());
        assertTrue(rows.columnsIntact(), "size() alone builds no rows");
        ((ObjectNode) rows.get(0)).put("a", 10);
        assertSame(rows.get(0), rows.get(0), "built once");
        rows.add(Json.MAPPER.createObjectNode().put("a", 3));
        rows.remove(1);
        assertEquals("[{\"a\":10},{\"a\":3}]", rows.toString());
        Table t = JsonTables.of("t", rows);
        assertEquals(List.of(10.0, 3.0), t.doubleColumn("a").asList(), "a changed array is read as rows, not stale columns");
        assertEquals("[{\"a\":10},{\"a\":3}]", rows.deepCopy().toString());
        rows.removeAll();
        assertTrue(rows.isEmpty());
    }

    @Test void theColumnsCannotBeChangedThroughTheTable() throws IOException {
        JsonNode n = stream(envelope("{\"chain\":[{\"a\":1.5}]}"));
        ChainStream.Rows rows = (ChainStream.Rows) n.path("data").path("chain");
        Table t = JsonTables.of("t", rows);
        t.doubleColumn("a").set(0, 99.0);
        assertEquals(1.5, rows.numbers(0)[0]);
        assertEquals(1.5, rows.get(0).get("a").asDouble());
        assertThrows(IndexOutOfBoundsException.class, () -> rows.kind(1));
    }

    /** A synthetic chain as the benchmark makes it (16 fields, some nulls), grown past several array doublings. */
    /** Large enough that the table's text columns are built on a second thread (with more than one processor). */
    @Test void aLargeSyntheticChainMatchesTheTreeReader() throws IOException {
        Random r = new Random(7);
        StringBuilder sb = new StringBuilder("{\"success\":true,\"data\":{\"ticker\":\"SPY\",\"spot\":450.5,\"chain\":[");
        for (int i = 0; i < dev.oqa.internal.tables.JsonTables.PARALLEL_ROWS + 1_000; i++) {
            double bid = Math.max(0, r.nextGaussian() * 5 + 5);
            sb.append(i == 0 ? "" : ",").append("{\"contract\":\"C").append(i).append("\",\"expiry\":\"2023-09-").append(15 + i % 3)
              .append("\",\"type\":\"").append(i % 2 == 0 ? "call" : "put").append("\",\"strike\":").append(300 + i * 0.5)
              .append(",\"bid\":").append(r.nextInt(20) == 0 ? "null" : String.valueOf(bid))
              .append(",\"volume\":").append(r.nextInt(10_000)).append(",\"itm\":").append(r.nextBoolean());
            if (i % 7 != 0) sb.append(",\"iv\":").append(r.nextDouble());
            sb.append('}');
        }
        sb.append("]}}");
        check(sb.toString(), true);
    }

    /** The local engine's chain for a bundled snapshot, written as the service would and read back. */
    @Test void theLocalEnginesChainRoundTrips() throws IOException {
        LocalEngine eng = LocalEngine.of(DataSource.bundled(), LocalDate.of(2023, 9, 14));
        ChainData d = eng.answer(ApiRequest.to(Endpoint.CHAIN).param("ticker", "SPY").build(), ChainData.class).data();
        String body = "{\"success\":true,\"data\":" + Json.write(d, false) + "}";
        JsonNode got = check(body, true);
        assertTrue(got.path("data").path("chain").size() > 1000, "a full chain");
        // Through the client's path: the record, then the table from the columns.
        JsonNode tree = Json.tree(bytes(body));
        ChainData read = Endpoints.CHAIN.reader().read(tree.get("data")).record();
        assertInstanceOf(ChainStream.Rows.class, read.chain());
        Table t = ChainTable.of(read);
        assertTrue(((ChainStream.Rows) read.chain()).columnsIntact(), "the table came from the columns");
        assertSameTable(ChainTable.of(d), t);
        assertEquals(d.chain(), read.chain());
    }

    @Test void pandasFixturesStillReachTheTolerantReader() throws Exception {
        Path dir = ServerShapesTest.root().resolve("chain");
        for (String f : List.of("records.json", "list.json", "split.json", "empty.json", "garbage.json")) {
            String body = "{\"success\":true,\"data\":" + Files.readString(dir.resolve(f)) + "}";
            JsonNode want = READER.readTree(bytes(body));
            JsonNode got = stream(body);
            assertSameTree(want, got, f);
            Object a = Endpoints.CHAIN.reader().read(want.get("data")).record(), b = Endpoints.CHAIN.reader().read(got.get("data")).record();
            assertEquals(a, b, f);
        }
        Map<String, Boolean> streamed = Map.of("records.json", true, "list.json", false, "split.json", false);
        for (var e : streamed.entrySet()) {
            String body = "{\"data\":" + Files.readString(dir.resolve(e.getKey())) + "}";
            assertEquals(e.getValue(), stream(body).path("data").path("chain") instanceof ChainStream.Rows, e.getKey());
        }
        Iterator<JsonNode> unused = stream(envelope("{\"chain\":[]}")).path("data").path("chain").elements();
        assertFalse(unused.hasNext());
    }
}
