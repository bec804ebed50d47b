package dev.oqa.internal.display;

import dev.oqa.internal.charts.PortfolioCharts;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.Answer;
import dev.oqa.model.data.PortfolioData;
import dev.oqa.internal.tables.PortfolioTables;
import java.util.List;

/**
 * {@code /quant/portfolio-optimizer} for a notebook: weights against risk-contribution bars, the optimal against the
 * equal-weight growth curve, and the allocation and portfolio tables.
 */
public final class PortfolioView {
    private PortfolioView() {}

    public static Panel of(Answer<PortfolioData> a) {
        PortfolioData d = a.data();
        List<String> tickers = d.tickers() != null && !d.tickers().isEmpty() ? d.tickers() : List.copyOf(QuantJson.numbers(d.weights()).keySet());
        Panel p = Panel.titled("Portfolio · " + String.join(" ", tickers) + " · " + PortfolioCharts.objectiveName(d.objective()))
                .headline(Headlines.portfolio(d)).provenance(a.provenance());
        if (d.weights() != null) p = ViewParts.figure(p, "allocation", () -> PortfolioCharts.allocation(d));
        if (!QuantJson.series(d.optPortfolio()).isEmpty() || !QuantJson.series(d.eqPortfolio()).isEmpty())
            p = ViewParts.figure(p, "growth", () -> PortfolioCharts.growth(d));
        if (d.weights() != null) p = ViewParts.table(p, "Weights and risk contributions · %", "allocation", () -> PortfolioTables.allocation(d));
        return ViewParts.table(p, "Portfolio · annualised (252 days); final values are growth of $1", "portfolio", () -> PortfolioTables.summary(d))
                .note("Long-only. Risk contributions are Euler contributions w·(Σw)/σ and sum to the portfolio volatility.");
    }
}
