package dev.oqa.model;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.RandomAccess;
import java.util.function.Predicate;

/**
 * A response body to a JSON tree in one streaming pass, with {@code data.chain} (the contracts of
 * {@code /options/chain}, or of a cached chain answer) read token by token into column arrays instead of one
 * {@code ObjectNode} per contract. A 20,000-contract chain is 320,000 values; as a tree that is 340,000 node objects
 * and 20,000 hash maps, most of the cost of turning the body into a table.
 *
 * <p>The tree is the one {@code ObjectReader.readTree} gives, node for node: every member other than
 * {@code data.chain} is read by the same reader, and the chain is a {@link Rows}, an {@link ArrayNode} whose
 * elements are built from the columns (the same node types: int, long, double, text, boolean, null; fields in the
 * row's order) the first time anyone asks for one. Until then a table can be made straight from the columns
 * ({@link Rows#columnsIntact()}).
 *
 * <p>The first {@code data.chain} array is read straight from the bytes by {@link ChainBytes} when it is plain
 * (ASCII text without escapes, ordinary numbers); the rest of the body, with that array cut out, is then read as
 * above and the columns put back in its place. A chain the byte reader declines is read token by token from the
 * parser, and a body whose rest fails to parse is read again whole, so errors are Jackson's, at their place.
 *
 * <p>Only the records shape the service and the local engine send is streamed: an array of flat objects whose fields
 * keep one order. Anything else (a row that is not an object, a nested value, a number beyond a long, a repeated or
 * reordered field, pandas orients) makes the whole body go through {@code readTree} instead, so the tolerant readers
 * see exactly what they saw before.
 */
public final class ChainStream {
    private ChainStream() {}

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /**
     * The tree of {@code length} bytes of {@code body} from {@code offset}, as {@code reader.readTree} gives it, with
     * {@code data.chain} held as columns when it is an array of flat records.
     */
    public static JsonNode tree(ObjectReader reader, byte[] body, int offset, int length) throws IOException {
        Scan scan = new Scan(body, offset, offset + length);
        try (JsonParser p = reader.createParser(body, offset, length)) {
            JsonNode n = root(reader, p, scan);
            if (n != null) return n;
        }
        if (scan.bytes != null) {
            JsonNode n = spliced(reader, body, offset, length, scan);
            if (n != null) return n;
        }
        return reader.readTree(body, offset, length);
    }

