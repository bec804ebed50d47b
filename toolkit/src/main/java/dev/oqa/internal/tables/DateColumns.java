package dev.oqa.internal.tables;

import java.time.DateTimeException;
import java.time.LocalDate;
import tech.tablesaw.api.DateColumn;
import tech.tablesaw.columns.dates.DateColumnType;
import tech.tablesaw.columns.dates.PackedLocalDate;

/**
 * Dates as Tablesaw {@link DateColumn}s, so a table sorts, filters and plots them as dates. The answers carry dates
 * as ISO text ({@code 2025-10-17}); a text column whose every value is one becomes a date column, anything else
 * (a timestamp, {@code 2025-10}, a word) stays text.
 */
public final class DateColumns {
    private static final int MISSING = DateColumnType.missingValueIndicator();

    private DateColumns() {}

    /**
     * The values as a date column when every non-empty one is an ISO date and at least one is; otherwise null.
     * Empty or null values are missing dates. A chain's rows repeat few distinct dates, so each run of equal
     * values is parsed once.
     */
    public static DateColumn ifAllDates(String name, String[] values) {
        int[] packed = new int[values.length];
        boolean any = false;
        String last = null;
        int lastPacked = 0;
        for (int i = 0; i < values.length; i++) {
            String v = values[i];
            if (v == null || v.isEmpty()) { packed[i] = MISSING; continue; }
            if (!v.equals(last)) {
                LocalDate d = parse(v);
                if (d == null) return null;
                last = v;
                lastPacked = PackedLocalDate.pack(d);
            }
            packed[i] = lastPacked;
            any = true;
        }
        return any ? DateColumn.createInternal(name, packed) : null;
    }

    /** One value: an ISO date, or missing for null or blank. */
    public static DateColumn of(String name, String value) {
        DateColumn c = DateColumn.create(name);
        if (value == null || value.isBlank()) return c.appendMissing();
        LocalDate d = parse(value.strip());
        if (d == null) throw new IllegalArgumentException(name + " '" + value + "' is not a date; expected YYYY-MM-DD");
        return c.append(d);
    }

    /** {@code YYYY-MM-DD} exactly, a real calendar day; else null. */
    static LocalDate parse(String s) {
        if (s.length() != 10 || s.charAt(4) != '-' || s.charAt(7) != '-') return null;
        for (int i : new int[] {0, 1, 2, 3, 5, 6, 8, 9}) if (s.charAt(i) < '0' || s.charAt(i) > '9') return null;
        try {
            return LocalDate.of(Integer.parseInt(s, 0, 4, 10), Integer.parseInt(s, 5, 7, 10), Integer.parseInt(s, 8, 10, 10));
        } catch (DateTimeException e) {
            return null;
        }
    }
}
