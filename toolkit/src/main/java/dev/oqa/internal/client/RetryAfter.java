package dev.oqa.internal.client;

import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.Optional;
import okhttp3.Headers;

/**
 * How long the service asks to wait: {@code Retry-After} in seconds or as an HTTP date, else
 * {@code RateLimit-Reset}/{@code X-RateLimit-Reset}; never longer than {@link OqaClient#MAX_HONOURED_WAIT}.
 */
final class RetryAfter {
    private RetryAfter() {}

    static Optional<Duration> of(Headers headers, Instant now) {
        return raw(headers, now).map(d -> d.compareTo(OqaClient.MAX_HONOURED_WAIT) > 0 ? OqaClient.MAX_HONOURED_WAIT : d);
    }

    private static Optional<Duration> raw(Headers headers, Instant now) {
        String v = headers.get("Retry-After");
        if (v != null) {
            v = v.trim();
            try {
                return Optional.of(Duration.ofSeconds(Math.max(0, Long.parseLong(v))));
            } catch (NumberFormatException notSeconds) {
                // okhttp's own HTTP-date reader (RFC 9110: IMF-fixdate and the two obsolete forms); null when unreadable,
                // and then the other headers are tried.
                Date at = headers.getDate("Retry-After");
                if (at != null) {
                    Duration d = Duration.between(now, at.toInstant());
                    return Optional.of(d.isNegative() ? Duration.ZERO : d);
                }
            }
        }
        for (String h : new String[] {"RateLimit-Reset", "X-RateLimit-Reset"}) {
            String s = headers.get(h);
            if (s == null) continue;
            try {
                long n = Long.parseLong(s.trim());
                // Some servers send an epoch second, others a delta; beyond a year it can only be an epoch.
                Duration d = n > 366L * 86400 ? Duration.between(now, Instant.ofEpochSecond(n)) : Duration.ofSeconds(n);
                return Optional.of(d.isNegative() ? Duration.ZERO : d);
            } catch (NumberFormatException ignored) { /* next header */ }
        }
        return Optional.empty();
    }
}
