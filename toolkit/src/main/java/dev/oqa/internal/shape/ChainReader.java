package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.ChainData;

/** {@code GET /options/chain}: open contract rows in any table shape (records are reused as received). */
public final class ChainReader implements DataReader<ChainData> {
    @Override public Class<ChainData> type() { return ChainData.class; }

    @Override public Reading<ChainData> read(JsonNode data) {
        Members m = new Members("ChainData", data);
        JsonNode rows = m.open("chain", v -> Readers.records(v, "row", "strike", "expiry", "type"));
        return m.reading(new ChainData(m.text("ticker"), m.number("spot"), m.strings("expirations"), m.text("selected_expiry"), rows));
    }
}
