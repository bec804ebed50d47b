package dev.oqa.internal.display;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.charts.ChainChart;
import dev.oqa.model.Answer;
import dev.oqa.model.data.ChainData;
import dev.oqa.internal.tables.ChainTable;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * {@code GET /options/chain} for a notebook: one expiry's call and put prices by strike (mid with bid–ask bars,
 * {@link ChainChart}), the calls | strike | puts table around spot, then every
 * row of the answer in long form ({@link ChainTable#of}). The expiry is the answer's {@code selected_expiry}; when
 * the request named none it is the nearest expiry with a two-sided quote (bid and ask above 0), and a note says so
 * (a raw chain also lists expired contracts, whose quotes are gone).
 */
public final class ChainView {
    static final int STRIKES_SHOWN = 25;

    private ChainView() {}

    public static Panel of(Answer<ChainData> a) {
        ChainData d = a.data();
        String selected = d.selectedExpiry() == null || d.selectedExpiry().isBlank() ? null : d.selectedExpiry().strip();
        String shown = selected != null ? selected : nearestQuoted(d);
        Panel p = Panel.titled(ViewParts.title("Option chain", d.ticker()) + (shown == null ? "" : " · " + shown)).headline(Headlines.chain(d, shown)).provenance(a.provenance());
        Table all = ChainTable.of(d);
        if (shown != null && ChainTable.expiries(d).contains(shown)) {
            Table wide = ChainTable.sideBySide(d, shown);
            String exp = shown;
            p = ViewParts.figure(p, "price", () -> ChainChart.prices(wide, d.ticker(), exp, d.spot()));
            var near = ViewParts.nearSpot(wide, d.spot(), STRIKES_SHOWN);
            p = p.table("Calls | strike | puts, expiry " + shown + near.caption() + " (IV in %)", near.table());
            if (selected == null)
                p = p.note("no expiry selected: showing " + shown + ", the nearest with two-sided quotes; choose one with expiry(\"YYYY-MM-DD\") ("
                        + ChainTable.expiries(d).size() + " in this answer)");
        } else if (selected != null) {
            p = p.note("no rows expire on the selected " + selected);
        }
        return p.table("All " + all.rowCount() + " contracts (long form, as the service sends them)", all).rows(STRIKES_SHOWN);
    }

    /** The earliest expiry among rows with bid and ask above 0, else the earliest expiry, else null. */
    static String nearestQuoted(ChainData d) {
        List<String> exps = ChainTable.expiries(d);
        if (exps.isEmpty()) return null;
        String best = null;
        for (JsonNode r : d.chain()) {
            if (r == null || !r.isObject() || !(r.path("bid").asDouble(0) > 0) || !(r.path("ask").asDouble(0) > 0)) continue;
            String e = r.path("expiry").asText("");
            if (!e.isBlank() && (best == null || e.compareTo(best) < 0)) best = e;
        }
        return best != null ? best : exps.get(0);
    }
}
