package dev.oqa.query;

import dev.oqa.model.Endpoint;
import dev.oqa.model.data.IvData;

/** {@code GET /options/iv}: ticker (default SPY), range_pct (default 0.15). */
public final class IvQuery extends RangeQuery<IvData, IvQuery> {
    public IvQuery(Answerer a, String ticker) { super(a, Endpoint.IV, IvData.class, ticker, IvData.DEFAULT_RANGE); }
}
