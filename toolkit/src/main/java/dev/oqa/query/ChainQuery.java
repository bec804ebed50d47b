package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Params;
import dev.oqa.model.data.ChainData;

/** {@code GET /options/chain}: ticker (SPY), range_pct (0.15), expiry (a single date; none by default). */
public final class ChainQuery extends Query<ChainData> {
    private final String ticker;
    private Double range;
    private String expiry;

    public ChainQuery(Answerer a, String ticker) { super(a, Endpoint.CHAIN, ChainData.class); this.ticker = ticker; }

    /** The strike range around spot as a fraction above 0, e.g. {@code 0.1} for ±10%; clamped into 0.01..2.0 as the service does. */
    public ChainQuery range(double rangePct) { this.range = Check.range(rangePct); return this; }

    /** One expiration date, {@code YYYY-MM-DD}; {@code null} for none. */
    public ChainQuery expiry(String date) { this.expiry = date == null || date.isBlank() ? null : Check.date("expiry", date); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        ticker(b, "ticker", ticker, defaultTicker());
        rangePct(b, range, ChainData.DEFAULT_RANGE);
        if (expiry != null && !expiry.isBlank()) b.param("expiry", Params.date("expiry", expiry).toString());
    }
}
