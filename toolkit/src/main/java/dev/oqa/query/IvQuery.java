package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.IvData;

/** {@code GET /options/iv}: ticker (default SPY), range_pct (default 0.15). */
public final class IvQuery extends Query<IvData> {
    private final String ticker;
    private Double range;

    public IvQuery(Answerer a, String ticker) { super(a, Endpoint.IV, IvData.class); this.ticker = ticker; }

    /** The strike range around spot as a fraction above 0, e.g. {@code 0.1} for ±10%; clamped into 0.01..2.0 as the service does. */
    public IvQuery range(double rangePct) { this.range = Check.range(rangePct); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        ticker(b, "ticker", ticker, defaultTicker());
        rangePct(b, range, IvData.DEFAULT_RANGE);
    }
}
