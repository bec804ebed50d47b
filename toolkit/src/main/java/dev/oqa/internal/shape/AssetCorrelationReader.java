package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.AssetCorrelationData;
import java.util.Set;

/**
 * {@code GET /quant/asset-correlation}: {@code summary} as one record; {@code perf_table} as records by ticker;
 * {@code correlation_matrix} as a labelled square matrix; {@code timeseries} members as several named series.
 */
public final class AssetCorrelationReader implements DataReader<AssetCorrelationData> {
    @Override public Class<AssetCorrelationData> type() { return AssetCorrelationData.class; }

    @Override public Reading<AssetCorrelationData> read(JsonNode data) {
        Members m = new Members("AssetCorrelationData", data);
        JsonNode summary = m.open("summary", Shapes::scalars);
        JsonNode perf = m.open("perf_table", v -> Readers.records(v, "ticker", "ticker", "total_return_pct", "cagr_pct", "volatility_pct", "sharpe"));
        JsonNode matrix = m.open("correlation_matrix", Shapes::matrix);
        JsonNode ts = Readers.timeseries(m, "timeseries", Set.of("cum_returns_pct", "rolling_sharpe"));
        return m.reading(new AssetCorrelationData(summary, perf, matrix, ts));
    }
}
