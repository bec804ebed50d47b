package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.PingData;

/** {@code GET /ping}: {@code status}. */
public final class PingReader implements DataReader<PingData> {
    @Override public Class<PingData> type() { return PingData.class; }

    @Override public Reading<PingData> read(JsonNode data) {
        Members m = new Members("PingData", data);
        return m.reading(new PingData(m.text("status")));
    }
}
