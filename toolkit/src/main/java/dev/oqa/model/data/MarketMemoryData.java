package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * {@code data} of {@code GET /quant/market-memory}.
 * <p>Local engine shape: {@code kernel_prices}, {@code match_prices} and {@code trailing_prices} are arrays of
 * {@link DateValue} {@code {date, value}} of adjusted closes; matches are best first. See {@code dev.oqa.internal.local.quant.MarketMemory}.
 */
public record MarketMemoryData(JsonNode kernelPrices, List<Match> matches) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final int DEFAULT_KERNEL_SIZE = 30, DEFAULT_TOP_N = 5, DEFAULT_MIN_SEPARATION = 0;

    /** {@code score}, {@code match_prices} and {@code trailing_prices} are documented; the dates are additions. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Match(double score, JsonNode matchPrices, JsonNode trailingPrices, String start, String end) {}
}
