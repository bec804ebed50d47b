package dev.oqa.model;

/** How the persistent cache is used before spending quota. */
public enum CachePolicy {
    /** Use a cached answer only within its time-to-live; otherwise send a request. */
    FRESH_ONLY,
    /**
     * The default: a fresh answer, else a stale one within the maximum stale age (marked stale), beats
     * spending one of the 10 requests of the day.
     */
    PREFER_CACHE,
    /** Always send a request (the answer is still stored for later). */
    NETWORK_ONLY
}
