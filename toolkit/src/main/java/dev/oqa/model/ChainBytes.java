package dev.oqa.model;

import com.fasterxml.jackson.core.io.NumberInput;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A chain's contracts read straight from the body's bytes into {@link ChainStream.Columns}, without a tokenizer in
 * between: names are matched against the previous row's order byte for byte, numbers are read digit by digit, and
 * a string that repeats the column's previous one is shared. It fills the columns exactly as reading the same array
 * token by token with Jackson would (the same names, tags and values), and only for the plainest JSON: ASCII strings
 * without escapes, numbers of at most 18 significant digits before any conversion, and the grammar Jackson accepts
 * by default. At anything else (an escape, a non-ASCII byte, a nested value, leading zeros, a trailing comma,
 * malformed input) it gives up, and the caller reads the array with Jackson as before, errors included.
 *
 * <p>Doubles are correctly rounded both ways: a significand below 2<sup>53</sup> with a power of ten up to 22 is one
 * exact IEEE operation (Clinger's fast path); a longer one is {@link EiselLemire}'s 128-bit product; the few that
 * neither settles go to Jackson's own decimal parser ({@link NumberInput#parseDouble(char[], int, int, boolean)}, the
 * one its parser calls with the fast double parser on). All three give the correctly rounded double, so the same bits
 * as Jackson's parser.
 *
 * <p>A large array is read in two halves at once: the second from the first row start past the middle, on the
 * common fork-join pool, while this thread reads the first. The second half counts only when the first, read row by
 * row, arrives exactly at that row start (so a guess inside a string is never trusted), and only when its columns
 * append to the first half's in the order a single pass would have made them; otherwise this thread reads on from
 * there as if alone. Either way the columns are the same as from one pass.
 */
final class ChainBytes {
    /** 10<sup>0</sup> to 10<sup>22</sup>: every one exact in a double. */
    private static final double[] POW10 = new double[23];
    static {
        POW10[0] = 1;
        for (int k = 1; k < POW10.length; k++) POW10[k] = POW10[k - 1] * 10;
    }
    private static final long TWO_53 = 1L << 53;
    /** Eight bytes at a time, little-endian: the first byte in the lowest bits. */
    private static final VarHandle EIGHT = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Longer names, strings and numbers are left to Jackson, which enforces its own read limits on them. */
    private static final int MAX_NAME = 1_000, MAX_TEXT = 100_000, MAX_NUMBER = 64;

    private final byte[] b;
    private final int end;
    private final ChainStream.Columns c;
    private int i;
    /** Set when {@link #rows} stopped at the row start it was given. */
    private boolean stopped;
    private byte[][] nameBytes = new byte[16][];
    /** Each name and its closing quote as little-endian words, zero-padded to a multiple of eight bytes. */
    private long[][] quoted = new long[16][];
    private int[] prevAt = new int[16], prevLen = new int[16];
    private final char[] chars = new char[MAX_NUMBER];

    private ChainBytes(byte[] b, int start, int end) {
        this.b = b;
        this.end = end;
        this.i = start;
        this.c = new ChainStream.Columns();
    }

    /** From this many bytes an array is read in two halves on two threads (with one processor, never). */
    static final int SPLIT_BYTES = 1 << 20;
    private static final boolean SEVERAL_CPUS = Runtime.getRuntime().availableProcessors() > 1;

    /**
     * The columns of the array whose {@code [} is at {@code b[start]}, with {@link #end()} just past its {@code ]};
     * null when the array is not plain records as described above (the caller then reads it with Jackson).
     */
    static ChainBytes scan(byte[] b, int start, int end) {
        return scan(b, start, end, SEVERAL_CPUS ? SPLIT_BYTES : Integer.MAX_VALUE);
    }

    /** As {@link #scan(byte[], int, int)}, splitting an array of at least {@code splitBytes} bytes. */
    static ChainBytes scan(byte[] b, int start, int end, int splitBytes) {
        ChainBytes s = new ChainBytes(b, start, end);
        int split = end - start >= splitBytes ? rowStartAfter(b, start + 1 + (end - start) / 2, end) : -1;
        if (split < 0) return s.array(-1) ? s : null;
        AtomicBoolean taken = new AtomicBoolean();
        CompletableFuture<ChainBytes> second = CompletableFuture.supplyAsync(() -> {
            if (!taken.compareAndSet(false, true)) return null;   // this thread got there first and reads on alone
            ChainBytes t = new ChainBytes(b, split, end);
            try {
                return t.rows(-1) ? t : null;
            } catch (RuntimeException e) {
                return null;   // this thread then reads that half itself, and whatever went wrong happens here, unwrapped
            }
        }, ForkJoinPool.commonPool());
        boolean read = s.array(split);
        boolean alone = taken.compareAndSet(false, true);   // the second half had not started, and now never will
        if (!read) return null;
        if (!s.stopped) return s;   // the array ended first, or the guess was not a row start: read in one pass
        s.stopped = false;
        ChainBytes t = alone ? null : second.join();
        if (t != null && s.append(t)) return s;
        return s.rows(-1) ? s : null;   // read on from the split as one pass would
    }

