package dev.oqa.internal.charts;

import dev.oqa.internal.format.Html;
import java.util.List;
import java.util.Map;
import tech.tablesaw.plotly.components.Figure;

/** Test access to a chart's data: its traces, their names, one trace as JSON text. */
public final class FigureData {
    private FigureData() {}

    public static StyledFigure styled(Figure f) {
        if (!(f instanceof StyledFigure s)) throw new AssertionError("expected a StyledFigure, got " + f);
        return s;
    }

    public static List<Map<String, Object>> traces(Figure f) { return styled(f).data(); }

    public static int count(Figure f) { return traces(f).size(); }

    /** Trace names as a reader sees them (plotly text decoded). */
    public static List<String> names(Figure f) { return traces(f).stream().map(t -> Html.unescape((String) t.get("name"))).toList(); }

    /** Trace {@code i} as JSON text. */
    public static String json(Figure f, int i) { return Html.scriptJson(traces(f).get(i)); }
}
