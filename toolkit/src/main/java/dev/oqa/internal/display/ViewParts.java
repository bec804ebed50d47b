package dev.oqa.internal.display;

import dev.oqa.internal.tables.NearSpot;
import java.util.function.Supplier;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/** What the option views share: the title form and "draw the chart, or say in a note why there is none". */
final class ViewParts {
    private ViewParts() {}

    /** {@code "Expected move · SPY"}; the ticker falls back to "?" so a panel always has a title. */
    static String title(String what, String ticker) {
        return what + " · " + (ticker == null || ticker.isBlank() ? "?" : ticker.strip());
    }

    /**
     * The chart, or the panel with a note naming why it could not be drawn: an answer with nothing to plot (e.g. no
     * UOA contract qualified) still shows its tables and provenance instead of failing the cell.
     */
    static Panel figure(Panel p, String what, Supplier<Figure> chart) {
        try {
            return p.figure(chart.get());
        } catch (RuntimeException e) {
            return p.note("no " + what + " chart: " + e.getMessage());
        }
    }

    /** A by-strike table, cut to its {@code n} strikes nearest spot when longer, and the caption words that say so. */
    record NearSpotRows(Table table, String caption) {}

    static NearSpotRows nearSpot(Table t, double spot, int n) {
        return t.rowCount() <= n ? new NearSpotRows(t, "")
                : new NearSpotRows(NearSpot.rows(t, "strike", spot, n), ", the " + n + " strikes nearest spot of " + t.rowCount());
    }

    /** The table, or a note naming why it could not be built. */
    static Panel table(Panel p, String caption, String what, Supplier<Table> table) {
        try {
            var t = table.get();
            return t == null ? p : p.table(caption, t);
        } catch (RuntimeException e) {
            return p.note("no " + what + " table: " + e.getMessage());
        }
    }
}
