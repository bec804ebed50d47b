package dev.oqa.model;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link ChainBytes} fills the columns exactly as the token reader ({@code ChainStream.Columns.read}, Jackson's
 * parser) does on the same array, cell for cell and bit for bit, and gives up on everything it does not take.
 */
class ChainBytesTest {
    private static final ObjectReader READER = Json.MAPPER.reader().with(JsonParser.Feature.USE_FAST_DOUBLE_PARSER);

    /** The array read both ways; null when the byte reader gave up (the token reader's result is then not compared). */
    private static ChainStream.Columns bothWays(String array) throws IOException {
        byte[] b = ("  " + array + "  ").getBytes(StandardCharsets.UTF_8);
        ChainBytes fast = ChainBytes.scan(b, 2, b.length - 2, Integer.MAX_VALUE);
        // The same array read in two halves (split wherever its middle falls) gives the same columns and end.
        ChainBytes halves = ChainBytes.scan(b, 2, b.length - 2, 0);
        assertEquals(fast == null, halves == null, () -> "read in halves as in one pass: " + abbreviated(array));
        if (fast == null) return null;
        assertEquals(b.length - 2, fast.end(), "just past the closing bracket");
        assertEquals(b.length - 2, halves.end(), "just past the closing bracket, read in halves");
        assertSameColumns(fast.columns(), halves.columns(), "halves of " + array);
        ChainStream.Columns want;
        try (JsonParser p = READER.createParser(b)) {
            assertEquals(JsonToken.START_ARRAY, p.nextToken());
            ChainStream.Rows rows = ChainStream.Columns.read(p);
            assertNotNull(rows, "the token reader takes what the byte reader takes: " + array);
            assertNull(p.nextToken(), "the token reader ended where the byte reader did");
            want = rows.columns();
        }
        assertSameColumns(want, fast.columns(), array);
        return fast.columns();
    }

    private static void assertSameColumns(ChainStream.Columns want, ChainStream.Columns got, String what) {
        assertEquals(want.rows, got.rows, "rows of " + what);
        assertEquals(want.width, got.width, "columns of " + what);
        for (int col = 0; col < want.width; col++) {
            final int c = col;
            assertEquals(want.names[c], got.names[c], "name " + c);
            assertEquals(want.seen[c], got.seen[c], "kinds seen in " + want.names[c]);
            for (int row = 0; row < want.rows; row++) {
                final int r = row;
                String cell = want.names[c] + " row " + r + " of " + abbreviated(what);
                assertEquals(want.tags[c][r], got.tags[c][r], "tag of " + cell);
                switch (want.tags[c][r]) {
                    case ChainStream.Columns.INT, ChainStream.Columns.LONG, ChainStream.Columns.DOUBLE ->
                            assertEquals(want.bits[c][r], got.bits[c][r], () -> "bits of " + cell + ": " + want.node(c, r) + " vs " + got.node(c, r));
                    case ChainStream.Columns.TEXT -> assertEquals(want.texts[c][r], got.texts[c][r], "text of " + cell);
                    default -> { }
                }
                assertEquals(want.node(c, r), got.node(c, r), cell);
            }
        }
    }

    private static String abbreviated(String s) { return s.length() > 120 ? s.substring(0, 120) + "…" : s; }

    @Test void plainRecordsAreReadAsTheTokenReaderReadsThem() throws IOException {
        assertNotNull(bothWays("[]"));
        assertNotNull(bothWays("[ ]"));
        assertNotNull(bothWays("[{}]"));
        assertNotNull(bothWays("[{},{\"a\":1}]"));
        ChainStream.Columns c = bothWays("""
                [ {"contract":"SPY230915C00450000","expiry":"2023-09-15","type":"call","strike":450,"bid":2.1,"ask":null,
                   "volume":1500,"open_interest":3000000000,"iv":0.14,"itm":true,"dte":1,"note":"a/b ~ 'q'"} ,
                  {"contract":"SPY230915P00450000","expiry":"2023-09-15","type":"put","strike":450.5,"bid":1.9,
                   "volume":900,"open_interest":8000,"iv":1e-3,"itm":false,"dte":-0.0},
                  {},
                  {"contract":"SPY230922C00451000" , "expiry" : "2023-09-22","type":"call","strike":451,"bid":0,"ask":0.0,
                   "volume":null,"open_interest":-922337203685477580,"iv":1.7976931348623157E308,"itm":null,"extra":""},
                  {"expiry":"2023-09-22","late":"x"}
                ]""");
        assertNotNull(c, "plain records are read from the bytes");
        assertEquals(5, c.rows);
        // Repeated strings are shared, as the token reader shares them.
        assertSame(c.texts[1][0], c.texts[1][1]);
        assertSame(c.texts[1][3], c.texts[1][4]);
        // A column of numbers and text, of booleans and numbers, one that is null everywhere.
        assertNotNull(bothWays("[{\"a\":1,\"b\":true,\"c\":null,\"d\":\"x\"},{\"a\":\"two\",\"b\":3.5,\"c\":null,\"d\":9007199254740993},{\"a\":2.25,\"b\":false,\"d\":12345678901}]"));
        // Whitespace JSON allows, everywhere it allows it.
        assertNotNull(bothWays("[\n\t{ \"a\" :\r\n 1 , \"b\" : \"x\" }\t,\n{\"a\":2}\r\n]"));
    }

