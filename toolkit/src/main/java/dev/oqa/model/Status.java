package dev.oqa.model;

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
                     Path cacheDir, long cacheBytes, int cacheEntries, long cacheMaxBytes, List<String> problems,
                     List<String> quotaNotes, Optional<String> quotaProblem) {

    /**
     * @param quotaNotes   what holds the quota beyond the counts (a server block, a repair), with how to clear it
     * @param quotaProblem why the quota cannot be known (an unreadable ledger); then nothing is sent and the counts are not shown
     */
    public Status {
        quotaNotes = quotaNotes == null ? List.of() : List.copyOf(quotaNotes);
        // the families in their declared order, so that status reads the same in every process (Map.of's order does not)
        java.util.EnumMap<Family, Integer> limits = new java.util.EnumMap<>(Family.class);
        if (perMinuteLimits != null) limits.putAll(perMinuteLimits);
        perMinuteLimits = java.util.Collections.unmodifiableMap(limits);
        quotaProblem = quotaProblem == null ? Optional.empty() : quotaProblem;
    }

    public Status(Mode mode, boolean keySet, String keySource, Optional<String> baseUrl, String baseUrlSource,
                  AuthScheme authScheme, CachePolicy cachePolicy,
                  int usedToday, int limitToday, int usedMonth, int limitMonth, Map<Family, Integer> perMinuteLimits,
                  Instant dayResetsAt, Instant monthResetsAt, ZoneId quotaZone, Optional<Instant> blockedUntil,
                  Path cacheDir, long cacheBytes, int cacheEntries, long cacheMaxBytes, List<String> problems) {
        this(mode, keySet, keySource, baseUrl, baseUrlSource, authScheme, cachePolicy, usedToday, limitToday, usedMonth, limitMonth,
                perMinuteLimits, dayResetsAt, monthResetsAt, quotaZone, blockedUntil, cacheDir, cacheBytes, cacheEntries, cacheMaxBytes,
                problems, List.of(), Optional.empty());
    }

    public int leftToday() { return Math.max(0, Math.min(limitToday - usedToday, limitMonth - usedMonth)); }

    /** Human-readable lines, in the order {@code oqa status} prints them. */
    public List<String> lines() {
        return List.of(
                "mode: " + mode.name().toLowerCase(),
                "api key: " + (keySet ? "set (" + keySource + ")" : "not set" + (keySource.equals("none") ? "" : " (" + keySource + ")")),
                "base url: " + baseUrl.orElse("not set") + (baseUrl.isPresent() ? " (" + baseUrlSource + ")" : ""),
                "auth header: " + authScheme,
                quotaProblem.map(p -> "quota: UNKNOWN, remote calls stopped: " + p).orElse(
                "quota: " + usedToday + "/" + limitToday + " today, " + usedMonth + "/" + limitMonth + " this month (zone " + quotaZone
                        + "); day resets " + dayResetsAt + ", month resets " + monthResetsAt
                        + (quotaNotes.isEmpty() ? "" : "; " + String.join("; ", quotaNotes))),
                "per-minute limits: " + perMinuteLimits + (quotaNotes.isEmpty() ? blockedUntil.map(b -> "; service asked to wait until " + b).orElse("") : ""),
                "cache: " + cacheDir + ", " + cacheEntries + " entries, " + cacheBytes + " of " + cacheMaxBytes + " bytes, policy " + cachePolicy,
                problems.isEmpty() ? "remote: ready" : "remote: unavailable: " + String.join("; ", problems));
    }
}
