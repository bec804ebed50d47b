package dev.oqa.internal.local.quant;

import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.Json;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.SeasonalityData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToIntFunction;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import smile.math.MathEx;

/**
 * {@code /quant/seasonality} from daily returns of {@code adj_close} inside the period. All values in percent.
 * Periods (months, quarters, years) compound the daily returns dated inside them. The data start at the first
 * close that ends a month (quarter for quarterly, year for presidential) inside the period, so no leading bucket is
 * a fragment; the last bucket runs to the last price (to date) and is included.
 * <table>
 *   <caption>Groupings</caption>
 *   <tr><th>grouping</th><th>{@code seasonality_pivot}</th><th>{@code stats} buckets (what is averaged)</th></tr>
 *   <tr><td>monthly</td><td>year × Jan..Dec, monthly return</td><td>Jan..Dec (monthly returns)</td></tr>
 *   <tr><td>quarterly</td><td>year × Q1..Q4, quarterly return</td><td>Q1..Q4 (quarterly returns)</td></tr>
 *   <tr><td>weekday</td><td>year × Mon..Fri, mean daily return</td><td>Mon..Fri (daily returns)</td></tr>
 *   <tr><td>calendar</td><td>month × day of month 1..31, mean daily return of that calendar day over the years</td>
 *       <td>day of month 1..31 (daily returns)</td></tr>
 *   <tr><td>presidential</td><td>cycle year × Jan..Dec, mean monthly return</td>
 *       <td>Post-election, Midterm, Pre-election, Election (calendar-year returns)</td></tr>
 * </table>
 * Presidential cycle (Hirsch): year mod 4 = 1 post-election, 2 midterm, 3 pre-election, 0 election.
 * An unknown grouping is answered as monthly (the service document's parameter rules), with a note.
 * <p>{@code seasonality_pivot} = {@code {grouping, columns, rows: [{label, values}]}} (null where no data);
 * {@code stats} = {@code [{bucket, mean_pct, median_pct, win_rate_pct, count}]} (win rate = share of periods &gt; 0);
 * {@code annual_cum_returns} = {@code [{year, total_pct, series: [{date, value}]}]}, the cumulative return path
 * inside each calendar year, present only when the data span at least two calendar years.
 */
public final class Seasonality {
    private Seasonality() {}

    public static final String MONTHLY = "monthly", QUARTERLY = "quarterly", WEEKDAY = "weekday", CALENDAR = "calendar", PRESIDENTIAL = "presidential";
    public static final List<String> GROUPINGS = List.of(MONTHLY, QUARTERLY, WEEKDAY, CALENDAR, PRESIDENTIAL);

    private static final List<String> MONTHS = List.of("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec");
    private static final List<String> QUARTERS = List.of("Q1", "Q2", "Q3", "Q4");
    private static final List<String> WEEKDAYS = List.of("Mon", "Tue", "Wed", "Thu", "Fri");
    private static final List<String> PHASES = List.of("Post-election", "Midterm", "Pre-election", "Election");

    public record Pivot(String grouping, List<String> columns, List<Row> rows) {}
    public record Row(String label, List<Double> values) {}
    public record Stat(String bucket, Double meanPct, Double medianPct, Double winRatePct, int count) {}
    public record Year(int year, Double totalPct, List<DateValue> series) {}

