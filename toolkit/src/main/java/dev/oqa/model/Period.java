package dev.oqa.model;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code period} parameter as docs/INTERPRETATION.md reads it: {@code <n>d}, {@code <n>w},
 * {@code <n>M} (months; lower-case {@code m} is months too), {@code <n>y}, {@code ytd} and {@code max}.
 */
public record Period(int count, Unit unit) {
    /** Each counted unit with its letter on the wire; {@code ytd} and {@code max} count nothing and have none. */
    public enum Unit {
        DAY("d"), WEEK("w"), MONTH("M"), YEAR("y"), YTD(null), MAX(null);

        private final String letter;

        Unit(String letter) { this.letter = letter; }
    }

    private static final Pattern FORM = Pattern.compile("(\\d{1,4})([dwmMyY])");
    public static final String ACCEPTED = "<n>d, <n>w, <n>M (months), <n>y, ytd or max, e.g. 5y, 1M, 6w, 30d";

    public Period {
        if (unit == null) throw new IllegalArgumentException("unit");
        if (unit.letter != null && count < 1)
            throw new UsageException("period must count at least 1; accepted forms: " + ACCEPTED);
    }

    public static Period parse(String s) {
        if (s == null) throw new UsageException("period is missing; accepted forms: " + ACCEPTED);
        String t = s.trim();
        if (t.equalsIgnoreCase("ytd")) return new Period(0, Unit.YTD);
        if (t.equalsIgnoreCase("max")) return new Period(0, Unit.MAX);
        Matcher m = FORM.matcher(t);
        if (!m.matches()) throw new UsageException("period '" + s + "' is not accepted; use " + ACCEPTED);
        // FORM admits only the four letters, in either case for months and years
        Unit u = Arrays.stream(Unit.values()).filter(x -> m.group(2).equalsIgnoreCase(x.letter)).findFirst().orElseThrow();
        return new Period(Integer.parseInt(m.group(1)), u);
    }

    /** First calendar date covered when the data ends on {@code end}; {@code null} for {@code max}. */
    public LocalDate startFrom(LocalDate end) {
        return switch (unit) {
            case DAY -> end.minusDays(count);
            case WEEK -> end.minusWeeks(count);
            case MONTH -> end.minusMonths(count);
            case YEAR -> end.minusYears(count);
            case YTD -> LocalDate.of(end.getYear(), 1, 1);
            case MAX -> null;
        };
    }

    /** Canonical wire form: months as upper-case M, the rest lower-case. */
    public String wire() { return unit.letter == null ? unit.name().toLowerCase(Locale.ROOT) : count + unit.letter; }

    @Override public String toString() { return wire(); }

}
