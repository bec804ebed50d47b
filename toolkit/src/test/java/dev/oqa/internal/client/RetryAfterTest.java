package dev.oqa.internal.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import okhttp3.Headers;
import org.junit.jupiter.api.Test;

/** Retry-After as delta seconds or an HTTP date (read by okhttp's Headers.getDate), then the reset headers; capped at a day. */
class RetryAfterTest {
    private static final Instant NOW = Instant.parse("2026-11-29T08:00:00Z");

    private static Optional<Duration> of(String... namesAndValues) { return RetryAfter.of(Headers.of(namesAndValues), NOW); }

    @Test void deltaSecondsAreTakenAsTheyAre() {
        assertEquals(Optional.of(Duration.ofSeconds(120)), of("Retry-After", " 120 "));
        assertEquals(Optional.of(Duration.ZERO), of("Retry-After", "-5"), "a negative delta waits nothing");
    }

    @Test void anHttpDateIsTheTimeUntilThen() {
        assertEquals(Optional.of(Duration.ofSeconds(90)), of("Retry-After", "Sun, 29 Nov 2026 08:01:30 GMT"), "IMF-fixdate");
        assertEquals(Optional.of(Duration.ofSeconds(90)), of("Retry-After", "Sunday, 29-Nov-26 08:01:30 GMT"), "the obsolete RFC 850 form");
        assertEquals(Optional.of(Duration.ZERO), of("Retry-After", "Sun, 29 Nov 2026 07:00:00 GMT"), "a date passed waits nothing");
    }

    @Test void anUnreadableRetryAfterFallsToTheResetHeaders() {
        assertEquals(Optional.of(Duration.ofSeconds(30)), of("Retry-After", "soon", "RateLimit-Reset", "30"));
        assertEquals(Optional.of(Duration.ofSeconds(60)), of("X-RateLimit-Reset", Long.toString(NOW.getEpochSecond() + 60)), "an epoch second");
        assertEquals(Optional.empty(), of("Retry-After", "soon"));
    }

    @Test void noWaitIsBelievedBeyondADay() {
        assertEquals(Optional.of(OqaClient.MAX_HONOURED_WAIT), of("Retry-After", "999999999"));
        assertEquals(Optional.of(OqaClient.MAX_HONOURED_WAIT), of("Retry-After", "Fri, 01 Jan 2100 00:00:00 GMT"));
    }
}