    @Test void aLargeChainGrowsPastItsFirstEstimate() throws IOException {
        StringBuilder sb = new StringBuilder("[{\"a\":1}");
        for (int i = 0; i < 5000; i++) sb.append(",{\"a\":").append(i).append(",\"b\":\"").append("x".repeat(i % 40)).append("\",\"c\":").append(i * 0.25).append('}');
        ChainStream.Columns c = bothWays(sb.append(']').toString());
        assertNotNull(c);
        assertEquals(5001, c.rows);
    }

    @Test void numbersHaveTheTokenReadersTypesAndBits() throws IOException {
        Random r = new Random(20231115);
        List<String> numbers = new ArrayList<>(List.of(
                "0", "-1", "7", "2147483647", "-2147483648", "2147483648", "-2147483649", "999999999", "1000000000",
                "123456789012345678", "-123456789012345678", "922337203685477580",
                "0.0", "-0.0", "0e0", "0E+5", "0.000", "-0.000e-7", "1e22", "1e23", "1E-22", "1e-23", "9007199254740992.0",
                "9007199254740993.0", "9007199254740993e-5", "4.35", "0.1", "0.3", "2.2250738585072014E-308", "4.9E-324",
                "1.7976931348623157E308", "1e308", "1e-320", "123456789012345678e-30", "0.000000000000000001234",
                "5e-324", "1e300", "1.0E+2", "1.0e-0", "100e-2", "3.14159265358979323", "0.30000000000000004"));
        for (int i = 0; i < 60_000; i++) {
            switch (i % 7) {
                case 5 -> {   // up to 18 digits at any power of ten a double reaches (and beyond: zero and infinity)
                    long w = Math.abs(r.nextLong() >> r.nextInt(4)) % 1_000_000_000_000_000_000L;
                    numbers.add(w + "e" + (r.nextInt(680) - 360));
                }
                case 6 -> {   // halfway between two doubles above 2^53, where the tie goes to the even one
                    long odd = (1L << 53) + 2 * (r.nextLong() >>> 12) + 1;
                    numbers.add(r.nextBoolean() ? odd + ".0" : (odd / 10) + "." + (odd % 10) + "e1");
                }
                case 0 -> {   // any finite double, as Java prints it
                    double d;
                    do d = Double.longBitsToDouble(r.nextLong()); while (!Double.isFinite(d));
                    numbers.add(Double.toString(d));
                }
                case 1 -> numbers.add(Double.toString(r.nextDouble() * Math.pow(10, r.nextInt(12) - 6)));   // quotes and greeks
                case 2 -> {   // decimals of 2 to 18 digits, with and without an exponent
                    StringBuilder n = new StringBuilder(r.nextBoolean() ? "-" : "");
                    n.append(1 + r.nextInt(9));
                    for (int k = r.nextInt(9); k > 0; k--) n.append(r.nextInt(10));
                    n.append('.');
                    for (int k = 1 + r.nextInt(9); k > 0; k--) n.append(r.nextInt(10));
                    if (r.nextBoolean()) n.append(r.nextBoolean() ? 'e' : 'E').append(r.nextInt(3) == 0 ? "-" : r.nextBoolean() ? "+" : "").append(r.nextInt(40));
                    numbers.add(n.toString());
                }
                case 3 -> numbers.add(Long.toString(r.nextLong() >> r.nextInt(64)));   // integers of every size
                case 4 -> numbers.add(String.format(java.util.Locale.ROOT, "%.2f", r.nextDouble() * 1000));   // prices as a server rounds them
            }
        }
        StringBuilder sb = new StringBuilder("[");
        int taken = 0;
        for (String n : numbers) {
            // A long of 19 digits is left to Jackson (it may need a BigInteger); read such ones on their own.
            if (n.replace("-", "").length() >= 19 && !n.contains(".") && !n.contains("e") && !n.contains("E")) {
                assertNull(bothWays("[{\"x\":" + n + "}]"), n);
                continue;
            }
            sb.append(sb.length() == 1 ? "" : ",").append("{\"x\":").append(n).append('}');
            taken++;
        }
        ChainStream.Columns c = bothWays(sb.append(']').toString());
        assertNotNull(c, "every number above is read from the bytes");
        assertEquals(taken, c.rows);
        assertTrue(taken > 30_000, "most of the sample is compared: " + taken);
    }

