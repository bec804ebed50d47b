package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Period;
import dev.oqa.model.data.AssetCorrelationData;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code GET /quant/asset-correlation}: period (3y), window (90, clamped 5..365), and optionally a basket of tickers.
 * The service's endpoint takes no tickers and answers for its own universe; the local engine answers for the basket
 * (at least two distinct valid tickers) and, without one, for the same universe as the service.
 */
public final class AssetCorrelationQuery extends Query<AssetCorrelationData> {
    private final List<String> tickers = new ArrayList<>();
    private Period period;
    private Integer window;

    public AssetCorrelationQuery(Answerer a) { super(a, Endpoint.ASSET_CORRELATION, AssetCorrelationData.class); }

    /** The basket to correlate (local answers); a remote request keeps the service's universe and says so. */
    public AssetCorrelationQuery tickers(String... basket) { tickers.addAll(Arrays.asList(basket)); return this; }

    public AssetCorrelationQuery period(String period) { this.period = Period.parse(period); return this; }

    /** A rolling window in trading days, at least 1; clamped into 5..365 as the service does. */
    public AssetCorrelationQuery window(int days) { this.window = Check.atLeast("window", days, 1, "a rolling window in trading days", "clamped to 5..365"); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        if (!tickers.isEmpty())
            basket(b, tickers, "corr needs at least two distinct valid tickers to correlate", "; or none, for the service's universe");
        period(b, period, AssetCorrelationData.DEFAULT_PERIOD);
        window(b, window, AssetCorrelationData.DEFAULT_WINDOW);
    }
}
