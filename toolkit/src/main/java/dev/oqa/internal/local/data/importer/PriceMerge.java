package dev.oqa.internal.local.data.importer;

import dev.oqa.model.LocalDataException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * A refresh of a price series merged into what the folder holds: append, never shrink. Days the fresh answer does not
 * cover are kept; days it covers take its closes. Adjusted closes change when a split or a dividend re-adjusts the
 * past: each such event multiplies every close before its day by one factor, so over the days both hold, the ratio
 * fresh / held is a step function of the date. The held days the answer does not cover are re-adjusted by the ratio
 * of the nearest later common day. An overlap that no split or dividend explains (a ratio that steps back to an
 * earlier value, or a step that is neither a dividend's factor nor a split's ratio) is refused, and the folder keeps
 * what it held. Days after {@code limit} (the fetch's New York date plus one day of slack) are never written, from
 * the answer or from what was held.
 *
 * @param days    the merged epoch days, ascending
 * @param closes  the merged adjusted closes
 * @param change  what the merge did to the held file
 * @param changed true when a value already held changed or a held day was dropped (the old file then goes to a backup)
 * @param notes   what the merge kept, re-adjusted or left out, for the fetch report
 */
public record PriceMerge(int[] days, double[] closes, Change change, boolean changed, List<String> notes) {
    public enum Change { NEW, APPENDED, UNCHANGED, REPLACED }

    /** Two ratios within this relative distance are one factor (adjusted closes arrive as float32 values: 1e-7). */
    static final double SAME = 1e-6;
    /**
     * A dividend's factor on the closes before it: 1 - dividend / close, at least this (a special dividend of half the
     * price is rare; anything beyond is taken for a split, or refused).
     */
    static final double LOWEST_DIVIDEND_FACTOR = 0.5;

    /** A split's ratio times a dividend's factor on the same day: down to this much below the ratio. */
    static final double SPLIT_WITH_DIVIDEND = 0.9;

    public PriceMerge {
        days = days.clone();
        closes = closes.clone();
        notes = List.copyOf(notes);
    }

    /**
     * Merges {@code fresh} into {@code held} (null or empty when the folder has none).
     *
     * @throws LocalDataException when the overlap is inconsistent, or nothing is left to write; the folder is then kept
     */
    public static PriceMerge of(String ticker, int[] heldDays, double[] heldCloses, int[] freshDays, double[] freshCloses, LocalDate limit) {
        List<String> notes = new ArrayList<>();
        int lim = (int) limit.toEpochDay();
        int nf = upTo(freshDays, lim);
        if (nf < freshDays.length)
            notes.add("left out " + plural(freshDays.length - nf, "day") + " after " + limit + " (" + LocalDate.ofEpochDay(freshDays[nf]) + ".."
                    + LocalDate.ofEpochDay(freshDays[freshDays.length - 1]) + "): dated after the fetch's New York date, so not data yet");
        int[] fd = Arrays.copyOf(freshDays, nf);
        double[] fc = Arrays.copyOf(freshCloses, nf);
        boolean changed = false;
        int[] hd = heldDays == null ? new int[0] : heldDays;
        double[] hc = heldCloses == null ? new double[0] : heldCloses;
        int nh = upTo(hd, lim);
        if (nh < hd.length) {
            notes.add("dropped " + plural(hd.length - nh, "held day") + " after " + limit + " (" + LocalDate.ofEpochDay(hd[nh]) + ".."
                    + LocalDate.ofEpochDay(hd[hd.length - 1]) + "): dated in the future, a source's error");
            hd = Arrays.copyOf(hd, nh);
            hc = Arrays.copyOf(hc, nh);
            changed = true;
        }
        if (hd.length == 0) {
            if (fd.length == 0) throw new LocalDataException(ticker + ": the answer holds no day up to " + limit + "; nothing was written");
            return new PriceMerge(fd, fc, heldDays == null || heldDays.length == 0 ? Change.NEW : Change.REPLACED, changed, notes);
        }

        // the ratio fresh / held on each common day, and for each held day the index of the next common day
        int common = 0;
        int[] ch = new int[Math.min(hd.length, fd.length)], cf = new int[ch.length];
        for (int i = 0, j = 0; i < hd.length && j < fd.length; ) {
            if (hd[i] < fd[j]) i++;
            else if (hd[i] > fd[j]) j++;
            else { ch[common] = i++; cf[common++] = j++; }
        }
        double[] ratio = new double[common];
        for (int k = 0; k < common; k++) ratio[k] = fc[cf[k]] / hc[ch[k]];
        String why = inconsistency(ratio, common, hd, ch, hc, fc, cf);
        if (why != null)
            throw new LocalDataException(ticker + ": refused the refresh, the closes sent for days already held differ from them in a way"
                    + " no split or dividend explains (" + why + "); kept the held file as it was. If the source's history is right,"
                    + " move prices/" + ticker + ".csv.gz aside and fetch again");

        // held days outside the answer: scaled by the ratio of the next common day (the last one's after the overlap)
        double[] adjusted = hc.clone();
        int reAdjusted = 0, kept = 0, differ = 0;
        double largest = 0;
        for (int i = 0, k = 0; i < hd.length; i++) {
            while (k < common && ch[k] < i) k++;
            if (k < common && ch[k] == i) {
                double rel = Math.abs(ratio[k] - 1);
                if (rel > SAME) { differ++; largest = Math.max(largest, rel); }
                continue;
            }
            kept++;
            double r = common == 0 ? 1 : ratio[Math.min(k, common - 1)];
            if (Math.abs(r - 1) > SAME) { adjusted[i] = hc[i] * r; reAdjusted++; }
        }
        // the union, the fresh close where the answer has the day
        int[] md = new int[hd.length + fd.length];
        double[] mc = new double[md.length];
        int n = 0, added = 0;
        for (int i = 0, j = 0; i < hd.length || j < fd.length; ) {
            if (j == fd.length || (i < hd.length && hd[i] < fd[j])) { md[n] = hd[i]; mc[n++] = adjusted[i++]; }
            else {
                if (i < hd.length && hd[i] == fd[j]) i++;
                else added++;
                md[n] = fd[j]; mc[n++] = fc[j++];
            }
        }
        md = Arrays.copyOf(md, n);
        mc = Arrays.copyOf(mc, n);
        if (differ > 0 || reAdjusted > 0) {
            changed = true;
            notes.add(String.format(Locale.ROOT, "the adjusted history changed (a dividend or a split re-adjusts the past: %d of %d common days"
                    + " differ, by up to %.4g%%)", differ, common, largest * 100)
                    + (reAdjusted > 0 ? String.format(Locale.ROOT, "; re-adjusted %s the answer did not cover by the overlap's ratio (x%.6f)",
                    plural(reAdjusted, "held day"), ratio[0]) : ""));
        }
        if (kept > 0)
            notes.add("kept " + plural(kept, "held day") + " the answer did not cover (it holds " + LocalDate.ofEpochDay(fd.length == 0 ? hd[0] : fd[0])
                    + ".." + LocalDate.ofEpochDay(fd.length == 0 ? hd[hd.length - 1] : fd[fd.length - 1]) + ")");
        if (added > 0) notes.add("appended " + plural(added, "day") + " after " + LocalDate.ofEpochDay(hd[hd.length - 1]));
        Change c = changed ? Change.REPLACED : added > 0 ? Change.APPENDED : Change.UNCHANGED;
        return new PriceMerge(md, mc, c, changed, notes);
    }

    /** Why the ratios are not a re-adjustment, or null when they are one (or all 1). */
    private static String inconsistency(double[] ratio, int common, int[] hd, int[] ch, double[] hc, double[] fc, int[] cf) {
        IntFunction<String> shown = k -> "on " + LocalDate.ofEpochDay(hd[ch[k]]) + " held " + hc[ch[k]] + ", sent " + fc[cf[k]];
        List<Double> runs = new ArrayList<>();
        for (int k = 0; k < common; k++) {
            double r = ratio[k];
            if (!(r > 0) || !Double.isFinite(r)) return "a ratio of " + r + " on " + LocalDate.ofEpochDay(hd[ch[k]]);
            if (!runs.isEmpty() && same(runs.getLast(), r)) continue;
            for (double earlier : runs)
                if (same(earlier, r)) return shown.apply(k) + ", the same factor as on earlier days after a different one";
            if (!runs.isEmpty() && !adjustment(runs.getLast() / r))
                return shown.apply(k) + String.format(Locale.ROOT, ", a step of x%.4f from the day before", r / runs.getLast());
            runs.add(r);
        }
        // the last factor is every event after the overlap: it must be one too
        if (!runs.isEmpty() && !same(runs.getLast(), 1) && !adjustment(runs.getLast()))
            return shown.apply(common - 1) + String.format(Locale.ROOT, ", x%.4f", runs.getLast());
        return null;
    }

    /**
     * Whether {@code f}, the factor on the closes before an event, is a dividend's (between
     * {@value #LOWEST_DIVIDEND_FACTOR} and 1) or a split's (within {@link PriceChecks#SPLIT_TOLERANCE} of 1/K or K, a
     * dividend on the same day allowed for).
     */
    static boolean adjustment(double f) {
        if (f >= LOWEST_DIVIDEND_FACTOR && f < 1 + SAME) return true;
        for (double k : PriceChecks.SPLIT_RATIOS)
            for (double s : new double[] {1 / k, k})
                if (f / s >= SPLIT_WITH_DIVIDEND && f / s < 1 + PriceChecks.SPLIT_TOLERANCE) return true;
        return false;
    }

    private static boolean same(double a, double b) { return Math.abs(a / b - 1) <= SAME; }

    /** How many of {@code days} (ascending) are on or before {@code limit}. */
    static int upTo(int[] days, int limit) {
        int n = days.length;
        while (n > 0 && days[n - 1] > limit) n--;
        return n;
    }

    private static String plural(int n, String what) { return n + " " + what + (n == 1 ? "" : "s"); }
}
