package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;

/** {@code data} of {@code GET /quant/seasonality}; {@code annual_cum_returns} is present only with enough data. */
public record SeasonalityData(JsonNode seasonalityPivot, JsonNode stats,
                              @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode annualCumReturns) {}
