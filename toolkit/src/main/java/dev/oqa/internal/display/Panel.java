package dev.oqa.internal.display;

import dev.oqa.internal.format.Html;
import dev.oqa.internal.format.HtmlTable;
import dev.oqa.model.Provenance;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * One answer for a notebook: title, provenance line, charts, tables and notes, as a single {@code text/html} block
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

    /** A table with an optional caption shown above it. */
    public record Captioned(String caption, Table table) {}

    private final String title;
    private final Provenance provenance;
    private final List<Figure> figures;
    private final List<Captioned> tables;
    private final int rows;
    private final int columns;
    private final List<String> notes;

    private Panel(String title, Provenance provenance, List<Figure> figures, List<Captioned> tables, int rows, int columns,
                  List<String> notes) {
        this.title = title;
        this.provenance = provenance;
        this.figures = List.copyOf(figures);
        this.tables = List.copyOf(tables);
        this.rows = rows;
        this.columns = columns;
        this.notes = List.copyOf(notes);
    }

    public static Panel titled(String title) {
        if (title == null || title.isBlank()) throw new IllegalArgumentException("a panel needs a non-blank title");
        return new Panel(title.strip(), null, List.of(), List.of(), DEFAULT_ROWS, 1, List.of());
    }

    public Panel provenance(Provenance p) { return new Panel(title, p, figures, tables, rows, columns, notes); }

    /** Adds a chart; charts show in the order added, {@link #columns(int)} per row. {@code null} is ignored. */
    public Panel figure(Figure f) {
        if (f == null) return this;
        List<Figure> fs = new ArrayList<>(figures);
        fs.add(f);
        return new Panel(title, provenance, fs, tables, rows, columns, notes);
    }

    /** Adds a table without a caption; {@code null} is ignored. */
    public Panel table(Table t) { return table(null, t); }

    /** Adds a table with a caption shown above it; {@code null} table is ignored. */
    public Panel table(String caption, Table t) {
        if (t == null) return this;
        List<Captioned> ts = new ArrayList<>(tables);
        ts.add(new Captioned(caption == null || caption.isBlank() ? null : caption.strip(), t));
        return new Panel(title, provenance, figures, ts, rows, columns, notes);
    }

    /** How many table rows the HTML shows (default {@value #DEFAULT_ROWS}); the rest are counted in a footer. */
    public Panel rows(int n) {
        if (n < 0) throw new IllegalArgumentException("rows must be 0 or more, got " + n);
        return new Panel(title, provenance, figures, tables, n, columns, notes);
    }

    /** Charts per row (1 to 3; default 1), e.g. 2 for a dashboard of four small charts. */
    public Panel columns(int n) {
        if (n < 1 || n > 3) throw new IllegalArgumentException("columns must be 1, 2 or 3, got " + n);
        return new Panel(title, provenance, figures, tables, rows, n, notes);
    }

    /** Adds a note line under the panel; blank notes are ignored. */
    public Panel note(String note) {
        if (note == null || note.isBlank()) return this;
        List<String> n = new ArrayList<>(notes);
        n.add(note.strip());
        return new Panel(title, provenance, figures, tables, rows, columns, n);
    }

    public String title() { return title; }
    public Provenance provenance() { return provenance; }
    /** The first chart, or null. */
    public Figure figure() { return figures.isEmpty() ? null : figures.get(0); }
    public List<Figure> figures() { return figures; }
    /** The first table, or null. */
    public Table table() { return tables.isEmpty() ? null : tables.get(0).table(); }
    public List<Captioned> tables() { return tables; }
    public int columns() { return columns; }
    public List<String> notes() { return notes; }

    /**
     * The panel as one HTML block. When it has a chart, plotly.js comes with it as {@link PlotlyJs#forNextOutput()}
     * decides (first chart output of the session by default), so call this once per output you display.
     */
    public String html() { return render(figures.isEmpty() ? "" : PlotlyJs.forNextOutput()); }

    /** As {@link #html()}, but carrying the plotly.js loader ({@code true}) or not ({@code false}) regardless of session state. */
    public String html(boolean withPlotlyJs) { return render(withPlotlyJs && !figures.isEmpty() ? PlotlyJs.inlineScript() : ""); }

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
        if (!figures.isEmpty()) {
            h.append(loader).append(loader.isEmpty() ? "" : "\n");
            boolean grid = columns > 1 && figures.size() > 1;
            if (grid) h.append("<div class=\"oqa-grid\" style=\"display:grid;grid-template-columns:repeat(").append(columns)
                    .append(",minmax(0,1fr));gap:4px 12px;\">\n");
            for (Figure f : figures) {
                h.append(grid ? "<div style=\"min-width:0\">" : "")
                        .append(FigureHtml.of(f, FigureHtml.newDivId(), grid ? Math.min(360, heightOf(f)) : heightOf(f)))
                        .append(grid ? "</div>" : "").append('\n');
            }
            if (grid) h.append("</div>\n");
        }
        for (Captioned c : tables) {
            if (c.caption() != null)
                h.append("<div class=\"oqa-caption\" style=\"font-size:12.5px;font-weight:600;margin:8px 0 2px 0;\">")
                        .append(Html.escape(c.caption())).append("</div>\n");
            h.append("<div class=\"oqa-table-wrap\" style=\"overflow-x:auto;\">").append(HtmlTable.of(c.table(), rows)).append("</div>\n");
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
        for (Figure f : figures) {
            String ft = f.getLayout() == null ? null : f.getLayout().getTitle();
            t.append("[chart").append(ft == null || ft.isBlank() ? "" : ": " + ft).append(" (shown in HTML outputs)]\n");
        }
        for (Captioned c : tables) {
            if (c.caption() != null) t.append(c.caption()).append('\n');
            t.append(c.table().print()).append('\n');
        }
        for (String n : notes) t.append("note: ").append(n).append('\n');
        return t.toString().stripTrailing();
    }

    @Override public String toString() { return text(); }

    private static int heightOf(Figure f) {
        // Tablesaw's Layout hides its height; reserve the usual chart height so the page does not jump when it draws.
        return f instanceof dev.oqa.internal.charts.StyledFigure ? 470 : 450;
    }
}
