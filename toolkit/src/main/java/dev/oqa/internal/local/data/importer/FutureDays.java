package dev.oqa.internal.local.data.importer;

import dev.oqa.internal.calendar.TradingCalendar;
import java.time.Instant;
import java.time.LocalDate;

/**
 * The last day a data folder may hold at a given moment: the New York date then, plus one day of slack (a source in
 * Asia dates a session by its own calendar, and a clock may be a little ahead). A row, a chain or a holding dated
 * after it came from a source's error and is never written, nor taken as current.
 */
public final class FutureDays {
    public static final int SLACK_DAYS = 1;

    private FutureDays() {}

    /** The New York date at {@code now}, as the sessions count it ({@link TradingCalendar#newYorkDate}; no holiday is loaded). */
    public static LocalDate today(Instant now) { return TradingCalendar.newYorkDate(now); }

    /** The last day that may be held at {@code now}. */
    public static LocalDate limit(Instant now) { return today(now).plusDays(SLACK_DAYS); }

    /** Whether {@code day} lies after {@link #limit}. */
    public static boolean future(LocalDate day, Instant now) { return day != null && day.isAfter(limit(now)); }
}
