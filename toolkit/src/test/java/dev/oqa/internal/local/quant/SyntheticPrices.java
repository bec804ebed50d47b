package dev.oqa.internal.local.quant;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Locale;

/** Writes SYNTHETIC price files (not market data) in the bundled layout, one row per weekday. */
final class SyntheticPrices {
    private SyntheticPrices() {}

    static Path write(Path root, String ticker, LocalDate start, double[] adjClose) {
        StringBuilder sb = new StringBuilder("date,open,high,low,close,adj_close,volume\n");
        LocalDate d = start;
        for (double p : adjClose) {
            while (d.getDayOfWeek() == DayOfWeek.SATURDAY || d.getDayOfWeek() == DayOfWeek.SUNDAY) d = d.plusDays(1);
            String v = String.format(Locale.ROOT, "%.10f", p);
            sb.append(d).append(',').append(v).append(',').append(v).append(',').append(v).append(',').append(v).append(',').append(v).append(",1000\n");
            d = d.plusDays(1);
        }
        try {
            Path dir = Files.createDirectories(root.resolve("prices"));
            return Files.writeString(dir.resolve(ticker + ".csv"), sb.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The weekday that is the n-th (0-based) row of a file starting at {@code start}. */
    static LocalDate day(LocalDate start, int n) {
        LocalDate d = start;
        int k = -1;
        while (true) {
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY && ++k == n) return d;
            d = d.plusDays(1);
        }
    }

    /** A seeded random walk of {@code n} prices from 100 (daily sd {@code sd}). */
    static double[] walk(long seed, int n, double sd) {
        java.util.Random r = new java.util.Random(seed);
        double[] p = new double[n];
        p[0] = 100;
        for (int i = 1; i < n; i++) p[i] = p[i - 1] * (1 + 0.0003 + sd * r.nextGaussian());
        return p;
    }
}
