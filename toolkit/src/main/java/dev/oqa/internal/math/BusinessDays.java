package dev.oqa.internal.math;

import java.time.LocalDate;

/**
 * Business-day counts with numpy's {@code busday_count} semantics (Monday–Friday, no holiday calendar):
 * the number of weekdays in {@code [begin, end)}, negative when {@code end < begin}. Perfiliev's GEX
 * script computes time to expiry this way (divided by 262), and the zero-gamma level must match it.
 * This is a published convention, kept on purpose: it is not the exchange's calendar
 * ({@link dev.oqa.internal.calendar.TradingCalendar}), which decides sessions, holidays and what a refresh expects.
 */
public final class BusinessDays {
    private BusinessDays() {}

    /** Weekdays in {@code [begin, end)}, or minus the weekdays in {@code [end, begin)} when {@code end < begin}. */
    public static long count(LocalDate begin, LocalDate end) {
        if (end.isBefore(begin)) return -count(end, begin);
        return weekdaysBeforeEpochDay(end.toEpochDay()) - weekdaysBeforeEpochDay(begin.toEpochDay());
    }

    // Weekdays in [1970-01-05 (a Monday) + k·7, day); epoch day 4 is Monday 1970-01-05.
    private static long weekdaysBeforeEpochDay(long day) {
        long d = day - 4;
        long weeks = Math.floorDiv(d, 7), rem = Math.floorMod(d, 7);
        return weeks * 5 + Math.min(rem, 5);
    }
}
