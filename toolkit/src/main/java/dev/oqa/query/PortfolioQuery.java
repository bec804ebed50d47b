package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Period;
import dev.oqa.model.Params;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.PortfolioData;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * {@code GET /quant/portfolio-optimizer}: repeated tickers (required; sanitised, de-duplicated; at least two valid
 * ones or nothing is sent, docs/INTERPRETATION.md, optimizer tickers; a remote request is capped at 20 as the service caps them, the local
 * engine takes them all), objective (sharpe; the document says an unknown
 * value behaves as equal weighting, so it is sent as {@code equal_weight} with a note), period (5y).
 */
public final class PortfolioQuery extends Query<PortfolioData> {
    public static final List<String> OBJECTIVES = List.of("sharpe", "min_var", "equal_weight");
    private final List<String> tickers = new ArrayList<>();
    private String objective, period;

    public PortfolioQuery(Answerer a, List<String> tickers) {
        super(a, Endpoint.PORTFOLIO_OPTIMIZER, PortfolioData.class);
        if (tickers != null) this.tickers.addAll(tickers);
    }

    public PortfolioQuery tickers(String... more) { tickers.addAll(Arrays.asList(more)); return this; }

    public PortfolioQuery objective(String objective) { this.objective = objective; return this; }

    public PortfolioQuery period(String period) { this.period = Period.parse(period).wire(); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        // Not capped here: the service caps at 20 (ApiRequest.forService, applied to remote requests); the local engine has no cap.
        List<String> clean = Params.allTickers(tickers);
        if (clean.size() < 2)
            throw new UsageException("portfolio-optimizer needs at least two distinct valid tickers (each at most 10 of A-Z 0-9 . _ -), got "
                    + clean.size() + (tickers.isEmpty() ? "" : " from " + tickers));
        if (clean.size() < tickers.size())
            b.note("tickers sanitised to " + String.join(",", clean) + " (invalid or repeated ones dropped)");
        b.params("tickers", clean);
        String o = objective == null ? "sharpe" : objective.trim().toLowerCase(Locale.ROOT);
        if (!OBJECTIVES.contains(o)) {
            b.note("objective '" + objective + "' is not one of " + String.join(", ", OBJECTIVES) + "; the service treats it as equal_weight");
            o = "equal_weight";
        }
        b.param("objective", o);
        period(b, period, PortfolioData.DEFAULT_PERIOD);
    }
}
