package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.RiskData;

/** {@code GET /quant/risk}: ticker (NVDA), benchmark (SPY), period (5y), window (60, clamped 5..365). */
public final class RiskQuery extends Query<RiskData> {
    /** The defaults of the service document; the local engine and the help text read them from here. */
    public static final String DEFAULT_BENCHMARK = "SPY", DEFAULT_PERIOD = "5y";
    public static final int DEFAULT_WINDOW = 60;
    private final String ticker;
    private String benchmark, period;
    private Integer window;

    public RiskQuery(Answerer a, String ticker) { super(a, Endpoint.RISK, RiskData.class); this.ticker = ticker; }

    public RiskQuery benchmark(String benchmark) { this.benchmark = benchmark; return this; }

    /** {@code <n>d}, {@code <n>w}, {@code <n>M}, {@code <n>y}, {@code ytd} or {@code max}. */
    public RiskQuery period(String period) { this.period = period; return this; }

    public RiskQuery window(int days) { this.window = days; return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        ticker(b, "ticker", ticker, defaultTicker());
        ticker(b, "benchmark", benchmark, DEFAULT_BENCHMARK);
        period(b, period, DEFAULT_PERIOD);
        window(b, window, DEFAULT_WINDOW);
    }
}
