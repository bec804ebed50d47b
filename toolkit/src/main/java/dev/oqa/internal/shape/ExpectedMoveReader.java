package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.ExpectedMoveData;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** {@code GET /options/expected-move}: documented {@code term} records (any table shape); open {@code table} rows. */
public final class ExpectedMoveReader implements DataReader<ExpectedMoveData> {
    @Override public Class<ExpectedMoveData> type() { return ExpectedMoveData.class; }

    @Override public Reading<ExpectedMoveData> read(JsonNode data) {
        Members m = new Members("ExpectedMoveData", data);
        List<ExpectedMoveData.Term> term = new ArrayList<>();
        for (JsonNode r : m.records("term", "expiry", Set.of("expiry", "move", "upper", "lower"))) {
            Double days = Members.opt(r, "days");
            term.add(new ExpectedMoveData.Term(Members.str(r, "expiry"), Members.num(r, "move"), Members.num(r, "upper"),
                    Members.num(r, "lower"), Members.opt(r, "move_pct"), Members.opt(r, "straddle"), Members.opt(r, "forward"),
                    days == null ? null : (int) Math.round(days)));
        }
        JsonNode table = m.open("table", v -> Readers.records(v, "expiry"));
        return m.reading(new ExpectedMoveData(m.text("ticker"), m.number("spot"), m.number("range_pct"), List.copyOf(term), table));
    }
}
