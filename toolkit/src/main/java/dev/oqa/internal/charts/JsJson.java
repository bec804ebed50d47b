package dev.oqa.internal.charts;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/** JSON literals safe to place inside an HTML {@code <script>} element. */
public final class JsJson {
    // Plain mapper on purpose: plotly.js attribute names are already in plotly's spelling (no naming strategy).
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JsJson() {}

    /**
     * JSON for {@code value}, with every {@code <} written {@code \u003c} (the same string to JSON and JavaScript), so
     * no value can close the script element or open an HTML comment inside it.
     */
    public static String of(Object value) {
        try {
            return MAPPER.writeValueAsString(value).replace("<", "\\u003c");
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("cannot write " + value.getClass().getName() + " as JSON: " + e.getOriginalMessage(), e);
        }
    }
}
