package dev.oqa.model;

import java.time.ZoneId;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * The request limits of one key (the service document; docs/INTERPRETATION.md, limits): 10 a day and 100 a month; per minute 60 for
 * {@code /ping}, 30 for the options-and-greeks tier (one shared bucket: the document calls it one tier), and
 * an assumed 30 for quant. Plans differ, so every figure is configurable.
 *
 * <p>Day and month boundaries: the document does not say in which zone a day starts. The default is UTC,
 * the usual convention of metered APIs; {@link #zone(ZoneId)} changes it.
 */
public record QuotaLimits(int perDay, int perMonth, Map<Family, Integer> perMinute, ZoneId zone) {
    public static final ZoneId DEFAULT_ZONE = ZoneId.of("UTC");

    public QuotaLimits {
        if (perDay < 0 || perMonth < 0) throw new IllegalArgumentException("quota limits must be >= 0, got day " + perDay + ", month " + perMonth);
        Objects.requireNonNull(zone, "zone");
        EnumMap<Family, Integer> m = new EnumMap<>(Family.class);
        for (Family f : Family.values()) m.put(f, 30);
        m.put(Family.PING, 60);
        if (perMinute != null) perMinute.forEach((f, v) -> {
            if (v == null || v < 0) throw new IllegalArgumentException("per-minute limit of " + f + " must be >= 0");
            m.put(f, v);
        });
        perMinute = Map.copyOf(m);
    }

    public static QuotaLimits documented() { return new QuotaLimits(10, 100, null, DEFAULT_ZONE); }

    public QuotaLimits perDay(int n) { return new QuotaLimits(n, perMonth, perMinute, zone); }

    public QuotaLimits perMonth(int n) { return new QuotaLimits(perDay, n, perMinute, zone); }

    public QuotaLimits perMinute(Family f, int n) {
        EnumMap<Family, Integer> m = new EnumMap<>(perMinute);
        for (Family g : Family.values()) if (tier(g) == tier(f)) m.put(g, n); // a shared bucket has one limit
        return new QuotaLimits(perDay, perMonth, m, zone);
    }

    public QuotaLimits zone(ZoneId z) { return new QuotaLimits(perDay, perMonth, perMinute, z); }

    public int perMinute(Family f) { return perMinute.get(f); }

    /** Options and greeks share one per-minute bucket. */
    public static Family tier(Family f) { return f == Family.GREEKS ? Family.OPTIONS : f; }
}
