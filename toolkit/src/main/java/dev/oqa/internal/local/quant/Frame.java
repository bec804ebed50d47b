package dev.oqa.internal.local.quant;

import dev.oqa.internal.local.data.PriceSeries;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Several price series on one date axis. {@link #intersect} keeps only the dates every series has (the rule for
 * analytics that need a value of every asset each day); {@link #union} keeps every date and marks a missing
 * price NaN (PyPortfolioOpt's outer-joined frame). {@code prices[j][t]} is asset j on date t.
 */
final class Frame {
    final List<String> tickers;
    final int[] days;
    final double[][] prices;

    private Frame(List<String> tickers, int[] days, double[][] prices) {
        this.tickers = tickers;
        this.days = days;
        this.prices = prices;
    }

    int size() { return days.length; }

    int assets() { return tickers.size(); }

    String date(int t) { return LocalDate.ofEpochDay(days[t]).toString(); }

    static Frame intersect(List<PriceSeries> series) {
        int[] common = series.get(0).epochDays();
        for (int j = 1; j < series.size(); j++) {
            PriceSeries s = series.get(j);
            int n = 0;
            int[] keep = new int[common.length];
            int i = 0;
            for (int d : common) {
                while (i < s.size() && s.epochDay(i) < d) i++;
                if (i < s.size() && s.epochDay(i) == d) keep[n++] = d;
            }
            common = Arrays.copyOf(keep, n);
        }
        return on(series, common);
    }

    static Frame union(List<PriceSeries> series) {
        return on(series, series.stream().flatMapToInt(s -> IntStream.of(s.epochDays())).sorted().distinct().toArray());
    }

    private static Frame on(List<PriceSeries> series, int[] days) {
        double[][] px = new double[series.size()][days.length];
        for (int j = 0; j < series.size(); j++) {
            PriceSeries s = series.get(j);
            int i = 0; // both axes ascending: one merge pass
            for (int t = 0; t < days.length; t++) {
                while (i < s.size() && s.epochDay(i) < days[t]) i++;
                px[j][t] = i < s.size() && s.epochDay(i) == days[t] ? s.price(i) : Double.NaN;
            }
        }
        return new Frame(series.stream().map(PriceSeries::ticker).toList(), days, px);
    }

    /** Simple returns {@code r[j][t-1] = p[j][t]/p[j][t-1] − 1}, NaN when either price is missing (pandas pct_change(fill_method=None)). */
    double[][] returns() {
        double[][] r = new double[assets()][Math.max(0, size() - 1)];
        for (int j = 0; j < assets(); j++)
            for (int t = 1; t < size(); t++) r[j][t - 1] = prices[j][t] / prices[j][t - 1] - 1;
        return r;
    }
}
