package dev.oqa.query;

import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.result.Result;

/**
 * What a query asks for its answer: {@code dev.oqa.Oqa} (remote, cached or local by mode) or its {@code --via-chain}
 * variant. A query names only the record it expects; the answerer knows the endpoint's view, so queries stay below
 * the facade.
 */
public interface Answerer {
    <T> Answer<T> answer(ApiRequest request, Class<T> type);

    /** As {@link #answer}, with the endpoint's view attached. */
    <T> Result<T> result(ApiRequest request, Class<T> type);
}
