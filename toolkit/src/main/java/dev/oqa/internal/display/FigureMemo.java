package dev.oqa.internal.display;

import dev.oqa.internal.charts.StyledFigure;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import tech.tablesaw.plotly.components.Figure;

/**
 * The charts built most recently, by what they were built from: a magic run again, a cached answer, or a result shown
 * a second time gets the figure already built for equal data. Drawing a new figure costs more than building it:
 * Tablesaw gives every component of a figure its own template engine, so each new axis, trace and layout parses its
 * template again (about 1 ms each once compiled, several times that early in a kernel's life), while a figure drawn
 * before finds its templates parsed. A repeated {@code %gex SPY --local} took 81-115 ms in a fresh kernel without
 * this and 41-47 ms with it (README, Performance). Only {@link StyledFigure}s are kept: they cannot be changed, so
 * two panels can share one. The figure is the same object, so its output is the same except for the div id each
 * drawing gets.
 *
 * <p>Keyed by the chart's name in its view and everything the chart is built from, compared by value (the analytic's
 * data records); at most {@value #SIZE} figures, the least recently used dropped first.
 */
final class FigureMemo {
    private FigureMemo() {}

    static final int SIZE = 32;

    private record Key(String what, Object inputs) {}

    private static final Map<Key, Figure> FIGURES = new LinkedHashMap<>(64, 0.75f, true) {
        @Override protected boolean removeEldestEntry(Map.Entry<Key, Figure> eldest) { return size() > SIZE; }
    };

    /** The figure built before for equal inputs, or a new one from {@code chart} (kept when it is a StyledFigure). */
    static Figure get(String what, Object inputs, Supplier<Figure> chart) {
        Key key = new Key(Objects.requireNonNull(what, "what"), Objects.requireNonNull(inputs, "inputs"));
        synchronized (FIGURES) {
            Figure f = FIGURES.get(key);
            if (f != null) return f;
        }
        // Built outside the lock: a chart can take a while, and two threads building the same one at once only
        // means one of them is kept.
        Figure f = chart.get();
        if (f instanceof StyledFigure) synchronized (FIGURES) { FIGURES.putIfAbsent(key, f); }
        return f;
    }

    /** Forgets every figure (tests). */
    static void clear() { synchronized (FIGURES) { FIGURES.clear(); } }
}
