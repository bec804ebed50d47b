package dev.oqa.display;

import dev.oqa.model.Provenance;
import dev.oqa.tables.HtmlTable;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * One answer for a notebook: title, provenance line, chart, table and notes, as a single {@code text/html} block
 * ({@link #html()}) with a plain-text fallback ({@link #text()}).
 *
 * <pre>{@code
 * Panel p = Panel.titled("GEX · SPY").provenance(answer.provenance())
 *         .figure(GexChart.of(d)).table(GexTable.of(d)).note("basis: open interest");
 * }</pre>
 * Immutable: every method returns a new panel.
 */
public final class Panel {
    public static final int DEFAULT_ROWS = 25;
    private static final String FONT = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

    private final String title;
    private final Provenance provenance;
    private final Figure figure;
    private final Table table;
    private final int rows;
    private final List<String> notes;

    private Panel(String title, Provenance provenance, Figure figure, Table table, int rows, List<String> notes) {
        this.title = title;
        this.provenance = provenance;
        this.figure = figure;
        this.table = table;
        this.rows = rows;
        this.notes = List.copyOf(notes);
    }

    public static Panel titled(String title) {
        if (title == null || title.isBlank()) throw new IllegalArgumentException("a panel needs a non-blank title");
        return new Panel(title.strip(), null, null, null, DEFAULT_ROWS, List.of());
    }

    public Panel provenance(Provenance p) { return new Panel(title, p, figure, table, rows, notes); }

    public Panel figure(Figure f) { return new Panel(title, provenance, f, table, rows, notes); }

    public Panel table(Table t) { return new Panel(title, provenance, figure, t, rows, notes); }

    /** How many table rows the HTML shows (default {@value #DEFAULT_ROWS}); the rest are counted in a footer. */
    public Panel rows(int n) {
        if (n < 0) throw new IllegalArgumentException("rows must be 0 or more, got " + n);
        return new Panel(title, provenance, figure, table, n, notes);
    }

    /** Adds a note line under the panel; blank notes are ignored. */
    public Panel note(String note) {
        if (note == null || note.isBlank()) return this;
        List<String> n = new ArrayList<>(notes);
        n.add(note.strip());
        return new Panel(title, provenance, figure, table, rows, n);
    }

    public String title() { return title; }
    public Provenance provenance() { return provenance; }
    public Figure figure() { return figure; }
    public Table table() { return table; }
    public List<String> notes() { return notes; }

    /**
     * The panel as one HTML block. When it has a chart, plotly.js comes with it as {@link PlotlyJs#forNextOutput()}
     * decides (first chart output of the session by default), so call this once per output you display.
     */
    public String html() { return render(figure == null ? "" : PlotlyJs.forNextOutput()); }

    /** As {@link #html()}, but carrying the plotly.js loader ({@code true}) or not ({@code false}) regardless of session state. */
    public String html(boolean withPlotlyJs) { return render(withPlotlyJs && figure != null ? PlotlyJs.inlineScript() : ""); }

    private String render(String loader) {
        StringBuilder h = new StringBuilder(loader.length() + 8192);
        h.append("<div class=\"oqa-panel\" style=\"font-family:").append(Html.escape(FONT))
                .append(";color:#1f2933;max-width:1100px;margin:4px 0 10px 0;\">\n");
        h.append("<div class=\"oqa-title\" style=\"font-size:15px;font-weight:600;margin:0 0 2px 0;\">")
                .append(Html.escape(title)).append("</div>\n");
        if (provenance != null) {
            h.append("<div class=\"oqa-provenance\" style=\"font-size:11.5px;color:#6b7280;margin:0 0 6px 0;\">")
                    .append(Html.escape(provenance.line())).append("</div>\n");
        }
        if (figure != null) {
            h.append(loader).append(loader.isEmpty() ? "" : "\n");
            h.append(FigureHtml.of(figure, FigureHtml.newDivId(), heightOf(figure))).append('\n');
        }
        if (table != null) {
            h.append("<div class=\"oqa-table-wrap\" style=\"overflow-x:auto;\">").append(HtmlTable.of(table, rows)).append("</div>\n");
        }
        for (String n : notes) {
            h.append("<div class=\"oqa-note\" style=\"font-size:11.5px;color:#6b7280;margin-top:4px;\">")
                    .append(Html.escape(n)).append("</div>\n");
        }
        return h.append("</div>").toString();
    }

    /** Plain text for front ends without HTML: title, provenance line, chart title, {@code table.print()}, notes. */
    public String text() {
        StringBuilder t = new StringBuilder(title).append('\n');
        if (provenance != null) t.append(provenance.line()).append('\n');
        if (figure != null) {
            String ft = figure.getLayout() == null ? null : figure.getLayout().getTitle();
            t.append("[chart").append(ft == null || ft.isBlank() ? "" : ": " + ft).append(" (shown in HTML outputs)]\n");
        }
        if (table != null) t.append(table.print()).append('\n');
        for (String n : notes) t.append("note: ").append(n).append('\n');
        return t.toString().stripTrailing();
    }

    @Override public String toString() { return text(); }

    private static int heightOf(Figure f) {
        // Tablesaw's Layout hides its height; reserve the usual chart height so the page does not jump when it draws.
        return f instanceof dev.oqa.charts.StyledFigure ? 470 : 450;
    }
}
