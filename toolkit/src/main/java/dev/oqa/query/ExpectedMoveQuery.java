package dev.oqa.query;

import dev.oqa.model.Endpoint;
import dev.oqa.model.data.ExpectedMoveData;

/** {@code GET /options/expected-move}: ticker (default SPY), range_pct (default 1.0, clamped 0.01..2.0). */
public final class ExpectedMoveQuery extends RangeQuery<ExpectedMoveData, ExpectedMoveQuery> {
    public ExpectedMoveQuery(Answerer a, String ticker) {
        super(a, Endpoint.EXPECTED_MOVE, ExpectedMoveData.class, ticker, ExpectedMoveData.DEFAULT_RANGE);
    }
}
