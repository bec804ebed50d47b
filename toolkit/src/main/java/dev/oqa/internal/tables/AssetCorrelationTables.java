package dev.oqa.internal.tables;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.internal.math.CorrelationClustering;
import dev.oqa.model.data.AssetCorrelationData;
import java.util.List;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Asset-correlation tables: {@link #performance} (one row per asset: {@code ticker, total_return_pct, cagr_pct,
 * volatility_pct, sharpe, sortino, max_drawdown_pct}, in the answer's order) and {@link #matrix} (the correlation
 * matrix in hierarchical-cluster order, as the heatmap: {@code ticker}, {@code cluster_order} (1 = first leaf of
 * {@link CorrelationClustering}'s dendrogram), then one column per ticker in the same order).
 */
public final class AssetCorrelationTables {
    static final List<String> PERF = List.of("total_return_pct", "cagr_pct", "volatility_pct", "sharpe", "sortino", "max_drawdown_pct");

    private AssetCorrelationTables() {}

    public static Table performance(AssetCorrelationData d) {
        StringColumn tk = StringColumn.create("ticker");
        Table t = Table.create("performance").addColumns(tk);
        for (String c : PERF) t.addColumns(DoubleColumn.create(c));
        for (JsonNode r : QuantJson.elements(d.perfTable())) {
            Cells.text(tk, QuantJson.text(r, "ticker"));
            for (String c : PERF) Cells.number(t.doubleColumn(c), QuantJson.num(r, c));
        }
        return t;
    }

    public static Table matrix(AssetCorrelationData d) {
        JsonNode cm = d.correlationMatrix();
        List<String> tickers = QuantJson.strings(cm == null ? null : cm.get("tickers"));
        List<JsonNode> rows = QuantJson.elements(cm == null ? null : cm.get("matrix"));
        if (rows.size() != tickers.size())
            throw new IllegalArgumentException("correlation_matrix has " + tickers.size() + " tickers but " + rows.size() + " rows");
        int n = tickers.size();
        double[][] rho = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                JsonNode v = rows.get(i) == null ? null : rows.get(i).get(j);
                rho[i][j] = v != null && v.isNumber() ? v.asDouble() : Double.NaN;
            }
        int[] order = CorrelationClustering.of(rho).order();
        Table t = Table.create("correlation matrix");
        StringColumn tk = StringColumn.create("ticker");
        IntColumn rank = IntColumn.create("cluster_order");
        for (int k = 0; k < n; k++) { tk.append(tickers.get(order[k])); rank.append(k + 1); }
        t.addColumns(tk, rank);
        for (int j : order) {
            DoubleColumn c = DoubleColumn.create(tickers.get(j));
            for (int i : order) Cells.number(c, rho[i][j]);
            t.addColumns(c);
        }
        return t;
    }
}
