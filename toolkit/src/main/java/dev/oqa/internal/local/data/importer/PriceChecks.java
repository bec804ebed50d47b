package dev.oqa.internal.local.data.importer;

import dev.oqa.internal.local.data.DataLimits;
import dev.oqa.model.LocalDataException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * The checks a daily price series passes before it is written into a data folder, whichever way it came: a download
 * given to {@code oqa data import} ({@link PriceDownload}) or rows fetched from a source ({@link DataFolder#writePrices}).
 * Each failure names the source and the row.
 *
 * <ul>
 *   <li>At least 2 rows and at most {@link DataLimits#MAX_PRICE_ROWS}.</li>
 *   <li>Every price a finite positive number; dates strictly ascending (a repeated day and a day out of order are
 *       told apart).</li>
 *   <li>No gap of more than {@value #MAX_GAP_DAYS} days: a daily series has no year-long hole (a missing download
 *       year, or two listings in one file).</li>
 *   <li>A one-day move within {@value #SPLIT_TOLERANCE} (relative) of a split ratio looks like a split that is not
 *       adjusted, which would show as a fake crash or jump in every return. What happens then is the caller's
 *       {@link Moves}: a file of unknown making is refused, since most such moves in a download are unadjusted
 *       splits; data that arrives adjusted (a fetch of adjusted closes), or a file imported with
 *       {@code --accept-moves}, keeps the move and gets a note, since real markets make such moves (a stock that
 *       halves on a failed trial; GME rose 134% on 2021-01-27).</li>
 * </ul>
 */
public final class PriceChecks {
    private PriceChecks() {}

    /** A gap of more days than this between consecutive rows is refused. */
    public static final int MAX_GAP_DAYS = 365;
    /** Split ratios checked (new shares per old share; their inverses are reverse splits). */
    static final double[] SPLIT_RATIOS = {1.5, 2, 3, 4, 5, 6, 7, 8, 10, 15, 20, 25, 30, 40, 50};
    /** A one-day price ratio within this relative distance of a split ratio looks like an unadjusted split. */
    static final double SPLIT_TOLERANCE = 0.02;

    /** What a one-day move that looks like an unadjusted split does. */
    public enum Moves {
        /** Refuse the series (a file whose closes may not be adjusted). */
        REFUSE,
        /** Keep it and say so in a note (closes that arrive adjusted, or a move the user accepted). */
        NOTE
    }

    /**
     * Checks a series; returns the moves kept under {@link Moves#NOTE}, each as
     * {@code "<row>: the price moves from A to B on DATE (xR), like a K-for-1 split"}.
     *
     * @param source the series' file or source, as messages name it
     * @param row    names row {@code i} in messages ({@code "line 12"}, {@code "row 12"})
     * @throws LocalDataException for a series that breaks a rule
     */
    public static List<String> check(String source, int[] days, double[] closes, IntFunction<String> row, Moves moves) {
        int n = days.length;
        if (n != closes.length) throw new IllegalArgumentException(n + " dates but " + closes.length + " prices");
        if (n > DataLimits.MAX_PRICE_ROWS)
            throw new LocalDataException(source + ": more than " + String.format(Locale.ROOT, "%,d", DataLimits.MAX_PRICE_ROWS)
                    + " price rows, the most one price file holds (400 years of trading days; limits: docs/DATA.md)");
        List<String> notes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (!Double.isFinite(closes[i]) || !(closes[i] > 0))
                throw new LocalDataException(source + " " + row.apply(i) + ": price " + plain(closes[i]) + " is not a finite positive number");
            if (i == 0) continue;
            if (days[i] == days[i - 1])
                throw new LocalDataException(source + " " + row.apply(i) + ": date " + day(days[i]) + " repeats " + row.apply(i - 1) + "; one row per trading day");
            if (days[i] < days[i - 1])
                throw new LocalDataException(source + " " + row.apply(i) + ": date " + day(days[i]) + " comes before " + row.apply(i - 1) + "'s "
                        + day(days[i - 1]) + "; rows must ascend by date (oldest first, as Yahoo and Stooq write them)");
            int gap = days[i] - days[i - 1];
            if (gap > MAX_GAP_DAYS)
                throw new LocalDataException(String.format(Locale.ROOT, "%s %s to %s: a gap of %.1f years between %s and %s; a daily series must not"
                        + " have a gap of more than %d days (a missing download year, or two listings in one file); download the full history",
                        source, row.apply(i - 1), row.apply(i), gap / 365.25, day(days[i - 1]), day(days[i]), MAX_GAP_DAYS));
            double r = closes[i] / closes[i - 1];
            for (double k : SPLIT_RATIOS) {
                boolean forward = Math.abs(r * k - 1) < SPLIT_TOLERANCE, reverse = Math.abs(r / k - 1) < SPLIT_TOLERANCE;
                if (!forward && !reverse) continue;
                String move = String.format(Locale.ROOT, "%s: the price moves from %s to %s on %s (x%.4f), like a %s split",
                        row.apply(i), plain(closes[i - 1]), plain(closes[i]), day(days[i]), r, label(k, forward));
                if (moves == Moves.REFUSE)
                    throw new LocalDataException(source + " " + move + " that is not adjusted; import split-adjusted prices (Yahoo's Adj Close,"
                            + " Stooq's Close), or adjust the rows before " + day(days[i]) + "; give --accept-moves if the move is real");
                notes.add(move);
                break;
            }
        }
        if (n < 2) throw new LocalDataException(source + ": " + n + " price row(s); a daily series needs at least 2");
        return List.copyOf(notes);
    }

    private static String day(int epochDay) { return LocalDate.ofEpochDay(epochDay).toString(); }

    private static String label(double k, boolean forward) {
        String a = k == 1.5 ? "3" : Long.toString((long) k), b = k == 1.5 ? "2" : "1";
        return forward ? a + "-for-" + b : b + "-for-" + a + " reverse";
    }

    private static String plain(double v) {
        return Double.isFinite(v) ? BigDecimal.valueOf(v).stripTrailingZeros().toPlainString() : Double.toString(v);
    }
}
