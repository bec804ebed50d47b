package dev.oqa.internal.local.data.importer;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;

/**
 * The last day a data folder may hold at a given moment: the New York date then, plus one day of slack (a source in
 * Asia dates a session by its own calendar, and a clock may be a little ahead). A row, a chain or a holding dated
 * after it came from a source's error and is never written, nor taken as current.
 */
public final class FutureDays {
    public static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
    public static final int SLACK_DAYS = 1;

    private FutureDays() {}

    /** The New York date at {@code now}. */
    public static LocalDate today(Instant now) { return now.atZone(NEW_YORK).toLocalDate(); }

    /** The last day that may be held at {@code now}. */
    public static LocalDate limit(Instant now) { return today(now).plusDays(SLACK_DAYS); }

    /** Whether {@code day} lies after {@link #limit}. */
    public static boolean future(LocalDate day, Instant now) { return day != null && day.isAfter(limit(now)); }
}
