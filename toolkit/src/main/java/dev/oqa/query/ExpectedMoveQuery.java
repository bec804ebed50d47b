package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.ExpectedMoveData;

/** {@code GET /options/expected-move}: ticker (default SPY), range_pct (default 1.0, clamped 0.01..2.0). */
public final class ExpectedMoveQuery extends Query<ExpectedMoveData> {
    private final String ticker;
    private Double range;

    public ExpectedMoveQuery(Answerer a, String ticker) { super(a, Endpoint.EXPECTED_MOVE, ExpectedMoveData.class); this.ticker = ticker; }

    /** The strike range around spot as a fraction above 0, e.g. {@code 0.1} for ±10%; clamped into 0.01..2.0 as the service does. */
    public ExpectedMoveQuery range(double rangePct) { this.range = Check.range(rangePct); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        ticker(b, "ticker", ticker, defaultTicker());
        rangePct(b, range, ExpectedMoveData.DEFAULT_RANGE);
    }
}
