package dev.oqa.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;

/**
 * An endpoint's {@code data} object, typed, with the raw JSON tree kept for the fields the document
 * leaves open, and where it came from.
 */
public record Answer<T>(T data, JsonNode raw, Provenance provenance) {
    public Answer {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(provenance, "provenance");
        if (raw == null) raw = Json.tree(data);
    }

    public static <T> Answer<T> of(T data, Provenance provenance) { return new Answer<>(data, null, provenance); }

    public Answer<T> withProvenance(Provenance p) { return new Answer<>(data, raw, p); }
}
