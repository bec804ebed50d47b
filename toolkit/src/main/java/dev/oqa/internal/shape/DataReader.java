package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Reads one endpoint's {@code data} object into its record. Tolerant of every shape {@link Shapes} knows for the
 * open members; strict about the documented ones.
 *
 * @param <T> the endpoint's record in {@code dev.oqa.model.data}
 */
public interface DataReader<T> {
    Class<T> type();

    /** @throws UnreadableAnswerException when the object or a documented member does not fit the record */
    Reading<T> read(JsonNode data);
}
