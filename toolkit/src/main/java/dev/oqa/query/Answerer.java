package dev.oqa.query;

import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;

/** What a query asks for its answer: {@link dev.oqa.Oqa} (remote, cached or local by mode). */
@FunctionalInterface
public interface Answerer {
    <T> Answer<T> answer(ApiRequest request, Class<T> type);
}
