package dev.oqa.internal.shape;

import dev.oqa.model.Unread;

import java.util.List;
import java.util.Objects;

/**
 * What a {@link DataReader} made of one {@code data} object: the endpoint's record, its open members in canonical
 * shape, and the open members it could not read (kept as received in the record).
 */
public record Reading<T>(T record, List<Unread> unread) {
    public Reading {
        Objects.requireNonNull(record, "record");
        unread = List.copyOf(unread);
    }

    /** True when every member was read. */
    public boolean complete() { return unread.isEmpty(); }
}
