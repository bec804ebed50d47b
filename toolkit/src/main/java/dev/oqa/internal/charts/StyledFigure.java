package dev.oqa.internal.charts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tech.tablesaw.plotly.components.Config;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.traces.Trace;

/**
 * A Tablesaw {@link Figure} plus the plotly.js attributes Tablesaw 0.44 cannot express (hover templates, text
 * positions, per-point text colours, bar widths, title objects, legend placement...). They are kept as plain
 * JSON-able maps and merged into Tablesaw's {@code traceN}/{@code layout} objects just before
 * {@code Plotly.newPlot}, so {@link #asJavascript(String)} stays a working Tablesaw figure. A {@code null} value
 * removes the attribute (e.g. Tablesaw's fixed {@code width: 800}, so the chart fills its cell).
 *
 * <p>Immutable: the setters Tablesaw's {@code Figure} exposes throw, since traces and extras are index-aligned.
 */
public final class StyledFigure extends Figure {
    private final List<Map<String, Object>> traceExtras;
    private final Map<String, Object> layoutExtras;

    private StyledFigure(Builder b) {
        super(b.layout, b.config, b.traces.toArray(new Trace[0]));
        this.traceExtras = b.traceExtras.stream().map(StyledFigure::frozen).toList();
        this.layoutExtras = frozen(b.layoutExtras);
    }

    public static Builder styled() { return new Builder(); }

    /** plotly.js attributes merged into trace {@code i} (Tablesaw's {@code trace<i>}); empty when none. */
    public Map<String, Object> traceExtras(int i) {
        if (i < 0 || i >= traceExtras.size())
            throw new IndexOutOfBoundsException("trace index " + i + " is outside 0.." + (traceExtras.size() - 1));
        return traceExtras.get(i);
    }

    /** plotly.js layout attributes merged into Tablesaw's {@code layout}. */
    public Map<String, Object> layoutExtras() { return layoutExtras; }

    @Override
    protected String plotFunction(String targetName) {
        StringBuilder js = new StringBuilder();
        // Deep merge; null deletes. Declared as a local name so it never clashes with other charts.
        js.append("var oqa_merge = function m(t, s) { for (var k in s) { var v = s[k];"
                + " if (v === null) { delete t[k]; }"
                + " else if (typeof v === 'object' && !Array.isArray(v) && t[k] && typeof t[k] === 'object' && !Array.isArray(t[k])) { m(t[k], v); }"
                + " else { t[k] = v; } } return t; };\n");
        for (int i = 0; i < traceExtras.size(); i++) {
            if (!traceExtras.get(i).isEmpty())
                js.append("oqa_merge(trace").append(i).append(", ").append(JsJson.of(traceExtras.get(i))).append(");\n");
        }
        if (!layoutExtras.isEmpty()) js.append("oqa_merge(layout, ").append(JsJson.of(layoutExtras)).append(");\n");
        return js + super.plotFunction(targetName);
    }

    @Override public void setTraces(Trace... data) { throw immutable(); }
    @Override public void setLayout(Layout layout) { throw immutable(); }
    @Override public void setConfig(Config config) { throw immutable(); }

    private static UnsupportedOperationException immutable() {
        return new UnsupportedOperationException("StyledFigure is immutable; build a new one with StyledFigure.styled()");
    }

    private static Map<String, Object> frozen(Map<String, Object> m) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(m)); // LinkedHashMap: keeps insertion order, allows null values
    }

    /** Reads like the call: {@code StyledFigure.styled().layout(l).config(c).trace(t, extras).layoutExtras(m).build()}. */
    public static final class Builder {
        private Layout layout = Layout.builder().build();
        private Config config;
        private final List<Trace> traces = new ArrayList<>();
        private final List<Map<String, Object>> traceExtras = new ArrayList<>();
        private final Map<String, Object> layoutExtras = new LinkedHashMap<>();

        private Builder() {}

        public Builder layout(Layout l) {
            if (l == null) throw new IllegalArgumentException("layout must not be null");
            this.layout = l;
            return this;
        }

        public Builder config(Config c) { this.config = c; return this; }

        public Builder trace(Trace t) { return trace(t, Map.of()); }

        public Builder trace(Trace t, Map<String, ?> extras) {
            if (t == null) throw new IllegalArgumentException("trace must not be null");
            traces.add(t);
            traceExtras.add(extras == null ? Map.of() : new LinkedHashMap<>(extras));
            return this;
        }

        public Builder layoutExtras(Map<String, ?> extras) {
            if (extras != null) layoutExtras.putAll(extras);
            return this;
        }

        public StyledFigure build() {
            if (traces.isEmpty()) throw new IllegalStateException("a figure needs at least one trace");
            return new StyledFigure(this);
        }
    }
}
