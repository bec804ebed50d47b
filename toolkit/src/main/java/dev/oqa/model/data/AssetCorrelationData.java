package dev.oqa.model.data;

import com.fasterxml.jackson.databind.JsonNode;

/** {@code data} of {@code GET /quant/asset-correlation}; {@code timeseries} has {@code cum_returns_pct} and {@code rolling_sharpe}. */
public record AssetCorrelationData(JsonNode summary, JsonNode perfTable, JsonNode correlationMatrix, JsonNode timeseries) {}
