package dev.oqa.internal.fetch;

import java.time.LocalDate;

/**
 * One keyless public source: who it is ({@link Provider}) and how one item is fetched from it and read into memory.
 * Nothing is written here: the caller checks and writes what comes back.
 *
 * @param <T> what one item is: a chain, a daily series, a rate series
 */
public interface KeylessSource<T> {
    Provider provider();

    /**
     * Fetches and reads one item.
     *
     * @param since the first day wanted (daily prices); null for everything the source has; chains and rates ignore it
     * @throws FetchException when it cannot be fetched or does not read as the source's documented format
     */
    T fetch(FetchHttp http, Symbol symbol, LocalDate since);
}
