package dev.oqa.model.data;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code data} of {@code GET /quant/sector-insights}; {@code timeseries} has {@code ad_line}, {@code ad_ratio_monthly_mean}, {@code cum_returns_pct}.
 * <p>Local engine shape: {@code summary = [{ticker, sector, start, end, return_pct, volatility_pct, sharpe,
 * max_drawdown_pct, advances, declines}]}; {@code ad_line = [{date, value}]}; {@code ad_ratio_monthly_mean =
 * [{date: YYYY-MM, value, days, days_without_decliners}]}; {@code cum_returns_pct = {TICKER: [{date, value}]}}.
 * See {@code dev.oqa.internal.local.quant.SectorInsights}.
 */
public record SectorInsightsData(JsonNode summary, JsonNode timeseries) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final String DEFAULT_PERIOD = "1M";
}
