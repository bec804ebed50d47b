package dev.oqa.internal.display;

import dev.oqa.internal.charts.GexChart;
import dev.oqa.model.Answer;
import dev.oqa.model.data.GexData;
import dev.oqa.internal.tables.GexTable;
import tech.tablesaw.api.Table;

/**
 * {@code GET /greeks/gex} for a notebook: the gamma-exposure chart ({@link GexChart}), the named levels (call wall,
 * put wall, abs gamma, zero gamma, with their distance from spot), and the by-strike series for the strikes nearest
 * spot, where dealer hedging matters. Sign convention as {@link GexChart}: + dealers long gamma, − short.
 */
public final class GexView {
    static final int STRIKES_SHOWN = 25;

    private GexView() {}

    public static Panel of(Answer<GexData> a) {
        GexData d = a.data();
        Panel p = Panel.titled(ViewParts.title("GEX", d.ticker())).provenance(a.provenance());
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
