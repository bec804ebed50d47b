package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.UoaData;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** {@code GET /options/uoa}: documented {@code trades} records (strike, type, volume, details) in any table shape. */
public final class UoaReader implements DataReader<UoaData> {
    @Override public Class<UoaData> type() { return UoaData.class; }

    @Override public Reading<UoaData> read(JsonNode data) {
        Members m = new Members("UoaData", data);
        List<UoaData.Trade> trades = new ArrayList<>();
        for (JsonNode r : m.records("trades", "rank", Set.of("strike", "type", "volume", "details")))
            trades.add(new UoaData.Trade(Members.num(r, "strike"), Members.str(r, "type"), Members.num(r, "volume"), Members.str(r, "details"),
                    Members.str(r, "expiry"), Members.opt(r, "open_interest"), Members.opt(r, "vol_oi"), Members.opt(r, "premium"),
                    Members.opt(r, "last"), Members.opt(r, "iv"), Members.opt(r, "score")));
        return m.reading(new UoaData(m.text("ticker"), m.optNumber("spot"), m.bool("include_0dte"), List.copyOf(trades)));
    }
}
