package dev.oqa.internal.local.data;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Objects;

/**
 * Daily adjusted closes of one ticker, ascending by date, no duplicates. Immutable.
 * Dates are kept as epoch days so slicing and aligning stay allocation-light; {@link #date(int)} gives a
 * {@link LocalDate}. Returns are always computed from {@code adj_close} (split- and dividend-adjusted).
 */
public final class PriceSeries {
    private final String ticker;
    private final String file;
    private final String origin;
    private final int[] days;
    private final double[] adjClose;

    /** Arrays are copied; {@code days} must be strictly ascending and prices finite and positive. */
    public PriceSeries(String ticker, String file, int[] days, double[] adjClose) {
        this.ticker = Objects.requireNonNull(ticker, "ticker");
        this.file = Objects.requireNonNull(file, "file");
        if (days.length != adjClose.length)
            throw new IllegalArgumentException(days.length + " dates but " + adjClose.length + " prices for " + ticker);
        for (int i = 0; i < days.length; i++) {
            if (i > 0 && days[i] <= days[i - 1])
                throw new IllegalArgumentException(ticker + ": dates must be strictly ascending at index " + i);
            if (!(adjClose[i] > 0) || Double.isInfinite(adjClose[i]))
                throw new IllegalArgumentException(ticker + ": price at index " + i + " is not a finite positive number: " + adjClose[i]);
        }
        this.days = days.clone();
        this.adjClose = adjClose.clone();
        this.origin = "";
    }

    private PriceSeries(String ticker, String file, String origin, int[] days, double[] adjClose) {
        this.ticker = ticker;
        this.file = file;
        this.origin = origin;
        this.days = days;
        this.adjClose = adjClose;
    }

    public String ticker() { return ticker; }

    /** The file the prices came from, for messages. */
    public String file() { return file; }

    /** Which folder answered, {@code bundled} or {@code user data: PATH}; empty when built in memory. */
    public String origin() { return origin; }

    /** The same prices labelled with the folder they came from. */
    public PriceSeries from(String origin) {
        return new PriceSeries(ticker, file, Objects.requireNonNull(origin, "origin"), days, adjClose);
    }

    public int size() { return days.length; }

    public boolean isEmpty() { return days.length == 0; }

    public int epochDay(int i) { return days[i]; }

    public LocalDate date(int i) { return LocalDate.ofEpochDay(days[i]); }

    public double price(int i) { return adjClose[i]; }

    public LocalDate firstDate() { return isEmpty() ? null : date(0); }

    public LocalDate lastDate() { return isEmpty() ? null : date(days.length - 1); }

    /** A copy of the epoch days. */
    public int[] epochDays() { return days.clone(); }

    /** A copy of the adjusted closes. */
    public double[] prices() { return adjClose.clone(); }

    /** Index of {@code day} or a negative insertion point, as {@link Arrays#binarySearch(int[], int)}. */
    public int indexOf(int epochDay) { return Arrays.binarySearch(days, epochDay); }

    /** The prices dated within {@code [from, to]}, either bound {@code null} for open. */
    public PriceSeries between(LocalDate from, LocalDate to) {
        int lo = from == null ? 0 : lowerBound((int) from.toEpochDay());
        int hi = to == null ? days.length : lowerBound((int) to.toEpochDay() + 1);
        if (lo == 0 && hi == days.length) return this;
        if (hi < lo) hi = lo;
        return new PriceSeries(ticker, file, origin, Arrays.copyOfRange(days, lo, hi), Arrays.copyOfRange(adjClose, lo, hi));
    }

    /** Simple daily returns p[i+1]/p[i] - 1; element i is dated {@code date(i + 1)}. */
    public double[] returns() {
        double[] r = new double[Math.max(0, days.length - 1)];
        for (int i = 0; i < r.length; i++) r[i] = adjClose[i + 1] / adjClose[i] - 1.0;
        return r;
    }

    private int lowerBound(int day) {
        int i = Arrays.binarySearch(days, day);
        return i >= 0 ? i : -i - 1;
    }

    @Override public String toString() {
        return "PriceSeries[" + ticker + ", " + size() + " days" + (isEmpty() ? "" : ", " + firstDate() + ".." + lastDate()) + "]";
    }
}
