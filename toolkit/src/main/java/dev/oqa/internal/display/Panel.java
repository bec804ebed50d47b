package dev.oqa.internal.display;

import dev.oqa.internal.charts.StyledFigure;
import dev.oqa.internal.format.Html;
import dev.oqa.internal.format.HtmlTable;
import dev.oqa.model.Provenance;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * One answer for a notebook: title, provenance line, charts, tables and notes.
 *
 * <ul>
 *   <li>{@link #outputs()}: the Jupyter outputs, in order: a header, one output per chart
 *       ({@value #PLOTLY_MIME} for front ends with a Plotly renderer, {@code text/html} for the others,
 *       {@code text/plain}), then the tables and notes;</li>
 *   <li>{@link #html()} / {@link #text()}: the same as one {@code text/html} block and as plain text.</li>
 * </ul>
 * Text takes JupyterLab's theme variables (light, dark, high contrast), and the page's own colours where they are
 * missing; every string is escaped for where it lands ({@link Html}).
 *
 * <pre>{@code
 * Panel p = Panel.titled("GEX · SPY").provenance(answer.provenance())
 *         .figure(GexChart.of(d)).table(GexTable.of(d)).note("basis: open interest");
 * }</pre>
 * Immutable: every method returns a new panel.
 */
public record Panel(String title, Provenance provenance, List<Figure> figures, List<Captioned> tables, int rows, int columns,
                    List<String> notes, List<String> headline, List<String> warnings) {
    public static final int DEFAULT_ROWS = 25;
    /** The MIME type of a Plotly figure as data, read by jupyterlab-plotly, Notebook 7 and VS Code. */
    public static final String PLOTLY_MIME = "application/vnd.plotly.v1+json";
    private static final String FONT = "var(--jp-content-font-family, Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif)";
    /** Main and secondary text: JupyterLab's content colours in Lab and nbconvert's pages, the page's own elsewhere. */
    static final String INK = "var(--jp-content-font-color1, inherit)", MUTED = "var(--jp-content-font-color2, inherit)";

    /** A table with an optional caption shown above it. */
    public record Captioned(String caption, Table table) {}

    public Panel {
        if (title == null || title.isBlank()) throw new IllegalArgumentException("a panel needs a non-blank title");
        if (rows < 0) throw new IllegalArgumentException("rows must be 0 or more, got " + rows);
        if (columns < 1 || columns > 3) throw new IllegalArgumentException("columns must be 1, 2 or 3, got " + columns);
        title = title.strip();
        figures = List.copyOf(figures);
        tables = List.copyOf(tables);
        notes = List.copyOf(notes);
        headline = List.copyOf(headline);
        warnings = List.copyOf(warnings);
    }

    public static Panel titled(String title) { return new Panel(title, null, List.of(), List.of(), DEFAULT_ROWS, 1, List.of(), List.of(), List.of()); }

    public Panel provenance(Provenance p) { return new Panel(title, p, figures, tables, rows, columns, notes, headline, warnings); }

    /** Adds a chart; charts show in the order added, {@link #columns(int)} per row. {@code null} is ignored. */
    public Panel figure(Figure f) {
        return f == null ? this : new Panel(title, provenance, plus(figures, f), tables, rows, columns, notes, headline, warnings);
    }

    /** Adds a table without a caption; {@code null} is ignored. */
    public Panel table(Table t) { return table(null, t); }

    /** Adds a table with a caption shown above it; {@code null} table is ignored. */
    public Panel table(String caption, Table t) {
        if (t == null) return this;
        Captioned c = new Captioned(caption == null || caption.isBlank() ? null : caption.strip(), t);
        return new Panel(title, provenance, figures, plus(tables, c), rows, columns, notes, headline, warnings);
    }

    /** How many table rows the HTML shows (default {@value #DEFAULT_ROWS}); the rest are counted in a footer. */
    public Panel rows(int n) { return new Panel(title, provenance, figures, tables, n, columns, notes, headline, warnings); }

    /** Charts per row (1 to 3; default 1), e.g. 2 for a dashboard of four small charts. */
    public Panel columns(int n) { return new Panel(title, provenance, figures, tables, rows, n, notes, headline, warnings); }

    /** Adds a note line under the panel; blank notes are ignored. */
    public Panel note(String note) {
        if (note == null || note.isBlank()) return this;
        return new Panel(title, provenance, figures, tables, rows, columns, plus(notes, note.strip()), headline, warnings);
    }

    /**
     * The answer's headline, what a reader wants first (GEX: spot, zero gamma, the walls, the total), shown under the
     * title: one or two short lines; blank lines are ignored.
     */
    public Panel headline(String... lines) {
        List<String> h = new ArrayList<>(headline);
        for (String l : lines) if (l != null && !l.isBlank()) h.add(l.strip());
        return new Panel(title, provenance, figures, tables, rows, columns, notes, h, warnings);
    }

    /**
     * Adds a warning shown above the charts, marked so it is seen (a ticker a basket left out); unlike a note it is
     * never grey small print. Blank warnings are ignored.
     */
    public Panel warning(String warning) {
        if (warning == null || warning.isBlank()) return this;
        return new Panel(title, provenance, figures, tables, rows, columns, notes, headline, plus(warnings, warning.strip()));
    }

    /** {@code list} with {@code item} after its last element: what a panel that gains one holds. */
    private static <T> List<T> plus(List<T> list, T item) { return Stream.concat(list.stream(), Stream.of(item)).toList(); }

    /**
     * The panel with its notes and warnings passed through {@code spelling}: a view words them for Java
     * ({@code expiry("YYYY-MM-DD")}), and a front end with its own grammar (the magics) rewrites them into it.
     */
    public Panel spelled(UnaryOperator<String> spelling) {
        return new Panel(title, provenance, figures, tables, rows, columns, notes.stream().map(spelling).toList(), headline,
                warnings.stream().map(spelling).toList());
    }

    /** The answer's warnings ({@link Provenance#warnings()}, a ticker a basket left out), then the panel's own. */
    public List<String> allWarnings() {
        List<String> all = new ArrayList<>(provenance == null ? List.of() : provenance.warnings());
        all.addAll(warnings);
        return all;
    }

    /** The first chart, or null. */
    public Figure figure() { return figures.isEmpty() ? null : figures.get(0); }
    /** The first table, or null. */
    public Table table() { return tables.isEmpty() ? null : tables.get(0).table(); }

    /**
     * The panel as Jupyter outputs, each a MIME bundle (type to content, in a stable order): the header (title and
     * provenance), one per chart ({@value #PLOTLY_MIME} with the figure as a map/list tree, a {@code text/html}
     * form, {@code text/plain}), then the tables and notes. No {@code image/png}: a Plotly renderer keeps its own.
     * Whether a chart's HTML form carries plotly.js is the session's to say ({@link ChartSession}).
     */
    public List<Map<String, Object>> outputs(ChartSession session) {
        Objects.requireNonNull(session, "session");
        List<Map<String, Object>> out = new ArrayList<>();
        out.add(bundle(open() + header() + "</div>", headerText()));
        String loader = figures.isEmpty() ? "" : session.loaderForNextChart();
        for (Figure f : figures) {
            out.add(output(f, loader));
            loader = "";
        }
        if (!tables.isEmpty() || !notes.isEmpty()) out.add(bundle(open() + tablesAndNotes() + "</div>", tablesAndNotesText()));
        return out;
    }

    /**
     * One chart as one Jupyter output, as {@link #outputs(ChartSession)} makes it: {@value #PLOTLY_MIME} (for a
     * {@link StyledFigure}), {@code text/html} (plotly.js with it when the session says so), {@code text/plain}.
     */
    public static Map<String, Object> output(Figure f, ChartSession session) {
        if (f == null) throw new IllegalArgumentException("figure must not be null");
        Objects.requireNonNull(session, "session");
        return output(f, session.loaderForNextChart());
    }

    private static Map<String, Object> output(Figure f, String loader) {
        Map<String, Object> b = new LinkedHashMap<>();
        if (f instanceof StyledFigure s) b.put(PLOTLY_MIME, s.toPlotly());
        b.put("text/html", loader + open() + FigureHtml.of(f) + "</div>");
        b.put("text/plain", chartLine(f));
        return b;
    }

    /**
     * The panel as one HTML block, with plotly.js when it has a chart and the session says so
     * ({@link ChartSession}): call this once per output you display.
     */
    public String html(ChartSession session) {
        Objects.requireNonNull(session, "session");
        return render(figures.isEmpty() ? "" : session.loaderForNextChart());
    }

    /**
     * As {@link #html(ChartSession)}, but carrying plotly.js ({@code true}: a fragment that draws offline on any page, 0.6 MB more)
     * or not ({@code false}) regardless of the session.
     */
    public String html(boolean withPlotlyJs) { return render(withPlotlyJs && !figures.isEmpty() ? PlotlyJs.inlineScript() : ""); }

    private String render(String loader) {
        StringBuilder h = new StringBuilder(loader.length() + 8192);
        h.append(open()).append(header());
        if (!figures.isEmpty()) {
            h.append(loader).append(loader.isEmpty() ? "" : "\n");
            boolean grid = columns > 1 && figures.size() > 1;
            if (grid) h.append("<div class=\"oqa-grid\" style=\"display:grid;grid-template-columns:repeat(").append(columns)
                    .append(",minmax(0,1fr));gap:4px 12px;\">\n");
            for (Figure f : figures) {
                h.append(grid ? "<div style=\"min-width:0\">" : "")
                        .append(FigureHtml.of(f, FigureHtml.newDivId(), grid ? Math.min(360, heightOf(f)) : 0))
                        .append(grid ? "</div>" : "").append('\n');
            }
            if (grid) h.append("</div>\n");
        }
        return h.append(tablesAndNotes()).append("</div>").toString();
    }

    private static String open() {
        return "<div class=\"oqa-panel\" style=\"font-family:" + Html.escape(FONT) + ";color:" + INK
                + ";max-width:1100px;margin:4px 0 10px 0;\">\n";
    }

    /** Title, headline, provenance line, warnings: what the answer says before where it comes from. */
    private String header() {
        return "<div class=\"oqa-title\" style=\"font-size:15px;font-weight:600;margin:0 0 2px 0;color:" + INK + ";\">"
                + Html.escape(title) + "</div>\n" + headlineHtml() + (provenance == null ? ""
                : "<div class=\"oqa-provenance\" style=\"font-size:11.5px;color:" + MUTED + ";margin:0 0 6px 0;\">"
                        + Html.escape(provenance.brief()) + newsHtml() + "</div>\n" + provenanceNotes()) + warningsHtml();
    }

    /** The notes that are news (why this source, what changed), each on its own line under the short one. */
    private String newsHtml() {
        StringBuilder h = new StringBuilder();
        for (String n : provenance.news()) h.append("<br>").append(Html.escape(n));
        return h.toString();
    }

    /** The provenance's notes folded under the short line: one click away, never a paragraph in the way. */
    private String provenanceNotes() {
        if (provenance.notes().isEmpty()) return "";
        StringBuilder h = new StringBuilder("<details class=\"oqa-provenance-notes\" style=\"font-size:11.5px;color:" + MUTED
                + ";margin:-4px 0 6px 0;\"><summary style=\"cursor:pointer;\">" + provenance.notes().size()
                + (provenance.notes().size() == 1 ? " note" : " notes") + " on the data and the method</summary>\n");
        for (String n : provenance.notes()) h.append("<div>").append(Html.escape(n)).append("</div>\n");
        return h.append("</details>\n").toString();
    }

    private String headlineHtml() {
        StringBuilder h = new StringBuilder();
        for (String l : headline)
            h.append("<div class=\"oqa-headline\" style=\"font-size:13px;font-weight:600;margin:0 0 2px 0;color:").append(INK).append(";\">")
                    .append(Html.escape(l)).append("</div>\n");
        return h.toString();
    }

    /** Amber bar and a warning sign: readable on a light and a dark page, and not only by colour. */
    private String warningsHtml() {
        StringBuilder h = new StringBuilder();
        for (String w : allWarnings())
            h.append("<div class=\"oqa-warning\" role=\"alert\" style=\"font-size:12.5px;margin:4px 0 6px 0;padding:4px 8px;")
                    .append("border-left:4px solid #d97706;background:rgba(217,119,6,0.12);color:").append(INK).append(";\">")
                    .append("⚠ ").append(Html.escape(w)).append("</div>\n");
        return h.toString();
    }

    private String tablesAndNotes() {
        StringBuilder h = new StringBuilder();
        for (Captioned c : tables) {
            if (c.caption() != null)
                h.append("<div class=\"oqa-caption\" style=\"font-size:12.5px;font-weight:600;margin:8px 0 2px 0;color:").append(INK).append(";\">")
                        .append(Html.escape(c.caption())).append("</div>\n");
            h.append("<div class=\"oqa-table-wrap\" style=\"overflow-x:auto;\">").append(HtmlTable.of(c.table(), rows)).append("</div>\n");
        }
        for (String n : notes) {
            h.append("<div class=\"oqa-note\" style=\"font-size:11.5px;color:").append(MUTED).append(";margin-top:4px;\">")
                    .append(Html.escape(n)).append("</div>\n");
        }
        return h.toString();
    }

    private static Map<String, Object> bundle(String html, String text) {
        Map<String, Object> b = new LinkedHashMap<>();
        b.put("text/html", html);
        b.put("text/plain", text);
        return b;
    }

    private String headerText() {
        StringBuilder t = new StringBuilder(title);
        for (String l : headline) t.append('\n').append(l);
        if (provenance != null) {
            t.append('\n').append(provenance.brief());
            for (String n : provenance.notes()) t.append("\n  ").append(n);
        }
        for (String w : allWarnings()) t.append("\nwarning: ").append(w);
        return t.toString();
    }

    private static String chartLine(Figure f) {
        String ft = f instanceof StyledFigure s ? s.title() : f.getLayout() == null ? null : f.getLayout().getTitle();
        return "[chart" + (ft == null || ft.isBlank() ? "" : ": " + Html.unescape(ft)) + "]";
    }

    private String tablesAndNotesText() {
        StringBuilder t = new StringBuilder();
        for (Captioned c : tables) {
            if (c.caption() != null) t.append(c.caption()).append('\n');
            t.append(c.table().print()).append('\n');
        }
        for (String n : notes) t.append("note: ").append(n).append('\n');
        return t.toString().stripTrailing();
    }

    /** Plain text for front ends without HTML: title, provenance line, chart title, {@code table.print()}, notes. */
    public String text() {
        StringBuilder t = new StringBuilder(headerText()).append('\n');
        for (Figure f : figures) t.append(chartLine(f)).append('\n');
        return (t + tablesAndNotesText()).stripTrailing();
    }

    @Override public String toString() { return text(); }

    private static int heightOf(Figure f) { return f instanceof StyledFigure s && s.height() > 0 ? s.height() : 450; }
}
