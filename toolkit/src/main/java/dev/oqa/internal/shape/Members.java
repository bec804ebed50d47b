package dev.oqa.internal.shape;

import dev.oqa.model.Params;
import dev.oqa.model.Unread;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The members of one {@code data} object as a reader takes them: documented ones strictly (a wrong type fails the
 * answer, naming the member), open ones tolerantly (an unknown shape is kept as received and listed as unread).
 */
final class Members {
    private final String type;
    private final JsonNode data;
    private final List<Unread> unread = new ArrayList<>();

    Members(String type, JsonNode data) {
        this.type = type;
        if (data == null || !data.isObject()) throw new UnreadableAnswerException(type, "data", "is not an object (got " + kind(data) + ")");
        this.data = data;
    }

    JsonNode get(String name) { return data.get(name); }

    /** A documented string; null when absent or null. */
    String text(String name) {
        JsonNode v = data.get(name);
        if (v == null || v.isNull()) return null;
        if (!v.isValueNode()) throw fail(name, "is not a string (got " + kind(v) + ")");
        return Cells.text(v);
    }

    /** A documented number (a numeric string is accepted); NaN when absent, null or "NaN". */
    double number(String name) {
        JsonNode v = data.get(name);
        if (Cells.missing(v)) return Double.NaN;
        if (!v.isValueNode() || !Cells.numeric(v)) throw fail(name, "is not a number (got " + kind(v) + ")");
        return Cells.number(v);
    }

    Double optNumber(String name) {
        double d = number(name);
        return Double.isNaN(d) ? null : d;
    }

    boolean bool(String name) {
        JsonNode v = data.get(name);
        if (v == null || v.isNull()) return false;
        if (v.isBoolean()) return v.asBoolean();
        if (v.isValueNode()) return Params.bool(Cells.text(v));
        throw fail(name, "is not a boolean (got " + kind(v) + ")");
    }

    /** A documented string array; a single string reads as one element. */
    List<String> strings(String name) {
        JsonNode v = data.get(name);
        if (v == null || v.isNull()) return List.of();
        if (v.isValueNode()) return List.of(Cells.text(v));
        if (!v.isArray()) throw fail(name, "is not an array of strings (got " + kind(v) + ")");
        List<String> out = new ArrayList<>();
        for (JsonNode e : v) {
            if (!e.isValueNode()) throw fail(name, "is not an array of strings (an element is " + kind(e) + ")");
            if (!e.isNull()) out.add(Cells.text(e));
        }
        return List.copyOf(out);
    }

    /** A documented array of records, in any table shape; fails the answer when it is in none. */
    ArrayNode records(String name, String indexName, Set<String> expected) {
        JsonNode v = data.get(name);
        if (v == null || v.isNull()) return Cells.F.arrayNode();
        return Shapes.records(v, indexName, expected)
                .orElseThrow(() -> fail(name, "is not a table of records (got " + kind(v) + ")"));
    }

    /** An open member read by {@code reader}; absent stays null, an unknown shape is kept as received and noted. */
    JsonNode open(String path, JsonNode v, Function<JsonNode, Optional<? extends JsonNode>> reader) {
        if (v == null || v.isNull() || v.isMissingNode()) return null;
        Optional<? extends JsonNode> r;
        try {
            r = reader.apply(v);
        } catch (RuntimeException e) {
            r = Optional.empty();
        }
        if (r.isPresent()) return r.get();
        unread.add(new Unread(path, "no known shape: " + kind(v), v));
        return v;
    }

    JsonNode open(String name, Function<JsonNode, Optional<? extends JsonNode>> reader) { return open(name, data.get(name), reader); }

    void unread(String path, String reason, JsonNode raw) { unread.add(new Unread(path, reason, raw)); }

    boolean unreadAny(String path) { return unread.stream().anyMatch(u -> u.member().equals(path)); }

    <T> Reading<T> reading(T record) { return new Reading<>(record, unread); }

    UnreadableAnswerException fail(String member, String reason) { return new UnreadableAnswerException(type, member, reason); }

    static String kind(JsonNode v) {
        if (v == null || v.isMissingNode()) return "nothing";
        if (v.isNull()) return "null";
        if (v.isArray()) return v.isEmpty() ? "an empty array" : "an array of " + v.size() + (v.get(0).isValueNode() ? " values" : v.get(0).isArray() ? " arrays" : " objects");
        if (v.isObject()) return "an object with " + v.size() + " member" + (v.size() == 1 ? "" : "s");
        // a server's text is not echoed: it could carry anything, a key included
        if (v.isTextual()) return "a string of " + v.asText().length() + " characters";
        return v.isNumber() ? "a number" : v.isBoolean() ? "a boolean" : v.getNodeType().name().toLowerCase(Locale.ROOT);
    }

    /** A numeric field of a canonical record; {@code value} stands in for it when a map carried only values. */
    static double num(JsonNode row, String field) {
        JsonNode v = row.get(field);
        if (v == null && row.size() == 2 && row.has("value")) v = row.get("value");
        return Cells.number(v);
    }

    static Double opt(JsonNode row, String field) {
        double d = Cells.number(row.get(field));
        return Double.isNaN(d) ? null : d;
    }

    static String str(JsonNode row, String field) {
        JsonNode v = row.get(field);
        return v == null ? null : field.equals("expiry") || field.equals("date") ? Cells.date(v) : Cells.text(v);
    }
}
