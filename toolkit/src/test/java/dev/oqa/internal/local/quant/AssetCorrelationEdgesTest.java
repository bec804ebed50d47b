package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.data.AssetCorrelationData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The correlation summary at its edges: the fewest dates it takes, a window equal to the returns, and ties, which go
 * to the first ticker (or pair) in the order given. SYNTHETIC series (test data, not market data): X and Y are the
 * same prices, so their totals and their correlations with a third are equal to the bit.
 */
class AssetCorrelationEdgesTest {
    private static PriceSeries series(String ticker, double... prices) {
        int[] days = new int[prices.length];
        for (int i = 0; i < prices.length; i++) days[i] = (int) LocalDate.of(2024, 1, 2).plusDays(i).toEpochDay();
        return new PriceSeries(ticker, ticker + ".csv", days, prices);
    }

    private static final double[] UP = {100, 103, 101, 106}, DOWN = {100, 99, 99.5, 97};

    private static JsonNode summary(List<PriceSeries> s, int window, List<String> notes) {
        return AssetCorrelation.compute(s, window, QuantConventions.defaults(), notes).summary();
    }

    @Test void threeSharedDatesAreEnoughAndAWindowOfAllTheReturnsIsNotTooLong() {
        List<String> notes = new ArrayList<>();
        JsonNode s = summary(List.of(series("X", 100, 101, 103), series("Z", 100, 99, 100)), 2, notes);
        assertEquals(2, s.get("days").asInt());
        assertTrue(notes.stream().noneMatch(n -> n.startsWith("window")), notes.toString());
        summary(List.of(series("X", 100, 101, 103), series("Z", 100, 99, 100)), 3, notes);
        assertTrue(notes.contains("window 3 is longer than the 2 daily returns in the period; rolling_sharpe is empty"), notes.toString());
        IllegalArgumentException two = assertThrows(IllegalArgumentException.class,
                () -> summary(List.of(series("X", 100, 101), series("Z", 100, 99)), 2, new ArrayList<>()));
        assertEquals("the universe shares 2 price dates in the period; at least 3 are needed", two.getMessage());
    }

    @Test void tiesGoToTheFirstTickerAndPair() {
        JsonNode s = summary(List.of(series("X", UP), series("Y", UP), series("Z", DOWN)), 2, new ArrayList<>());
        assertEquals("X", s.get("best").asText(), "X and Y tie for best");
        assertEquals("Z", s.get("worst").asText());
        assertEquals("X", s.get("least_correlated").get("a").asText(), "X–Z and Y–Z tie for least correlated");
        assertEquals("Z", s.get("least_correlated").get("b").asText());
        assertEquals("X", s.get("most_correlated").get("a").asText());
        assertEquals("Y", s.get("most_correlated").get("b").asText());

        JsonNode w = summary(List.of(series("Z", UP), series("X", DOWN), series("Y", DOWN)), 2, new ArrayList<>());
        assertEquals("X", w.get("worst").asText(), "X and Y tie for worst");
        assertEquals("Z", w.get("best").asText());
        assertEquals("X", w.get("most_correlated").get("a").asText(), "X–Y, the only pair at +1");
        assertEquals("Z", w.get("least_correlated").get("a").asText(), "Z–X and Z–Y tie: the first");
        assertEquals("X", w.get("least_correlated").get("b").asText());
    }
}
