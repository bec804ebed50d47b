package dev.oqa.model.data;

import com.fasterxml.jackson.databind.JsonNode;

/** {@code data} of {@code GET /options/open-interest}; the record fields of both summaries are left open. */
public record OpenInterestData(String ticker, double spot, String basis, JsonNode strikeSummary, JsonNode expirySummary) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final double DEFAULT_RANGE = 0.25;
}
