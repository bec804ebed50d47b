package dev.oqa.internal.tables;

import dev.oqa.model.data.IvData;
import dev.oqa.internal.format.Percent;
import java.time.LocalDate;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import tech.tablesaw.api.DateColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;

/**
 * Implied volatility tables. IVs are annualised fractions, as api-v0 sends them, marked {@link Percent} so a display
 * shows them in percent (the unit traders quote) under {@code *_pct}:
 * <ul>
 *   <li>{@link #term}: {@code expiry} (date), {@code atm_iv}, nearest first;</li>
 *   <li>{@link #smileGrid}: one row per strike, one IV column per expiry (named by the date), a missing
 *       cell where that expiry has no IV at that strike.</li>
 * </ul>
 */
public final class IvTables {
    private IvTables() {}

    public static Table term(IvData d) {
        TreeMap<LocalDate, Double> m = new TreeMap<>();
        for (IvData.TermPoint p : d.term() == null ? List.<IvData.TermPoint>of() : d.term())
            if (p != null) m.put(Cells.date(p.expiry()), p.atmIv());
        DateColumn e = DateColumn.create("expiry");
        DoubleColumn iv = Percent.of(DoubleColumn.create("atm_iv"));
        m.forEach((k, v) -> { e.append(k); Cells.number(iv, v > 0 ? v : null); });
        return Table.create(name(d, "ATM IV term structure"), e, iv);
    }

    public static Table smileGrid(IvData d) {
        TreeMap<LocalDate, TreeMap<Double, Double>> byExpiry = new TreeMap<>();
        TreeSet<Double> strikes = new TreeSet<>();
        for (IvData.SmilePoint p : d.smile() == null ? List.<IvData.SmilePoint>of() : d.smile()) {
            if (p == null || !Double.isFinite(p.strike())) continue;
            byExpiry.computeIfAbsent(Cells.date(p.expiry()), x -> new TreeMap<>()).put(p.strike(), p.iv());
            strikes.add(p.strike());
        }
        Table t = Table.create(name(d, "IV (%) by strike and expiry"));
        DoubleColumn k = DoubleColumn.create("strike");
        strikes.forEach(k::append);
        t.addColumns(k);
        byExpiry.forEach((exp, s) -> {
            DoubleColumn c = Percent.of(DoubleColumn.create(exp.toString()));
            for (double strike : strikes) {
                Double v = s.get(strike);
                Cells.number(c, v != null && v > 0 ? v : null);
            }
            t.addColumns(c);
        });
        return t;
    }

    private static String name(IvData d, String what) { return (d.ticker() == null ? "" : d.ticker() + " ") + what; }
}
