package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.Period;
import dev.oqa.model.data.RiskData;

/** {@code GET /quant/risk}: ticker (NVDA), benchmark (SPY), period (5y), window (60, clamped 5..365). */
public final class RiskQuery extends Query<RiskData> {
    private String benchmark;
    private Period period;
    private Integer window;

    public RiskQuery(Answerer a, String ticker) { super(a, Endpoint.RISK, RiskData.class, ticker); }

    public RiskQuery benchmark(String benchmark) { this.benchmark = benchmark; return this; }

    /** {@code <n>d}, {@code <n>w}, {@code <n>M}, {@code <n>y}, {@code ytd} or {@code max}. */
    public RiskQuery period(String period) { this.period = Period.parse(period); return this; }

    /** A rolling window in trading days, at least 1; clamped into 5..365 as the service does. */
    public RiskQuery window(int days) { this.window = Check.atLeast("window", days, 1, "a rolling window in trading days", "clamped to 5..365"); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        b.ticker(Param.BENCHMARK, benchmark, RiskData.DEFAULT_BENCHMARK);
        period(b, period, RiskData.DEFAULT_PERIOD);
        window(b, window, RiskData.DEFAULT_WINDOW);
    }
}
