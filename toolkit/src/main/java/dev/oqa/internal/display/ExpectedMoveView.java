package dev.oqa.internal.display;

import dev.oqa.internal.charts.ExpectedMoveChart;
import dev.oqa.model.Answer;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.internal.tables.ExpectedMoveTable;

/**
 * {@code GET /options/expected-move} for a notebook: the expected-move cone over expiries and the per-expiry table
 * (expiry, DTE, forward, ± move in dollars and % of spot, lower/upper bands, straddle).
 *
 * <pre>{@code display(ExpectedMoveView.of(oqa.expectedMove("SPY").answer()));}</pre>
 */
public final class ExpectedMoveView {
    private ExpectedMoveView() {}

    public static Panel of(Answer<ExpectedMoveData> a) {
        ExpectedMoveData d = a.data();
        Panel p = Panel.titled(ViewParts.title("Expected move", d.ticker())).headline(Headlines.expectedMove(d)).provenance(a.provenance());
        p = ViewParts.figure(p, "expected-move", () -> ExpectedMoveChart.of(d));
        return p.table("Expected move by expiry (± dollars and % of spot; bands = forward ± move)", ExpectedMoveTable.of(d))
                .rows(40)
                .note("Move = at-the-money straddle price for each expiry: the market's price for a move either way by then, "
                        + "not a bound. It is about 0.80 standard deviations; one_sigma_move = 1.2533 × move (r = 0).");
    }
}
