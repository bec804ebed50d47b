package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.SectorInsightsData;
import java.util.Set;

/** {@code GET /quant/sector-insights}: {@code summary} as records by ticker; the timeseries as dated series. */
public final class SectorInsightsReader implements DataReader<SectorInsightsData> {
    @Override public Class<SectorInsightsData> type() { return SectorInsightsData.class; }

    @Override public Reading<SectorInsightsData> read(JsonNode data) {
        Members m = new Members("SectorInsightsData", data);
        JsonNode summary = m.open("summary", v -> Readers.records(v, "ticker", "ticker", "sector", "return_pct", "volatility_pct", "sharpe"));
        JsonNode ts = Readers.timeseries(m, "timeseries", Set.of("cum_returns_pct"));
        return m.reading(new SectorInsightsData(summary, ts));
    }
}