    @Test void anythingElseIsLeftToTheTokenReader() throws IOException {
        List<String> others = List.of(
                "[{\"a\":\"x\\\"y\"}]", "[{\"a\":\"\\u00e9\"}]", "[{\"a\":\"é\"}]", "[{\"a\\n\":1}]", "[{\"é\":1}]",  // escapes, non-ASCII
                "[{\"a\":\"tab\there\"}]",                                                                           // a control character
                "[{\"a\":{\"b\":1}}]", "[{\"a\":[1]}]", "[[1]]", "[1]", "[null]", "[\"x\"]",                          // not flat records
                "[{\"a\":1,\"a\":2}]", "[{\"a\":1,\"b\":2},{\"b\":3,\"a\":4}]",                                         // repeated, reordered
                "[{\"a\":01}]", "[{\"a\":-01.5}]", "[{\"a\":1.}]", "[{\"a\":.5}]", "[{\"a\":+1}]", "[{\"a\":1e}]",     // not JSON numbers
                "[{\"a\":-}]", "[{\"a\":1e+}]", "[{\"a\":1.5x}]", "[{\"a\":0x10}]", "[{\"a\":NaN}]", "[{\"a\":-Infinity}]",
                "[{\"a\":-0}]", "[{\"a\":1234567890123456789}]", "[{\"a\":12345678901234567890.5}]",                   // left to Jackson
                "[{\"a\":1.2345678901234567891}]", "[{\"a\":1e400000}]", "[{\"a\":1" + "0".repeat(70) + ".0}]",
                "[{\"a\":tru}]", "[{\"a\":nul}]", "[{\"a\":falsey}]", "[{\"a\":True}]",                               // not literals
                "[{\"a\":1},]", "[{\"a\":1,}]", "[{\"a\" 1}]", "[{a:1}]", "[{'a':1}]", "[{\"a\":1}{\"a\":2}]",          // not JSON
                "[{\"a\":1}", "[{\"a\":1", "[{\"a\":", "[{\"a", "[", "[{\"a\":\"x", "{\"a\":1}");                     // truncated
        for (String o : others) {
            byte[] b = o.getBytes(StandardCharsets.UTF_8);
            assertNull(ChainBytes.scan(b, 0, b.length), o);
            assertNull(ChainBytes.scan(b, 0, b.length, 0), "read in halves: " + o);
        }
        // The slice's end is the end: an array completed only by bytes beyond it is not read.
        byte[] b = "[{\"a\":1}]".getBytes(StandardCharsets.UTF_8);
        assertNull(ChainBytes.scan(b, 0, b.length - 1));
        assertNotNull(ChainBytes.scan(b, 0, b.length));
    }

