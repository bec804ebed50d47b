package dev.oqa.internal.charts;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.Html;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.internal.math.CorrelationClustering;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.model.data.DateValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Asset-correlation charts: the correlation heatmap (diverging red–white–blue fixed to −1..1 so white is always
 * zero and colours compare across answers, each cell annotated) and the cumulative returns of every asset.
 * Correlations are Pearson of daily returns on the dates every asset has; {@code cum_returns_pct} is percent.
 * The heatmap's axes follow the dendrogram of {@link CorrelationClustering} (average linkage on √(2(1 − ρ))),
 * so correlated assets form visible blocks; the subtitle says so.
 */
public final class AssetCorrelationCharts {
    private AssetCorrelationCharts() {}

    public static StyledFigure heatmap(AssetCorrelationData d) {
        JsonNode cm = d.correlationMatrix();
        List<String> tickers = QuantJson.strings(cm == null ? null : cm.get("tickers"));
        List<JsonNode> rows = QuantJson.elements(cm == null ? null : cm.get("matrix"));
        if (tickers.isEmpty() || rows.size() != tickers.size())
            throw new IllegalArgumentException("correlation_matrix needs {tickers, matrix} with one row per ticker; got "
                    + tickers.size() + " tickers and " + rows.size() + " rows");
        int n = tickers.size();
        Double[][] m = new Double[n][n];   // null: no value
        double[][] rho = new double[n][n];
        for (int i = 0; i < n; i++) {
            List<JsonNode> row = QuantJson.elements(rows.get(i));
            if (row.size() != n)
                throw new IllegalArgumentException("correlation_matrix row " + i + " (" + tickers.get(i) + ") has " + row.size()
                        + " values, expected " + n);
            for (int j = 0; j < n; j++) {
                JsonNode v = row.get(j);
                m[i][j] = v != null && v.isNumber() ? v.asDouble() : null;
                rho[i][j] = m[i][j] == null ? Double.NaN : m[i][j];
            }
        }
        // Clustered order: correlated assets side by side, so blocks show (remote answers too: computed from the matrix).
        int[] order = CorrelationClustering.of(rho).order();
        List<List<Double>> z = new ArrayList<>(n);
        List<List<String>> text = new ArrayList<>(n);
        for (int i : order) {
            List<Double> zr = new ArrayList<>(n);
            List<String> tr = new ArrayList<>(n);
            for (int j : order) {
                zr.add(m[i][j]);
                tr.add(m[i][j] == null ? "" : String.format(Locale.ROOT, "%.2f", m[i][j]).replace('-', '\u2212'));
            }
            z.add(zr);
            text.add(tr);
        }
        List<String> labels = Arrays.stream(order).mapToObj(i -> Html.plotly(tickers.get(i))).toList();
        Map<String, Object> e = ChartStyle.heatmap("Correlation", labels, labels, z, -1, 1, text, n > 12 ? 9.5 : 11.5);
        e.put("hovertemplate", "%{y} · %{x}<br>correlation <b>%{z:.3f}</b><extra></extra>");
        e.put("colorbar", Map.of("title", Map.of("text", "ρ", "side", "top"), "thickness", 12, "len", 0.9,
                "tickvals", List.of(-1, -0.5, 0, 0.5, 1), "ticktext", List.of("−1", "−0.5", "0", "0.5", "1"),
                "outlinewidth", 0, "tickfont", Map.of("color", ChartStyle.MUTED_INK)));
        StyledFigure.Builder fig = StyledFigure.styled().trace(e);

        Map<String, Object> x = ChartStyle.with(ChartStyle.axis(null), "showgrid", false, "showline", false, "side", "bottom");
        // row 0 at the top, as a correlation matrix is read; square cells
        Map<String, Object> y = ChartStyle.with(new LinkedHashMap<>(x), "autorange", "reversed", "scaleanchor", "x");
        x.put("constrain", "domain");
        JsonNode s = d.summary();
        String sub = subtitle(s) + (n > 2 ? " · clustered order" : "");
        return ChartStyle.finish(fig, "Correlation of daily returns · " + n + " assets", sub,
                Math.max(ChartStyle.HEIGHT, 150 + 44 * n), x, y, false, null);
    }

    public static StyledFigure cumulativeReturns(AssetCorrelationData d) {
        JsonNode ts = d.timeseries();
        Map<String, List<DateValue>> series = QuantJson.seriesByName(ts == null ? null : ts.get("cum_returns_pct"));
        if (series.isEmpty()) throw new IllegalArgumentException("asset-correlation data has no timeseries.cum_returns_pct");
        StyledFigure.Builder fig = StyledFigure.styled();
        int i = 0;
        for (var en : series.entrySet()) {
            String tk = Html.plotly(en.getKey());
            ChartStyle.datedLine(fig, en.getKey(), en.getValue(), ChartStyle.colour(i++), 1.5,
                    tk + " · %{x|%d %b %Y}<br>cumulative <b>%{y:+.1f}%</b><extra></extra>", null);
        }
        return ChartStyle.finish(fig, "Cumulative returns · % since start", subtitle(d.summary()), ChartStyle.HEIGHT,
                ChartStyle.dateAxis(), ChartStyle.percentAxis("Cumulative return (%)"), true, Map.of("hovermode", "x unified"));
    }

    private static String subtitle(JsonNode s) {
        List<String> parts = new ArrayList<>();
        String start = QuantJson.text(s, "start"), end = QuantJson.text(s, "end");
        if (start != null && end != null) parts.add(start + " → " + end);
        double mean = QuantJson.num(s, "mean_pairwise_correlation");
        if (Double.isFinite(mean)) parts.add(String.format(Locale.ROOT, "mean pairwise ρ %.2f", mean));
        for (String k : Arrays.asList("most_correlated", "least_correlated")) {
            JsonNode p = s == null ? null : s.get(k);
            double v = QuantJson.num(p, "value");
            if (p != null && Double.isFinite(v))
                parts.add(k.replace('_', ' ') + " " + QuantJson.text(p, "a") + "/" + QuantJson.text(p, "b")
                        + String.format(Locale.ROOT, " %.2f", v).replace('-', '\u2212'));
        }
        return String.join(" · ", parts);
    }
}
