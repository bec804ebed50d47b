package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.data.SeasonalityData;
import java.time.LocalDate;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/**
 * A bucket's statistics as pandas gives them: the median of the values in any order, and a flat day is not a win.
 * SYNTHETIC closes (test data): Mondays return 0%, +10%, −5% in that order, Fridays 0% and 0%.
 */
class SeasonalityStatsTest {
    @Test void theMedianSortsAndAFlatDayIsNotAWin() {
        String[] dates = {"2024-01-05", "2024-01-08", "2024-01-12", "2024-01-15", "2024-01-19", "2024-01-22"};
        double[] closes = {100, 100, 100, 110, 110, 104.5};
        int[] days = new int[dates.length];
        for (int i = 0; i < dates.length; i++) days[i] = (int) LocalDate.parse(dates[i]).toEpochDay();
        SeasonalityData d = Seasonality.compute(new PriceSeries("SYN", "synthetic", days, closes), "weekday", new ArrayList<>());
        JsonNode mon = null, fri = null;
        for (JsonNode s : d.stats()) {
            if (s.get("bucket").asText().equals("Mon")) mon = s;
            if (s.get("bucket").asText().equals("Fri")) fri = s;
        }
        assertNotNull(mon);
        assertEquals(3, mon.get("count").asInt());
        assertEquals(0.0, mon.get("median_pct").asDouble(), 1e-12, "pandas: Series([0, 10, -5]).median() = 0");
        assertEquals(5.0 / 3, mon.get("mean_pct").asDouble(), 1e-12);
        assertEquals(100.0 / 3, mon.get("win_rate_pct").asDouble(), 1e-12, "only the +10% Monday is a win");
        assertEquals(0.0, fri.get("win_rate_pct").asDouble(), 0, "two flat Fridays: no win");
        assertEquals(2, fri.get("count").asInt());
    }
}
