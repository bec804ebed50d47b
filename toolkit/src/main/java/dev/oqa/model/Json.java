package dev.oqa.model;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one Jackson configuration of the toolkit. Records use Java names; the wire uses snake_case.
 * Reading is tolerant (unknown fields are ignored; the raw tree is kept beside the record), writing is exact.
 */
public final class Json {
    private Json() {}

    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .build();

    public static JsonNode tree(Object value) { return MAPPER.valueToTree(value); }

    /**
     * The node as {@code type}. The records of the endpoints' {@code data} are read by their tolerant reader (every
     * shape a server may send for an open member); other types by Jackson.
     */
    public static <T> T read(JsonNode node, Class<T> type) {
        if (dev.oqa.model.shape.DataReaders.reads(type)) return dev.oqa.model.shape.DataReaders.read(type, node).record();
        try {
            return MAPPER.treeToValue(node, type);
        } catch (Exception e) {
            throw new IllegalArgumentException("cannot read " + type.getSimpleName() + ": " + e.getMessage(), e);
        }
    }

    public static String write(Object value, boolean pretty) {
        try {
            return pretty ? MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value)
                          : MAPPER.writeValueAsString(value);
        } catch (Exception e) {
            throw new IllegalStateException("cannot write JSON: " + e.getMessage(), e);
        }
    }
}
