package dev.oqa.internal.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeasonalityChartsTest {
    @Test
    void colourRangeIsThe95thPercentileSoOneCrashDoesNotWashOutTheRest() {
        List<Double> abs = new ArrayList<>();
        for (int i = 1; i <= 19; i++) abs.add(i / 10.0); // 0.1 .. 1.9
        abs.add(12.5);                                   // one crash month
        assertEquals(1.9, SeasonalityCharts.percentile95(abs), 0);
        assertEquals(1.0, SeasonalityCharts.percentile95(List.of()), 0);
        assertEquals("0.0", SeasonalityCharts.cell(-0.04, "%.1f"), "no negative zero");
        assertEquals("\u22120.1", SeasonalityCharts.cell(-0.06, "%.1f"));
        List<Double> flat = new ArrayList<>(java.util.Collections.nCopies(30, 0.0));
        flat.add(3.0);
        assertEquals(3.0, SeasonalityCharts.percentile95(flat), 0, "all-zero bulk: the max, never a zero-width range");
    }
}
