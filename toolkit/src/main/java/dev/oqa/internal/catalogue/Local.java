package dev.oqa.internal.catalogue;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.options.ChainAnalytic;
import dev.oqa.internal.local.options.ChainRequirements;
import dev.oqa.internal.local.quant.QuantEngine;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * How the local engine answers an endpoint: from an option chain snapshot, from daily prices, or from the data source
 * as a whole.
 * Sealed, so the engine's dispatch over it is exhaustive; an endpoint names one of these in its spec.
 *
 * @param <T> the endpoint's record
 */
public sealed interface Local<T> {
    /**
     * Computed from one chain snapshot (the catalogue's, or the rows of an {@code /options/chain} answer); {@code needs}
     * is what the analytic reads from the rows, checked before computing on a chain that came from elsewhere.
     */
    record OnChain<T>(ChainAnalytic<T> analytic, ChainRequirements.Needs needs) implements Local<T> {}

    /** Computed from daily prices by the quant engine. */
    record OnPrices<T>(BiFunction<QuantEngine, ApiRequest, Answer<T>> analytic) implements Local<T> {}

    /** Answered from the data source as a whole, not a series in it: ping checks that there is data to answer from. */
    record OnSource<T>(Function<DataSource, Answer<T>> analytic) implements Local<T> {}
}