    public static SeasonalityData compute(PriceSeries s, String grouping, List<String> notes) {
        String g = grouping == null ? MONTHLY : grouping.trim().toLowerCase(Locale.ROOT);
        if (!GROUPINGS.contains(g)) {
            notes.add("grouping '" + grouping + "' is not one of " + String.join(", ", GROUPINGS) + "; answered as monthly");
            g = MONTHLY;
        }
        s = fromFirstBoundary(s, g, notes);
        double[] r = s.returns();
        LocalDate[] d = new LocalDate[r.length];
        for (int i = 0; i < r.length; i++) d[i] = s.date(i + 1);
        if (r.length == 0) throw new IllegalArgumentException(s.ticker() + " has no daily return in the period");

        Pivot pivot;
        List<Stat> stats = new ArrayList<>();
        switch (g) {
            case QUARTERLY -> pivot = yearPivot(g, QUARTERS, compound(r, d, 4, x -> (x.getMonthValue() - 1) / 3), stats);
            case WEEKDAY -> {
                TreeMap<Integer, List<List<Double>>> byYear = new TreeMap<>();
                List<List<Double>> all = buckets(5);
                for (int i = 0; i < r.length; i++) {
                    int wd = d[i].getDayOfWeek().getValue() - 1;
                    if (wd > 4) continue; // markets are closed at weekends; a weekend row would be a data error
                    byYear.computeIfAbsent(d[i].getYear(), y -> buckets(5)).get(wd).add(r[i]);
                    all.get(wd).add(r[i]);
                }
                List<Row> rows = new ArrayList<>();
                byYear.forEach((y, b) -> rows.add(new Row(y.toString(), b.stream().map(Seasonality::meanPct).toList())));
                pivot = new Pivot(g, WEEKDAYS, rows);
                for (int k = 0; k < 5; k++) stats.add(stat(WEEKDAYS.get(k), toArray(all.get(k))));
            }
            case CALENDAR -> {
                List<List<List<Double>>> cells = Stream.generate(() -> buckets(31)).limit(12).toList();
                List<List<Double>> byDay = buckets(31);
                for (int i = 0; i < r.length; i++) {
                    cells.get(d[i].getMonthValue() - 1).get(d[i].getDayOfMonth() - 1).add(r[i]);
                    byDay.get(d[i].getDayOfMonth() - 1).add(r[i]);
                }
                List<String> days = IntStream.rangeClosed(1, 31).mapToObj(Integer::toString).toList();
                List<Row> rows = new ArrayList<>();
                for (int m = 0; m < 12; m++) rows.add(new Row(MONTHS.get(m), cells.get(m).stream().map(Seasonality::meanPct).toList()));
                pivot = new Pivot(g, days, rows);
                for (int k = 0; k < 31; k++) stats.add(stat(days.get(k), toArray(byDay.get(k))));
            }
            case PRESIDENTIAL -> {
                TreeMap<Integer, double[]> monthly = compound(r, d, 12, x -> x.getMonthValue() - 1);
                TreeMap<Integer, double[]> annual = compound(r, d, 1, x -> 0);
                List<Row> rows = new ArrayList<>();
                for (int ph = 0; ph < 4; ph++) {
                    List<Double> values = new ArrayList<>();
                    for (int m = 0; m < 12; m++) {
                        List<Double> v = new ArrayList<>();
                        for (var e : monthly.entrySet()) if (phase(e.getKey()) == ph && !Double.isNaN(e.getValue()[m])) v.add(e.getValue()[m]);
                        values.add(meanPct(v));
                    }
                    rows.add(new Row(PHASES.get(ph), values));
                    List<Double> years = new ArrayList<>();
                    for (var e : annual.entrySet()) if (phase(e.getKey()) == ph) years.add(e.getValue()[0]);
                    stats.add(stat(PHASES.get(ph), toArray(years)));
                }
                pivot = new Pivot(g, MONTHS, rows);
            }
            default -> pivot = yearPivot(g, MONTHS, compound(r, d, 12, x -> x.getMonthValue() - 1), stats);
        }
        List<Year> annual = annualPaths(r, d);
        return new SeasonalityData(Json.tree(pivot), Json.tree(stats), annual.size() >= 2 ? Json.tree(annual) : null);
    }

    /**
     * Starts at the first close that ends a calendar bucket (month; quarter for {@code quarterly}; year for
     * {@code presidential}), so the first bucket is not a fragment that would bias its column. The last bucket may
     * be partial (to date) as the data end there.
     */
    private static PriceSeries fromFirstBoundary(PriceSeries s, String g, List<String> notes) {
        for (int i = 0; i + 1 < s.size(); i++) {
            if (bucketKey(s.date(i), g) != bucketKey(s.date(i + 1), g)) {
                if (i == 0 || i + 2 >= s.size()) return s;
                notes.add("seasonality starts from the close of " + s.date(i) + " so that the first " + unit(g) + " is complete");
                return s.between(s.date(i), null);
            }
        }
        return s;
    }

