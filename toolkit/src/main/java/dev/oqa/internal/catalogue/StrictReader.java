package dev.oqa.internal.catalogue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Json;
import dev.oqa.internal.shape.DataReader;
import dev.oqa.internal.shape.Reading;
import dev.oqa.internal.shape.UnreadableAnswerException;
import java.util.List;
import java.util.Objects;

/**
 * Maps {@code data} onto the record as it is, by Jackson: the reader of an endpoint whose members the document fixes,
 * so there is no open shape to be tolerant of. An endpoint with open members gets its own reader in
 * {@code dev.oqa.model.shape}.
 */
public final class StrictReader<T> implements DataReader<T> {
    private final Class<T> type;

    private StrictReader(Class<T> type) { this.type = Objects.requireNonNull(type, "type"); }

    public static <T> StrictReader<T> of(Class<T> type) { return new StrictReader<>(type); }

    @Override public Class<T> type() { return type; }

    @Override public Reading<T> read(JsonNode data) {
        if (data == null || !data.isObject()) throw new UnreadableAnswerException(type.getSimpleName(), "data", "is not an object");
        try {
            return new Reading<>(Json.MAPPER.treeToValue(data, type), List.of());
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new UnreadableAnswerException(type.getSimpleName(), "data", "does not fit (" + e.getMessage().lines().findFirst().orElse("") + ")");
        }
    }
}
