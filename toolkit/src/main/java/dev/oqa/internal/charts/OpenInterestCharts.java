package dev.oqa.internal.charts;

import static dev.oqa.internal.charts.ChartStyle.axis;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.Compact;
import dev.oqa.internal.format.Html;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.OpenInterestData;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Open interest (or volume, or traded premium: the data's {@code basis}) of calls against puts, by strike and by
 * expiry. By strike the bars are mirrored, calls up and puts down, so walls on either side read at a glance; the
 * axis labels and hover show sizes, never negative counts. By expiry calls and puts are grouped bars with the
 * put/call ratio (puts ÷ calls, the record's {@code pcr}) on a right-hand axis.
 *
 * <p>Records are read by name ({@code strike} or {@code expiration}/{@code expiry}, {@code calls}, {@code puts},
 * {@code pcr}); api-v0 leaves them open, so a record without calls and puts is skipped, never drawn as zero.
 */
public final class OpenInterestCharts {
    private OpenInterestCharts() {}

    record Row(String key, double strike, double calls, double puts, Double pcr) {}

    /** Mirrored bars by strike with a dashed line at spot. */
    public static StyledFigure byStrike(OpenInterestData d) {
        String ticker = ChartStyle.ticker(d.ticker());
        List<Row> rows = rows(d.strikeSummary(), true);
        if (rows.isEmpty()) throw new IllegalArgumentException("open-interest data for " + ticker + " has no strike_summary records with strike, calls and puts");
        Basis b = Basis.of(d.basis());
        double[] k = rows.stream().mapToDouble(Row::strike).toArray();
        double[] calls = rows.stream().mapToDouble(Row::calls).toArray();
        double[] puts = rows.stream().mapToDouble(r -> -r.puts()).toArray();
        List<Double> widths = widths(k);
        double max = rows.stream().mapToDouble(r -> Math.max(r.calls(), r.puts())).max().orElse(0);
        if (max <= 0) max = 1;

        StyledFigure.Builder fig = StyledFigure.styled();
        fig.trace(bars("Calls", k, calls, ChartStyle.CALL, ChartStyle.map("width", widths,
                "customdata", rows.stream().map(r -> b.format(r.calls())).toList(), "hovertemplate", "strike %{x}<br>calls <b>%{customdata}</b><extra></extra>")));
        fig.trace(bars("Puts (drawn below zero)", k, puts, ChartStyle.PUT, ChartStyle.map("width", widths,
                "customdata", rows.stream().map(r -> b.format(r.puts())).toList(), "hovertemplate", "strike %{x}<br>puts <b>%{customdata}</b><extra></extra>")));
        boolean spotKnown = Double.isFinite(d.spot()) && d.spot() > 0;
        ChartStyle.spotLine(fig, d.spot(), -max * 1.08, max * 1.08, 1.3, "dash");
        double[] ticks = GexChart.niceTicks(-max * 1.1, max * 1.1);
        List<String> tickText = new ArrayList<>();
        for (double t : ticks) tickText.add(b.format(Math.abs(t)));
        String title = ticker + " " + b.noun + " by strike · " + b.unit;
        String sub = (spotKnown ? "spot " + Compact.price(d.spot(), 2) + " · " : "") + "calls above, puts below · " + totals(rows, b);
        Map<String, Object> yaxis = axis(cap(b.noun) + " (" + b.unit + ")", true, Map.of("tickmode", "array",
                "tickvals", Arrays.stream(ticks).boxed().toList(), "ticktext", tickText, "range", List.of(-max * 1.12, max * 1.16),
                "zeroline", true, "zerolinecolor", ChartStyle.ZERO_LINE, "zerolinewidth", 1));
        return fig.layout(ChartStyle.with(ChartStyle.layout(title, sub, 92), "barmode", "overlay", "bargap", 0.12,
                "xaxis", axis("Strike ($)", false, Map.of("tickformat", ",~f")), "yaxis", yaxis)).build();
    }

    /** Calls and puts grouped per expiry, put/call ratio on the right axis. */
    public static StyledFigure byExpiry(OpenInterestData d) {
        String ticker = ChartStyle.ticker(d.ticker());
        List<Row> rows = rows(d.expirySummary(), false);
        if (rows.isEmpty()) throw new IllegalArgumentException("open-interest data for " + ticker + " has no expiry_summary records with an expiration, calls and puts");
        Basis b = Basis.of(d.basis());
        rows.sort(Comparator.comparing(Row::key));
        List<String> x = rows.stream().map(r -> Html.plotly(r.key())).toList(); // expiry labels are server text
        StyledFigure.Builder fig = StyledFigure.styled();
        fig.trace(bars("Calls", x, rows.stream().mapToDouble(Row::calls).toArray(), ChartStyle.CALL, ChartStyle.map(
                "customdata", rows.stream().map(r -> b.format(r.calls())).toList(), "hovertemplate", "%{x}<br>calls <b>%{customdata}</b><extra></extra>")));
        fig.trace(bars("Puts", x, rows.stream().mapToDouble(Row::puts).toArray(), ChartStyle.PUT, ChartStyle.map(
                "customdata", rows.stream().map(r -> b.format(r.puts())).toList(), "hovertemplate", "%{x}<br>puts <b>%{customdata}</b><extra></extra>")));
        List<Double> pcr = new ArrayList<>();
        for (Row r : rows) pcr.add(r.pcr() != null ? r.pcr() : r.calls() > 0 ? r.puts() / r.calls() : null);
        boolean anyPcr = pcr.stream().anyMatch(v -> v != null);
        if (anyPcr) {
            // null pcr: a gap, not zero
            fig.trace(ChartStyle.with(ChartStyle.trace("scatter", "Put/call ratio (right axis)", x, pcr), "mode", "lines+markers",
                    "line", ChartStyle.line(ChartStyle.SPOT, 1.6, null), "marker", ChartStyle.map("color", ChartStyle.SPOT, "size", 6),
                    "yaxis", "y2", "connectgaps", false, "hovertemplate", "%{x}<br>put/call <b>%{y:.2f}</b><extra></extra>"));
        }
        String title = ticker + " " + b.noun + " by expiry · " + b.unit + " and put/call ratio";
        String sub = rows.size() + (rows.size() == 1 ? " expiry" : " expiries") + " · " + totals(rows, b);
        Map<String, Object> extras = ChartStyle.with(ChartStyle.layout(title, sub, 110), "barmode", "group", "bargap", 0.25, "bargroupgap", 0.05);
        boolean crowded = rows.size() > 14; // index chains list 50+ expiries: slanted labels and a lower legend
        extras.put("xaxis", axis(crowded ? "" : "Expiry", false, crowded ? Map.of("type", "category", "tickangle", -60, "tickfont", Map.of("size", 10, "color", ChartStyle.MUTED_INK))
                : Map.of("type", "category")));
        if (crowded) extras.put("legend", ChartStyle.legend(-0.5));
        extras.put("yaxis", axis(cap(b.noun) + " (" + b.unit + ")", true, Map.of("tickformat", b == Basis.PREMIUM ? "$.3~s" : ".3~s", "rangemode", "tozero")));
        if (anyPcr) extras.put("yaxis2", Map.of("title", Map.of("text", "Put/call ratio", "font", Map.of("size", 12.5, "color", ChartStyle.MUTED_INK)),
                "overlaying", "y", "side", "right", "showgrid", false, "rangemode", "tozero", "tickfont", Map.of("color", ChartStyle.MUTED_INK),
                "tickformat", ".2f", "zeroline", false));
        extras.put("margin", Map.of("l", 78, "r", anyPcr ? 70 : 30, "t", 78, "b", crowded ? 150 : 110));
        return fig.layout(extras).build();
    }

    /** What the numbers count, from the data's {@code basis} (api-v0: open_interest, volume, total_premium). */
    enum Basis {
        OPEN_INTEREST("open interest", "contracts"), VOLUME("volume", "contracts"), PREMIUM("traded premium", "$");
        final String noun, unit;
        Basis(String noun, String unit) { this.noun = noun; this.unit = unit; }
        String format(double v) { return this == PREMIUM ? Compact.dollars(v) : Compact.number(v); }
        static Basis of(String wire) {
            String w = wire == null ? "" : wire.toLowerCase(Locale.ROOT);
            return w.contains("premium") ? PREMIUM : w.contains("volume") ? VOLUME : OPEN_INTEREST;
        }
    }

    static List<Row> rows(JsonNode records, boolean byStrike) {
        List<Row> out = new ArrayList<>();
        if (records == null || !records.isArray()) return out;
        for (JsonNode r : records) {
            if (r == null || !r.isObject()) continue;
            double calls = QuantJson.num(r, "calls"), puts = QuantJson.num(r, "puts");
            if (!Double.isFinite(calls) || !Double.isFinite(puts)) continue;
            double pcr = QuantJson.num(r, "pcr");
            if (byStrike) {
                double k = QuantJson.num(r, "strike");
                if (!Double.isFinite(k)) continue;
                out.add(new Row(null, k, calls, puts, Double.isFinite(pcr) ? pcr : null));
            } else {
                JsonNode e = r.hasNonNull("expiration") ? r.get("expiration") : r.get("expiry");
                if (e == null || e.isNull() || e.asText().isBlank()) continue;
                out.add(new Row(e.asText(), Double.NaN, calls, puts, Double.isFinite(pcr) ? pcr : null));
            }
        }
        if (byStrike) out.sort(Comparator.comparingDouble(Row::strike));
        return out;
    }

    /** {@code totals: calls 1.2M, puts 900K · put/call 0.75}. */
    private static String totals(List<Row> rows, Basis b) {
        double calls = rows.stream().mapToDouble(Row::calls).sum(), puts = rows.stream().mapToDouble(Row::puts).sum();
        return "totals: calls " + b.format(calls) + ", puts " + b.format(puts) + (calls > 0 ? " · put/call " + Compact.price(puts / calls, 2) : "");
    }

    private static Map<String, Object> bars(String name, Object x, double[] y, String colour, Map<String, Object> more) {
        Map<String, Object> t = ChartStyle.trace("bar", name, x, y);
        t.put("marker", ChartStyle.map("color", colour, "opacity", 0.9, "line", ChartStyle.map("width", 0)));
        t.putAll(more);
        return t;
    }

    /**
     * A width per bar, 85% of the gap to its nearer neighbour: listed strikes are $1 apart near the money and $5+ in
     * the wings, and one width for all would leave the wing bars as hairlines.
     */
    static List<Double> widths(double[] k) {
        List<Double> w = new ArrayList<>(k.length);
        for (int i = 0; i < k.length; i++) {
            double g = Double.POSITIVE_INFINITY;
            if (i > 0) g = Math.min(g, k[i] - k[i - 1]);
            if (i < k.length - 1) g = Math.min(g, k[i + 1] - k[i]);
            w.add(0.85 * (Double.isFinite(g) && g > 0 ? g : Math.max(1e-6, Math.abs(k[i]) * 0.005)));
        }
        return w;
    }

    private static String cap(String s) { return Character.toUpperCase(s.charAt(0)) + s.substring(1); }
}
