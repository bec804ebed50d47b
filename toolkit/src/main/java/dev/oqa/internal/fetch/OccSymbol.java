package dev.oqa.internal.fetch;

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

    static Optional<OccSymbol> parse(String symbol) {
        String s = symbol == null ? "" : symbol.strip();
        if (s.length() < 16) return Optional.empty();
        String root = s.substring(0, s.length() - 15).strip();
        Matcher m = TAIL.matcher(s.substring(s.length() - 15));
        if (!m.matches() || !ROOT.matcher(root).matches()) return Optional.empty();
        try {
            LocalDate expiry = LocalDate.of(2000 + Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
            return Optional.of(new OccSymbol(root, expiry, m.group(4).equals("C"), Long.parseLong(m.group(5)) / 1000.0));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }
}
