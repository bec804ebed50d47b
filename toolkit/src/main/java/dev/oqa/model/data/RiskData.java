package dev.oqa.model.data;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code data} of {@code GET /quant/risk}: {@code summary} (includes {@code beta}, {@code sharpe}) and
 * {@code timeseries} with {@code rolling_sharpe}, {@code drawdown_pct}, {@code rolling_corr}, {@code rolling_vol_pct}.
 */
public record RiskData(String ticker, JsonNode summary, JsonNode timeseries) {}
