package dev.oqa.internal.charts;

import dev.oqa.internal.format.Html;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.internal.scan.ScanRow;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code --history} over time, one point per snapshot (markers joined by lines, since snapshots are sparse):
 * the GEX levels (zero gamma, call and put walls) against spot, and ATM IV at 30 days with the 25-delta skew
 * (put minus call) in volatility points. A snapshot without a level leaves a gap. The levels chart shades the
 * negative-gamma regime (spot below zero gamma); {@link #term} and {@link #termHeatmap} draw ATM IV at 7, 30 and
 * 91 days; {@link #held} draws {@code em --held}'s realized/implied ratios against the 1.0 line.
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
        List<Map<String, Object>> shades = regimeShades(rows);
        if (!shades.isEmpty()) // a legend entry for the shading, which plotly's shapes do not get
            fig.trace(ChartStyle.map("type", "scatter", "name", "Negative gamma (spot < zero gamma)", "x", Arrays.asList((Object) null),
                    "y", Arrays.asList((Object) null), "mode", "markers", "hoverinfo", "skip",
                    "marker", ChartStyle.map("symbol", "square", "size", 14, "color", NEGATIVE_SHADE, "line", ChartStyle.map("width", 0))));
        return ChartStyle.finish(fig, ticker + " GEX levels over " + rows.size() + " snapshots",
                "zero-gamma level and walls against spot · open interest · dealers long calls, short puts"
                        + (shades.isEmpty() ? " · spot at or above zero gamma throughout" : " · shaded: spot below zero gamma"),
                ChartStyle.HEIGHT, spanAxis(rows), ChartStyle.axis("Price"), true,
                shades.isEmpty() ? null : Map.of("shapes", shades));
    }

    /** The negative-gamma shade: the put colour, faint enough for lines to read over it on white and on black. */
    static final String NEGATIVE_SHADE = "rgba(210,85,90,0.22)";

    /**
     * The date axis over the snapshots with a margin either side ({@link #pad}): set, not left to plotly, so a shade
     * reaching the edge does not stretch the axis.
     */
    private static Map<String, Object> spanAxis(List<ScanRow> rows) {
        Map<String, Object> a = ChartStyle.dateAxis();
        double p = pad(rows);
        a.put("range", List.of(at(rows.get(0).asOf().toEpochDay() - p), at(rows.get(rows.size() - 1).asOf().toEpochDay() + p)));
        return a;
    }

    /** The margin beside the first and the last snapshot: 4% of the history's span, at least a day. */
    private static double pad(List<ScanRow> rows) {
        return Math.max(1, 0.04 * (rows.get(rows.size() - 1).asOf().toEpochDay() - rows.get(0).asOf().toEpochDay()));
    }

    /**
     * One rectangle per run of snapshots in the negative regime, from half-way to the previous snapshot to half-way
     * to the next, and to the axis' edge ({@link #pad}) at either end of the history, so each snapshot's regime covers
     * the time nearest it.
     */
    static List<Map<String, Object>> regimeShades(List<ScanRow> rows) {
        List<Map<String, Object>> out = new ArrayList<>();
        int n = rows.size();
        for (int i = 0; i < n; i++) {
            if (!negative(rows.get(i))) continue;
            int j = i;
            while (j + 1 < n && negative(rows.get(j + 1))) j++;
            double x0 = edge(rows, i, -1), x1 = edge(rows, j, +1);
            out.add(ChartStyle.map("type", "rect", "xref", "x", "yref", "paper", "x0", at(x0), "x1", at(x1), "y0", 0, "y1", 1,
                    "fillcolor", NEGATIVE_SHADE, "line", ChartStyle.map("width", 0), "layer", "below"));
            i = j;
        }
        return out;
    }

    private static boolean negative(ScanRow r) { return "negative".equals(r.get("gamma_regime")); }

    /** Epoch day (fractional) of the shade's edge beside row {@code i}, towards {@code dir}. */
    private static double edge(List<ScanRow> rows, int i, int dir) {
        double d = rows.get(i).asOf().toEpochDay();
        int k = i + dir;
        return k >= 0 && k < rows.size() ? d + dir * Math.abs(rows.get(k).asOf().toEpochDay() - d) / 2 : d + dir * pad(rows);
    }

    /** A fractional epoch day as plotly's date text, to the hour. */
    private static String at(double epochDay) {
        long day = (long) Math.floor(epochDay);
        int hour = (int) Math.round((epochDay - day) * 24);
        if (hour == 24) { day++; hour = 0; }
        return LocalDate.ofEpochDay(day) + String.format(Locale.ROOT, " %02d:00", hour);
    }

    /** The ATM term structure's tenors: column, legend label and the heatmap's row label. */
    private static final List<String[]> TENORS = List.of(
            new String[] {"atm_iv_7d", "ATM IV 1 week (7d)", "1 week"},
            new String[] {"atm_iv_30d", "ATM IV 1 month (30d)", "1 month"},
            new String[] {"atm_iv_91d", "ATM IV 3 months (91d)", "3 months"});

    /** ATM IV at 7, 30 and 91 days and the 25-delta risk reversal, in percent, by snapshot date. */
    public static StyledFigure term(ScanResult r, String ticker) {
        List<ScanRow> rows = good(r);
        StyledFigure.Builder fig = StyledFigure.styled();
        List<String> x = dates(rows);
        List<String> colours = List.of(ChartStyle.BLUE, ChartStyle.GREEN, ChartStyle.PURPLE);
        List<String> dashes = List.of("dot", "solid", "dash");
        for (int i = 0; i < TENORS.size(); i++) {
            String[] t = TENORS.get(i);
            ChartStyle.line(fig, t[1], x, pct(rows, t[0]), colours.get(i), 2, "%{x|%d %b %Y}<br>" + t[1] + " <b>%{y:.2f}%</b><extra></extra>",
                    Map.of("mode", "lines+markers", "line", Map.of("color", colours.get(i), "width", 2, "dash", dashes.get(i)), "connectgaps", false));
        }
        ChartStyle.line(fig, "25Δ risk reversal 30d (call − put)", x, pct(rows, "rr_25d"), ChartStyle.ORANGE, 2,
                "%{x|%d %b %Y}<br>25Δ risk reversal <b>%{y:.2f}</b> vol pts<extra></extra>",
                Map.of("mode", "lines+markers", "line", Map.of("color", ChartStyle.ORANGE, "width", 2, "dash", "dashdot")));
        return ChartStyle.finish(fig, ticker + " ATM IV term structure over " + rows.size() + " snapshots",
                "ATM IV at 1 week, 1 month, 3 months, linear in total variance, blank outside the listed expiries"
                        + " · risk reversal = 25Δ call IV − 25Δ put IV",
                ChartStyle.HEIGHT, ChartStyle.dateAxis(), ChartStyle.percentAxis("Volatility (%)"), true, null);
    }

    /** The term structure as a heatmap: snapshot date across, tenor up, ATM IV in percent; a blank cell has no IV. */
    public static StyledFigure termHeatmap(ScanResult r, String ticker) {
        List<ScanRow> rows = good(r);
        List<String> x = dates(rows), y = new ArrayList<>();
        List<List<Double>> z = new ArrayList<>();
        List<List<String>> text = new ArrayList<>();
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (String[] t : TENORS) {
            y.add(t[2]);
            List<Double> v = pct(rows, t[0]);
            z.add(v);
            List<String> tx = new ArrayList<>();
            for (Double d : v) {
                tx.add(d == null ? "" : String.format(Locale.ROOT, "%.1f%%", d));
                if (d != null) { lo = Math.min(lo, d); hi = Math.max(hi, d); }
            }
            text.add(tx);
        }
        if (lo > hi) throw new IllegalArgumentException("no snapshot of the history has an ATM IV at 7, 30 or 91 days; nothing to draw");
        Map<String, Object> heat = new LinkedHashMap<>(ChartStyle.map("type", "heatmap", "name", "ATM IV", "x", x, "y", y, "z", z,
                "zmin", lo, "zmax", hi, "colorscale", VIRIDIS_LIKE, "text", text, "texttemplate", "%{text}", "textfont", Map.of("size", 12),
                "xgap", 2, "ygap", 2, "hoverongaps", false,
                "hovertemplate", "%{x|%d %b %Y} · %{y}<br>ATM IV <b>%{z:.2f}%</b><extra></extra>",
                "colorbar", ChartStyle.map("title", ChartStyle.map("text", "ATM IV", "font", Map.of("color", ChartStyle.MUTED_INK)),
                        "ticksuffix", "%", "tickfont", Map.of("color", ChartStyle.MUTED_INK), "outlinewidth", 0)));
        // one column per snapshot, however far apart
        Map<String, Object> xa = ChartStyle.with(ChartStyle.axis(null), "type", "category", "showgrid", false);
        Map<String, Object> ya = ChartStyle.with(ChartStyle.axis("Tenor"), "showgrid", false);
        return ChartStyle.finish(StyledFigure.styled().trace(heat), ticker + " ATM IV by tenor and snapshot",
                "term structure per snapshot · linear in total variance · blank: the expiries do not reach the tenor",
                ChartStyle.SMALL, xa, ya, false, null);
    }

    /** Dark blue to yellow, readable on white and on black; a level, not a sign, so not the diverging scale. */
    static final List<List<Object>> VIRIDIS_LIKE = List.of(List.of(0.0, "#3b4cc0"), List.of(0.35, "#3f7fd0"), List.of(0.65, "#3a9d74"),
            List.of(1.0, "#e3c53a"));

    /** {@code em --held}: realized/implied per snapshot, one series per horizon, against the 1.0 line. */
    public static StyledFigure held(ScanResult r, String ticker) {
        Map<String, List<ScanRow>> by = new LinkedHashMap<>();
        for (ScanRow row : r.rows())
            if (!row.failed() && row.number("ratio") != null) by.computeIfAbsent((String) row.get("horizon"), k -> new ArrayList<>()).add(row);
        if (by.isEmpty()) throw new IllegalArgumentException("no snapshot of " + ticker + " has a realized move yet (every row is pending); nothing to draw");
        StyledFigure.Builder fig = StyledFigure.styled();
        int i = 0;
        List<String> all = new ArrayList<>();
        for (var e : by.entrySet()) {
            List<ScanRow> rows = e.getValue();
            String colour = i == 0 ? ChartStyle.BLUE : i == 1 ? ChartStyle.ORANGE : ChartStyle.colour(i);
            List<Object> custom = rows.stream().map(row -> (Object) List.of(String.valueOf(row.get("expiry")),
                    row.number("implied_move"), row.number("realized_move"))).toList();
            Map<String, Object> more = ChartStyle.map("mode", "lines+markers",
                    "marker", Map.of("size", 9, "color", colour, "symbol", i == 0 ? "circle" : "diamond"), "customdata", custom);
            ChartStyle.line(fig, e.getKey(), dates(rows), rows.stream().map(row -> row.number("ratio")).toList(), colour, 2,
                    "%{x|%d %b %Y} → %{customdata[0]}<br>realized/implied <b>%{y:.2f}</b><br>implied ±%{customdata[1]:,.2f} · realized %{customdata[2]:,.2f}<extra>"
                            + Html.plotly(e.getKey()) + "</extra>", more);
            all.addAll(dates(rows));
            i++;
        }
        List<String> span = all.stream().sorted().toList();
        ChartStyle.line(fig, "1.0 = realized equals implied", List.of(span.get(0), span.get(span.size() - 1)), List.of(1.0, 1.0), ChartStyle.INK, 1.5,
                "realized = implied<extra></extra>", Map.of("line", Map.of("color", ChartStyle.INK, "width", 1.5, "dash", "dash")));
        Map<String, Object> ya = ChartStyle.with(ChartStyle.axis("Realized / implied move"), "rangemode", "tozero");
        return ChartStyle.finish(fig, ticker + ": did the expected move hold?",
                "realized move (snapshot day's close to the expiry's close) ÷ implied move (ATM straddle) · below 1.0: inside the expected move",
                ChartStyle.HEIGHT, ChartStyle.dateAxis(), ya, true, null);
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
