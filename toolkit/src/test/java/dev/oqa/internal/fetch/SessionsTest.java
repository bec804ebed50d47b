package dev.oqa.internal.fetch;

import static org.junit.jupiter.api.Assertions.*;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

/** What a refresh expects comes from the NYSE calendar, not from "Monday to Friday": holidays and early closes. */
class SessionsTest {
    @Test void aHolidayIsNotASession() {
        // Thanksgiving 2026-11-26 at noon New York: the delayed feed still shows Wednesday's session, the last close is Wednesday's
        Instant thanksgivingNoon = Instant.parse("2026-11-26T17:00:00Z");
        assertEquals(LocalDate.of(2026, 11, 25), Sessions.delayedSession(thanksgivingNoon));
        assertEquals(LocalDate.of(2026, 11, 25), Sessions.lastClose(thanksgivingNoon));
        // Friday 2026-07-03 is the observed Independence Day
        assertEquals(LocalDate.of(2026, 7, 2), Sessions.sessionAt(LocalDateTime.parse("2026-07-03T12:00"), Sessions.OPEN));
    }

    @Test void anEarlyCloseIsKnownAt13() {
        // Friday 2026-11-27 closes at 13:00 New York (18:00 UTC): by 14:00 its close is the last one, a 16:00 rule would wait
        assertEquals(LocalDate.of(2026, 11, 27), Sessions.lastClose(Instant.parse("2026-11-27T19:00:00Z")));
        assertEquals(Instant.parse("2026-11-27T18:00:00Z"), Sessions.close(LocalDate.of(2026, 11, 27)));
        assertEquals(Instant.parse("2026-11-30T21:00:00Z"), Sessions.close(LocalDate.of(2026, 11, 30)));
    }

    @Test void aTimeOutsideTheCalendarIsTheSourcesFault() {
        FetchException e = assertThrows(FetchException.class, () -> Sessions.sessionAt(LocalDateTime.parse("3000-01-01T12:00"), Sessions.OPEN));
        assertTrue(e.getMessage().startsWith("the time 3000-01-01T12:00 is outside the years the trading calendar covers (1990 to 2100)"), e.getMessage());
    }
}
