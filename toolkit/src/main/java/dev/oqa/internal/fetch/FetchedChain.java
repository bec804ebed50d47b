package dev.oqa.internal.fetch;

import dev.oqa.internal.local.data.ChainSnapshot;
import java.time.Instant;
import java.util.List;

/**
 * One option chain as fetched, every row checked; not yet written.
 *
 * @param chain     the contracts, dated by the session of the underlying's last trade; its as-of label names the source
 *                  and the fetch time, and becomes the snapshot time in {@code options/index.csv}
 * @param url       where it came from
 * @param fetchedAt when the answer arrived
 * @param notes     what reading changed or assumed (missing values, a quote date taken from the publication time)
 */
public record FetchedChain(ChainSnapshot chain, String url, Instant fetchedAt, List<String> notes) {
    public FetchedChain { notes = List.copyOf(notes); }
}
