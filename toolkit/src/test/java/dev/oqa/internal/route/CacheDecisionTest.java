package dev.oqa.internal.route;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.oqa.internal.cache.ResponseCache;
import dev.oqa.model.CachePolicy;
import dev.oqa.model.Endpoint;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class CacheDecisionTest {
    static final Instant FETCHED = Instant.parse("2024-03-01T15:00:00Z");
    static final ResponseCache.Entry ENTRY = new ResponseCache.Entry("gex SPY", "http://127.0.0.1:8080",
            dev.oqa.model.AuthScheme.API_KEY, Endpoint.GEX, FETCHED, FETCHED.plusSeconds(60), null);
    static final Duration DAY = Duration.ofHours(24);

    @Test
    void freshWithinItsTimeToLiveUnlessThePolicyAlwaysAsks() {
        Instant now = FETCHED.plusSeconds(59);
        assertEquals(CacheDecision.FRESH, CacheDecision.of(now, CachePolicy.PREFER_CACHE, DAY, ENTRY));
        assertEquals(CacheDecision.FRESH, CacheDecision.of(now, CachePolicy.FRESH_ONLY, DAY, ENTRY));
        assertEquals(CacheDecision.NETWORK, CacheDecision.of(now, CachePolicy.NETWORK_ONLY, DAY, ENTRY));
    }

    @Test
    void expiredAtItsExpiryInstant() {
        assertEquals(CacheDecision.FRESH, CacheDecision.of(ENTRY.expiresAt().minusNanos(1), CachePolicy.FRESH_ONLY, DAY, ENTRY));
        assertEquals(CacheDecision.NETWORK, CacheDecision.of(ENTRY.expiresAt(), CachePolicy.FRESH_ONLY, DAY, ENTRY));
    }

    @Test
    void staleOnlyUnderPreferCacheAndUpToTheMaximumAgeInclusive() {
        assertEquals(CacheDecision.STALE, CacheDecision.of(FETCHED.plus(DAY), CachePolicy.PREFER_CACHE, DAY, ENTRY));
        assertEquals(CacheDecision.NETWORK, CacheDecision.of(FETCHED.plus(DAY).plusMillis(1), CachePolicy.PREFER_CACHE, DAY, ENTRY));
        assertEquals(CacheDecision.NETWORK, CacheDecision.of(FETCHED.plusSeconds(61), CachePolicy.FRESH_ONLY, DAY, ENTRY));
        assertEquals(CacheDecision.NETWORK, CacheDecision.of(FETCHED.plusSeconds(61), CachePolicy.PREFER_CACHE, Duration.ZERO, ENTRY));
    }

    @Test
    void noEntryAsksTheService() {
        assertEquals(CacheDecision.NETWORK, CacheDecision.of(FETCHED, CachePolicy.PREFER_CACHE, DAY, null));
    }
}
