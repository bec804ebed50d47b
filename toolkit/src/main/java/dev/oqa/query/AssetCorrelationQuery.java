package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.AssetCorrelationData;

/** {@code GET /quant/asset-correlation}: period (3y), window (90, clamped 5..365); the universe is the service's. */
public final class AssetCorrelationQuery extends Query<AssetCorrelationData> {
    private String period;
    private Integer window;

    public AssetCorrelationQuery(Answerer a) { super(a, Endpoint.ASSET_CORRELATION, AssetCorrelationData.class); }

    public AssetCorrelationQuery period(String period) { this.period = period; return this; }

    public AssetCorrelationQuery window(int days) { this.window = days; return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        period(b, period, AssetCorrelationData.DEFAULT_PERIOD);
        window(b, window, AssetCorrelationData.DEFAULT_WINDOW);
    }
}
