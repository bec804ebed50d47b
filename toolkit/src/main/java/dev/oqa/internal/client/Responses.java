package dev.oqa.internal.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.oqa.model.Json;
import dev.oqa.model.Redaction;
import java.io.IOException;

/**
 * An answer's JSON checked for the API key: a 200 answer that carries it (in a string, a field name or a number) is
 * redacted before it is shown or cached. Records come from each endpoint's tolerant reader ({@code DataReader}).
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
}
