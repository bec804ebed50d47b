package dev.oqa.internal.display;

import dev.oqa.internal.charts.GexChart;
import dev.oqa.internal.format.Compact;
import dev.oqa.model.Answer;
import dev.oqa.model.data.GexData;
import dev.oqa.internal.tables.GexTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.Table;

/**
 * {@code GET /greeks/gex} for a notebook: the gamma-exposure chart ({@link GexChart}), the named levels (call wall,
 * put wall, abs gamma, zero gamma, with their distance from spot), and the by-strike series for the strikes nearest
 * spot, where dealer hedging matters. Sign convention as {@link GexChart}: + dealers long gamma, − short.
 */
public final class GexView {
    static final int STRIKES_SHOWN = 25;

    private GexView() {}

    /**
     * One line, the levels a trader reads first: {@code spot 658.05 · zero gamma 668.5 · call wall 670 · put wall 655
     * · total +$1.23B per 1% move} (total = Σ net dealer gamma over the answer's strikes). A level the data lacks is
     * said to be missing, not left out, so the line always has the same parts.
     */
    public static String headline(GexData d) {
        List<String> parts = new ArrayList<>();
        if (Double.isFinite(d.spot()) && d.spot() > 0) parts.add("spot " + Compact.price(d.spot(), 2));
        parts.add(d.zeroLevel() != null && Double.isFinite(d.zeroLevel()) ? "zero gamma " + Compact.price(d.zeroLevel(), 2) : "no zero-gamma crossing");
        Map<String, Double> h = d.highlightStrikes() == null ? Map.of() : d.highlightStrikes();
        for (String level : List.of("call_wall", "put_wall")) {
            Double k = h.get(level);
            parts.add(level.replace('_', ' ') + " " + (k != null && Double.isFinite(k) ? Compact.price(k, 2) : "n/a"));
        }
        var gamma = d.series() == null ? null : d.series().get(GexData.GAMMA);
        if (gamma != null && !gamma.isEmpty()) {
            double total = 0;
            for (var v : gamma) if (v != null && Double.isFinite(v.value())) total += v.value();
            parts.add("total " + (total > 0 ? "+" : "") + Compact.dollars(total) + " per 1% move");
        }
        return String.join(" · ", parts);
    }

    public static Panel of(Answer<GexData> a) {
        GexData d = a.data();
        Panel p = Panel.titled(ViewParts.title("GEX", d.ticker())).headline(headline(d)).provenance(a.provenance());
        p = ViewParts.figure(p, "GEX", () -> GexChart.of(d));
        Table levels = GexTable.levels(d);
        if (levels.rowCount() > 0) p = p.table("Key levels (from_spot_pct = strike ÷ spot − 1, in %)", levels);
        var strikes = ViewParts.nearSpot(GexTable.of(d), d.spot(), STRIKES_SHOWN);
        return p.table("Gamma by strike ($ per 1% move)" + strikes.caption(), strikes.table())
                .rows(STRIKES_SHOWN)
                .note("Net dealer gamma: dealers long calls, short puts (call gamma +, put gamma −); "
                        + "+ means dealer hedging damps moves, − amplifies them.");
    }
}
