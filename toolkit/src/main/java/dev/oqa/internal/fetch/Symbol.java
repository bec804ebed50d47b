package dev.oqa.internal.fetch;

import dev.oqa.model.UsageException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A symbol checked before it becomes a URL path segment or a file name: 1 to 10 of {@code A-Z 0-9 . -}, starting with
 * a letter or a digit, so no path separator, no {@code ..}, no control character can pass. A leading underscore is
 * Cboe's spelling of an index ({@code _SPX}); it is kept apart in {@link #indexForm()}, and the value is the bare symbol
 * the files are named by.
 */
public record Symbol(String value, boolean indexForm) {
    static final String RULE = "1 to 10 of A-Z 0-9 . - starting with a letter or a digit (an index may be written _SPX)";
    private static final Pattern VALID = Pattern.compile("[A-Z0-9][A-Z0-9.-]{0,9}");

    public Symbol {
        if (value == null || !VALID.matcher(value).matches() || value.contains(".."))
            throw new IllegalArgumentException("not a checked symbol: " + value);
    }

    /** The checked symbol of {@code raw} (trimmed, upper-cased), or a usage error saying what is accepted. */
    public static Symbol of(String raw) {
        String s = raw == null ? "" : raw.trim().toUpperCase(Locale.ROOT);
        boolean index = s.startsWith("_");
        String v = index ? s.substring(1) : s;
        if (!VALID.matcher(v).matches() || v.contains(".."))
            throw new UsageException("'" + shown(raw) + "' is not a symbol: " + RULE);
        return new Symbol(v, index);
    }

    /** The checked symbol of {@code raw}, or empty when it is not one (a file name in a folder, a request's ticker). */
    static Optional<Symbol> parse(String raw) {
        try {
            return Optional.of(of(raw));
        } catch (UsageException notASymbol) {
            return Optional.empty();
        }
    }

    /** At most 24 printable characters of what was typed, so a message never carries control characters. */
    private static String shown(String raw) {
        if (raw == null) return "";
        StringBuilder sb = new StringBuilder();
        raw.codePoints().limit(24).forEach(c -> sb.appendCodePoint(c < 0x20 || c == 0x7f ? '?' : c));
        return raw.codePointCount(0, raw.length()) > 24 ? sb + "..." : sb.toString();
    }

    @Override public String toString() { return value; }
}
