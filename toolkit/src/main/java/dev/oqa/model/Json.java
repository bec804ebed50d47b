package dev.oqa.model;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/**
 * The one Jackson configuration of the toolkit. Records use Java names; the wire uses snake_case.
 * Reading is tolerant (unknown fields are ignored; the raw tree is kept beside the record), writing is exact.
 * A non-finite number (NaN, ±Infinity) has no JSON form: it is written as {@code null}, never as a string such as
 * {@code "-Infinity"}, so every consumer of the toolkit's JSON reads it as a missing value.
 */
public final class Json {
    private Json() {}

    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .addModule(new SimpleModule("finite-numbers")
                    .addSerializer(Double.class, new FiniteOrNull<>(Double.class))
                    .addSerializer(double.class, new FiniteOrNull<>(double.class))
                    .addSerializer(Float.class, new FiniteOrNull<>(Float.class))
                    .addSerializer(float.class, new FiniteOrNull<>(float.class)))
            .build();

    /** Writes a finite number as itself and a non-finite one as null. */
    private static final class FiniteOrNull<N extends Number> extends StdSerializer<N> {
        FiniteOrNull(Class<N> t) { super(t); }

        @Override public void serialize(N v, JsonGenerator g, SerializerProvider p) throws IOException {
            double d = v.doubleValue();
            if (!Double.isFinite(d)) g.writeNull();
            else if (v instanceof Float f) g.writeNumber(f);
            else g.writeNumber(d);
        }
    }

    /**
     * The tree with every non-finite number replaced by null; the same tree when it has none (trees are shared, so
     * it is copied rather than changed).
     */
    public static JsonNode finite(JsonNode n) {
        if (n == null || !hasNonFinite(n)) return n;
        return replaceNonFinite(n.deepCopy());
    }

    private static boolean hasNonFinite(JsonNode n) {
        if (n.isNumber()) return (n.isDouble() || n.isFloat()) && !Double.isFinite(n.asDouble());
        if (n.isContainerNode()) for (JsonNode c : n) if (hasNonFinite(c)) return true;
        return false;
    }

    private static JsonNode replaceNonFinite(JsonNode n) {
        if (n.isNumber() && !Double.isFinite(n.asDouble())) return MAPPER.nullNode();
        if (n instanceof ObjectNode o) {
            for (var e : o.properties()) e.setValue(replaceNonFinite(e.getValue()));
        } else if (n instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) a.set(i, replaceNonFinite(a.get(i)));
        }
        return n;
    }

    /**
     * The value as a tree. Bytes are refused rather than kept as a binary node: a response body is parsed by the
     * reading layer ({@code dev.oqa.internal.shape.Bodies}).
     */
    public static JsonNode tree(Object value) {
        if (value instanceof byte[]) throw new IllegalArgumentException("Json.tree takes a value, not the bytes of a body; parse those with Bodies.tree");
        return MAPPER.valueToTree(value);
    }

    /** The value as JSON text; non-finite numbers are written as null. */
    public static String write(Object value, boolean pretty) {
        if (value instanceof JsonNode n) value = finite(n);
        try {
            return pretty ? MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value)
                          : MAPPER.writeValueAsString(value);
        } catch (Exception e) {
            throw new IllegalStateException("cannot write JSON: " + e.getMessage(), e);
        }
    }
}
