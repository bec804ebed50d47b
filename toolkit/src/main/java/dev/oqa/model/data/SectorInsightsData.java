package dev.oqa.model.data;

import com.fasterxml.jackson.databind.JsonNode;

/** {@code data} of {@code GET /quant/sector-insights}; {@code timeseries} has {@code ad_line}, {@code ad_ratio_monthly_mean}, {@code cum_returns_pct}. */
public record SectorInsightsData(JsonNode summary, JsonNode timeseries) {}
