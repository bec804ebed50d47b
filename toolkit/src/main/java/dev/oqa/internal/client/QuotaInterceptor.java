package dev.oqa.internal.client;

import dev.oqa.internal.cache.QuotaLedger;
import dev.oqa.model.ConfigException;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.RateLimitedException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * The quota gate: reserves a slot in the shared {@link QuotaLedger} before the attempt proceeds, so every attempt,
 * retries included, is counted and a refused one ({@link QuotaExceededException}, {@link RateLimitedException})
 * never leaves the machine. The slot is given back only when the connection never opened ({@link Attempt#onWire()}
 * still false), the one case where the service provably did not see the request.
 */
record QuotaInterceptor(QuotaLedger ledger) implements Interceptor {
    @Override public Response intercept(Chain chain) throws IOException {
        ApiRequest request = Objects.requireNonNull(chain.request().tag(ApiRequest.class), "the call carries no ApiRequest tag");
        Attempt attempt = Objects.requireNonNull(chain.request().tag(Attempt.class), "the call carries no Attempt tag");
        QuotaLedger.Reservation slot;
        try {
            slot = ledger.reserve(request.endpoint().family());
        } catch (UncheckedIOException e) {
            throw new ConfigException("the quota ledger is not usable, so nothing was sent: " + e.getMessage(), e);
        }
        attempt.slot = slot;
        try {
            return chain.proceed(chain.request());
        } catch (IOException e) {
            if (!attempt.onWire()) release(slot);
            throw e;
        }
    }

    private void release(QuotaLedger.Reservation slot) {
        try {
            ledger.release(slot);
        } catch (UncheckedIOException | QuotaExceededException ignored) {
            // the slot stays counted: harmless, and the network error is what the user needs to see
        }
    }
}
