package dev.oqa.model;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
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
        EnumMap<Family, Integer> limits = new EnumMap<>(Family.class);
        if (perMinuteLimits != null) limits.putAll(perMinuteLimits);
        perMinuteLimits = Collections.unmodifiableMap(limits);
        quotaProblem = quotaProblem == null ? Optional.empty() : quotaProblem;
    }

    public int leftToday() { return Math.max(0, Math.min(limitToday - usedToday, limitMonth - usedMonth)); }

    /** Lines in words, in the order {@code oqa status} prints them. */
    public List<String> lines() {
        return List.of(
                "mode: " + mode.name().toLowerCase(Locale.ROOT) + switch (mode) {
                    case AUTO -> " (the API when a key, an address and the quota allow, else the cache, else local data)";
                    case REMOTE -> " (the API and its cache only)";
                    case LOCAL -> " (local data only; nothing is sent)";
                },
                "api key: " + (keySet ? "set (" + keySource + ")" : "not set" + (keySource.equals("none") ? "" : " (" + keySource + ")")),
                "service address: " + baseUrl.orElse("not set") + (baseUrl.isPresent() ? " (" + baseUrlSource + ")" : ""),
                "key sent as: " + authScheme.header() + ": " + authScheme.prefix() + "<key>",
                quotaProblem.map(p -> "quota: UNKNOWN, remote calls stopped: " + p).orElse(
                "quota: " + usedToday + " of " + limitToday + " requests used today, " + usedMonth + " of " + limitMonth + " this month;"
                        + " the day starts again " + at(dayResetsAt) + ", the month " + at(monthResetsAt)
                        + (quotaNotes.isEmpty() ? "" : "; " + String.join("; ", quotaNotes))),
                "per-minute limits: " + perMinute() + (quotaNotes.isEmpty() ? blockedUntil.map(b -> "; the service asked to wait until " + at(b)).orElse("") : ""),
                "cache: " + cacheEntries + (cacheEntries == 1 ? " answer, " : " answers, ") + size(cacheBytes) + " of " + size(cacheMaxBytes)
                        + " in " + cacheDir + "; " + switch (cachePolicy) {
                            case FRESH_ONLY -> "an answer is reused while it is fresh";
                            case PREFER_CACHE -> "a fresh answer is reused, and a stale one before a request of the day is spent";
                            case NETWORK_ONLY -> "every question is sent (answers are still stored)";
                        },
                problems.isEmpty() ? "remote: ready" : "remote: unavailable: " + String.join("; ", problems));
    }

    /** {@code 60 requests a minute for ping, 30 for options, ...}. */
    public String perMinute() {
        StringBuilder sb = new StringBuilder();
        perMinuteLimits.forEach((f, n) -> sb.append(sb.length() == 0 ? n + " requests a minute for " : ", " + n + " for ")
                .append(f.name().toLowerCase(Locale.ROOT)));
        return sb.length() == 0 ? "none known" : sb.toString();
    }

    /** A moment in the quota's zone, to the minute: {@code 2026-11-27 00:00 UTC}. */
    public String at(Instant t) {
        return DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT).withZone(quotaZone).format(t) + " " + quotaZone.getId();
    }

    /** Bytes in the unit a person reads: {@code 0 bytes}, {@code 12.5 KB}, {@code 64 MB} (1 KB = 1024 bytes). */
    static String size(long bytes) {
        if (bytes < 1024) return bytes + (bytes == 1 ? " byte" : " bytes");
        String[] units = {"KB", "MB", "GB", "TB"};
        double v = bytes;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) { v /= 1024; u++; }
        String n = v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.1f", v);
        return n + " " + units[u];
    }
}
