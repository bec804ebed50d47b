package dev.oqa.internal.display;

import dev.oqa.model.Answer;

/**
 * Draws one endpoint's answer as a panel. The generic care (members the reader could not place, a view that throws)
 * is {@link Views#of}'s, once for every endpoint; a view only draws what its record holds.
 *
 * @param <T> the endpoint's record
 */
@FunctionalInterface
public interface View<T> {
    /**
     * @param ticker the ticker that was asked for, or null: it names the answers whose data does not (market memory,
     *               seasonality)
     */
    Panel draw(Answer<T> answer, String ticker);
}
