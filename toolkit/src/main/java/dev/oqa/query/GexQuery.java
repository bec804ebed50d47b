package dev.oqa.query;

import dev.oqa.model.Endpoint;
import dev.oqa.model.data.GexData;

/** {@code GET /greeks/gex}: ticker (SPY), basis (open_interest), repeated expiration (all), range_pct (1.0). */
public final class GexQuery extends BasisQuery<GexData, GexQuery> {
    public GexQuery(Answerer a, String ticker) { super(a, Endpoint.GEX, GexData.class, ticker, GexData.DEFAULT_RANGE); }
}
