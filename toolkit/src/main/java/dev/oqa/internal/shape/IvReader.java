package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.IvData;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** {@code GET /options/iv}: documented {@code smile} and {@code term} records in any table shape. */
public final class IvReader implements DataReader<IvData> {
    @Override public Class<IvData> type() { return IvData.class; }

    @Override public Reading<IvData> read(JsonNode data) {
        Members m = new Members("IvData", data);
        List<IvData.SmilePoint> smile = new ArrayList<>();
        for (JsonNode r : m.records("smile", "strike", Set.of("strike", "iv", "expiry")))
            smile.add(new IvData.SmilePoint(Members.num(r, "strike"), Members.num(r, "iv"), Members.str(r, "expiry")));
        List<IvData.TermPoint> term = new ArrayList<>();
        for (JsonNode r : m.records("term", "expiry", Set.of("expiry", "atm_iv")))
            term.add(new IvData.TermPoint(Members.str(r, "expiry"), Members.num(r, "atm_iv")));
        return m.reading(new IvData(m.text("ticker"), m.number("spot"), m.number("range_pct"), m.strings("expirations"),
                List.copyOf(smile), List.copyOf(term)));
    }
}
