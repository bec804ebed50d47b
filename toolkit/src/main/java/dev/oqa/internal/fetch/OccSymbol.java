package dev.oqa.internal.fetch;

import dev.oqa.internal.local.data.ChainRowChecks;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An OCC option symbol without padding, {@code ROOT + YYMMDD + C|P + strike × 1000 in 8 digits}, read from the right:
 * the last 15 characters are fixed, the rest is the root, which may hold digits after a corporate action
 * ({@code XYZ1}) and differs from the underlying in an index file ({@code _SPX} lists SPX and SPXW).
 */
record OccSymbol(String root, LocalDate expiry, boolean call, double strike) {
    private static final Pattern TAIL = Pattern.compile("(\\d{2})(\\d{2})(\\d{2})([CP])(\\d{8})");
    private static final Pattern ROOT = Pattern.compile("[A-Z0-9]{1,6}");

    /**
     * The symbol's parts, or empty when it is not an unpadded OCC symbol. Nothing is stripped: white space or a control
     * character anywhere ({@code QQQ\u2028240119C...}) makes it not one ({@link #unprintable} says which).
     */
    static Optional<OccSymbol> parse(String symbol) {
        String s = symbol == null ? "" : symbol;
        if (s.length() < 16 || unprintable(s) != null) return Optional.empty();
        String root = s.substring(0, s.length() - 15);
        Matcher m = TAIL.matcher(s.substring(s.length() - 15));
        if (!m.matches() || !ROOT.matcher(root).matches()) return Optional.empty();
        try {
            LocalDate expiry = LocalDate.of(2000 + Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
            return Optional.of(new OccSymbol(root, expiry, m.group(4).equals("C"), Long.parseLong(m.group(5)) / 1000.0));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    /** "white space (U+2028)" or "a control character (U+001B)" for the first such character of {@code s}, else null. */
    static String unprintable(String s) {
        int c = ChainRowChecks.damaged(s); // the same test as a file's rows
        if (c < 0) return null;
        return (Character.isWhitespace(c) || Character.isSpaceChar(c) ? "white space" : "a control character") + String.format(" (U+%04X)", c);
    }
}
