package dev.oqa.internal.display;

import dev.oqa.internal.charts.IvCharts;
import dev.oqa.model.Answer;
import dev.oqa.model.data.IvData;
import dev.oqa.internal.tables.IvTables;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code GET /options/iv} for a notebook: the smile (one line per expiry) and the ATM term structure side by side,
 * then the term table and the smile as a strike × expiry grid of the strikes nearest spot. IVs in percent.
 */
public final class IvView {
    /** Strikes of the smile grid shown around spot (the full grid is {@link IvTables#smileGrid}). */
    static final int GRID_STRIKES = 21;

    private IvView() {}

    public static Panel of(Answer<IvData> a) {
        IvData d = a.data();
        Panel p = Panel.titled(ViewParts.title("Implied volatility", d.ticker())).headline(Headlines.iv(d)).provenance(a.provenance());
        p = ViewParts.figure(p, "smile", () -> IvCharts.smile(d));
        p = ViewParts.figure(p, "term-structure", () -> IvCharts.termStructure(d));
        var grid = IvTables.smileGrid(d);
        List<String> drawn = IvCharts.smileExpiries(d);
        boolean fewer = grid.columnCount() - 1 > drawn.size();
        if (fewer) { // the expiries the smile chart draws, so the grid fits the page and matches the chart
            List<String> keep = new ArrayList<>(List.of("strike"));
            drawn.stream().filter(grid.columnNames()::contains).forEach(keep::add);
            grid = grid.selectColumns(keep.toArray(String[]::new));
        }
        var near = ViewParts.nearSpot(grid, d.spot(), GRID_STRIKES);
        return p.table("ATM IV term structure (%)", IvTables.term(d))
                .table("Smile: IV (%) by strike and expiry" + near.caption()
                        + (fewer ? "; the " + drawn.size() + " expiries the chart draws" : ""), near.table())
                .rows(40);
    }
}
