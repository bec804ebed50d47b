package dev.oqa.internal.client;

import dev.oqa.model.OqaException;
import java.util.ArrayList;
import java.util.List;

/**
 * What happened during one {@link OqaClient#send} call, as a request tag: the notes for the answer's provenance,
 * the attempts made, and why a retry did not happen. Written by {@link RetryInterceptor}, read by the client
 * after the chain returns; confined to the calling thread.
 */
final class CallRecord {
    final List<String> notes;
    private Attempt current;
    private boolean earlierOnWire;
    /** The first 5xx, which spent the call's one server-error retry; null when none. */
    Received firstServerError;
    /** The local refusal (quota or rate) that stopped the retry of {@link #firstServerError}; null when none. */
    OqaException retryRefused;

    CallRecord(List<String> notes) { this.notes = new ArrayList<>(notes); }

    /** The latest attempt, or null when none started. */
    Attempt current() { return current; }

    void begin(Attempt a) {
        if (current != null && current.onWire()) earlierOnWire = true;
        current = a;
    }

    /** True once any attempt of this call had an open connection, so the key may have been read on the way. */
    boolean keyOnWire() { return earlierOnWire || current != null && current.onWire(); }
}