    /**
     * The index of the {@code {} of the first {@code },{} (whitespace allowed) at or after {@code from}, or -1: a
     * guess at a row start, checked by the first half's reading.
     */
    private static int rowStartAfter(byte[] b, int from, int end) {
        for (int k = Math.max(from, 0); k < end; k++) {
            if (b[k] != '}') continue;
            int j = k + 1;
            while (j < end && isSpace(b[j])) j++;
            if (j >= end || b[j] != ',') continue;
            j++;
            while (j < end && isSpace(b[j])) j++;
            if (j < end && b[j] == '{') return j;
        }
        return -1;
    }

    private static boolean isSpace(byte ch) { return ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t'; }

    /**
     * Appends the second half's rows, when its columns map onto this half's (or new ones after them) in their own
     * order, so that each row's fields stay in the order one pass requires; false, and nothing changed, otherwise.
     */
    private boolean append(ChainBytes t) {
        ChainStream.Columns o = t.c;
        int previous = -1;
        for (int j = 0; j < o.width; j++) {
            Integer g = c.index.get(o.names[j]);
            int at = g == null ? Integer.MAX_VALUE : g;
            if (at <= previous) return false;
            previous = at;
        }
        int base = c.rows, n = o.rows;
        if (base + n > c.capacity) c.reserve(base + n);
        for (int j = 0; j < o.width; j++) {
            int g = c.column(o.names[j]);
            System.arraycopy(o.tags[j], 0, c.tags[g], base, n);
            if (o.bits[j] != null) System.arraycopy(o.bits[j], 0, c.bits(g), base, n);
            if (o.texts[j] != null) {
                if (c.texts[g] == null) c.texts[g] = new String[c.capacity];
                System.arraycopy(o.texts[j], 0, c.texts[g], base, n);
            }
            c.seen[g] |= o.seen[j];
        }
        c.rows = base + n;
        i = t.i;
        return true;
    }

    ChainStream.Columns columns() { return c; }

    /** The index just past the array's closing bracket. */
    int end() { return i; }

    private int at() { return i < end ? b[i] : -1; }

    private void ws() {
        while (i < end) {
            byte ch = b[i];
            if (ch != ' ' && ch != '\n' && ch != '\r' && ch != '\t') return;
            i++;
        }
    }

    /** The array from its {@code [}: all of it, or up to a row that starts at {@code stopAt} (see {@link #rows}). */
    private boolean array(int stopAt) {
        if (at() != '[') return false;
        i++;
        ws();
        if (at() == ']') { i++; return true; }
        return rows(stopAt);
    }

    /**
     * Rows from a {@code {} to just past the array's {@code ]}; or, when a row starts exactly at {@code stopAt},
     * up to it (true, with {@code i == stopAt}).
     */
    private boolean rows(int stopAt) {
        while (true) {
            if (i == stopAt) { stopped = true; return true; }
            if (at() != '{') return false;
            int rowStart = i++;
            if (c.rows == c.capacity) c.grow();
            int r = c.rows++;
            if (!row(r)) return false;
            if (r == 0) reserve(i - rowStart);
            ws();
            int ch = at();
            i++;
            if (ch == ']') return true;
            if (ch != ',') return false;
            ws();
        }
    }

    /** Sizes the columns once from the first row's length, so a large chain is not copied at every doubling. */
    private void reserve(int rowBytes) {
        long estimate = (long) (end - i) / Math.max(1, rowBytes) + 2;
        estimate += estimate / 16;
        if (estimate > c.capacity) c.reserve((int) Math.min(estimate, (end - i) / 2 + 2));
    }

    /** One object's members, from just after its opening brace to just after its closing one. */
    private boolean row(int r) {
        ws();
        if (at() == '}') { i++; return true; }
        int last = -1;
        while (true) {
            if (at() != '"') return false;
            int col = name(last);
            // A repeated field, or an order the row nodes could not rebuild: Jackson's path falls back whole too.
            if (col <= last) return false;
            last = col;
            ws();
            if (at() != ':') return false;
            i++;
            ws();
            if (!value(col, r)) return false;
            ws();
            int ch = at();
            i++;
            if (ch == '}') return true;
            if (ch != ',') return false;
            ws();
        }
    }

    /** The column of the name at the opening quote; -1 (never a column) when the name is not plain ASCII. */
    private int name(int last) {
        int s = ++i, next = last + 1;
        if (next < c.width) {
            // The usual case, the next field of the previous rows: its bytes then the closing quote (a stored name
            // holds no quote or backslash, so that is the whole string), compared eight bytes at a time.
            long[] want = quoted[next];
            int n = nameBytes[next].length + 1;
            if (s + want.length * 8 <= end) {
                int k = 0, last8 = want.length - 1;
                while (k < last8 && (long) EIGHT.get(b, s + 8 * k) == want[k]) k++;
                if (k == last8 && ((long) EIGHT.get(b, s + 8 * k) & tailMask(n)) == want[k]) {
                    i = s + n;
                    return next;
                }
            }
        }
        int len = string();
        if (len < 0 || len > MAX_NAME) return -1;
        String name = new String(b, s, len, StandardCharsets.ISO_8859_1);
        int col = c.column(name);
        if (col >= nameBytes.length) {
            int w = Math.max(col + 1, nameBytes.length * 2);
            nameBytes = Arrays.copyOf(nameBytes, w);
            quoted = Arrays.copyOf(quoted, w);
            prevAt = Arrays.copyOf(prevAt, w);
            prevLen = Arrays.copyOf(prevLen, w);
        }
        if (nameBytes[col] == null) {
            nameBytes[col] = Arrays.copyOfRange(b, s, s + len);
            byte[] padded = Arrays.copyOf(nameBytes[col], (len + 1 + 7) / 8 * 8);
            padded[len] = '"';
            long[] words = new long[padded.length / 8];
            for (int k = 0; k < words.length; k++) words[k] = (long) EIGHT.get(padded, 8 * k);
            quoted[col] = words;
            prevLen[col] = -1;
        }
        return col;
    }

    /**
     * Moves past a string's closing quote (from just after its opening one) and gives its length in bytes; -1 for
     * an escape, a control character, a non-ASCII byte (all negative as signed bytes) or no closing quote.
     */
    private int string() {
        int s = i;
        while (i < end) {
            byte ch = b[i];
            if (ch == '"') return i++ - s;
            if (ch < 0x20 || ch == '\\') return -1;
            i++;
        }
        return -1;
    }

    private boolean value(int col, int r) {
        int ch = at();
        byte tag;
        switch (ch) {
            case '"' -> {
                int s = ++i;
                int len = string();
                if (len < 0 || len > MAX_TEXT) return false;
                text(col, r, s, len);
                tag = ChainStream.Columns.TEXT;
                c.seen[col] |= ChainStream.Columns.SEEN_TEXT;
            }
            case 't' -> {
                if (!literal("true")) return false;
                tag = ChainStream.Columns.TRUE;
                c.seen[col] |= ChainStream.Columns.SEEN_BOOLEAN;
            }
            case 'f' -> {
                if (!literal("false")) return false;
                tag = ChainStream.Columns.FALSE;
                c.seen[col] |= ChainStream.Columns.SEEN_BOOLEAN;
            }
            case 'n' -> {
                if (!literal("null")) return false;
                tag = ChainStream.Columns.NULL;
            }
            default -> {
                tag = number(col, r);
                if (tag == 0) return false;
                c.seen[col] |= ChainStream.Columns.SEEN_NUMBER;
            }
        }
        c.tags[col][r] = tag;
        return true;
    }

    /** The column's previous string when the bytes are the same (expiry and type repeat row after row), else a new one. */
    private void text(int col, int r, int s, int len) {
        String[] column = c.texts[col];
        if (column == null) column = c.texts[col] = new String[c.capacity];
        if (prevLen[col] == len) {
            int p = prevAt[col], k = 0;
            while (k < len && b[p + k] == b[s + k]) k++;
            if (k == len) {
                column[r] = c.lastText[col];
                return;
            }
        }
        String t = new String(b, s, len, StandardCharsets.ISO_8859_1);
        column[r] = t;
        c.lastText[col] = t;
        prevAt[col] = s;
        prevLen[col] = len;
    }

    private boolean literal(String word) {
        int n = word.length();
        if (end - i < n) return false;
        for (int k = 0; k < n; k++) if (b[i + k] != word.charAt(k)) return false;
        i += n;
        return true;
    }

    /**
     * A number in JSON's grammar, stored in the column as Jackson's parser types it (int, long, double); 0 when it
     * is not one this reader takes (then Jackson decides, and reports malformed numbers itself).
     */
    private byte number(int col, int r) {
        final byte[] b = this.b;
        final int end = this.end;
        int s = i, j = s;
        boolean negative = j < end && b[j] == '-';
        if (negative) j++;
        int intStart = j, ch = j < end ? b[j] : -1;
        long m = 0;
        int significant = 0;   // digits from the first non-zero one, all of them accumulated in m
        if (ch == '0') {
            ch = ++j < end ? b[j] : -1;
            if (digit(ch)) return 0;   // a leading zero: not JSON
        } else if (digit(ch)) {
            do {
                m = m * 10 + (ch - '0');
                ch = ++j < end ? b[j] : -1;
            } while (digit(ch));
            significant = j - intStart;
        } else {
            return 0;
        }
        int intDigits = j - intStart;
        boolean floating = false;
        int fraction = 0;
        if (ch == '.') {
            floating = true;
            int f = ++j;
            ch = j < end ? b[j] : -1;
            if (m == 0) while (ch == '0') ch = ++j < end ? b[j] : -1;
            int from = j;
            // Eight digits at a time while there are eight (a quote's and a greek's fraction is 15 or 16 digits).
            for (long w; j + 8 <= end && eightDigits(w = (long) EIGHT.get(b, j)); j += 8) m = m * 100_000_000 + eightDigitsValue(w);
            ch = j < end ? b[j] : -1;
            while (digit(ch)) {
                m = m * 10 + (ch - '0');
                ch = ++j < end ? b[j] : -1;
            }
            fraction = j - f;
            significant += j - from;
            if (fraction == 0) return 0;
        }
        int exponent = 0;
        if (ch == 'e' || ch == 'E') {
            floating = true;
            ch = ++j < end ? b[j] : -1;
            boolean minus = ch == '-';
            if (minus || ch == '+') ch = ++j < end ? b[j] : -1;
            int e = j;
            while (digit(ch)) {
                if (j - e < 6) exponent = exponent * 10 + (ch - '0');
                ch = ++j < end ? b[j] : -1;
            }
            if (j == e || j - e >= 6) return 0;   // no digits, or an exponent Jackson's parser should judge
            if (minus) exponent = -exponent;
        }
        i = j;
        if (j - s > MAX_NUMBER || significant > 18) return 0;
        if (!floating) {
            // Jackson reads "-0" as the int 0 and more than 18 digits may need a BigInteger: both left to it.
            if (negative && m == 0 || intDigits > 18) return 0;
            long v = negative ? -m : m;
            c.bits(col)[r] = v;
            return v == (int) v ? ChainStream.Columns.INT : ChainStream.Columns.LONG;
        }
        c.bits(col)[r] = Double.doubleToRawLongBits(toDouble(m, exponent - fraction, negative, s, j));
        return ChainStream.Columns.DOUBLE;
    }

    /** {@code ±m × 10^power}, the number written in {@code b[s..j)}, correctly rounded. */
    private double toDouble(long m, int power, boolean negative, int s, int j) {
        if (m == 0) return negative ? -0.0 : 0.0;
        if (m < TWO_53 && power >= -22 && power <= 22) {
            double d = power < 0 ? m / POW10[-power] : m * POW10[power];   // exact operands, one correctly rounded operation
            return negative ? -d : d;
        }
        double d = EiselLemire.toDouble(m, power, negative);
        if (!Double.isNaN(d)) return d;
        // Too close to a rounding boundary for the 128-bit product, or beyond its range: the exact parser.
        int len = j - s;
        for (int k = 0; k < len; k++) chars[k] = (char) b[s + k];
        return NumberInput.parseDouble(chars, 0, len, true);
    }

    private static boolean digit(int ch) { return ch >= '0' && ch <= '9'; }

    /** The bytes of the last word that belong to a quoted name of {@code n} bytes (1 to 8 of them). */
    private static long tailMask(int n) {
        int tail = n - (n - 1) / 8 * 8;
        return tail == 8 ? -1L : (1L << (8 * tail)) - 1;
    }

    /** True when all eight bytes are ASCII digits: each high nibble is 3, and adding 6 to the low one does not carry. */
    private static boolean eightDigits(long w) {
        return ((w & 0xF0F0F0F0F0F0F0F0L) | (((w + 0x0606060606060606L) & 0xF0F0F0F0F0F0F0F0L) >>> 4)) == 0x3333333333333333L;
    }

    /**
     * The value of eight ASCII digits, the first the most significant: pairs, then fours, then all eight combined by
     * multiplications in the lanes of one long (the widely used SWAR conversion; every lane stays below its bound).
     */
    private static long eightDigitsValue(long w) {
        w -= 0x3030303030303030L;
        w = w * 10 + (w >>> 8);   // each even byte: 10 * its digit + the next one
        return (((w & 0x000000FF000000FFL) * (100 + (1_000_000L << 32)))
                + (((w >>> 16) & 0x000000FF000000FFL) * (1 + (10_000L << 32)))) >>> 32;
    }
}
