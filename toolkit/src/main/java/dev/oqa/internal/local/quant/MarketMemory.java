package dev.oqa.internal.local.quant;

import dev.oqa.internal.local.data.PriceSeries;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.oqa.model.data.MarketMemoryData;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import smile.math.MathEx;

/**
 * {@code /quant/market-memory}: historical windows whose shape resembles the latest {@code kernel_size} prices.
 * <ul>
 *   <li><b>Kernel</b>: the last {@code kernel_size} adjusted closes (docs/INTERPRETATION.md, parameter bounds: 5..252).</li>
 *   <li><b>Candidates</b>: every earlier window of the same length that ends before the kernel starts. Windows
 *       overlapping the kernel (its own window and its shifted copies) are excluded: they are trivial self-matches
 *       and would have no "what followed".</li>
 *   <li><b>Normalisation</b>: each window is rebased to its cumulative return from its first price,
 *       x_i = p_i/p_0 − 1, so level does not matter and the shape is the path of returns.</li>
 *   <li><b>Similarity</b> of normalised windows: {@code cosine} = x·y/(‖x‖‖y‖); {@code dot} = x·y (scale-sensitive:
 *       big moves in the same direction score higher); {@code spearman} = Spearman rank correlation (Pearson of ranks,
 *       ties averaged, as Smile's {@code MathEx.spearman}); for these three higher is more similar. {@code euclidean} = ‖x − y‖,
 *       a distance: lower is more similar and {@code score} is the distance. A flat window (‖x‖ = 0) has no cosine and is skipped.</li>
 *   <li><b>Selection</b>: greedy best-first; a candidate is accepted when its start is at least
 *       {@code min_separation} trading days from every accepted match's start (0 = any distinct window), until
 *       {@code top_n} (1..50) are found.</li>
 *   <li><b>Output</b>: {@code kernel_prices}, and per match {@code score}, {@code match_prices} and
 *       {@code trailing_prices} (the {@code kernel_size} prices that followed the match), all as
 *       {@code [{date, value}]} of adjusted closes, plus the match's {@code start} and {@code end} dates.</li>
 * </ul>
 */
public final class MarketMemory {
    private MarketMemory() {}

    public static final String COSINE = "cosine", DOT = "dot", SPEARMAN = "spearman", EUCLIDEAN = "euclidean";
    public static final List<String> SIMILARITIES = List.of(COSINE, DOT, SPEARMAN, EUCLIDEAN);

    public static MarketMemoryData compute(PriceSeries s, String similarity, int kernel, int topN, int minSeparation, List<String> notes) {
        String sim = similarity == null ? COSINE : similarity.trim().toLowerCase(Locale.ROOT);
        if (!SIMILARITIES.contains(sim))
            throw new IllegalArgumentException("similarity '" + similarity + "' is not accepted; use one of " + String.join(", ", SIMILARITIES));
        if (kernel < 2 || topN < 1 || minSeparation < 0) throw new IllegalArgumentException("kernel_size >= 2, top_n >= 1, min_separation >= 0");
        int n = s.size();
        int candidates = n - 2 * kernel + 1;
        if (candidates < 1)
            throw new IllegalArgumentException(s.ticker() + " has " + n + " prices; market memory with kernel_size " + kernel
                    + " needs at least " + 2 * kernel + " (the kernel and one earlier window)");
        double[] p = s.prices();
        boolean distance = sim.equals(EUCLIDEAN);
        double[] score = scores(p, kernel, sim);
        // Greedy best-first: take the best remaining candidate that is far enough from every accepted one.
        // Ties go to the more recent window. top_n <= 50, so a scan per pick beats sorting thousands of scores.
        List<Integer> chosen = new ArrayList<>();
        int sep = Math.max(1, minSeparation);
        while (chosen.size() < topN) {
            int best = -1;
            for (int st = candidates - 1; st >= 0; st--) {
                double sc = score[st];
                if (Double.isNaN(sc) || (best >= 0 && !(distance ? sc < score[best] : sc > score[best]))) continue;
                boolean apart = true;
                for (int c : chosen) if (Math.abs(c - st) < sep) { apart = false; break; }
                if (apart) best = st;
            }
            if (best < 0) break;
            chosen.add(best);
        }
        if (chosen.size() < topN)
            notes.add("only " + chosen.size() + " of top_n " + topN + " matches exist with kernel_size " + kernel + " and min_separation " + minSeparation);
        List<MarketMemoryData.Match> matches = new ArrayList<>();
        for (int st : chosen)
            matches.add(new MarketMemoryData.Match(score[st], prices(s, st, kernel), prices(s, st + kernel, kernel),
                    s.date(st).toString(), s.date(st + kernel - 1).toString()));
        return new MarketMemoryData(prices(s, n - kernel, kernel), matches);
    }

