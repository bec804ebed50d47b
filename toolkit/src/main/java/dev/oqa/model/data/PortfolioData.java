package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * {@code data} of {@code GET /quant/portfolio-optimizer}.
 * <p>Local engine shape: {@code weights} and {@code risk_contributions} are objects {@code {TICKER: number}} (Euler
 * contributions sum to {@code port_vol}); {@code opt_portfolio} and {@code eq_portfolio} are growth-of-1 arrays of
 * {@link DateValue}. See {@code dev.oqa.internal.local.quant.PortfolioAnalytics}.
 */
public record PortfolioData(List<String> tickers, String objective, String period, JsonNode weights,
                            @JsonInclude(JsonInclude.Include.ALWAYS) Double portReturn,
                            @JsonInclude(JsonInclude.Include.ALWAYS) Double portVol,
                            @JsonInclude(JsonInclude.Include.ALWAYS) Double sharpe,
                            JsonNode riskContributions, JsonNode optPortfolio, JsonNode eqPortfolio) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final String DEFAULT_PERIOD = "5y";
}
