package dev.oqa.internal.route;

import dev.oqa.internal.cache.ResponseCache;
import dev.oqa.model.CachePolicy;
import java.time.Duration;
import java.time.Instant;

/** What a cached answer is worth when a remote answer is possible: a pure function of the time, the policy and the entry. */
public enum CacheDecision {
    /** Within its time-to-live: answer from the cache. */
    FRESH,
    /** Past its time-to-live, but the policy prefers it to spending quota: answer from the cache, marked stale. */
    STALE,
    /** Ask the service. */
    NETWORK;

    /** @param entry the cached answer, or null when there is none */
    public static CacheDecision of(Instant now, CachePolicy policy, Duration maxStale, ResponseCache.Entry entry) {
        if (entry == null || policy == CachePolicy.NETWORK_ONLY) return NETWORK;
        if (entry.fresh(now)) return FRESH;
        return policy == CachePolicy.PREFER_CACHE && entry.age(now).compareTo(maxStale) <= 0 ? STALE : NETWORK;
    }
}
