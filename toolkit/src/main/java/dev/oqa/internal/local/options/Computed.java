package dev.oqa.internal.local.options;

import java.util.List;
import java.util.Objects;

/**
 * What a local options analytic computed: the answer's {@code data} record and the notes for its provenance line
 * (which conventions were used, what was left out and why).
 *
 * @param data  the {@code data} of the answer, in the service's shape
 * @param notes one sentence each, in the order they were decided
 * @param <T>   the endpoint's data record
 */
public record Computed<T>(T data, List<String> notes) {
    public Computed {
        Objects.requireNonNull(data, "data");
        notes = List.copyOf(notes);
    }
}
