package dev.oqa.internal.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.oqa.model.Json;
import dev.oqa.model.Redaction;
import dev.oqa.model.data.ChainData;
import dev.oqa.internal.shape.DataReader;
import dev.oqa.internal.shape.Reading;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Trees to records, fast enough for a 20,000-row chain ({@link Json#tree} parses the bytes): the chain record is built
 * around the parsed rows instead of copying them (Jackson's tree-to-record mapping deep-copies every {@code JsonNode}
 * member, which for a chain is the whole body).
 */
public final class Responses {
    private Responses() {}

    /** True when a string, field name or number of {@code node} holds a run of a known key. */
    public static boolean containsKey(JsonNode node) {
        if (node == null) return false;
        if (node.isTextual() || node.isNumber()) return Redaction.containsFragment(node.asText());
        if (node.isArray()) {
            for (JsonNode e : node) if (containsKey(e)) return true;
            return false;
        }
        if (node.isObject())
            for (var it = node.fields(); it.hasNext(); ) {
                var f = it.next();
                if (Redaction.containsFragment(f.getKey()) || containsKey(f.getValue())) return true;
            }
        return false;
    }

    /**
     * A copy of {@code node} with every run of a known API key hidden in its strings, field names and numbers'
     * text; the node itself when it holds none. Numbers that carry a run become the redaction mark as a string.
     */
    public static JsonNode redactKeys(JsonNode node) {
        if (node == null) return null;
        if (node.isTextual()) return Redaction.containsFragment(node.asText()) ? TextNode.valueOf(Redaction.redactFragments(node.asText())) : node;
        if (node.isNumber()) return Redaction.containsFragment(node.asText()) ? TextNode.valueOf(Redaction.MARK) : node;
        if (node.isArray()) {
            ArrayNode out = Json.MAPPER.createArrayNode();
            for (JsonNode e : node) out.add(redactKeys(e));
            return out;
        }
        if (node.isObject()) {
            ObjectNode out = Json.MAPPER.createObjectNode();
            for (var it = node.fields(); it.hasNext(); ) {
                var f = it.next();
                out.set(Redaction.redactFragments(f.getKey()), redactKeys(f.getValue()));
            }
            return out;
        }
        return node;
    }

    /**
     * {@code data} read by {@code reader}: the record with the open members it could not place (kept as received);
     * {@link IllegalArgumentException} when the documented fields do not fit. A records-shaped chain is kept as
     * parsed rather than copied.
     */
    public static <T> Reading<T> read(DataReader<T> reader, JsonNode data) {
        if (reader.type() == ChainData.class) {
            ChainData fast = recordsChain(data);
            if (fast != null) return new Reading<>(reader.type().cast(fast), List.of());
        }
        return reader.read(data);
    }

    /**
     * A records-shaped chain kept as parsed (no copy of its rows); null for any other shape (pandas orients, string
     * numbers), which the endpoint's tolerant reader rebuilds as records.
     */
    private static ChainData recordsChain(JsonNode d) {
        if (d == null || !d.isObject()) throw new IllegalArgumentException("cannot read ChainData: data is not an object");
        JsonNode spot = d.get("spot");
        JsonNode rows = d.get("chain");
        boolean records = rows == null || rows.isNull() || rows instanceof dev.oqa.model.ChainStream.Rows || (rows.isArray() && (rows.isEmpty() || rows.get(0).isObject()));
        if (!records || (spot != null && !spot.isNull() && !spot.isNumber())) return null;
        List<String> expirations = new ArrayList<>();
        for (JsonNode e : d.path("expirations")) expirations.add(e.asText());
        JsonNode sel = d.get("selected_expiry");
        return new ChainData(d.path("ticker").asText(null), spot == null ? 0 : spot.asDouble(), List.copyOf(expirations),
                sel == null || sel.isNull() ? null : sel.asText(), rows == null || rows.isNull() ? null : rows);
    }
}
