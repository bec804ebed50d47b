package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.PortfolioData;
import java.util.List;

/**
 * {@code GET /quant/portfolio-optimizer}: {@code weights} and {@code risk_contributions} as {@code {TICKER: number}}
 * (from a map, records, {@code split} or pairs); the two growth curves as dated series; the scalars as numbers.
 */
public final class PortfolioReader implements DataReader<PortfolioData> {
    @Override public Class<PortfolioData> type() { return PortfolioData.class; }

    @Override public Reading<PortfolioData> read(JsonNode data) {
        Members m = new Members("PortfolioData", data);
        JsonNode w = m.open("weights", v -> Shapes.numbersByName(v, "ticker", List.of("weight", "weights", "value")));
        JsonNode rc = m.open("risk_contributions", v -> Shapes.numbersByName(v, "ticker",
                List.of("risk_contribution", "risk_contributions", "contribution", "value")));
        JsonNode opt = m.open("opt_portfolio", Shapes::dated);
        JsonNode eq = m.open("eq_portfolio", Shapes::dated);
        return m.reading(new PortfolioData(m.strings("tickers"), m.text("objective"), m.text("period"), w,
                m.optNumber("port_return"), m.optNumber("port_vol"), m.optNumber("sharpe"), rc, opt, eq));
    }
}
