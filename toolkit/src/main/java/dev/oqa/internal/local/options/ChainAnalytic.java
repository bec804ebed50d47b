package dev.oqa.internal.local.options;

import dev.oqa.model.ApiRequest;

/**
 * One options or greeks analytic computed from a chain snapshot: what an endpoint's spec names as its local answer
 * when the answer comes from option quotes. {@link OptionsEngine} finds the snapshot (or takes the rows of an
 * {@code /options/chain} answer) and wraps the result with its provenance.
 *
 * @param <T> the endpoint's record
 */
@FunctionalInterface
public interface ChainAnalytic<T> {
    /**
     * @param ticker the sanitised ticker the request names (or the endpoint's default)
     * @param chain  the snapshot with its spot and per-expiry forwards worked out
     */
    Computed<T> compute(ApiRequest request, String ticker, ChainAnalytics chain);
}
