package dev.oqa.model.data;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code data} of {@code GET /quant/risk}: {@code summary} (includes {@code beta}, {@code sharpe}) and
 * {@code timeseries} with {@code rolling_sharpe}, {@code drawdown_pct}, {@code rolling_corr}, {@code rolling_vol_pct}.
 * <p>Local engine shape: {@code summary = {ticker, benchmark, start, end, days, window, risk_free_rate, beta, alpha,
 * sharpe, sortino, volatility, max_drawdown, cagr, correlation, total_return}} (fractions); each timeseries member is
 * an array of {@link DateValue} {@code {date, value}} ({@code *_pct} in percent). See {@code dev.oqa.internal.local.quant.RiskAnalytics}.
 */
public record RiskData(String ticker, JsonNode summary, JsonNode timeseries) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final String DEFAULT_BENCHMARK = "SPY";
    public static final String DEFAULT_PERIOD = "5y";
    public static final int DEFAULT_WINDOW = 60;
}
