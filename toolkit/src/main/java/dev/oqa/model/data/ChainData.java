package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** {@code data} of {@code GET /options/chain}; rows are left open and carry JSON null for missing values. */
public record ChainData(String ticker, double spot, List<String> expirations,
                        @JsonInclude(JsonInclude.Include.ALWAYS) String selectedExpiry, JsonNode chain) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final double DEFAULT_RANGE = 0.15;
}
