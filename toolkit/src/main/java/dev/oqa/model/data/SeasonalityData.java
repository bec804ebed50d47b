package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code data} of {@code GET /quant/seasonality}; {@code annual_cum_returns} is present only with enough data.
 * <p>Local engine shape: {@code seasonality_pivot = {grouping, columns, rows: [{label, values}]}} (percent, null where
 * empty); {@code stats = [{bucket, mean_pct, median_pct, win_rate_pct, count}]}; {@code annual_cum_returns =
 * [{year, total_pct, series: [{date, value}]}]}. See {@code dev.oqa.internal.local.quant.Seasonality}.
 */
public record SeasonalityData(JsonNode seasonalityPivot, JsonNode stats,
                              @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode annualCumReturns) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final String DEFAULT_PERIOD = "10y";
}
