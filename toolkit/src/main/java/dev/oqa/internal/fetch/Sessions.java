package dev.oqa.internal.fetch;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;

/**
 * US equity sessions in New York time: weekdays, 09:30 to 16:00. Exchange holidays are not known here, so a holiday
 * counts as a session; the callers treat "fetched after the session's start" as up to date, so a holiday costs one
 * fetch, not one per answer.
 */
final class Sessions {
    static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
    static final LocalTime OPEN = LocalTime.of(9, 30), CLOSE = LocalTime.of(16, 0);
    /** Cboe's quotes are delayed 15 minutes: before 09:45 its files still hold the previous session. */
    static final LocalTime DELAYED_OPEN = LocalTime.of(9, 45);

    private Sessions() {}

    /** The session a New York time belongs to: its day once it opened, else the weekday before. */
    static LocalDate sessionAt(LocalDateTime ny, LocalTime open) {
        LocalDate d = ny.toLocalDate();
        if (ny.toLocalTime().isBefore(open)) d = d.minusDays(1);
        while (d.getDayOfWeek() == DayOfWeek.SATURDAY || d.getDayOfWeek() == DayOfWeek.SUNDAY) d = d.minusDays(1);
        return d;
    }

    /** The session a 15-minute delayed feed shows at {@code now}. */
    static LocalDate delayedSession(Instant now) { return sessionAt(LocalDateTime.ofInstant(now, NEW_YORK), DELAYED_OPEN); }

    /** The last session whose close is known at {@code now}: today after 16:00, else the weekday before. */
    static LocalDate lastClose(Instant now) { return sessionAt(LocalDateTime.ofInstant(now, NEW_YORK), CLOSE); }

    /** When {@code session}'s quotes first show in a delayed feed. */
    static Instant delayedStart(LocalDate session) { return session.atTime(DELAYED_OPEN).atZone(NEW_YORK).toInstant(); }

    static Instant close(LocalDate session) { return session.atTime(CLOSE).atZone(NEW_YORK).toInstant(); }
}
