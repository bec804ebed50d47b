package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.OpenInterestData;

/** {@code GET /options/open-interest}: open {@code strike_summary} and {@code expiry_summary} records. */
public final class OpenInterestReader implements DataReader<OpenInterestData> {
    @Override public Class<OpenInterestData> type() { return OpenInterestData.class; }

    @Override public Reading<OpenInterestData> read(JsonNode data) {
        Members m = new Members("OpenInterestData", data);
        JsonNode strikes = m.open("strike_summary", v -> Readers.records(v, "strike", "strike"));
        JsonNode expiries = m.open("expiry_summary", v -> Readers.records(v, "expiry", "expiry"));
        return m.reading(new OpenInterestData(m.text("ticker"), m.number("spot"), m.text("basis"), strikes, expiries));
    }
}
