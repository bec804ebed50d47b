package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.MarketMemoryData;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code GET /quant/market-memory}: documented {@code matches} (each with a numeric {@code score}) in any table
 * shape; the price windows as dated series.
 */
public final class MarketMemoryReader implements DataReader<MarketMemoryData> {
    @Override public Class<MarketMemoryData> type() { return MarketMemoryData.class; }

    @Override public Reading<MarketMemoryData> read(JsonNode data) {
        Members m = new Members("MarketMemoryData", data);
        JsonNode kernel = m.open("kernel_prices", Shapes::dated);
        JsonNode raw = m.get("matches");
        List<MarketMemoryData.Match> matches = new ArrayList<>();
        if (raw != null && !raw.isNull()) {
            Frame f = Shapes.frame(raw, "rank", Set.of("score", "match_prices", "trailing_prices"))
                    .orElseThrow(() -> m.fail("matches", "is not a list of matches (got " + Members.kind(raw) + ")"));
            for (int i = 0; i < f.size(); i++) {
                JsonNode score = f.cell(i, f.column("score").orElse("score"));
                if (!Cells.numeric(score) || score != null && !score.isValueNode())
                    throw m.fail("matches[" + i + "].score", "is not a number (got " + Members.kind(score) + ")");
                String at = "matches[" + i + "].";
                JsonNode before = m.open(at + "match_prices", f.cell(i, "match_prices"), Shapes::dated);
                JsonNode after = m.open(at + "trailing_prices", f.cell(i, "trailing_prices"), Shapes::dated);
                matches.add(new MarketMemoryData.Match(Cells.number(score), before, after,
                        Cells.date(f.cell(i, "start")), Cells.date(f.cell(i, "end"))));
            }
        }
        return m.reading(new MarketMemoryData(kernel, List.copyOf(matches)));
    }
}
