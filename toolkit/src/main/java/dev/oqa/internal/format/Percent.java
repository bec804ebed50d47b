package dev.oqa.internal.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.regex.Pattern;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;
import tech.tablesaw.columns.numbers.NumberColumnFormatter;

/**
 * The unit of a column that holds a fraction (IV 0.1431, a drawdown of −0.66) and is read in percent. Data tables
 * keep the answer's unit, so a table, its csv and the JSON of one answer agree; a display (a notebook's HTML table,
 * the command line's table) shows the column ×100 under a name that says so ({@code call_iv} → {@code call_iv_pct}),
 * as {@link #forDisplay} makes it.
 *
 * <p>The mark is a percent print formatter: Tablesaw carries it through copies, row selections and sorts, and its
 * own {@code print()} then shows {@code 14.31%}. Tablesaw keeps a column's formatter to itself, so a column is
 * known by what it prints: one that prints a fraction as a percentage is one (a user's own percent formatter
 * included, which means the same).
 */
public final class Percent {
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private Percent() {}

    /**
     * A rate (the risk-free rate) as text in percent, as notes and the provenance line spell it: two decimals, up to
     * four when the value has them ({@code 0 → "0.00%"}, {@code 0.0523175 → "5.2318%"}, {@code 0.02 → "2.00%"}); NaN →
     * {@code n/a}. A figure of the answer, in a table or a headline, has exactly two ({@link Decimals#percent()}).
     */
    public static String text(double fraction) {
        if (!Double.isFinite(fraction)) return "n/a";
        BigDecimal v = BigDecimal.valueOf(fraction).movePointRight(2).setScale(4, RoundingMode.HALF_EVEN).stripTrailingZeros();
        if (v.scale() < 2) v = v.setScale(2);
        if (v.signum() == 0) v = BigDecimal.ZERO.setScale(2);
        return v.toPlainString() + "%";
    }

    /** Marks {@code c} as fractions read in percent; returns it. */
    public static DoubleColumn of(DoubleColumn c) {
        c.setPrintFormatter(new NumberColumnFormatter(Decimals.percent())); // 14.31%, never -0.00%
        return c;
    }

    /** True when {@code c} holds fractions read in percent: its formatter prints one half as {@code 50…%}. */
    public static boolean marks(Column<?> c) {
        if (!(c instanceof DoubleColumn d)) return false;
        DoubleColumn probe = d.emptyCopy();
        probe.append(0.5);
        String s = probe.getString(0).strip();
        return s.startsWith("50") && s.endsWith("%");
    }

    /**
     * The name a display gives {@code c}: {@code <name>_pct} for a marked column, except one named by a date (a
     * grid of IV by expiry, whose caption says the unit); else its own.
     */
    public static String displayName(Column<?> c) {
        return marks(c) && !DATE.matcher(c.name()).matches() ? c.name() + "_pct" : c.name();
    }

    /**
     * {@code t} as a display shows it: each marked column ×100 under its {@link #displayName}, the others as they are
     * (shared, not copied: a display only reads). {@code t} itself when nothing is marked.
     */
    public static Table forDisplay(Table t) {
        if (t == null) throw new IllegalArgumentException("table must not be null");
        if (t.columns().stream().noneMatch(Percent::marks)) return t;
        return Table.create(t.name(), t.columns().stream()
                .map(c -> marks(c) ? ((DoubleColumn) c).multiply(100).setName(displayName(c)) : c).toArray(Column<?>[]::new));
    }
}
