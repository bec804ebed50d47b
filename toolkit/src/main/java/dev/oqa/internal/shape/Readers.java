package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import java.util.Set;

/** Readers of members shared by several endpoints. */
final class Readers {
    private Readers() {}

    /**
     * A {@code timeseries} object of named members: each member read on its own (so one unreadable series does not
     * hide the others), with {@code byName} for members that are themselves several named series. A whole
     * {@code timeseries} sent as one wide table is read too.
     */
    static JsonNode timeseries(Members m, String name, Set<String> byName) {
        JsonNode ts = m.get(name);
        if (ts == null || ts.isNull()) return null;
        if (ts.isObject() && !isWide(ts)) {
            ObjectNode out = Cells.F.objectNode();
            for (var e : ts.properties()) {
                String path = name + "." + e.getKey();
                JsonNode v = byName.contains(e.getKey())
                        ? m.open(path, e.getValue(), Shapes::seriesByName)
                        : m.open(path, e.getValue(), Shapes::dated);
                if (v != null) out.set(e.getKey(), v);
            }
            return out;
        }
        return m.open(name, ts, Shapes::seriesByName);
    }

    /** A {@code timeseries} sent as one table ({@code split}, records, list) rather than an object of series. */
    private static boolean isWide(JsonNode ts) {
        if (ts.path("data").isArray() && (ts.path("columns").isArray() || ts.path("index").isArray())) return true;
        for (var e : ts.properties()) if (!(e.getValue().isArray() && e.getValue().size() > 0 && e.getValue().get(0).isValueNode())) return false;
        return !ts.isEmpty() && ts.properties().stream().anyMatch(e -> e.getKey().equalsIgnoreCase("date") || e.getKey().equalsIgnoreCase("index"));
    }

    static Optional<ArrayNode> records(JsonNode v, String index, String... expected) {
        return Shapes.records(v, index, Set.of(expected));
    }
}
