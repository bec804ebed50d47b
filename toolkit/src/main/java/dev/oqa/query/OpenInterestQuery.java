package dev.oqa.query;

import dev.oqa.model.Endpoint;
import dev.oqa.model.data.OpenInterestData;

/** {@code GET /options/open-interest}: ticker (SPY), range_pct (0.25), basis (open_interest), repeated expiration (all). */
public final class OpenInterestQuery extends BasisQuery<OpenInterestData, OpenInterestQuery> {
    public OpenInterestQuery(Answerer a, String ticker) {
        super(a, Endpoint.OPEN_INTEREST, OpenInterestData.class, ticker, OpenInterestData.DEFAULT_RANGE);
    }
}
