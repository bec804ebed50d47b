package dev.oqa.internal.charts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import dev.oqa.internal.format.Html;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.SectorInsightsData;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Sector-insights charts: {@link #adLine} (the advance–decline line: running sum of sectors closing up minus sectors
 * closing down, close against previous close), {@link #periodReturns} (each sector's return over the period, sorted,
 * bars coloured by sign) and {@link #cumulativeReturns} (every sector's cumulative % path).
 */
public final class SectorInsightsCharts {
    private SectorInsightsCharts() {}

    public static StyledFigure adLine(SectorInsightsData d) {
        List<DateValue> s = QuantJson.series(ts(d).get("ad_line"));
        if (s.isEmpty()) throw new IllegalArgumentException("sector-insights data has no timeseries.ad_line");
        StyledFigure.Builder fig = StyledFigure.styled();
        ChartStyle.datedLine(fig, "Advance–decline line", s, ChartStyle.PURPLE, 2.0,
                "%{x|%d %b %Y}<br>A−D line <b>%{y:+.0f}</b><extra></extra>",
                Map.of("mode", "lines+markers", "marker", Map.of("size", s.size() > 80 ? 0 : 4, "color", ChartStyle.PURPLE)));
        Double last = s.get(s.size() - 1).value();
        Map<String, Object> y = ChartStyle.withZero(ChartStyle.axis("Cumulative advances − declines (sectors)"));
        String sub = s.get(0).date() + " → " + s.get(s.size() - 1).date() + (last == null ? "" : " · now " + String.format(Locale.ROOT, "%+.0f", last).replace('-', '\u2212'))
                + " · rising = breadth improving";
        return ChartStyle.finish(fig, "Sector breadth · advance–decline line", sub, ChartStyle.HEIGHT, ChartStyle.tradingDaysAxis(), y, false, null);
    }

    public static StyledFigure periodReturns(SectorInsightsData d) {
        List<JsonNode> rows = new ArrayList<>(QuantJson.elements(d.summary()));
        rows.removeIf(r -> !Double.isFinite(QuantJson.num(r, "return_pct")));
        if (rows.isEmpty()) throw new IllegalArgumentException("sector-insights summary has no return_pct values");
        rows.sort(Comparator.comparingDouble(r -> QuantJson.num(r, "return_pct"))); // best at the top of a horizontal bar chart
        List<String> y = new ArrayList<>(), text = new ArrayList<>(), colours = new ArrayList<>();
        double[] x = new double[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            JsonNode r = rows.get(i);
            String tk = QuantJson.text(r, "ticker"), sector = QuantJson.text(r, "sector");
            y.add(Html.plotly((sector == null ? "" : sector + " ") + "(" + (tk == null ? "?" : tk) + ")"));
            x[i] = QuantJson.num(r, "return_pct");
            text.add(ChartStyle.signedPct(x[i], 1));
            colours.add(x[i] >= 0 ? ChartStyle.POSITIVE : ChartStyle.NEGATIVE);
        }
        StyledFigure.Builder fig = StyledFigure.styled().trace(ChartStyle.with(ChartStyle.trace("bar", "Return over the period", x, y),
                "orientation", "h", "marker", Map.of("color", colours, "line", Map.of("width", 0)), "text", text, "textposition", "outside",
                "cliponaxis", false, "hovertemplate", "%{y}<br>return <b>%{x:+.2f}%</b><extra></extra>"));
        double lo = Math.min(0, x[0]), hi = Math.max(0, x[x.length - 1]), pad = 0.18 * Math.max(1e-9, hi - lo);
        Map<String, Object> xa = ChartStyle.with(ChartStyle.percentAxis("Return over the period (%)"),
                "range", List.of(lo - (lo < 0 ? pad : 0), hi + (hi > 0 ? pad : 0)));
        Map<String, Object> ya = ChartStyle.with(ChartStyle.axis(null), "type", "category", "showline", false);
        String start = QuantJson.text(rows.get(0), "start"), end = QuantJson.text(rows.get(0), "end");
        return ChartStyle.finish(fig, "Sector returns over the period · %", start != null && end != null ? start + " → " + end : "",
                Math.max(360, 110 + 30 * rows.size()), xa, ya, false, Map.of("bargap", 0.25));
    }

    public static StyledFigure cumulativeReturns(SectorInsightsData d) {
        Map<String, List<DateValue>> series = QuantJson.seriesByName(ts(d).get("cum_returns_pct"));
        if (series.isEmpty()) throw new IllegalArgumentException("sector-insights data has no timeseries.cum_returns_pct");
        Map<String, String> sectors = new HashMap<>();
        for (JsonNode r : QuantJson.elements(d.summary())) {
            String tk = QuantJson.text(r, "ticker"), s = QuantJson.text(r, "sector");
            if (tk != null && s != null) sectors.put(tk, s);
        }
        StyledFigure.Builder fig = StyledFigure.styled();
        int i = 0;
        for (var e : series.entrySet()) {
            String name = e.getKey() + (sectors.containsKey(e.getKey()) ? " " + sectors.get(e.getKey()) : "");
            ChartStyle.datedLine(fig, name, e.getValue(), ChartStyle.colour(i++), 1.6,
                    Html.plotly(name) + " · %{x|%d %b %Y}<br><b>%{y:+.2f}%</b><extra></extra>", null);
        }
        return ChartStyle.finish(fig, "Sector cumulative returns · % since start", series.size() + " sectors",
                ChartStyle.HEIGHT, ChartStyle.tradingDaysAxis(), ChartStyle.percentAxis("Cumulative return (%)"), true, null);
    }

    private static JsonNode ts(SectorInsightsData d) {
        return d.timeseries() == null ? NullNode.getInstance() : d.timeseries();
    }
}
