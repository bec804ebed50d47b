package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import dev.oqa.model.Params;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The checks every option-chain row passes before it is counted, whichever reader found it (the long CSV form,
 * Cboe's quote table, or the rows of an {@code /options/chain} answer read for {@code --via-chain}). One instance
 * per source; it remembers the contracts seen.
 *
 * <p>Per case, and why:
 * <ul>
 *   <li><b>A non-finite number</b> ({@code Infinity}, {@code -Infinity}) or <b>one no quote can have</b> (open
 *       interest or volume above {@value #MAX_COUNT} contracts, a price above {@value #MAX_PRICE}, a greek or IV
 *       above {@value #MAX_GREEK} in size): <em>refused</em>, naming the source, the line and the column. A damaged
 *       number cannot be guessed, and kept it moves the walls and the totals.</li>
 *   <li><b>Negative open interest or volume</b>: <em>refused</em> likewise; a count cannot be negative, so the
 *       source is damaged rather than the contract empty.</li>
 *   <li><b>The same contract symbol twice with the same numbers</b> (a download pasted twice): the repeat is
 *       <em>dropped</em> and counted in a {@link #notes() note}; counting it once is unambiguous.</li>
 *   <li><b>The same contract symbol twice with different numbers</b>: <em>refused</em>, naming both lines; which
 *       one is right cannot be known, and summing them doubles every GEX value and open-interest total.</li>
 *   <li><b>Rows without a symbol sharing an expiry, a side and a strike</b>: <em>kept, with a note</em> counting
 *       them. Without a symbol a repeat cannot be told from a second option root listed under one name (the bundled
 *       SPXW 2025-09-03 file carries 352 such rows, SPX and SPXW quotes side by side), so dropping either would be a
 *       guess; the note says they were counted as separate contracts.</li>
 * </ul>
 * A contract is its expiry, its side, its strike and its symbol (SPX and SPXW share expiries and strikes but are
 * different contracts). NaN is a missing value and passes.
 */
public final class ChainRowChecks {
    public static final double MAX_COUNT = 1e9;
    public static final double MAX_PRICE = 1e9;
    public static final double MAX_GREEK = 1e6;
    /** The most a spot or a strike can be: 10^7, a hundred times the dearest listed share (BRK.A near 10^6 has no options). */
    public static final double MAX_SPOT = 1e7, MAX_STRIKE = 1e7;

    /** The order of the numbers a reader passes: the columns of {@link ChainSnapshot.Builder#add}. */
    public static final List<String> COLUMNS = List.of("strike", "last", "net_change", "bid", "ask", "volume", "iv", "delta", "gamma", "open_interest");
    private static final int VOLUME = 5, OPEN_INTEREST = 9;

    private record Contract(LocalDate expiry, boolean call, double strike, String symbol) {}
    private record Seen(String where, double[] numbers) {}

    private final String source;
    private final Map<Contract, Seen> seen = new HashMap<>();
    private int repeats, unnamed;
    private String firstRepeat, firstUnnamed;

    /** @param source the file, or the answer, the rows come from, as messages name it */
    public ChainRowChecks(String source) { this.source = Objects.requireNonNull(source, "source"); }

    /**
     * Checks one row.
     *
     * @param where   {@code "line 12"} or {@code "row 12"}
     * @param numbers the row's numbers in {@link #COLUMNS} order; NaN where missing
     * @return true to count the row; false for an exact repeat of an earlier row (dropped and noted)
     * @throws LocalDataException for a row that cannot be counted (see the class comment)
     */
    public boolean accept(String where, LocalDate expiry, boolean call, String symbol, double[] numbers) {
        for (int c = 0; c < numbers.length; c++) {
            double v = numbers[c];
            if (Double.isNaN(v)) continue;
            String col = COLUMNS.get(c);
            if (Double.isInfinite(v)) throw refuse(where, col + " is " + v + "; a quote's numbers are finite");
            if (c == 0 && !(v > 0 && v <= MAX_STRIKE)) throw refuse(where, "strike " + v + " is outside 0 to 10,000,000");
            double limit = c == VOLUME || c == OPEN_INTEREST ? MAX_COUNT : c <= 4 ? MAX_PRICE : MAX_GREEK;
            if (Math.abs(v) > limit) throw refuse(where, col + " " + v + " is beyond any quote (at most " + (long) limit + " in size)");
            if ((c == VOLUME || c == OPEN_INTEREST) && v < 0) throw refuse(where, col + " " + v + " is negative; a count of contracts is 0 or more");
        }
        Contract k = new Contract(expiry, call, numbers[0], symbol == null || symbol.isBlank() ? null : symbol.strip());
        Seen before = seen.putIfAbsent(k, new Seen(where, numbers.clone()));
        if (before == null) return true;
        if (k.symbol() == null) {
            if (unnamed++ == 0) firstUnnamed = where + " and " + before.where();
            return true;
        }
        if (Arrays.equals(before.numbers(), numbers)) {
            if (repeats++ == 0) firstRepeat = where + " repeats " + before.where();
            return false;
        }
        throw refuse(where, "the contract " + expiry + " " + (call ? "call" : "put") + " " + Params.number(numbers[0])
                + (k.symbol() == null ? "" : " (" + k.symbol() + ")") + " is also on " + before.where() + " with different numbers;"
                + " a contract is counted once, so remove one of the two rows");
    }

    /**
     * A file's or an answer's price of the underlying: missing (NaN) and 0 (Cboe's "not given") pass; one that is not a price (negative, not
     * finite, above {@link #MAX_SPOT}) is refused with the field named, since a spot of 1e308 turns every GEX value into
     * an overflow.
     */
    public void spot(String where, String field, double v) {
        if (Double.isNaN(v) || v == 0) return; // Cboe's zero: not given
        if (!(v > 0 && v <= MAX_SPOT)) throw refuse(where, field + " " + v + " is not a price of the underlying (above 0 and at most 10,000,000)");
    }

    /**
     * A contract symbol that holds white space or a control character inside it ({@code QQQ\u2028...}, ESC, NUL) is
     * refused, not cleaned: it is damaged text, and a cleaned one could name another contract.
     */
    public void symbol(String where, String symbol) {
        int c = symbol == null ? -1 : damaged(symbol);
        if (c >= 0)
            throw refuse(where, "contract " + Csv.shown(symbol) + " holds " + String.format("U+%04X", c)
                    + " (white space or a control character); an option symbol is letters and digits");
    }

    /**
     * The first character of {@code symbol} that no option symbol holds (white space, a control or a format character),
     * or -1 when there is none: the one test of damaged symbol text, for a file's rows here and a fetched answer's.
     */
    public static int damaged(String symbol) {
        for (int i = 0; i < symbol.length(); ) {
            int c = symbol.codePointAt(i);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c) || Character.isISOControl(c) || Character.getType(c) == Character.FORMAT)
                return c;
            i += Character.charCount(c);
        }
        return -1;
    }

    /** What was dropped, for the answer's provenance; empty when nothing was. */
    public List<String> notes() {
        List<String> n = new ArrayList<>();
        if (repeats > 0) n.add("dropped " + repeats + " exact repeat" + (repeats == 1 ? "" : "s") + " of contract rows in " + source
                + " (first: " + firstRepeat + "); each contract counted once");
        if (unnamed > 0) n.add(unnamed + " row" + (unnamed == 1 ? "" : "s") + " of " + source + " share an expiry, a side and a strike with an"
                + " earlier row and have no contract symbol to tell them apart (first: " + firstUnnamed + "); counted as separate contracts");
        return List.copyOf(n);
    }

    private LocalDataException refuse(String where, String what) {
        return new LocalDataException(source + " " + where + ": " + what);
    }
}
