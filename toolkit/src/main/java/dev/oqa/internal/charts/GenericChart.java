package dev.oqa.internal.charts;

import dev.oqa.internal.format.Html;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * A chart for a table whose meaning the toolkit does not know (a member in a shape it could not read): every
 * numeric column as a line over the first column, on a date axis when that column holds dates.
 */
public final class GenericChart {
    private GenericChart() {}

    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}(-\\d{2})?.*");
    private static final int MAX_LINES = 12;

    /** The chart, or empty when the table has no x column and numeric column to draw. */
    public static Optional<StyledFigure> of(String title, Table t) {
        if (t == null || t.rowCount() == 0 || t.columnCount() < 2) return Optional.empty();
        Column<?> xc = t.column(0);
        List<Object> x = new ArrayList<>(t.rowCount());
        boolean dates = true;
        for (int i = 0; i < t.rowCount(); i++) {
            String s = xc.getString(i);
            x.add(xc instanceof NumericColumn<?> n && !n.isMissing(i) ? (Object) n.getDouble(i) : Html.plotly(s));
            dates &= DATE.matcher(s).matches();
        }
        StyledFigure.Builder fig = StyledFigure.styled();
        int lines = 0;
        for (int c = 1; c < t.columnCount() && lines < MAX_LINES; c++) {
            if (!(t.column(c) instanceof NumericColumn<?> n)) continue;
            List<Double> y = new ArrayList<>(t.rowCount());
            for (int i = 0; i < t.rowCount(); i++) y.add(n.isMissing(i) ? null : n.getDouble(i));
            ChartStyle.line(fig, n.name(), x, y, ChartStyle.colour(lines), 1.6, null, null);
            lines++;
        }
        if (lines == 0) return Optional.empty();
        return Optional.of(ChartStyle.finish(fig, title, "shown as received", ChartStyle.SMALL,
                dates ? ChartStyle.dateAxis() : ChartStyle.axis(xc.name()), ChartStyle.axis("value"), lines > 1, null));
    }
}
