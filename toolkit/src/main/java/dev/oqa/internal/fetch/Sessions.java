package dev.oqa.internal.fetch;

import dev.oqa.internal.calendar.TradingCalendar;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;

/**
 * US equity sessions in New York time, from the NYSE {@link TradingCalendar}: its sessions (holidays excluded), 09:30
 * to 16:00, or 13:00 on an early close.
 */
final class Sessions {
    static final ZoneId NEW_YORK = TradingCalendar.ZONE;
    static final LocalTime OPEN = TradingCalendar.OPEN, CLOSE = TradingCalendar.CLOSE;
    /** Cboe's quotes are delayed 15 minutes: before 09:45 its files still hold the previous session. */
    static final LocalTime DELAYED_OPEN = LocalTime.of(9, 45);
    private static final TradingCalendar NYSE = TradingCalendar.nyse();

    private Sessions() {}

    /**
     * The session a New York time belongs to: its day once it opened (if that day trades), else the session before. A
     * time a source gave outside the years the calendar covers is the source's fault: a {@link FetchException}.
     */
    static LocalDate sessionAt(LocalDateTime ny, LocalTime open) {
        if (!TradingCalendar.covers(ny.toLocalDate()))
            throw FetchException.source("the time " + ny + " is outside the years the trading calendar covers (" + TradingCalendar.years()
                    + "); nothing was written", 0);
        return NYSE.sessionAt(ny.atZone(NEW_YORK).toInstant(), open);
    }

    /** The session a 15-minute delayed feed shows at {@code now}. */
    static LocalDate delayedSession(Instant now) { return NYSE.sessionAt(now, DELAYED_OPEN); }

    /** Where {@link #delayedSession} lies, from weekdays alone (no holiday is asked). */
    static TradingCalendar.Bounds delayedSessionBounds(Instant now) { return NYSE.sessionAtBounds(now, DELAYED_OPEN); }

    /** Where {@link #lastClose} lies, from weekdays alone (no holiday is asked). */
    static TradingCalendar.Bounds lastCloseBounds(Instant now) { return NYSE.lastCloseBounds(now); }

    /** {@code day} at {@code time} New York, whether or not it is a session. */
    static Instant atNewYork(LocalDate day, LocalTime time) { return day.atTime(time).atZone(NEW_YORK).toInstant(); }

    /** The last session whose close is known at {@code now}: today once it closed (13:00 on an early close), else the session before. */
    static LocalDate lastClose(Instant now) { return NYSE.lastClose(now); }

    /** When {@code session} closes: 16:00 New York, or 13:00 on an early close. */
    static Instant close(LocalDate session) { return NYSE.close(session).toInstant(); }
}
