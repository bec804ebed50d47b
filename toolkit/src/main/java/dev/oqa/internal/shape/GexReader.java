package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.StrikeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code GET /greeks/gex}: {@code series} is an object of named by-strike series (each in any table shape, a
 * {@code {strike: value}} map included), or one wide table with a strike column; {@code highlight_strikes} is an
 * object of named strikes, numbers as strings and null accepted.
 */
public final class GexReader implements DataReader<GexData> {
    @Override public Class<GexData> type() { return GexData.class; }

    @Override public Reading<GexData> read(JsonNode data) {
        Members m = new Members("GexData", data);
        Map<String, List<StrikeValue>> series = new LinkedHashMap<>();
        JsonNode s = m.get("series");
        if (s != null && !s.isNull()) {
            Frame wide = s.path("data").isArray() || s.isArray() ? Shapes.frame(s, "strike", Set.of("strike")).orElse(null) : null;
            if (wide != null && wide.column("strike").isPresent()) {
                String k = wide.column("strike").get();
                for (String c : wide.columns())
                    if (!c.equals(k) && wide.numeric(c)) series.put(c, points(wide, k, c));
            } else if (s.isObject()) {
                for (var e : s.properties()) {
                    var f = Shapes.frame(e.getValue(), "strike", Set.of("strike", "value"));
                    String sk = f.flatMap(fr -> fr.column("strike")).orElse(null);
                    String sv = f.flatMap(fr -> fr.column("value").filter(fr::numeric).or(() -> fr.firstNumeric(sk == null ? List.of() : List.of(sk)))).orElse(null);
                    if (f.isEmpty() || (!f.get().isEmpty() && (sk == null || sv == null))) {
                        m.unread("series." + e.getKey(), "no known shape: " + Members.kind(e.getValue()), e.getValue());
                        continue;
                    }
                    series.put(e.getKey(), points(f.get(), sk, sv));
                }
            } else m.unread("series", "no known shape: " + Members.kind(s), s);
        }
        Map<String, Double> highlights = new LinkedHashMap<>();
        JsonNode h = m.open("highlight_strikes", v -> Shapes.numbersByName(v, "name", List.of("strike", "value")));
        if (h instanceof ObjectNode o && !m.unreadAny("highlight_strikes"))
            for (var e : o.properties()) highlights.put(e.getKey(), Members.opt(o, e.getKey()));
        return m.reading(new GexData(m.text("ticker"), m.number("spot"), m.text("basis"), m.number("range_pct"), m.strings("expirations"),
                m.strings("selected_expirations"), m.optNumber("zero_level"), series, highlights, m.text("basis_column"), m.text("dw_column")));
    }

    /** The frame's rows as points; a row without a strike cannot be placed, a missing value is kept as NaN (a gap). */
    private static List<StrikeValue> points(Frame f, String strike, String value) {
        List<StrikeValue> pts = new ArrayList<>();
        for (int i = 0; i < f.size(); i++) {
            double k = Cells.number(f.cell(i, strike));
            if (!Double.isNaN(k)) pts.add(new StrikeValue(k, Cells.number(f.cell(i, value))));
        }
        return List.copyOf(pts);
    }
}
