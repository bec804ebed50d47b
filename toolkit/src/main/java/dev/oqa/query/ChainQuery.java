package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.Params;
import java.time.LocalDate;
import dev.oqa.model.data.ChainData;

/** {@code GET /options/chain}: ticker (SPY), range_pct (0.15), expiry (a single date; none by default). */
public final class ChainQuery extends RangeQuery<ChainData, ChainQuery> {
    private LocalDate expiry;

    public ChainQuery(Answerer a, String ticker) { super(a, Endpoint.CHAIN, ChainData.class, ticker, ChainData.DEFAULT_RANGE); }

    /** One expiration date, {@code YYYY-MM-DD}; {@code null} for none. */
    public ChainQuery expiry(String date) { this.expiry = date == null || date.isBlank() ? null : Params.date("expiry", date); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        super.fill(b);
        b.set(Param.EXPIRY, expiry);
    }
}
