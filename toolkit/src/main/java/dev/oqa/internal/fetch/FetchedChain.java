package dev.oqa.internal.fetch;

import dev.oqa.internal.local.data.ChainSnapshot;
import java.util.List;

/**
 * One option chain as fetched, every row checked; not yet written.
 *
 * @param chain     the contracts, dated by the session of the underlying's last trade; its as-of label names the source
 *                  and the fetch time, and becomes the snapshot time in {@code options/index.csv}
 * @param notes     what reading changed or assumed (missing values, a quote date taken from the publication time)
 */
public record FetchedChain(ChainSnapshot chain, List<String> notes) {
    public FetchedChain { notes = List.copyOf(notes); }
}
