package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.RiskData;
import java.util.Set;

/** {@code GET /quant/risk}: {@code summary} as one record of scalars; each {@code timeseries} member as a dated series. */
public final class RiskReader implements DataReader<RiskData> {
    @Override public Class<RiskData> type() { return RiskData.class; }

    @Override public Reading<RiskData> read(JsonNode data) {
        Members m = new Members("RiskData", data);
        JsonNode summary = m.open("summary", Shapes::scalars);
        JsonNode ts = Readers.timeseries(m, "timeseries", Set.of());
        return m.reading(new RiskData(m.text("ticker"), summary, ts));
    }
}
