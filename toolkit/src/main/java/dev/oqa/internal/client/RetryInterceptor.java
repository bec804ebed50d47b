package dev.oqa.internal.client;

import dev.oqa.model.NetworkException;
import dev.oqa.model.OqaException;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.RateLimitedException;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * The retry policy, outermost so that every attempt passes the quota gate again: a 5xx is retried once; a 429
 * rate limit whose wait is at most {@code maxWait} is waited out and retried once. Each attempt gets its own
 * {@link Attempt} tag. It decides retries only; the last response goes back to the client, which types it, and
 * when the retry after a 5xx is refused locally that 5xx goes back with the refusal noted in the {@link CallRecord}.
 */
record RetryInterceptor(Duration maxWait, Clock clock, OqaClient.Sleeper sleeper) implements Interceptor {
    @Override public Response intercept(Chain chain) throws IOException {
        CallRecord record = Objects.requireNonNull(chain.request().tag(CallRecord.class), "the call carries no CallRecord tag");
        boolean waitedForRateLimit = false;
        while (true) {
            Attempt attempt = new Attempt(clock.instant());
            record.begin(attempt);
            Request tagged = chain.request().newBuilder().tag(Attempt.class, attempt).build();
            Response response;
            try {
                response = chain.proceed(tagged);
            } catch (SingleExchange.HeldAnswer held) {
                response = held.answer.toResponse(tagged);
            } catch (QuotaExceededException | RateLimitedException refused) {
                Received first = record.firstServerError;
                if (first == null) throw refused;
                record.retryRefused = (OqaException) refused;
                return first.toResponse(tagged);
            }
            Received got = Received.of(response);
            if (got.status() >= 500 && record.firstServerError == null) {
                record.firstServerError = got;
                record.notes.add("retried once after a server error (HTTP " + got.status() + "); both attempts counted against the quota");
                response.close();
                continue;
            }
            if (got.status() == 429 && !waitedForRateLimit) {
                Optional<Duration> wait = RetryAfter.of(got.headers(), clock.instant());
                if (ErrorBody.of(got.body()).isRateLimit(got.status()) && wait.isPresent() && wait.get().compareTo(maxWait) <= 0) {
                    waitedForRateLimit = true;
                    record.notes.add("waited " + wait.get().toMillis() + " ms for the service's Retry-After, then retried; both attempts counted");
                    response.close();
                    sleep(wait.get());
                    continue;
                }
            }
            return response;
        }
    }

    private void sleep(Duration d) {
        try {
            sleeper.sleep(d);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NetworkException("interrupted while waiting for Retry-After", e);
        }
    }
}
