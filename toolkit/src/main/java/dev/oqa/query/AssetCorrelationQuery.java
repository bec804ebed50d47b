package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Period;
import dev.oqa.model.data.AssetCorrelationData;

/** {@code GET /quant/asset-correlation}: period (3y), window (90, clamped 5..365); the universe is the service's. */
public final class AssetCorrelationQuery extends Query<AssetCorrelationData> {
    private String period;
    private Integer window;

    public AssetCorrelationQuery(Answerer a) { super(a, Endpoint.ASSET_CORRELATION, AssetCorrelationData.class); }

    public AssetCorrelationQuery period(String period) { this.period = Period.parse(period).wire(); return this; }

    /** A rolling window in trading days, at least 1; clamped into 5..365 as the service does. */
    public AssetCorrelationQuery window(int days) { this.window = Check.atLeast("window", days, 1, "a rolling window in trading days", "clamped to 5..365"); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        period(b, period, AssetCorrelationData.DEFAULT_PERIOD);
        window(b, window, AssetCorrelationData.DEFAULT_WINDOW);
    }
}
