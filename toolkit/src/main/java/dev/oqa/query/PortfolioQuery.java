package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.Period;
import dev.oqa.model.data.PortfolioData;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code GET /quant/portfolio-optimizer}: repeated tickers (required; sanitised, de-duplicated; at least two valid
 * ones or nothing is sent, docs/INTERPRETATION.md, optimizer tickers; a remote request is capped at 20 as the service caps them, the local
 * engine takes them all), objective (sharpe; the document says an unknown
 * value behaves as equal weighting, so it is sent as {@code equal_weight} with a note), period (5y).
 */
public final class PortfolioQuery extends Query<PortfolioData> {
    public static final List<String> OBJECTIVES = List.of("sharpe", "min_var", "equal_weight");
    private final List<String> tickers = new ArrayList<>();
    private String objective;
    private Period period;

    public PortfolioQuery(Answerer a, List<String> tickers) {
        super(a, Endpoint.PORTFOLIO_OPTIMIZER, PortfolioData.class);
        if (tickers != null) this.tickers.addAll(tickers);
    }

    public PortfolioQuery tickers(String... more) { tickers.addAll(Arrays.asList(more)); return this; }

    public PortfolioQuery objective(String objective) { this.objective = objective; return this; }

    public PortfolioQuery period(String period) { this.period = Period.parse(period); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        // Not capped here: the service caps at 20 (ApiRequest.forService, applied to remote requests); the local engine has no cap.
        basket(b, tickers, "portfolio-optimizer needs at least two distinct valid tickers", "");
        oneOf(b, Param.OBJECTIVE, objective, "sharpe", OBJECTIVES, "equal_weight", "the service treats it as equal_weight");
        period(b, period, PortfolioData.DEFAULT_PERIOD);
    }
}