    /**
     * The chain read from the bytes, the rest of the body with it cut out ({@code []} in its place) read by Jackson,
     * and the chain put back where the cut was. Null when that reading fails (then Jackson reads the whole body again,
     * so an error is reported as it always was, at its place in the original body).
     */
    private static JsonNode spliced(ObjectReader reader, byte[] body, int offset, int length, Scan scan) {
        int at = scan.at, after = scan.bytes.end(), stop = offset + length;
        byte[] rest = new byte[at - offset + 2 + stop - after];
        System.arraycopy(body, offset, rest, 0, at - offset);
        rest[at - offset] = '[';
        rest[at - offset + 1] = ']';
        System.arraycopy(body, after, rest, at - offset + 2, stop - after);
        scan.cut = at - offset;
        try (JsonParser p = reader.createParser(rest)) {
            JsonNode n = root(reader, p, scan);
            return scan.cut < 0 ? n : null;   // the cut was found and filled
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * How the first {@code data.chain} array is read: from the bytes when {@link ChainBytes} takes it ({@link #bytes},
     * at {@link #at}), then filled in at {@link #cut} of the spliced body; set to -1 once filled.
     */
    private static final class Scan {
        final byte[] body;
        final int offset, end;
        boolean tried;
        int at = -1, cut = -1;
        ChainBytes bytes;

        Scan(byte[] body, int offset, int end) { this.body = body; this.offset = offset; this.end = end; }
    }

    /**
     * The root object, or null when the body is anything else, its chain is not flat records, or the chain was
     * read from the bytes (then {@code scan.bytes} is set and the caller reads the rest).
     */
    private static JsonNode root(ObjectReader reader, JsonParser p, Scan scan) throws IOException {
        if (p.nextToken() != JsonToken.START_OBJECT) return null;
        ObjectNode root = NODES.objectNode();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken t = p.nextToken();
            if (t == JsonToken.START_OBJECT && name.equals("data")) {
                ObjectNode data = NODES.objectNode();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String f = p.currentName();
                    if (p.nextToken() == JsonToken.START_ARRAY && f.equals("chain")) {
                        Rows rows = chain(p, scan);
                        if (rows == null) return null;
                        data.set(f, rows);
                    } else {
                        data.set(f, reader.readTree(p));
                    }
                }
                root.set(name, data);
            } else {
                root.set(name, reader.readTree(p));
            }
        }
        return root;
    }

    /** The chain array the parser is at: the cut's columns, the bytes' columns (first array only), or Jackson's. */
    private static Rows chain(JsonParser p, Scan scan) throws IOException {
        long token = p.currentTokenLocation().getByteOffset();
        if (scan.cut >= 0 && token == scan.cut) {
            if (p.nextToken() != JsonToken.END_ARRAY) return null;
            scan.cut = -1;
            return new Rows(new LazyRows(scan.bytes.columns()));
        }
        if (!scan.tried && token >= 0 && token < scan.end - scan.offset) {
            scan.tried = true;
            int at = scan.offset + (int) token;
            ChainBytes b = ChainBytes.scan(scan.body, at, scan.end);
            if (b != null) {
                scan.at = at;
                scan.bytes = b;
                return null;   // the caller reads the rest of the body without the chain
            }
        }
        return Columns.read(p);
    }

    /** What a column's non-null values are, the way a table types it. */
    public enum Kind {
        /** Every non-null value is a number. */ NUMBER,
        /** Every non-null value is true or false. */ BOOLEAN,
        /** Text, or values of more than one kind. */ TEXT,
        /** Null or absent in every row. */ NONE
    }

    /**
     * The contracts array: an {@link ArrayNode} over columns. Reading an element builds every row node once (and
     * from then on it is an ordinary array of {@code ObjectNode}s that can be changed); a table reads the columns
     * directly while {@link #columnsIntact()}.
     */
    public static final class Rows extends ArrayNode {
        private static final long serialVersionUID = 1L;
        private final transient LazyRows list;

        private Rows(LazyRows list) {
            super(NODES, list);
            this.list = list;
        }

        /**
         * Written straight from the columns while they are intact (the cache writes every answer it keeps, and a
         * chain is most of one), exactly as the row nodes would write themselves.
         */
        @Override
        public void serialize(JsonGenerator g, SerializerProvider provider) throws IOException {
            if (!columnsIntact() || provider != null && !provider.isEnabled(JsonNodeFeature.WRITE_NULL_PROPERTIES)) {
                super.serialize(g, provider);
                return;
            }
            list.cols.write(g, this);
        }

        /** The columns as read (tests compare the two ways of reading them). */
        Columns columns() { return list.cols; }

        /** True while no element has been handed out, so the columns are still exactly the array's content. */
        public boolean columnsIntact() { return list.rows == null; }

        /** The field names in first-seen order. */
        public List<String> names() { return List.of(Arrays.copyOf(list.cols.names, list.cols.width)); }

        public Kind kind(int column) { return list.cols.kind(column); }

        /** A column's numbers, one per row, NaN where null, absent or not a number. A fresh array. */
        public double[] numbers(int column) { return list.cols.numbers(column); }

        /** A column's values as text, one per row, {@code ""} where null or absent. A fresh array. */
        public String[] texts(int column) { return list.cols.texts(column); }

        /** A column's booleans, one per row: 1 true, 0 false, -1 null, absent or not a boolean. A fresh array. */
        public byte[] booleans(int column) { return list.cols.booleans(column); }

        /**
         * True when a string cell of the columns passes {@code test}; a string shared by consecutive cells of a column
         * (a repeated expiry or type) is tested once. Valid while {@link #columnsIntact()}.
         */
        public boolean anyText(Predicate<String> test) { return list.cols.anyText(test); }

        /** True when every number of the columns is finite (a JSON number beyond a double's range reads as infinite). */
        public boolean allFinite() { return list.cols.allFinite(); }
    }

    /** The contracts as parsed: one tag array per field plus the values. */
    static final class Columns {
        static final byte ABSENT = 0, NULL = 1, INT = 2, LONG = 3, DOUBLE = 4, TRUE = 5, FALSE = 6, TEXT = 7;
        static final int SEEN_NUMBER = 1, SEEN_BOOLEAN = 2, SEEN_TEXT = 4;

        int rows, capacity = 256, width;
        String[] names = new String[16];
        byte[][] tags = new byte[16][];
        long[][] bits = new long[16][];        // INT and LONG as the value, DOUBLE as its raw bits
        String[][] texts = new String[16][];
        int[] seen = new int[16];
        String[] lastText = new String[16];   // the column's latest new string, which ChainBytes shares when repeated
        final Map<String, Integer> index = new HashMap<>();

        /** Reads the array the parser is at (START_ARRAY) up to its END_ARRAY; null when it is not flat records. */
        static Rows read(JsonParser p) throws IOException {
            Columns c = new Columns();
            return c.readRows(p) ? new Rows(new LazyRows(c)) : null;
        }

        private boolean readRows(JsonParser p) throws IOException {
            JsonToken t;
            while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                if (t != JsonToken.START_OBJECT) return false;
                if (rows == capacity) grow();
                int r = rows++, last = -1;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    // Field names come canonicalised from the parser; rows usually repeat the previous row's order.
                    int c = last + 1 < width && names[last + 1] == name ? last + 1 : column(name);
                    if (c <= last) return false;   // a repeated field, or an order the row nodes could not rebuild
                    last = c;
                    if (!cell(p, p.nextToken(), c, r)) return false;
                }
            }
            return true;
        }

        private boolean cell(JsonParser p, JsonToken t, int c, int r) throws IOException {
            byte tag;
            switch (t) {
                case VALUE_NUMBER_FLOAT -> { tag = DOUBLE; bits(c)[r] = Double.doubleToRawLongBits(p.getDoubleValue()); seen[c] |= SEEN_NUMBER; }
                case VALUE_NUMBER_INT -> {
                    JsonParser.NumberType nt = p.getNumberType();
                    if (nt == JsonParser.NumberType.INT) { tag = INT; bits(c)[r] = p.getIntValue(); }
                    else if (nt == JsonParser.NumberType.LONG) { tag = LONG; bits(c)[r] = p.getLongValue(); }
                    else return false;
                    seen[c] |= SEEN_NUMBER;
                }
                case VALUE_STRING -> { tag = TEXT; text(p, c, r); seen[c] |= SEEN_TEXT; }
                case VALUE_TRUE -> { tag = TRUE; seen[c] |= SEEN_BOOLEAN; }
                case VALUE_FALSE -> { tag = FALSE; seen[c] |= SEEN_BOOLEAN; }
                case VALUE_NULL -> tag = NULL;
                default -> { return false; }   // a nested object or array
            }
            tags[c][r] = tag;
            return true;
        }

        /** Stores the string, reusing the column's previous one when equal (expiry and type repeat row after row). */
        private void text(JsonParser p, int c, int r) throws IOException {
            String[] col = texts[c];
            if (col == null) col = texts[c] = new String[capacity];
            String prev = r > 0 ? col[r - 1] : null;
            if (prev != null) {
                char[] buf = p.getTextCharacters();
                int off = p.getTextOffset(), len = p.getTextLength();
                if (len == prev.length()) {
                    int i = 0;
                    while (i < len && buf[off + i] == prev.charAt(i)) i++;
                    if (i == len) { col[r] = prev; return; }
                }
            }
            col[r] = p.getText();
        }

        long[] bits(int c) {
            long[] b = bits[c];
            return b != null ? b : (bits[c] = new long[capacity]);
        }

        int column(String name) {
            Integer i = index.get(name);
            if (i != null) return i;
            if (width == names.length) {
                int w = width * 2;
                names = Arrays.copyOf(names, w);
                tags = Arrays.copyOf(tags, w);
                bits = Arrays.copyOf(bits, w);
                texts = Arrays.copyOf(texts, w);
                seen = Arrays.copyOf(seen, w);
                lastText = Arrays.copyOf(lastText, w);
            }
            names[width] = name;
            tags[width] = new byte[capacity];
            index.put(name, width);
            return width++;
        }

        void grow() { reserve(capacity * 2); }

        /** Room for {@code n} rows in every column (never less than the rows already read). */
        void reserve(int n) {
            capacity = Math.max(n, rows);
            for (int c = 0; c < width; c++) {
                tags[c] = Arrays.copyOf(tags[c], capacity);
                if (bits[c] != null) bits[c] = Arrays.copyOf(bits[c], capacity);
                if (texts[c] != null) texts[c] = Arrays.copyOf(texts[c], capacity);
            }
        }

        Kind kind(int c) {
            check(c);
            return switch (seen[c]) {
                case 0 -> Kind.NONE;
                case SEEN_NUMBER -> Kind.NUMBER;
                case SEEN_BOOLEAN -> Kind.BOOLEAN;
                default -> Kind.TEXT;
            };
        }

        double[] numbers(int c) {
            check(c);
            double[] out = new double[rows];
            byte[] tg = tags[c];
            long[] b = bits[c];
            for (int r = 0; r < rows; r++) {
                out[r] = switch (tg[r]) {
                    case DOUBLE -> Double.longBitsToDouble(b[r]);
                    case INT, LONG -> (double) b[r];
                    default -> Double.NaN;
                };
            }
            return out;
        }

        String[] texts(int c) {
            check(c);
            String[] out = new String[rows];
            byte[] tg = tags[c];
            for (int r = 0; r < rows; r++) {
                byte t = tg[r];
                out[r] = t == TEXT ? texts[c][r] : t == ABSENT || t == NULL ? "" : node(c, r).asText();
            }
            return out;
        }

        byte[] booleans(int c) {
            check(c);
            byte[] out = new byte[rows];
            byte[] tg = tags[c];
            for (int r = 0; r < rows; r++) out[r] = tg[r] == TRUE ? (byte) 1 : tg[r] == FALSE ? (byte) 0 : (byte) -1;
            return out;
        }

        boolean anyText(Predicate<String> test) {
            for (int c = 0; c < width; c++) {
                if ((seen[c] & SEEN_TEXT) == 0) continue;
                byte[] tg = tags[c];
                String[] col = texts[c];
                String tested = null;
                for (int r = 0; r < rows; r++) {
                    if (tg[r] != TEXT || col[r] == tested) continue;
                    tested = col[r];
                    if (test.test(tested)) return true;
                }
            }
            return false;
        }

        boolean allFinite() {
            for (int c = 0; c < width; c++) {
                if ((seen[c] & SEEN_NUMBER) == 0) continue;
                byte[] tg = tags[c];
                long[] b = bits[c];
                for (int r = 0; r < rows; r++)
                    if (tg[r] == DOUBLE && !Double.isFinite(Double.longBitsToDouble(b[r]))) return false;
            }
            return true;
        }

        private void check(int c) {
            if (c < 0 || c >= width) throw new IndexOutOfBoundsException("column " + c + " of " + width);
        }

        /** The node the tree reader makes for this cell; null when absent. */
        JsonNode node(int c, int r) {
            return switch (tags[c][r]) {
                case NULL -> NullNode.getInstance();
                case INT -> IntNode.valueOf((int) bits[c][r]);
                case LONG -> LongNode.valueOf(bits[c][r]);
                case DOUBLE -> DoubleNode.valueOf(Double.longBitsToDouble(bits[c][r]));
                case TRUE -> BooleanNode.TRUE;
                case FALSE -> BooleanNode.FALSE;
                case TEXT -> TextNode.valueOf(texts[c][r]);
                default -> null;
            };
        }

        void write(JsonGenerator g, Object array) throws IOException {
            g.writeStartArray(array, rows);
            for (int r = 0; r < rows; r++) {
                g.writeStartObject();
                for (int c = 0; c < width; c++) {
                    byte t = tags[c][r];
                    if (t == ABSENT) continue;
                    g.writeFieldName(names[c]);
                    switch (t) {
                        case NULL -> g.writeNull();
                        case INT -> g.writeNumber((int) bits[c][r]);
                        case LONG -> g.writeNumber(bits[c][r]);
                        case DOUBLE -> g.writeNumber(Double.longBitsToDouble(bits[c][r]));
                        case TRUE -> g.writeBoolean(true);
                        case FALSE -> g.writeBoolean(false);
                        default -> g.writeString(texts[c][r]);
                    }
                }
                g.writeEndObject();
            }
            g.writeEndArray();
        }

        ArrayList<JsonNode> materialize() {
            ArrayList<JsonNode> out = new ArrayList<>(rows);
            for (int r = 0; r < rows; r++) {
                ObjectNode o = NODES.objectNode();
                for (int c = 0; c < width; c++) {
                    JsonNode v = node(c, r);
                    if (v != null) o.set(names[c], v);
                }
                out.add(o);
            }
            return out;
        }
    }

    /**
     * The list behind {@link Rows}: its size from the columns, and every other operation on the row nodes, built
     * once on first use (thread-safe) and then ordinary mutable nodes.
     */
    private static final class LazyRows extends AbstractList<JsonNode> implements RandomAccess {
        final Columns cols;
        volatile ArrayList<JsonNode> rows;

        LazyRows(Columns cols) { this.cols = cols; }

        private ArrayList<JsonNode> rows() {
            ArrayList<JsonNode> r = rows;
            if (r == null) {
                synchronized (this) {
                    r = rows;
                    if (r == null) rows = r = cols.materialize();
                }
            }
            return r;
        }

        @Override public int size() { ArrayList<JsonNode> r = rows; return r == null ? cols.rows : r.size(); }
        @Override public boolean isEmpty() { return size() == 0; }
        @Override public JsonNode get(int i) { return rows().get(i); }
        @Override public JsonNode set(int i, JsonNode e) { return rows().set(i, e); }
        @Override public void add(int i, JsonNode e) { rows().add(i, e); }
        @Override public boolean add(JsonNode e) { return rows().add(e); }
        @Override public JsonNode remove(int i) { return rows().remove(i); }
        @Override public boolean addAll(Collection<? extends JsonNode> c) { return rows().addAll(c); }
        @Override public void clear() { rows().clear(); }
        @Override public boolean removeIf(Predicate<? super JsonNode> filter) { return rows().removeIf(filter); }
        @Override public Iterator<JsonNode> iterator() { return rows().iterator(); }
        @Override public ListIterator<JsonNode> listIterator() { return rows().listIterator(); }
        @Override public ListIterator<JsonNode> listIterator(int i) { return rows().listIterator(i); }
        @Override public List<JsonNode> subList(int from, int to) { return rows().subList(from, to); }
    }
}
