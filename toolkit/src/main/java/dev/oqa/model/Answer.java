package dev.oqa.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Objects;

/**
 * An endpoint's {@code data} object, typed, with the raw JSON tree kept for the fields the document
 * leaves open, where it came from, and the open members its reader could not place (kept as received in the
 * record). The single read that made the record also filled {@code unread}, so showing the answer never reads
 * the raw JSON again.
 */
public record Answer<T>(T data, JsonNode raw, Provenance provenance, List<Unread> unread) {
    public Answer {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(provenance, "provenance");
        if (raw == null) raw = Json.tree(data);
        unread = unread == null ? List.of() : List.copyOf(unread);
    }

    /** An answer read completely (or computed locally). */
    public Answer(T data, JsonNode raw, Provenance provenance) { this(data, raw, provenance, List.of()); }

    public static <T> Answer<T> of(T data, Provenance provenance) { return new Answer<>(data, null, provenance); }

    public Answer<T> withProvenance(Provenance p) { return new Answer<>(data, raw, p, unread); }

    /** True when the reader placed every member. */
    public boolean complete() { return unread.isEmpty(); }

    /**
     * This answer as one whose data is a {@code type}: a checked conversion (never an unchecked cast), so a caller
     * that names the wrong record hears it here rather than at a distant {@link ClassCastException}.
     *
     * @throws IllegalArgumentException when the data is not a {@code type}
     */
    public <U> Answer<U> as(Class<U> type) {
        if (!type.isInstance(data))
            throw new IllegalArgumentException("this answer holds " + data.getClass().getSimpleName() + ", not " + type.getSimpleName());
        return new Answer<>(type.cast(data), raw, provenance, unread);
    }
}
