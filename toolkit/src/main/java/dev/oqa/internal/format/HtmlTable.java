package dev.oqa.internal.format;

import java.math.BigDecimal;
import java.math.MathContext;
import java.text.DecimalFormat;
import java.util.OptionalDouble;
import java.util.stream.IntStream;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * A Tablesaw {@link Table} as a compact HTML {@code <table>} for notebook outputs.
 *
 * <ul>
 *   <li>Every header and cell is HTML-escaped.</li>
 *   <li>Inline styles only: nbconvert copies them verbatim, and viewers that strip {@code <style>} (GitHub, nbviewer)
 *       still show a tidy table. No colour is fixed: text takes the page's own (JupyterLab's theme variables where
 *       they exist), rows keep the front end's own striping, and lines are translucent grey, so the table reads on a
 *       light, a dark and a high-contrast page.</li>
 *   <li>Numbers are right-aligned with one number of decimals per column, chosen from the column's magnitude
 *       ({@link #decimals}): dollar totals get none and thousands separators, strikes and prices up to 2, small ratios
 *       up to 6. Missing values show as a grey dash.</li>
 *   <li>Only the first {@code maxRows} rows are written; a footer says how many more there are.</li>
 * </ul>
 */
public final class HtmlTable {
    private static final String BORDER = "var(--jp-border-color2, rgba(128,128,128,0.35))",
            INK = "var(--jp-content-font-color1, inherit)", MUTED = "var(--jp-content-font-color2, inherit)";
    private static final String CELL = "padding:3px 10px;border-bottom:1px solid " + BORDER + ";white-space:nowrap;";

    private HtmlTable() {}

    /** The table's first {@code maxRows} rows (0 writes only the header and the footer), fractions in percent ({@link Percent}). */
    public static String of(Table t, int maxRows) {
        if (t == null) throw new IllegalArgumentException("table must not be null");
        if (maxRows < 0) throw new IllegalArgumentException("maxRows must be 0 or more, got " + maxRows);
        t = Percent.forDisplay(t);
        int shown = Math.min(maxRows, t.rowCount());
        var cols = t.columns();
        DecimalFormat[] fmt = new DecimalFormat[cols.size()];
        for (int c = 0; c < cols.size(); c++) fmt[c] = formatFor(cols.get(c), shown);

        StringBuilder h = new StringBuilder(256 + shown * cols.size() * 80);
        h.append("<table class=\"oqa-table\" style=\"border-collapse:collapse;margin:6px 0;font-size:12.5px;"
                + "font-variant-numeric:tabular-nums;color:").append(INK).append(";border:1px solid ").append(BORDER).append(";background:transparent;\">");
        h.append("<thead><tr>");
        for (int c = 0; c < cols.size(); c++)
            h.append("<th style=\"").append(CELL).append("color:").append(INK).append(";border-bottom-width:2px;font-weight:600;text-align:")
                    .append(fmt[c] != null ? "right" : "left").append(";\">").append(Html.escape(cols.get(c).name())).append("</th>");
        h.append("</tr></thead><tbody>");
        for (int r = 0; r < shown; r++) {
            h.append("<tr>");
            for (int c = 0; c < cols.size(); c++) {
                Column<?> col = cols.get(c);
                h.append("<td style=\"").append(CELL).append("text-align:").append(fmt[c] != null ? "right" : "left").append(";\">");
                if (col.isMissing(r)) h.append("<span style=\"color:").append(MUTED).append("\">—</span>");
                else if (fmt[c] != null) h.append(Html.escape(fmt[c].format(((NumericColumn<?>) col).getDouble(r))));
                else h.append(Html.escape(col.getString(r)));
                h.append("</td>");
            }
            h.append("</tr>");
        }
        h.append("</tbody>");
        int more = t.rowCount() - shown;
        if (more > 0) {
            h.append("<tfoot><tr><td colspan=\"").append(Math.max(1, cols.size())).append("\" style=\"padding:4px 10px;color:")
                    .append(MUTED).append(";font-style:italic;text-align:left;\">… ").append(more).append(more == 1 ? " more row" : " more rows")
                    .append(" (").append(t.rowCount()).append(" in all)</td></tr></tfoot>");
        }
        return h.append("</table>").toString();
    }

    /** A formatter for numeric columns, null for everything else (written with {@code getString}). */
    private static DecimalFormat formatFor(Column<?> col, int rows) {
        if (!(col instanceof NumericColumn<?> num)) return null;
        int byName = Decimals.byName(col.name());
        return Decimals.format(byName >= 0 ? byName : decimals(num, rows));
    }

    /**
     * Decimals for a column: as many as its first {@code rows} values need (ignoring floating-point noise), capped by
     * the magnitude of the whole column:
     * largest |value| >= 10,000 → 0; >= 1 → 2; below 1 → enough for 3 significant digits of the largest value
     * (at most 6). Integer columns get 0.
     */
    static int decimals(NumericColumn<?> col, int rows) {
        // whole column: a cut table keeps the decimals of the full one
        OptionalDouble largest = IntStream.range(0, col.size()).filter(r -> !col.isMissing(r)).mapToDouble(col::getDouble)
                .filter(Double::isFinite).map(Math::abs).max();
        if (largest.isEmpty()) return 0;
        double max = largest.getAsDouble();
        int cap = max >= 10_000 ? 0 : max >= 1 ? 2 : Math.min(6, 2 + (int) Math.ceil(-Math.log10(Math.max(max, 1e-12))));
        int need = 0;
        for (int r = 0; r < rows && need < cap; r++) {
            if (col.isMissing(r)) continue;
            double v = col.getDouble(r);
            if (!Double.isFinite(v)) continue;
            // 10 significant digits drops binary noise such as 0.1 + 0.2 = 0.30000000000000004.
            BigDecimal b = new BigDecimal(v).round(new MathContext(10)).stripTrailingZeros();
            need = Math.max(need, Math.max(0, b.scale()));
        }
        return Math.min(need, cap);
    }
}
