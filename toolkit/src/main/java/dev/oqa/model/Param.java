package dev.oqa.model;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * One parameter of the service document as a typed key: its wire name, its Java type, how text is read into that type
 * and how the typed value goes on the wire. An {@link ApiRequest} holds typed values under these keys: a query sets
 * them typed, the local engine reads them typed ({@code request.get(Param.RANGE_PCT)} is a {@code Double}), and the
 * wire parameters and the cache key are derived from the same values. Text is read once, where it comes in (a request
 * built by hand from strings, the test server's query string), with a message that says what is accepted.
 *
 * @param <T> the value's type
 */
public final class Param<T> implements Comparable<Param<?>> {
    /** Every parameter by its wire name, filled as each constant below is made (so it is declared first). */
    private static final Map<String, Param<?>> BY_NAME = new HashMap<>();

    public static final Param<String> TICKER = symbol("ticker");
    public static final Param<String> BENCHMARK = symbol("benchmark");
    /** Repeated; sanitised, de-duplicated, first-seen order (docs/INTERPRETATION.md, optimizer tickers). */
    public static final Param<List<String>> TICKERS = new Param<>("tickers", raw -> nonEmpty(Params.allTickers(raw)), v -> v);
    /** A fraction of spot, clamped into 0.01..2.0 as the service clamps it. */
    public static final Param<Double> RANGE_PCT = single("range_pct", s -> Params.rangePct(number("range_pct", s,
            "a fraction between 0.01 and 2.0, e.g. 0.15")), Params::number);
    public static final Param<Basis> BASIS = single("basis", Basis::parse, Basis::wire);
    /** Repeated; validated, de-duplicated and sorted so that equal sets share one cache key; {@code all} is none. */
    public static final Param<List<LocalDate>> EXPIRATION = new Param<>("expiration",
            raw -> nonEmpty(raw.stream().filter(s -> !s.isBlank() && !s.trim().equalsIgnoreCase("all"))
                    .map(s -> Params.date("expiration", s)).distinct().sorted().toList()),
            v -> v.stream().map(LocalDate::toString).toList());
    public static final Param<LocalDate> EXPIRY = single("expiry", s -> Params.date("expiry", s), LocalDate::toString);
    /** The document's boolean words (docs/INTERPRETATION.md, booleans); sent as {@code true} or {@code false}. */
    public static final Param<Boolean> INCLUDE_0DTE = single("include_0dte", Params::bool, String::valueOf);
    /** Clamped into 10..100 as the service clamps it. */
    public static final Param<Integer> LIMIT = single("limit", s -> Params.limit(whole("limit", s, "10 to 100")), String::valueOf);
    public static final Param<Period> PERIOD = single("period", Period::parse, Period::wire);
    /** Sent as asked; the query clamps into 5..365 and says so (as the local engine does for one written by hand). */
    public static final Param<Integer> WINDOW = whole("window", "an integer from 5 to 365");
    public static final Param<String> OBJECTIVE = word("objective");
    public static final Param<String> SIMILARITY = word("similarity");
    public static final Param<String> GROUPING = word("grouping");
    public static final Param<Integer> KERNEL_SIZE = whole("kernel_size", "an integer from 5 to 252");
    public static final Param<Integer> TOP_N = whole("top_n", "an integer from 1 to 50");
    public static final Param<Integer> MIN_SEPARATION = whole("min_separation", "an integer from 0 up");

    private final String name;
    private final Function<List<String>, T> read;
    private final Function<T, List<String>> write;

    private Param(String name, Function<List<String>, T> read, Function<T, List<String>> write) {
        this.name = name;
        this.read = read;
        this.write = write;
        BY_NAME.put(name, this);
    }

    /** The parameter of this wire name; an unknown name is refused with the documented ones. */
    public static Param<?> named(String name) {
        Param<?> p = BY_NAME.get(name);
        if (p == null) throw new IllegalArgumentException("no parameter '" + name + "' in api-v0; documented: " + BY_NAME.keySet().stream().sorted().toList());
        return p;
    }

    public String name() { return name; }

    /** The value of this text ({@code null} when blank: the parameter is then left out, and its default applies). */
    T read(List<String> text) { return read.apply(text); }

    /** The value as it goes on the wire and into the cache key. */
    List<String> write(Object value) {
        @SuppressWarnings("unchecked") T v = (T) value;
        return write.apply(v);
    }

    @Override public int compareTo(Param<?> o) { return name.compareTo(o.name); }

    @Override public String toString() { return name; }

    // ---- the kinds of parameter ----

    /** A symbol: the request normalises it once ({@link ApiRequest.Builder#ticker}), so reading keeps the text. */
    private static Param<String> symbol(String name) { return single(name, s -> s, s -> s); }

    private static Param<String> word(String name) { return single(name, s -> s.trim().toLowerCase(Locale.ROOT), s -> s); }

    private static Param<Integer> whole(String name, String accepted) { return single(name, s -> whole(name, s, accepted), String::valueOf); }

    private static <T> Param<T> single(String name, Function<String, T> read, Function<T, String> write) {
        return new Param<>(name, raw -> raw.isEmpty() || raw.get(0) == null || raw.get(0).isBlank() ? null : read.apply(raw.get(0)),
                v -> List.of(write.apply(v)));
    }

    private static <T> List<T> nonEmpty(List<T> v) { return v.isEmpty() ? null : v; }

    private static double number(String name, String s, String accepted) {
        try {
            return Double.parseDouble(s.trim());
        } catch (NumberFormatException e) {
            throw new UsageException(name + " '" + s + "' is not a number; use " + accepted);
        }
    }

    private static int whole(String name, String s, String accepted) {
        try {
            long v = Long.parseLong(s.trim());
            return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
        } catch (NumberFormatException e) {
            throw new UsageException(name + " '" + s + "' is not a whole number; use " + accepted);
        }
    }
}
