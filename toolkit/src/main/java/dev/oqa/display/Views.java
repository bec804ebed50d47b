package dev.oqa.display;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Answer;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.tables.JsonTables;

/**
 * The panel that shows an answer: each endpoint's own view (chart(s) suited to it, table(s), provenance line), or,
 * for a data type without a view, its main record array as a table.
 */
public final class Views {
    private Views() {}

    public static Panel of(Answer<?> a) {
        if (a.data() instanceof dev.oqa.model.data.GexData g)
            return Panel.titled(title(a)).provenance(a.provenance()).figure(dev.oqa.charts.GexChart.of(g)).table(dev.oqa.tables.GexTable.of(g));
        return generic(a);
    }

    static Endpoint endpointOf(Answer<?> a) {
        for (Endpoint e : Endpoint.values()) if (e.dataType().isInstance(a.data())) return e;
        throw new IllegalArgumentException("no endpoint answers " + a.data().getClass().getSimpleName());
    }

    /** Title such as {@code "gex · SPY"}: the endpoint and, when the answer names one, its ticker. */
    static String title(Answer<?> a) {
        JsonNode t = a.raw().get("ticker");
        String name = endpointOf(a).path().substring(endpointOf(a).path().lastIndexOf('/') + 1);
        return name + (t != null && t.isTextual() ? " · " + t.asText() : "");
    }

    /** Every array of records as a captioned table; scalar members as a one-row summary. */
    static Panel generic(Answer<?> a) {
        Panel p = Panel.titled(title(a)).provenance(a.provenance());
        JsonNode raw = a.raw();
        var scalars = Json.MAPPER.createObjectNode();
        for (var it = raw.fields(); it.hasNext(); ) {
            var f = it.next();
            JsonNode v = f.getValue();
            if (v.isArray() && v.size() > 0 && v.get(0).isObject()) p = p.table(f.getKey(), JsonTables.of(f.getKey(), v));
            else if (v.isValueNode()) scalars.set(f.getKey(), v);
        }
        if (!scalars.isEmpty()) p = p.table(JsonTables.of("summary", Json.MAPPER.createArrayNode().add(scalars)));
        return p;
    }
}
