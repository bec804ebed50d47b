package dev.oqa.internal.format;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.data.DateValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the open JSON members of the quant records ({@code summary}, {@code timeseries}, ...) the way the views need
 * them. Tolerant like {@link dev.oqa.model.Json}: a member that is absent or of another type reads as empty / NaN /
 * null rather than failing, because a server may omit what the local engine always sends; views then say what is
 * missing instead of throwing on a half-filled answer.
 */
public final class QuantJson {
    private QuantJson() {}

    /** An array of {@code {date, value}}; elements without a date are skipped, a null or non-numeric value stays null. */
    public static List<DateValue> series(JsonNode array) {
        if (array == null || !array.isArray()) return List.of();
        List<DateValue> out = new ArrayList<>(array.size());
        for (JsonNode p : array) {
            if (p == null || !p.isObject()) continue;
            String date = text(p, "date");
            if (date == null) continue;
            JsonNode v = p.get("value");
            out.add(new DateValue(date, v != null && v.isNumber() && Double.isFinite(v.asDouble()) ? v.asDouble() : null));
        }
        return out;
    }

    /** {@code {NAME: [{date, value}]}} in the server's order. */
    public static Map<String, List<DateValue>> seriesByName(JsonNode object) {
        Map<String, List<DateValue>> m = new LinkedHashMap<>();
        if (object != null) object.forEachEntry((k, v) -> m.put(k, series(v)));
        return m;
    }

    /** {@code {NAME: number}} in the server's order; non-numbers read as NaN. */
    public static Map<String, Double> numbers(JsonNode object) {
        Map<String, Double> m = new LinkedHashMap<>();
        if (object != null) object.forEachEntry((k, v) -> m.put(k, v.isNumber() ? v.asDouble() : Double.NaN));
        return m;
    }

    /** A numeric member, NaN when absent, null or not a number. */
    public static double num(JsonNode object, String field) {
        JsonNode v = object == null ? null : object.get(field);
        return v != null && v.isNumber() ? v.asDouble() : Double.NaN;
    }

    /** A scalar member as text, null when absent or null. */
    public static String text(JsonNode object, String field) {
        JsonNode v = object == null ? null : object.get(field);
        return v == null || v.isNull() || !v.isValueNode() ? null : v.asText();
    }

    /** An array member's elements (empty when absent). */
    public static List<JsonNode> elements(JsonNode array) {
        return array == null || !array.isArray() ? List.of() : array.valueStream().toList();
    }

    /** An array of strings (nulls and non-scalars skipped). */
    public static List<String> strings(JsonNode array) {
        return elements(array).stream().filter(n -> n.isValueNode() && !n.isNull()).map(JsonNode::asText).toList();
    }
}
