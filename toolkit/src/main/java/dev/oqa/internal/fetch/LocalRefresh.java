package dev.oqa.internal.fetch;

import dev.oqa.model.ApiRequest;
import java.util.List;

/**
 * What the router calls before the local engine answers in auto mode: a chance to bring the data the request needs
 * up to date. It never throws; what it did or could not do comes back as notes for the provenance line.
 */
@FunctionalInterface
public interface LocalRefresh {
    LocalRefresh NONE = request -> new Refreshed(false, List.of());

    Refreshed before(ApiRequest request);

    /**
     * @param changed whether files were written (the engine's listing of snapshots must then be read again)
     * @param notes   for the answer's provenance line, in order
     */
    record Refreshed(boolean changed, List<String> notes) {
        public Refreshed { notes = List.copyOf(notes); }
    }
}