    /** Similarity of every candidate window (start 0..n−2k) to the kernel (the last {@code kernel} prices). */
    static double[] scores(double[] p, int kernel, String sim) {
        int n = p.length, candidates = n - 2 * kernel + 1;
        double[] score = new double[candidates];
        if (sim.equals(SPEARMAN)) {
            spearmanScan(p, kernel, score);
            return score;
        }
        double[] k = new double[kernel];
        for (int i = 0; i < kernel; i++) k[i] = p[n - kernel + i] / p[n - kernel] - 1;
        double kNorm = Math.sqrt(MathEx.dot(k, k));
        double[] x = new double[kernel];
        for (int st = 0; st < candidates; st++) {
            double p0 = p[st];
            for (int i = 0; i < kernel; i++) x[i] = p[st + i] / p0 - 1;
            score[st] = switch (sim) {
                case COSINE -> {
                    double nx = Math.sqrt(MathEx.dot(x, x));
                    yield nx == 0 || kNorm == 0 ? Double.NaN : MathEx.dot(x, k) / (nx * kNorm);
                }
                case DOT -> MathEx.dot(x, k);
                default -> {
                    double d = 0;
                    for (int i = 0; i < kernel; i++) { double e = x[i] - k[i]; d += e * e; }
                    yield Math.sqrt(d);
                }
            };
        }
        return score;
    }

    /**
     * Spearman's ρ of every candidate window with the kernel. Ranks do not change under the rebasing
     * p_i/p_0 − 1, so raw prices are ranked. The ranks of a window are kept in a ring buffer and updated in O(k)
     * as the window slides one day (the leaving price lowers the ranks above it, the entering price raises them;
     * ties move by ½), so the scan is O(n·k) instead of sorting every window.
     */
    private static void spearmanScan(double[] p, int k, double[] score) {
        int n = p.length;
        double[] kc = centredRanks(p, n - k, k);
        double kSs = MathEx.dot(kc, kc);
        double[] rank = centredRanks(p, 0, k); // centred rank of p[idx] in the current window, stored at idx % k
        for (int st = 0; st < score.length; st++) {
            if (st > 0) {
                double out = p[st - 1], in = p[st + k - 1];
                double rIn = 1 - (k + 1) / 2.0;
                for (int idx = st; idx < st + k - 1; idx++) {
                    double v = p[idx];
                    int slot = idx % k;
                    if (v > out) rank[slot] -= 1;
                    else if (v == out) rank[slot] -= 0.5;
                    if (v > in) rank[slot] += 1;
                    else if (v == in) { rank[slot] += 0.5; rIn += 0.5; }
                    else rIn += 1;
                }
                rank[(st + k - 1) % k] = rIn;
            }
            double dot = 0, ss = 0;
            int slot = st % k;
            for (int i = 0; i < k; i++) {
                double c = rank[slot];
                dot += c * kc[i];
                ss += c * c;
                if (++slot == k) slot = 0;
            }
            score[st] = ss == 0 || kSs == 0 ? Double.NaN : dot / Math.sqrt(ss * kSs);
        }
    }

    /**
     * Ranks 1..k of {@code p[from..from+k)} with ties given their average rank, minus the mean rank (k+1)/2, so
     * Spearman's ρ is the cosine of two such vectors. Same definition as Smile's {@code MathEx.spearman} (the tests
     * compare them). Every value is a multiple of ½, so exact.
     */
    static double[] centredRanks(double[] p, int from, int k) {
        double[] out = new double[k];
        for (int i = 0; i < k; i++) {
            double r = 1 - (k + 1) / 2.0, v = p[from + i];
            for (int j = from; j < from + k; j++) if (j != from + i) r += p[j] < v ? 1 : p[j] == v ? 0.5 : 0;
            out[i] = r;
        }
        return out;
    }

    private static ArrayNode prices(PriceSeries s, int from, int len) {
        int to = Math.min(s.size(), from + len);
        int[] days = new int[to - from];
        double[] v = new double[to - from];
        for (int i = from; i < to; i++) { days[i - from] = s.epochDay(i); v[i - from] = s.price(i); }
        return Series.node(days, 0, v);
    }
}
