package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** {@code data} of {@code GET /quant/portfolio-optimizer}. */
public record PortfolioData(List<String> tickers, String objective, String period, JsonNode weights,
                            @JsonInclude(JsonInclude.Include.ALWAYS) Double portReturn,
                            @JsonInclude(JsonInclude.Include.ALWAYS) Double portVol,
                            @JsonInclude(JsonInclude.Include.ALWAYS) Double sharpe,
                            JsonNode riskContributions, JsonNode optPortfolio, JsonNode eqPortfolio) {}
