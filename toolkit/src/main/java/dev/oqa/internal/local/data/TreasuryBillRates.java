package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The 3-month Treasury bill rate, FRED series TB3MS ({@code macro/FRED_TB3MS.csv}: {@code date,tb3ms}, read by
 * {@link MonthlyRates#read}), as a risk-free rate for daily returns.
 *
 * <p><b>What TB3MS is.</b> The monthly average of the daily secondary-market rates of 3-month bills, quoted on a
 * <em>discount basis</em> in percent per year (the row dated {@code YYYY-MM-01} is that month's average).
 *
 * <p><b>Conversion</b> (one named rule, so a value can be checked by hand). A discount rate {@code d} prices a
 * 91-day bill at {@code P = 1 − d·91/360}; holding it earns {@code 1/P − 1} in 91 days, i.e. an annual effective
 * rate {@code (1/P)^(365/91) − 1}. The daily rate is the trading-day rate that compounds to it over 252 days,
 * {@code (1 + annual)^(1/252) − 1}, the rule the toolkit already applies to a constant rate (quantstats').
 * Example: TB3MS 5.00 gives P = 0.987361, annual 5.2341 %, daily 0.020247 %.
 *
 * <p><b>Alignment.</b> A return dated {@code t} takes the rate of {@code t}'s calendar month (the monthly average
 * includes the rest of that month: a small look-ahead accepted for research use). Months after the series' last
 * observation take the last one, and {@link Window#note()} says so.
 *
 * <p>Immutable; parsed once per data source.
 */
public final class TreasuryBillRates {
    public static final String FILE = "macro/FRED_TB3MS.csv";
    private static final int BILL_DAYS = 91, DISCOUNT_YEAR = 360, YEAR = 365, TRADING_DAYS = 252;

    private final TreeMap<YearMonth, Double> percent;
    private final String where;

    private TreasuryBillRates(TreeMap<YearMonth, Double> percent, String where) {
        this.percent = percent;
        this.where = where;
    }

    /** The series in {@code source} (a user folder may hold its own), else the bundled one. */
    public static TreasuryBillRates of(DataSource source) {
        DataSource from = source.exists(FILE) ? source : DataSource.bundled();
        String where = FILE + " (" + from.origin(FILE).orElse(from).label() + ")";
        MonthlyRates read;
        try (Csv.Rows rows = Csv.read(from.open(FILE).orElseThrow(), where)) {
            read = MonthlyRates.read(rows);
        }
        TreeMap<YearMonth, Double> m = new TreeMap<>();
        for (int i = 0; i < read.size(); i++)
            if (!Double.isNaN(read.percent()[i])) m.put(YearMonth.from(read.dates()[i]), read.percent()[i]); // a blank month takes the one before
        return new TreasuryBillRates(m, where);
    }

    /** Annual effective rate of a discount-basis rate given in percent (see the class comment). */
    public static double annualEffective(double discountPercent) {
        double price = 1 - discountPercent / 100 * BILL_DAYS / DISCOUNT_YEAR;
        return Math.pow(1 / price, (double) YEAR / BILL_DAYS) - 1;
    }

    /** The trading-day rate compounding to {@code annual} over 252 days. */
    public static double daily(double annual) { return Math.pow(1 + annual, 1.0 / TRADING_DAYS) - 1; }

    public YearMonth first() { return percent.firstKey(); }

    public YearMonth last() { return percent.lastKey(); }

    /** TB3MS in percent for the month of {@code date}: that month's, else the last earlier one. */
    public double percentFor(LocalDate date) {
        Map.Entry<YearMonth, Double> e = percent.floorEntry(YearMonth.from(date));
        if (e == null)
            throw new LocalDataException(where + " starts in " + first() + "; no T-bill rate for " + date);
        return e.getValue();
    }

    /** The daily risk-free rate for a return dated {@code date}. */
    public double dailyFor(LocalDate date) { return daily(annualEffective(percentFor(date))); }

    /**
     * The mean daily rate over the given return dates, and the annual rate compounding from it. Used as a
     * constant across one answer, so Sharpe's mean excess return is exactly the mean of the per-day excess returns.
     *
     * @param meanDaily  mean of {@link #dailyFor} over the dates
     * @param annual     {@code (1 + meanDaily)^252 − 1}
     */
    public record Window(double meanDaily, double annual, LocalDate from, LocalDate to, String note) {}

    public Window over(List<LocalDate> returnDates) {
        if (returnDates.isEmpty()) throw new IllegalArgumentException("no return dates to average a T-bill rate over");
        double sum = 0;
        for (LocalDate d : returnDates) sum += dailyFor(d);
        double mean = sum / returnDates.size();
        LocalDate from = returnDates.get(0), to = returnDates.get(returnDates.size() - 1);
        String note = String.format(Locale.ROOT,
                "risk-free rate: 3-month T-bill (FRED TB3MS, %s), mean %.4f%% a year over %s..%s; each return date takes its month's"
                        + " average discount rate, converted to an annual effective rate (1/(1 - d*91/360))^(365/91) - 1 and to a daily"
                        + " rate (1 + annual)^(1/252) - 1", where, (Math.pow(1 + mean, TRADING_DAYS) - 1) * 100, from, to);
        if (YearMonth.from(to).isAfter(last()))
            note += "; the series ends in " + last() + ", later months use " + last() + "'s rate";
        return new Window(mean, Math.pow(1 + mean, TRADING_DAYS) - 1, from, to, note);
    }
}
