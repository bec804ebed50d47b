package dev.oqa.internal.charts;

import dev.oqa.model.data.GexData;
import dev.oqa.model.data.StrikeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * SYNTHETIC GEX data for tests and the browser-check pages: a smooth made-up profile, not market data.
 * Strikes 400..490 step 2.5 around a spot of 445.37; dealers short gamma below ~441, long above.
 */
public final class GexFixtures {
    private GexFixtures() {}

    public static GexData synthetic(String ticker, Double zeroLevel) {
        List<StrikeValue> gamma = new ArrayList<>(), cum = new ArrayList<>(), smooth = new ArrayList<>();
        double running = 0;
        for (double k = 400; k <= 490; k += 2.5) {
            double x = (k - 441) / 12.0;
            // Made-up shape: a sign change near 441, a peak near 450 and a trough near 430, plus round-strike bumps.
            double v = 1.1e9 * Math.tanh(x) * Math.exp(-x * x / 6) + (k % 10 == 0 ? 0.35e9 * Math.signum(x) : 0);
            gamma.add(new StrikeValue(k, v));
            running += v;
            cum.add(new StrikeValue(k, running));
            smooth.add(new StrikeValue(k, 0.9 * v));
        }
        Map<String, List<StrikeValue>> series = new LinkedHashMap<>();
        series.put(GexData.GAMMA, gamma);
        series.put(GexData.CUMULATIVE_SCALED, normalise(cum));
        series.put(GexData.SMOOTHED, smooth);
        Map<String, Double> levels = new LinkedHashMap<>();
        levels.put("call_wall", 450.0);
        levels.put("put_wall", 430.0);
        levels.put("abs_gamma", 450.0);
        levels.put("zero_gamma", zeroLevel);
        return new GexData(ticker, 445.37, "open_interest", 0.1, List.of("2023-09-15", "2023-09-22", "2023-10-20"),
                List.of("all"), zeroLevel, series, levels, "open_interest", "dollar_gamma");
    }

    private static List<StrikeValue> normalise(List<StrikeValue> s) {
        double max = s.stream().mapToDouble(p -> Math.abs(p.value())).max().orElse(1);
        return s.stream().map(p -> new StrikeValue(p.strike(), p.value() / max)).toList();
    }
}
