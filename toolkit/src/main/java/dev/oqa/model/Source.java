package dev.oqa.model;

/** Where an answer came from. */
public enum Source {
    /** Fetched from the service by this call. */
    REMOTE,
    /** Read from the persistent cache; no request was sent. */
    CACHED,
    /** Computed by the local engine from local data; no request was sent. */
    LOCAL
}
