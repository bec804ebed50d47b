package dev.oqa.internal.display;

import dev.oqa.internal.charts.OpenInterestCharts;
import dev.oqa.model.Answer;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.internal.tables.OpenInterestTables;
import java.util.Locale;

/**
 * {@code GET /options/open-interest} for a notebook: calls against puts by strike (mirrored bars, spot line) and by
 * expiry (grouped bars with the put/call ratio), then both summaries as tables; the strike table shows the strikes
 * nearest spot. Everything is in the answer's basis: open interest, volume or total premium.
 */
public final class OpenInterestView {
    static final int STRIKES_SHOWN = 25;

    private OpenInterestView() {}

    public static Panel of(Answer<OpenInterestData> a) {
        OpenInterestData d = a.data();
        String basis = d.basis() == null || d.basis().isBlank() ? "open interest" : d.basis().replace('_', ' ').toLowerCase(Locale.ROOT);
        String noun = Character.toUpperCase(basis.charAt(0)) + basis.substring(1);
        Panel p = Panel.titled(ViewParts.title(noun, d.ticker())).headline(Headlines.openInterest(d)).provenance(a.provenance());
        p = ViewParts.figure(p, "by-strike", () -> OpenInterestCharts.byStrike(d));
        p = ViewParts.figure(p, "by-expiry", () -> OpenInterestCharts.byExpiry(d));
        var strikes = ViewParts.nearSpot(OpenInterestTables.byStrike(d), d.spot(), STRIKES_SHOWN);
        return p.table(noun + " by expiry (pcr = puts ÷ calls)", OpenInterestTables.byExpiry(d))
                .table(noun + " by strike" + strikes.caption(), strikes.table())
                .rows(STRIKES_SHOWN)
                .note("net_percent = the row's share of the grand total; basis: " + basis
                        + (basis.contains("premium") ? " (dollars)" : " (contracts)"));
    }
}
