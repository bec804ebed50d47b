package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * {@code data} of {@code GET /greeks/gex}. Per docs/INTERPRETATION.md (GEX series), {@code series} is an object of named
 * arrays of {@code {strike, value}}; the local engine emits {@code gamma}, {@code cumulative_scaled} and
 * {@code smoothed}, and a client reads whatever names a server sends. {@code highlight_strikes} maps a name
 * to a strike (or null when a level does not exist, e.g. no zero crossing).
 */
public record GexData(
        String ticker,
        double spot,
        String basis,
        double rangePct,
        List<String> expirations,
        List<String> selectedExpirations,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double zeroLevel,
        Map<String, List<StrikeValue>> series,
        Map<String, Double> highlightStrikes,
        String basisColumn,
        String dwColumn) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final double DEFAULT_RANGE = 1.0;


    public static final String GAMMA = "gamma", CUMULATIVE_SCALED = "cumulative_scaled", SMOOTHED = "smoothed";

    public List<StrikeValue> series(String name) { return series == null ? List.of() : series.getOrDefault(name, List.of()); }
}
