package dev.oqa.client;

import dev.oqa.cache.CachePolicy;
import dev.oqa.model.Family;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What {@code oqa status} shows. Never holds the key: {@code keySource} says where it came from
 * (e.g. {@code env OQA_API_KEY}), {@code problems} why remote answers are not possible.
 */
public record Status(Mode mode, boolean keySet, String keySource, Optional<String> baseUrl, String baseUrlSource,
                     AuthScheme authScheme, CachePolicy cachePolicy,
                     int usedToday, int limitToday, int usedMonth, int limitMonth, Map<Family, Integer> perMinuteLimits,
                     Instant dayResetsAt, Instant monthResetsAt, ZoneId quotaZone, Optional<Instant> blockedUntil,
                     Path cacheDir, long cacheBytes, int cacheEntries, long cacheMaxBytes, List<String> problems) {

    public int leftToday() { return Math.max(0, Math.min(limitToday - usedToday, limitMonth - usedMonth)); }

    /** Human-readable lines, in the order {@code oqa status} prints them. */
    public List<String> lines() {
        return List.of(
                "mode: " + mode.name().toLowerCase(),
                "api key: " + (keySet ? "set (" + keySource + ")" : "not set" + (keySource.equals("none") ? "" : " (" + keySource + ")")),
                "base url: " + baseUrl.orElse("not set") + (baseUrl.isPresent() ? " (" + baseUrlSource + ")" : ""),
                "auth header: " + authScheme,
                "quota: " + usedToday + "/" + limitToday + " today, " + usedMonth + "/" + limitMonth + " this month (zone " + quotaZone
                        + "); day resets " + dayResetsAt + ", month resets " + monthResetsAt,
                "per-minute limits: " + perMinuteLimits + blockedUntil.map(b -> "; service asked to wait until " + b).orElse(""),
                "cache: " + cacheDir + ", " + cacheEntries + " entries, " + cacheBytes + " of " + cacheMaxBytes + " bytes, policy " + cachePolicy,
                problems.isEmpty() ? "remote: ready" : "remote: unavailable: " + String.join("; ", problems));
    }
}
