package dev.oqa.internal.client;

import dev.oqa.internal.cache.QuotaLedger;
import java.time.Instant;

/**
 * One try of a call, as a request tag the interceptors share: {@link RetryInterceptor} opens it, {@link QuotaInterceptor}
 * stores its ledger slot, {@link SingleExchange} marks that the connection opened. Confined to the calling thread,
 * except for {@link #onWire}, which okhttp may set from its connection code.
 */
final class Attempt {
    final Instant startedAt;
    private volatile boolean onWire;
    /** The quota slot this attempt spent, or null when no ledger is kept. */
    QuotaLedger.Reservation slot;
    /** The answer of this attempt's one exchange, kept only when okhttp might resend on its own; else null. */
    Received held;

    Attempt(Instant startedAt) { this.startedAt = startedAt; }

    /** True once a connection was open for this attempt, so the service may have seen the request. */
    boolean onWire() { return onWire; }

    void markOnWire() { onWire = true; }
}