    @Test void halvesAgreeWithOnePassWhereverTheMiddleFalls() throws IOException {
        // Rows whose strings hold "},{" (a false row start), a second half with a new column, rows whose fields skip
        // one and come back (the halves' column orders differ, so the halves cannot simply be appended), and each
        // padded so that the middle, where the second half starts looking for a row, falls at every byte of a row.
        String rows = "{\"a\":1,\"s\":\"x},{y\",\"b\":true},{\"a\":2,\"s\":\"} , {zz\",\"b\":false},"
                + "{\"a\":3,\"s\":\"},{\"},{\"a\":4,\"b\":null},{\"a\":5,\"s\":\"w\",\"b\":true,\"late\":0.5},"
                + "{\"a\":6,\"late\":7},{\"a\":7,\"s\":\"},{\",\"b\":true}";
        int compared = 0;
        for (int pad = 0; pad < 120; pad++) {
            String array = "[" + " ".repeat(pad) + rows + "]";
            ChainStream.Columns c = bothWays(array);
            assertNotNull(c, array);
            assertEquals(7, c.rows);
            assertEquals(List.of("a", "s", "b", "late"), java.util.Arrays.asList(c.names).subList(0, c.width));
            compared++;
        }
        assertEquals(120, compared);
        // Broken after the middle: null both ways, whichever half finds it.
        assertNull(bothWays("[" + rows + "," + rows + ",{\"a\":01}]"));
        assertNull(bothWays("[" + rows + "," + rows + ",{\"a\":1},]"));
        // Fields in an order one pass refuses, after the middle: the second half alone would take them.
        assertNull(bothWays("[" + rows + ",{\"b\":true}".repeat(20) + ",{\"b\":false,\"a\":9}]"));
        assertNull(bothWays("[" + rows + ",{\"late\":1}".repeat(20) + ",{\"late\":2,\"s\":\"x\"}]"));
        // A large chain on the default path (two threads from a megabyte) is the token reader's.
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < 20_000; i++)
            sb.append(i == 0 ? "" : ",").append("{\"contract\":\"SPY").append(i).append("\",\"strike\":").append(400 + i * 0.5)
              .append(",\"bid\":").append(i % 17 == 0 ? "null" : String.valueOf(i * 0.001)).append(",\"itm\":").append(i % 2 == 0).append('}');
        byte[] big = sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
        assertTrue(big.length >= ChainBytes.SPLIT_BYTES, "big enough to be split: " + big.length);
        ChainBytes split = ChainBytes.scan(big, 0, big.length), one = ChainBytes.scan(big, 0, big.length, Integer.MAX_VALUE);
        assertNotNull(split);
        assertEquals(big.length, split.end());
        assertSameColumns(one.columns(), split.columns(), "a large chain");
    }

    /** The whole body through {@link ChainStream#tree}, against Jackson's tree of it; the streamed chain or null. */
    private static ChainStream.Rows tree(String body) throws IOException {
        byte[] b = ("xx" + body + "yy").getBytes(StandardCharsets.UTF_8);
        var want = READER.readTree(b, 2, b.length - 4);
        var got = ChainStream.tree(READER, b, 2, b.length - 4);
        assertEquals(Json.MAPPER.writeValueAsString(want), Json.MAPPER.writeValueAsString(got), "written from the columns: " + body);
        assertEquals(want, got, body);
        assertEquals(want.toString(), got.toString(), body);
        var chain = got.path("data").path("chain");
        return chain instanceof ChainStream.Rows r ? r : null;
    }

    @Test void theRestOfTheBodyIsReadAroundTheChain() throws IOException {
        String chain = "[{\"strike\":450,\"bid\":1.25,\"type\":\"call\"},{\"strike\":455,\"bid\":null,\"type\":\"put\"}]";
        ChainStream.Rows rows = tree("{\"success\":true,\"data\":{\"ticker\":\"SPY\",\"chain\":" + chain + ",\"spot\":450.5,\"more\":[1,{\"a\":null}]},\"meta\":{\"n\":2}}");
        assertNotNull(rows);
        assertNotNull(tree("\uFEFF{\"data\":{\"chain\":" + chain + "}}"), "after a byte order mark");
        assertNotNull(tree(" {\n \"data\" : { \"chain\" :\n" + chain + "\n } } "));
        // A second chain member wins, as in Jackson's tree, read by the tokens or from the bytes.
        assertNotNull(tree("{\"data\":{\"chain\":" + chain + ",\"chain\":[{\"x\":\"\\u00e9\"}]}}"));
        assertNotNull(tree("{\"data\":{\"chain\":[{\"x\":\"\\u00e9\"}],\"chain\":" + chain + "}}"));
        assertNull(tree("{\"data\":{\"chain\":" + chain + ",\"chain\":{\"a\":[1]}}}"));
        assertNull(tree("{\"data\":{\"chain\":" + chain + "},\"data\":{\"x\":1}}"));
        assertNotNull(tree("{\"data\":{\"x\":1},\"data\":{\"chain\":" + chain + "}}"));
        // Chains elsewhere are not data.chain.
        assertNull(tree("{\"chain\":" + chain + ",\"data\":{\"other\":" + chain + "}}"));
        assertNull(tree("{\"data\":{\"x\":{\"chain\":" + chain + "}}}"));
        // Malformed or truncated JSON after (or in) a plain chain fails exactly as Jackson's tree does, at its place in the
        // body; what follows the root object is not read, by either.
        assertNotNull(tree("{\"data\":{\"chain\":" + chain + "}}}"));
        assertNotNull(tree("{\"data\":{\"chain\":" + chain + "}} x"));
        for (String bad : List.of("{\"data\":{\"chain\":" + chain + ",\"spot\":tru}}", "{\"data\":{\"chain\":" + chain,
                "{\"data\":{\"chain\":" + chain + "}",
                "{\"data\":{\"chain\":" + chain + " \"spot\":1}}", "{\"data\":{\"chain\":[{\"a\":1},]}}")) {
            byte[] b = bad.getBytes(StandardCharsets.UTF_8);
            IOException want = assertThrows(IOException.class, () -> READER.readTree(b), bad);
            IOException got = assertThrows(IOException.class, () -> ChainStream.tree(READER, b, 0, b.length), bad);
            assertEquals(want.getMessage(), got.getMessage(), bad);
        }
    }
}
