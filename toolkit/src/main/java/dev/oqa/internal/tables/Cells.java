package dev.oqa.internal.tables;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import tech.tablesaw.api.DateColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;

/**
 * The display tables' cells from an answer's values, which may be absent: a null text, a blank date, or a number
 * that is null or not finite becomes a missing cell, never a zero or an empty word.
 */
final class Cells {
    private Cells() {}

    static void text(StringColumn c, String v) { if (v == null) c.appendMissing(); else c.append(v); }

    static void number(DoubleColumn c, Double v) { number(c, v == null ? Double.NaN : v); }

    /** Unboxed, for the by-strike and matrix loops that fill a column from {@code double}s. */
    static void number(DoubleColumn c, double v) { if (Double.isFinite(v)) c.append(v); else c.appendMissing(); }

    /** One-row summaries: a column of one cell, missing when {@code v} is null. */
    static StringColumn text(String name, String v) { return StringColumn.create(name, v == null ? "" : v); }

    /** One-row summaries: a column of one cell, missing when {@code v} is null or not finite. */
    static DoubleColumn number(String name, Double v) { return DoubleColumn.create(name, v != null && Double.isFinite(v) ? v : Double.NaN); }

    static void date(DateColumn c, String v) { if (v == null || v.isBlank()) c.appendMissing(); else c.append(date(v)); }

    /** A record's date, {@code YYYY-MM-DD} (a longer ISO timestamp is cut to its date). */
    static LocalDate date(String s) {
        if (s == null || s.isBlank()) throw new IllegalArgumentException("a record has no expiry; expected a date YYYY-MM-DD");
        try {
            return LocalDate.parse(s.strip().length() > 10 ? s.strip().substring(0, 10) : s.strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("expiry '" + s + "' is not a date; expected YYYY-MM-DD");
        }
    }
}
