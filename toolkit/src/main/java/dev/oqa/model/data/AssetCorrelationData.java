package dev.oqa.model.data;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code data} of {@code GET /quant/asset-correlation}; {@code timeseries} has {@code cum_returns_pct} and {@code rolling_sharpe}.
 * <p>Local engine shape: {@code summary = {start, end, days, window, tickers, mean_pairwise_correlation,
 * most_correlated: {a, b, value}, least_correlated, best, worst}}; {@code perf_table = [{ticker, total_return_pct,
 * cagr_pct, volatility_pct, sharpe, sortino, max_drawdown_pct}]}; {@code correlation_matrix = {tickers, matrix, cluster_order}};
 * {@code timeseries.* = {TICKER: [{date, value}]}}. See {@code dev.oqa.internal.local.quant.AssetCorrelation}.
 */
public record AssetCorrelationData(JsonNode summary, JsonNode perfTable, JsonNode correlationMatrix, JsonNode timeseries) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final String DEFAULT_PERIOD = "3y";
    public static final int DEFAULT_WINDOW = 90;
}
