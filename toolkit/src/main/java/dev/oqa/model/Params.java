package dev.oqa.model;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Parameter sanitising exactly as the service document's "Global parameter rules" and docs/INTERPRETATION.md say.
 * The queries and {@link Param} call these where a request is built, so a cache key, a local answer and a server
 * answer agree on what was asked.
 */
public final class Params {
    private Params() {}

    public static final int MAX_TICKER_LENGTH = 10;
    public static final int MAX_TICKERS = 20;
    public static final double RANGE_MIN = 0.01, RANGE_MAX = 2.0;
    public static final int WINDOW_MIN = 5, WINDOW_MAX = 365;
    public static final int LIMIT_MIN = 10, LIMIT_MAX = 100;

    private static final Pattern TICKER = Pattern.compile("[A-Z0-9._-]{1," + MAX_TICKER_LENGTH + "}");

    /** A sanitised ticker and whether the raw value was rejected in favour of the default. */
    public record Ticker(String value, boolean fellBack) {}

    /** Trim and upper-case; a value that is empty, too long or has other characters falls back to {@code def}. */
    public static Ticker ticker(String raw, String def) {
        return validTicker(raw).map(s -> new Ticker(s, false)).orElseGet(() -> new Ticker(def, raw != null && !raw.isBlank()));
    }

    /** The sanitised value, or empty when {@code raw} is not a valid symbol (no default applies). */
    public static Optional<String> validTicker(String raw) {
        String s = raw == null ? "" : raw.trim().toUpperCase(Locale.ROOT);
        return TICKER.matcher(s).matches() ? Optional.of(s) : Optional.empty();
    }

    /**
     * Sanitise each, drop invalid ones, de-duplicate keeping first-seen order, no cap: the service caps
     * {@code tickers} at 20 (api-v0), the local engine does not; {@link ApiRequest#forService()} caps a remote request.
     */
    public static List<String> allTickers(List<String> raw) {
        return raw == null ? List.of() : raw.stream().flatMap(r -> validTicker(r).stream()).distinct().toList();
    }

    /** Clamp into [0.01, 2.0]; NaN is a usage error because the server's handling of it is not documented. */
    public static double rangePct(double v) {
        if (Double.isNaN(v)) throw new UsageException("range_pct must be a number between 0.01 and 2.0");
        return Math.min(RANGE_MAX, Math.max(RANGE_MIN, v));
    }

    public static int window(int v) { return Math.min(WINDOW_MAX, Math.max(WINDOW_MIN, v)); }

    public static int limit(int v) { return Math.min(LIMIT_MAX, Math.max(LIMIT_MIN, v)); }

    /** The service document: 1, true, yes, on are true; anything else is false (docs/INTERPRETATION.md, booleans). */
    public static boolean bool(String v) {
        if (v == null) return false;
        return switch (v.trim().toLowerCase(Locale.ROOT)) {
            case "1", "true", "yes", "on" -> true;
            default -> false;
        };
    }

    /** An expiration must be an ISO date; anything else could never match and would waste a request. */
    public static LocalDate date(String name, String v) {
        try {
            return LocalDate.parse(v == null ? "" : v.trim());
        } catch (DateTimeParseException e) {
            throw new UsageException(name + " '" + v + "' is not a date; use YYYY-MM-DD, e.g. 2023-09-15");
        }
    }

    /** Formats a number the way it goes on the wire and into cache keys: no trailing zeros, no exponent. */
    public static String number(double v) {
        return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
