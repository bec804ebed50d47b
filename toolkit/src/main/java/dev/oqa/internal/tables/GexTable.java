package dev.oqa.internal.tables;

import dev.oqa.internal.format.Percent;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.StrikeValue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.TreeSet;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The GEX series by strike as one table: {@code strike, gamma, cumulative_scaled, smoothed} (doubles), one row per
 * strike, ascending, from the first to the last strike that holds gamma: the requested range reaches far into the
 * wings, where a chain lists strikes nobody holds, and those rows are zeros in every series but the running total.
 * Values are the series' own units (gamma: net dealer $ per 1% move, see {@link dev.oqa.internal.charts.GexChart}).
 * A strike missing from one series is a missing cell, not zero. Any further series a server sends is appended as an
 * extra column under its own name, so nothing it returns is hidden.
 */
public final class GexTable {
    private GexTable() {}

    public static Table of(GexData d) {
        Map<String, List<StrikeValue>> series = d.series() == null ? Map.of() : d.series();
        List<String> names = new ArrayList<>(List.of(GexData.GAMMA, GexData.CUMULATIVE_SCALED, GexData.SMOOTHED));
        series.keySet().stream().filter(n -> n != null && !names.contains(n) && !n.equals("strike")).sorted().forEach(names::add);

        Map<String, TreeMap<Double, Double>> byName = new LinkedHashMap<>();
        TreeSet<Double> strikes = new TreeSet<>();
        for (String n : names) {
            TreeMap<Double, Double> m = new TreeMap<>();
            for (StrikeValue p : series.getOrDefault(n, List.of())) {
                if (p == null || !Double.isFinite(p.strike())) continue;
                if (m.put(p.strike(), p.value()) != null)
                    throw new IllegalArgumentException("GEX series '" + n + "' for " + d.ticker() + " lists strike " + p.strike() + " twice");
            }
            byName.put(n, m);
            strikes.addAll(m.keySet());
        }

        NavigableSet<Double> kept = held(strikes, byName);
        Table t = Table.create((d.ticker() == null ? "" : d.ticker() + " ") + "gamma exposure by strike");
        DoubleColumn strike = DoubleColumn.create("strike");
        kept.forEach(strike::append);
        t.addColumns(strike);
        for (String n : names) {
            DoubleColumn c = DoubleColumn.create(n);
            TreeMap<Double, Double> m = byName.get(n);
            for (double k : kept) Cells.number(c, m.get(k));
            t.addColumns(c);
        }
        return t;
    }

    /**
     * The strikes from the first to the last where a series other than the running total ({@code cumulative_scaled})
     * is non-zero; all of them when none is.
     */
    private static NavigableSet<Double> held(TreeSet<Double> strikes, Map<String, TreeMap<Double, Double>> byName) {
        List<Double> held = strikes.stream().filter(k -> byName.entrySet().stream().filter(e -> !e.getKey().equals(GexData.CUMULATIVE_SCALED))
                .map(e -> e.getValue().get(k)).anyMatch(v -> v != null && Double.isFinite(v) && v != 0)).toList();
        return held.isEmpty() ? strikes : strikes.subSet(held.getFirst(), true, held.getLast(), true);
    }

    /**
     * The named levels ({@code highlight_strikes}) as {@code level, strike, from_spot} (strike ÷ spot − 1, a fraction
     * marked {@link dev.oqa.internal.format.Percent}: a display shows {@code from_spot_pct}), known levels first in the order traders read them (call wall, put wall, abs gamma, zero gamma), then
     * others alphabetically. A level the data names with a null strike (e.g. no zero crossing) is a missing strike.
     */
    public static Table levels(GexData d) {
        // The local engine names the abs-gamma level "absolute_gamma_strike"; "abs_gamma" is accepted from a server.
        List<String> order = List.of("call_wall", "put_wall", "absolute_gamma_strike", "abs_gamma", "zero_gamma");
        Map<String, Double> named = new LinkedHashMap<>(d.highlightStrikes() == null ? Map.of() : d.highlightStrikes());
        if (d.zeroLevel() != null && !named.containsKey("zero_gamma")) named.put("zero_gamma", d.zeroLevel());
        List<String> keys = new ArrayList<>(named.keySet());
        keys.removeIf(k -> k == null);
        keys.sort(Comparator.comparingInt((String k) -> order.contains(k) ? order.indexOf(k) : order.size()).thenComparing(k -> k));
        StringColumn level = StringColumn.create("level");
        DoubleColumn strike = DoubleColumn.create("strike"), fromSpot = Percent.of(DoubleColumn.create("from_spot"));
        boolean spotKnown = Double.isFinite(d.spot()) && d.spot() > 0;
        for (String k : keys) {
            String words = (k.equals("absolute_gamma_strike") || k.equals("abs_gamma") ? "abs_gamma" : k).replace('_', ' ').strip();
            level.append(words.isEmpty() ? k : Character.toUpperCase(words.charAt(0)) + words.substring(1));
            Double v = named.get(k);
            Cells.number(strike, v);
            Cells.number(fromSpot, v != null && spotKnown ? v / d.spot() - 1 : Double.NaN);
        }
        return Table.create((d.ticker() == null ? "" : d.ticker() + " ") + "GEX key levels", level, strike, fromSpot);
    }
}
