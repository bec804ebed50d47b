package dev.oqa.internal.tables;

import dev.oqa.model.data.ExpectedMoveData;
import java.util.Comparator;
import java.util.List;
import tech.tablesaw.api.DateColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

/**
 * Expected move per expiry, nearest first: {@code expiry} (date), {@code dte} (calendar days), {@code forward},
 * {@code move} (± dollars), {@code move_pct} (± percent of spot), {@code lower}, {@code upper} (price bands) and
 * {@code straddle} (the ATM straddle the move is read from), {@code one_sigma_move} (move × √(π/2) ≈ 1.2533 × move: the
 * straddle is √(2/π)·F·σ√T with r = 0, docs/METHODS.md, expected move). {@code forward}, {@code dte}, {@code move_pct} and {@code straddle} are local-engine additions; a
 * server that omits them gives missing cells, never zeros. {@code move_pct} is computed from spot when absent.
 */
public final class ExpectedMoveTable {
    private ExpectedMoveTable() {}

    public static Table of(ExpectedMoveData d) {
        List<ExpectedMoveData.Term> terms = (d.term() == null ? List.<ExpectedMoveData.Term>of() : d.term()).stream()
                .filter(t -> t != null).sorted(Comparator.comparing(t -> Cells.date(t.expiry()))).toList();
        DateColumn expiry = DateColumn.create("expiry");
        IntColumn dte = IntColumn.create("dte");
        DoubleColumn forward = DoubleColumn.create("forward"), move = DoubleColumn.create("move"), pct = DoubleColumn.create("move_pct"),
                lower = DoubleColumn.create("lower"), upper = DoubleColumn.create("upper"), straddle = DoubleColumn.create("straddle"),
                sigma = DoubleColumn.create("one_sigma_move");
        boolean spotKnown = Double.isFinite(d.spot()) && d.spot() > 0;
        for (ExpectedMoveData.Term t : terms) {
            expiry.append(Cells.date(t.expiry()));
            if (t.days() == null) dte.appendMissing(); else dte.append(t.days());
            Cells.number(forward, t.forward());
            Cells.number(move, t.move());
            Cells.number(pct, t.movePct() != null ? t.movePct() : spotKnown ? t.move() / d.spot() * 100 : null);
            Cells.number(lower, t.lower());
            Cells.number(upper, t.upper());
            Cells.number(straddle, t.straddle());
            Cells.number(sigma, t.move() * ExpectedMoveData.SIGMA_PER_STRADDLE);
        }
        return Table.create((d.ticker() == null ? "" : d.ticker() + " ") + "expected move by expiry",
                expiry, dte, forward, move, pct, lower, upper, straddle, sigma);
    }

}
