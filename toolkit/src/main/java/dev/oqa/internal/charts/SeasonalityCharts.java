package dev.oqa.internal.charts;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.Html;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.SeasonalityData;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Seasonality charts: {@link #heatmap} of {@code seasonality_pivot} (rows × columns as the grouping defines them,
 * e.g. year × month; diverging red–white–blue centred on 0 %, each cell annotated in %) and {@link #annualPaths}
 * (cumulative return inside each calendar year, one line per year, when the answer has them).
 *
 * <p>Colour range: symmetric about 0 and set by the 95th percentile of |value|, so one crash month does not wash
 * every other cell out to white; cells beyond it saturate (the annotation still gives the exact value).
 */
public final class SeasonalityCharts {
    private SeasonalityCharts() {}

    /** What a pivot cell holds, by grouping (see {@code dev.oqa.internal.local.quant.Seasonality}). */
    static String cellMeaning(String grouping) {
        return switch (grouping == null ? "" : grouping.toLowerCase(Locale.ROOT)) {
            case "monthly" -> "Monthly returns by year";
            case "quarterly" -> "Quarterly returns by year";
            case "weekday" -> "Mean daily return by weekday and year";
            case "calendar" -> "Mean daily return by calendar day";
            case "presidential" -> "Mean monthly return by presidential-cycle year";
            default -> "Returns by " + grouping;
        };
    }

    public static StyledFigure heatmap(SeasonalityData d) {
        JsonNode pv = d.seasonalityPivot();
        String grouping = QuantJson.text(pv, "grouping");
        List<String> cols = QuantJson.strings(pv == null ? null : pv.get("columns"));
        List<JsonNode> rows = QuantJson.elements(pv == null ? null : pv.get("rows"));
        if (cols.isEmpty() || rows.isEmpty())
            throw new IllegalArgumentException("seasonality_pivot needs columns and rows [{label, values}]; got "
                    + cols.size() + " columns and " + rows.size() + " rows");
        boolean dense = cols.size() > 16; // calendar: 31 narrow columns
        List<String> labels = new ArrayList<>();
        List<List<Double>> z = new ArrayList<>();
        List<List<String>> text = new ArrayList<>();
        List<Double> all = new ArrayList<>();
        for (JsonNode r : rows) {
            String label = QuantJson.text(r, "label");
            List<JsonNode> vs = QuantJson.elements(r.get("values"));
            if (vs.size() != cols.size())
                throw new IllegalArgumentException("seasonality_pivot row '" + label + "' has " + vs.size() + " values, expected " + cols.size());
            labels.add(label == null ? "?" : Html.plotly(label));
            List<Double> zr = new ArrayList<>();
            List<String> tr = new ArrayList<>();
            for (JsonNode v : vs) {
                Double x = v != null && v.isNumber() && Double.isFinite(v.asDouble()) ? v.asDouble() : null;
                zr.add(x);
                tr.add(x == null ? "" : cell(x, dense ? "%.2f" : Math.abs(x) < 1 && !"monthly".equals(grouping) ? "%.2f" : "%.1f"));
                if (x != null) all.add(Math.abs(x));
            }
            z.add(zr);
            text.add(tr);
        }
        double range = percentile95(all);
        Map<String, Object> e = ChartStyle.heatmap("Return", cols.stream().map(Html::plotly).toList(), labels, z, -range, range, text,
                dense ? 8 : 11);
        e.put("hoverongaps", false);
        e.put("hovertemplate", "%{y} · %{x}<br><b>%{z:+.2f}%</b><extra></extra>");
        e.put("colorbar", Map.of("title", Map.of("text", "%", "side", "top"), "thickness", 12, "len", 0.9,
                "ticksuffix", "%", "outlinewidth", 0, "tickfont", Map.of("color", ChartStyle.MUTED_INK)));
        StyledFigure.Builder fig = StyledFigure.styled().trace(e);
        Map<String, Object> x = ChartStyle.with(ChartStyle.axis(null), "showgrid", false, "showline", false, "type", "category");
        // first row (oldest year, January, post-election) on top, read down
        Map<String, Object> y = ChartStyle.with(new LinkedHashMap<>(x), "autorange", "reversed");
        x.put("side", "top");
        int height = Math.max(360, Math.min(900, 140 + 30 * rows.size()));
        String sub = (grouping == null ? "" : grouping + " · ") + rows.size() + " rows × " + cols.size()
                + " columns · colours saturate at ±" + String.format(Locale.ROOT, "%.2f", range) + "%";
        return ChartStyle.finish(fig, cellMeaning(grouping) + " · %", sub, height, x, y, false,
                Map.of("margin", Map.of("t", 110)));
    }

    /** Cumulative return inside each year by trading day of the year; the latest year drawn bold. */
    public static StyledFigure annualPaths(SeasonalityData d) {
        List<JsonNode> years = QuantJson.elements(d.annualCumReturns());
        if (years.isEmpty()) throw new IllegalArgumentException("seasonality data has no annual_cum_returns (sent only when the data span two calendar years)");
        StyledFigure.Builder fig = StyledFigure.styled();
        int n = years.size();
        for (int i = 0; i < n; i++) {
            JsonNode yr = years.get(i);
            String year = QuantJson.text(yr, "year");
            List<DateValue> s = QuantJson.series(yr.get("series"));
            List<Integer> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            List<String> dates = new ArrayList<>();
            for (int j = 0; j < s.size(); j++) { x.add(j + 1); y.add(s.get(j).value()); dates.add(Html.plotly(s.get(j).date())); }
            boolean latest = i == n - 1;
            double total = QuantJson.num(yr, "total_pct");
            String name = (year == null ? "?" : year) + (Double.isFinite(total) ? " " + ChartStyle.signedPct(total, 1) : "");
            // Older years fade from light to mid blue; the latest stands out in dark ink.
            String colour = latest ? ChartStyle.DARK : blend(i, Math.max(1, n - 1));
            ChartStyle.line(fig, name, x, y, colour, latest ? 2.8 : 1.3,
                    Html.plotly(year == null ? "?" : year) + " · %{customdata}<br>year to date <b>%{y:+.1f}%</b><extra></extra>",
                    Map.of("customdata", dates, "opacity", latest ? 1.0 : 0.85));
        }
        return ChartStyle.finish(fig, "Year-to-date paths · cumulative % within each calendar year",
                n + " years · latest in bold", ChartStyle.HEIGHT, ChartStyle.axis("Trading day of the year"),
                ChartStyle.percentAxis("Return since the year's first close (%)"), true, null);
    }

    /** A cell label; a value that rounds to zero shows as 0, never as −0.0. */
    static String cell(double v, String fmt) {
        String s = String.format(Locale.ROOT, fmt, v);
        if (s.matches("-0(\\.0*)?")) s = s.substring(1);
        return s.replace('-', '\u2212');
    }

    private static String blend(int i, int last) {
        double f = (double) i / last;
        int[] a = {0xb9, 0xcf, 0xe8}, b = {0x2d, 0x5f, 0xa8};
        return String.format(Locale.ROOT, "#%02x%02x%02x", (int) (a[0] + f * (b[0] - a[0])), (int) (a[1] + f * (b[1] - a[1])), (int) (a[2] + f * (b[2] - a[2])));
    }

    static double percentile95(List<Double> abs) {
        if (abs.isEmpty()) return 1;
        double[] v = abs.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        double p = v[(int) Math.min(v.length - 1, Math.ceil(0.95 * v.length) - 1)];
        return p > 0 ? p : Math.max(1e-9, v[v.length - 1]);
    }
}
