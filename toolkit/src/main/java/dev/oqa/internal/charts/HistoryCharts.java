package dev.oqa.internal.charts;

import dev.oqa.internal.scan.ScanResult;
import dev.oqa.internal.scan.ScanRow;
import java.util.List;
import java.util.Map;

/**
 * {@code --history} over time, one point per snapshot (markers joined by lines, since snapshots are sparse):
 * the GEX levels (zero gamma, call and put walls) against spot, and ATM IV at 30 days with the 25-delta skew
 * (put minus call) in volatility points. A snapshot without a level leaves a gap.
 */
public final class HistoryCharts {
    private HistoryCharts() {}

    /** Spot, zero-gamma level, call wall and put wall by snapshot date. */
    public static StyledFigure levels(ScanResult r, String ticker) {
        List<ScanRow> rows = good(r);
        StyledFigure.Builder fig = StyledFigure.styled();
        List<String> x = dates(rows);
        series(fig, "Spot", x, rows, "spot", ChartStyle.INK, "dash");
        series(fig, "Zero gamma", x, rows, "zero_gamma", ChartStyle.PURPLE, "solid");
        series(fig, "Call wall", x, rows, "call_wall", ChartStyle.CALL, "dot");
        series(fig, "Put wall", x, rows, "put_wall", ChartStyle.PUT, "dot");
        return ChartStyle.finish(fig, ticker + " GEX levels over " + rows.size() + " snapshots",
                "zero-gamma level and walls against spot · open interest · dealers long calls, short puts",
                ChartStyle.HEIGHT, ChartStyle.dateAxis(), ChartStyle.axis("Price"), true, null);
    }

    /** ATM IV at 30 days and the 25-delta skew, both in percent, by snapshot date. */
    public static StyledFigure volatility(ScanResult r, String ticker) {
        List<ScanRow> rows = good(r);
        StyledFigure.Builder fig = StyledFigure.styled();
        List<String> x = dates(rows);
        ChartStyle.line(fig, "ATM IV 30d", x, pct(rows, "atm_iv_30d"), ChartStyle.BLUE, 2,
                "%{x|%d %b %Y}<br>ATM IV 30d <b>%{y:.2f}%</b><extra></extra>", Map.of("mode", "lines+markers"));
        ChartStyle.line(fig, "25Δ skew (put − call)", x, pct(rows, "skew_25d"), ChartStyle.ORANGE, 2,
                "%{x|%d %b %Y}<br>25Δ skew <b>%{y:.2f}</b> vol pts<extra></extra>", Map.of("mode", "lines+markers"));
        return ChartStyle.finish(fig, ticker + " ATM IV and skew over " + rows.size() + " snapshots",
                "ATM IV at 30 days, linear in total variance · 25-delta put IV minus 25-delta call IV",
                ChartStyle.HEIGHT, ChartStyle.dateAxis(), ChartStyle.percentAxis("Volatility (%)"), true, null);
    }

    private static void series(StyledFigure.Builder fig, String name, List<String> x, List<ScanRow> rows, String col,
                               String colour, String dash) {
        List<Double> y = rows.stream().map(row -> row.number(col)).toList();
        ChartStyle.line(fig, name, x, y, colour, 2, "%{x|%d %b %Y}<br>" + name + " <b>%{y:,.2f}</b><extra></extra>",
                Map.of("mode", "lines+markers", "line", Map.of("color", colour, "width", 2, "dash", dash), "connectgaps", false));
    }

    private static List<ScanRow> good(ScanResult r) {
        List<ScanRow> rows = r.rows().stream().filter(x -> !x.failed()).toList();
        if (rows.isEmpty()) throw new IllegalArgumentException("no snapshot of the history could be read; nothing to draw");
        return rows;
    }

    private static List<String> dates(List<ScanRow> rows) {
        return rows.stream().map(row -> row.asOf() == null ? null : row.asOf().toString()).toList();
    }

    private static List<Double> pct(List<ScanRow> rows, String col) {
        return rows.stream().map(row -> row.number(col)).map(v -> v == null ? null : v * 100).toList();
    }
}
