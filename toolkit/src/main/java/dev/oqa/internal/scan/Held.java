package dev.oqa.internal.scan;

import dev.oqa.internal.calendar.TradingCalendar;
import dev.oqa.internal.format.Percent;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.OptionRoots;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.options.Headline;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ExpectedMoveData;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * {@code em --held}: did the expected move hold? For every snapshot of one underlying, the implied move of the
 * expected-move answer ({@link Headline#expectedMoves}: the ATM-forward straddle, every strike allowed to bracket
 * the forward, as the scan's {@code front_move}) of the expiries asked, against the move the held daily closes
 * realized from the snapshot's day to the expiry day. Computed in process from local data; never sends a request.
 *
 * <p>Realized move = spot × |close(expiry) / close(snapshot day) − 1|. The closes are split- and dividend-adjusted,
 * so their level is not the traded price (an adjusted SPY close sits below the day's print by every later
 * dividend); the ratio of two adjusted closes is the total return between them, and any later adjustment scales
 * both alike and cancels. Multiplying that return by the snapshot's spot puts it in the implied move's dollars.
 * A dividend paid inside the window therefore counts as price (a total-return move), which overstates the price
 * move by the dividend: about 0.4% of SPY's price in a quarter, small against its moves. The start is the snapshot
 * day's close, not the snapshot's own time; a chain taken during the session is compared from that day's close.
 *
 * <p>Horizons: by default the <b>weekly</b> row takes the first expiry after the snapshot day that is the last
 * trading day of its Monday–Friday week (a Friday, or the Thursday before a Friday holiday), the <b>monthly</b>
 * row the first expiry after the snapshot day on the third Friday of its month (or the trading day before it when
 * that Friday is a holiday), both on the NYSE calendar ({@link TradingCalendar}). An expiry on the snapshot day
 * itself (0DTE) is not asked: its move has mostly happened by the snapshot. {@link Horizon#days} instead asks every
 * expiry from 1 to N calendar days out. A row whose move cannot be realized yet (the expiry is after the last held
 * close, no price file, a close missing) says why in {@code pending}; it is never dropped. The closes are the
 * underlying's, an index's for its weekly root ({@code SPXW} reads {@code prices/SPX.csv}).
 */
public final class Held {
    private Held() {}

    /** Which expiries of each snapshot are asked. */
    public record Horizon(int days) {
        /** The nearest weekly and the nearest monthly expiry of each snapshot. */
        public static final Horizon DEFAULT = new Horizon(0);
        public static final int MAX_DAYS = 3660;

        public Horizon {
            if (days < 0 || days > MAX_DAYS)
                throw new UsageException("--horizon takes calendar days from 1 to " + MAX_DAYS + " (every expiry up to that many days out), got " + days);
        }

        /** Every expiry from 1 to {@code days} calendar days out; 0 is the default (weekly and monthly). */
        public static Horizon days(int days) {
            if (days < 1) throw new UsageException("--horizon takes calendar days from 1 to " + MAX_DAYS + ", got " + days);
            return new Horizon(days);
        }

        /**
         * {@code --horizon TEXT}: null or blank is the default, else a whole number of calendar days ({@code 45} or {@code 45d}).
         */
        public static Horizon parse(String text) {
            if (text == null || text.isBlank()) return DEFAULT;
            String t = text.strip().toLowerCase(Locale.ROOT);
            if (t.endsWith("d")) t = t.substring(0, t.length() - 1);
            try {
                return days(Integer.parseInt(t));
            } catch (NumberFormatException e) {
                throw new UsageException("--horizon takes calendar days, e.g. --horizon 45 (every expiry up to 45 days out); got '" + text.strip() + "'");
            }
        }

        public boolean isDefault() { return days == 0; }

        /** What the horizon column says: {@code weekly} and {@code monthly}, or {@code 45d}. */
        public String label() { return isDefault() ? "weekly, monthly" : days + "d"; }
    }

    /** One horizon's tally: rows whose move is realized, how many stayed inside, their mean ratio, rows pending. */
    public record Summary(String horizon, int realized, int inside, Double hitRate, Double meanRatio, Double medianRatio, int pending) {}

    public static ScanResult of(DataSource source, String ticker, Horizon horizon) {
        return of(source, ticker, horizon, ScanListener.NONE);
    }

    public static ScanResult of(DataSource source, String ticker, Horizon horizon, ScanListener listener) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(ticker, "ticker");
        Objects.requireNonNull(horizon, "horizon");
        long t0 = System.nanoTime();
        ScanPlan plan = ScanPlan.history(source, ticker);
        String t = ticker.trim().toUpperCase(Locale.ROOT);
        // an index's weekly root settles on the index: SPXW's moves are read from the closes of SPX
        Closes closes = Closes.of(source, OptionRoots.indexOf(t));
        ScanJob job = new ScanJob(ScanAnalytic.HELD, source.describe(), null);
        return new LocalScanEngine().run(plan, job, listener, t0, task -> {
            try {
                return rows(task, plan.catalog().load(task.ref()), closes, horizon);
            } catch (RuntimeException e) {
                return List.of(ScanFunctions.error(ScanAnalytic.HELD, task, e));
            }
        });
    }

    /** The held closes of the underlying, or why there are none. */
    record Closes(PriceSeries series, String missing) {
        static Closes of(DataSource source, String ticker) {
            if (!source.exists(PriceLoader.path(ticker)))
                return new Closes(null, "no closes of " + ticker + " (no " + PriceLoader.path(ticker) + "[.gz] in " + source.describe() + ")");
            try {
                PriceSeries p = PriceLoader.load(source, ticker);
                return p.isEmpty() ? new Closes(null, PriceLoader.path(ticker) + " holds no closes") : new Closes(p, null);
            } catch (RuntimeException e) {
                return new Closes(null, "the closes of " + ticker + " cannot be read: " + e.getMessage());
            }
        }

        /** The close on {@code day}, or NaN. */
        double on(LocalDate day) {
            int i = series.indexOf((int) day.toEpochDay());
            return i >= 0 ? series.price(i) : Double.NaN;
        }
    }

    /** The rows of one snapshot: one per expiry asked (weekly and monthly, or each within the horizon). */
    static List<ScanRow> rows(ScanTask task, ChainSnapshot chain, Closes closes, Horizon horizon) {
        ExpectedMoveData em = Headline.expectedMoves(chain);
        LocalDate asOf = task.quoteDate() != null ? task.quoteDate() : chain.quoteDate();
        List<ScanRow> out = new ArrayList<>();
        if (horizon.isDefault()) {
            out.add(row(task, "weekly", first(em, asOf, Held::isWeekly), "no weekly expiry (the last trading day of a week) in the expected moves of this snapshot",
                    em.spot(), asOf, closes));
            out.add(row(task, "monthly", first(em, asOf, Held::isMonthly), "no monthly expiry (third Friday) in the expected moves of this snapshot",
                    em.spot(), asOf, closes));
        } else {
            for (ExpectedMoveData.Term term : em.term()) {
                long d = ChronoUnit.DAYS.between(asOf, LocalDate.parse(term.expiry()));
                if (d >= 1 && d <= horizon.days()) out.add(row(task, horizon.label(), term, null, em.spot(), asOf, closes));
            }
            if (out.isEmpty())
                out.add(row(task, horizon.label(), null, "no expiry from 1 to " + horizon.days() + " days out in the expected moves of this snapshot",
                        em.spot(), asOf, closes));
        }
        return out;
    }

    private static ExpectedMoveData.Term first(ExpectedMoveData em, LocalDate asOf, Predicate<LocalDate> kind) {
        for (ExpectedMoveData.Term term : em.term()) { // in expiry order
            LocalDate e = LocalDate.parse(term.expiry());
            if (e.isAfter(asOf) && kind.test(e)) return term;
        }
        return null;
    }

    /** The last trading day of its Monday–Friday week: weekly options expire then. */
    static boolean isWeekly(LocalDate e) {
        return e.equals(TradingCalendar.nyse().onOrBefore(e.with(TemporalAdjusters.nextOrSame(DayOfWeek.FRIDAY))))
                && e.getDayOfWeek().getValue() <= DayOfWeek.FRIDAY.getValue();
    }

    /** The third Friday of its month, or the trading day before it when that Friday is a holiday. */
    static boolean isMonthly(LocalDate e) {
        LocalDate third = e.with(TemporalAdjusters.dayOfWeekInMonth(3, DayOfWeek.FRIDAY));
        return e.equals(TradingCalendar.nyse().onOrBefore(third));
    }

    private static ScanRow row(ScanTask task, String horizon, ExpectedMoveData.Term term, String noTerm, double spot, LocalDate asOf, Closes closes) {
        LocalDate expiry = term == null ? null : LocalDate.parse(term.expiry());
        Double days = expiry == null ? null : (double) ChronoUnit.DAYS.between(asOf, expiry);
        Double implied = term == null ? null : term.move(), impliedPct = term == null ? null : term.movePct();
        Double c0 = null, c1 = null, realized = null, realizedPct = null, ratio = null;
        String inside = null, pending = term == null ? noTerm : null;
        if (pending == null && closes.series() == null) pending = closes.missing();
        if (pending == null) {
            PriceSeries p = closes.series();
            double a = closes.on(asOf), b = closes.on(expiry);
            if (expiry.isAfter(p.lastDate())) pending = "the expiry is after the last close held (" + p.lastDate() + ")";
            else if (Double.isNaN(a)) pending = "no close held on the snapshot day " + asOf;
            else if (Double.isNaN(b)) pending = "no close held on the expiry day " + expiry;
            else {
                c0 = a;
                c1 = b;
                realized = spot * Math.abs(b / a - 1);
                realizedPct = Math.abs(b / a - 1) * 100;
                ratio = implied > 0 ? realized / implied : null;
                inside = realized <= implied ? "true" : "false";
            }
        }
        return new ScanRow(ScanAnalytic.HELD, Arrays.asList(task.key(), task.quoteDate(), task.file(), horizon, expiry, days, spot,
                implied, impliedPct, c0, c1, realized, realizedPct, ratio, inside, pending, null));
    }

    /** Per horizon, in the order the rows first name it: realized rows, inside, hit rate, mean and median ratio, pending. */
    public static List<Summary> summary(ScanResult r) {
        if (r.analytic() != ScanAnalytic.HELD) throw new IllegalArgumentException("a summary of held moves needs em --held rows, not " + r.analytic().wire());
        Map<String, List<ScanRow>> by = new LinkedHashMap<>();
        for (ScanRow row : r.rows()) if (!row.failed()) by.computeIfAbsent((String) row.get("horizon"), k -> new ArrayList<>()).add(row);
        List<Summary> out = new ArrayList<>();
        by.forEach((h, rows) -> {
            List<Double> ratios = new ArrayList<>();
            int inside = 0, pending = 0;
            for (ScanRow row : rows) {
                if (row.get("pending") != null) { pending++; continue; }
                if ("true".equals(row.get("inside"))) inside++;
                if (row.number("ratio") != null) ratios.add(row.number("ratio"));
            }
            int n = rows.size() - pending;
            Double mean = ratios.isEmpty() ? null : ratios.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            out.add(new Summary(h, n, inside, n == 0 ? null : (double) inside / n, mean, median(ratios), pending));
        });
        return out;
    }

    private static Double median(List<Double> xs) {
        if (xs.isEmpty()) return null;
        double[] s = xs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }

    /** {@link #summary} as a table: horizon, realized, inside, hit_rate, mean_ratio, median_ratio, pending. */
    public static Table summaryTable(ScanResult r) {
        List<Summary> s = summary(r);
        Table t = Table.create("did the expected move hold");
        StringColumn h = StringColumn.create("horizon");
        IntColumn n = IntColumn.create("realized"), in = IntColumn.create("inside"), p = IntColumn.create("pending");
        DoubleColumn hit = DoubleColumn.create("hit_rate"), mean = DoubleColumn.create("mean_ratio"), med = DoubleColumn.create("median_ratio");
        for (Summary x : s) {
            h.append(x.horizon());
            n.append(x.realized());
            in.append(x.inside());
            append(hit, x.hitRate());
            append(mean, x.meanRatio());
            append(med, x.medianRatio());
            p.append(x.pending());
        }
        return t.addColumns(h, n, in, Percent.of(hit), mean, med, p);
    }

    private static void append(DoubleColumn c, Double v) { if (v == null) c.appendMissing(); else c.append(v); }

    /** One line per horizon, for a terminal's stderr and a panel's notes. */
    public static List<String> summaryLines(ScanResult r) {
        List<String> lines = new ArrayList<>();
        for (Summary x : summary(r))
            lines.add(String.format(Locale.ROOT, "%s: %d realized, %d inside%s%s, %d pending", x.horizon(), x.realized(), x.inside(),
                    x.hitRate() == null ? "" : String.format(Locale.ROOT, " (hit rate %.0f%%)", x.hitRate() * 100),
                    x.meanRatio() == null ? "" : String.format(Locale.ROOT, ", mean realized/implied %.2f", x.meanRatio()),
                    x.pending()));
        return lines;
    }
}