    private static int bucketKey(LocalDate d, String g) {
        return switch (g) {
            case QUARTERLY -> d.getYear() * 4 + (d.getMonthValue() - 1) / 3;
            case PRESIDENTIAL -> d.getYear();
            default -> d.getYear() * 12 + d.getMonthValue() - 1;
        };
    }

    private static String unit(String g) { return g.equals(QUARTERLY) ? "quarter" : g.equals(PRESIDENTIAL) ? "year" : "month"; }

    /** 0 post-election, 1 midterm, 2 pre-election, 3 election (Hirsch's cycle, year mod 4). */
    static int phase(int year) { return Math.floorMod(year - 1, 4); }

    /** Compounded return per (year, bucket); NaN where the bucket has no day. */
    private static TreeMap<Integer, double[]> compound(double[] r, LocalDate[] d, int buckets, ToIntFunction<LocalDate> b) {
        TreeMap<Integer, double[]> growth = new TreeMap<>();
        for (int i = 0; i < r.length; i++) {
            double[] g = growth.computeIfAbsent(d[i].getYear(), y -> { double[] a = new double[buckets]; Arrays.fill(a, Double.NaN); return a; });
            int k = b.applyAsInt(d[i]);
            g[k] = (Double.isNaN(g[k]) ? 1 : g[k]) * (1 + r[i]);
        }
        growth.values().forEach(a -> { for (int k = 0; k < a.length; k++) a[k] = a[k] - 1; });
        return growth;
    }

    /** Year × bucket of compounded returns, and to {@code stats} each bucket's statistics over the years. */
    private static Pivot yearPivot(String g, List<String> columns, TreeMap<Integer, double[]> byYear, List<Stat> stats) {
        for (int k = 0; k < columns.size(); k++) stats.add(stat(columns.get(k), column(byYear, k)));
        List<Row> rows = new ArrayList<>();
        byYear.forEach((y, v) -> {
            List<Double> values = new ArrayList<>();
            for (double x : v) values.add(Double.isNaN(x) ? null : x * 100);
            rows.add(new Row(y.toString(), values));
        });
        return new Pivot(g, columns, rows);
    }

    private static double[] column(TreeMap<Integer, double[]> byYear, int k) {
        return byYear.values().stream().mapToDouble(a -> a[k]).filter(x -> !Double.isNaN(x)).toArray();
    }

    private static Stat stat(String bucket, double[] v) {
        if (v.length == 0) return new Stat(bucket, null, null, null, 0);
        long wins = Arrays.stream(v).filter(x -> x > 0).count();
        return new Stat(bucket, MathEx.mean(v) * 100, median(v) * 100, 100.0 * wins / v.length, v.length);
    }

    private static List<Year> annualPaths(double[] r, LocalDate[] d) {
        Map<Integer, List<DateValue>> paths = new LinkedHashMap<>();
        Map<Integer, Double> growth = new LinkedHashMap<>();
        for (int i = 0; i < r.length; i++) {
            int y = d[i].getYear();
            double w = growth.getOrDefault(y, 1.0) * (1 + r[i]);
            growth.put(y, w);
            paths.computeIfAbsent(y, k -> new ArrayList<>()).add(DateValue.of(d[i].toString(), (w - 1) * 100));
        }
        List<Year> out = new ArrayList<>();
        paths.forEach((y, p) -> out.add(new Year(y, (growth.get(y) - 1) * 100, p)));
        return out;
    }

    private static List<List<Double>> buckets(int n) {
        return Stream.<List<Double>>generate(ArrayList::new).limit(n).toList();
    }

    private static Double meanPct(List<Double> v) { return v.isEmpty() ? null : MathEx.mean(toArray(v)) * 100; }

    /**
     * The middle value, or the mean of the two middle values for an even count (numpy's and pandas' median).
     * Smile's {@code MathEx.median} takes the upper middle value of an even count instead.
     */
    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int h = s.length / 2;
        return s.length % 2 == 1 ? s[h] : (s[h - 1] + s[h]) / 2;
    }

    private static double[] toArray(List<Double> v) { return v.stream().mapToDouble(Double::doubleValue).toArray(); }
}
