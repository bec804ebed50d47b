package dev.oqa.internal.local.options;

import dev.oqa.internal.local.data.ChainSnapshot;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Forward price per expiry from put–call parity, {@code F = K + (C − P)·e^{rT}} with {@code r = 0}
 * (rates and dividends are not in the files; parity absorbs both, which is the point: SPY goes
 * ex-dividend on 2023-09-15 and its forwards sit about $1.58 under spot).
 *
 * <p>Method: at each expiry, take the strikes where both the call and the put have a two-sided quote
 * (bid &gt; 0, ask ≥ bid), pick the strike with the smallest |C_mid − P_mid| and average
 * {@code K + C_mid − P_mid} over it and its two neighbours on either side that also have both quotes,
 * weighting each by 1/(spread_C + spread_P) so wide quotes count less. An expiry with no such strike has
 * no forward (NaN). An expiry listing two option roots (SPX and SPXW) is read from its primary root alone
 * ({@link ExpiryRoots}), so a call and a put of one pair are always one root's.
 */
public final class Forwards {
    private final Map<Integer, Double> byExpiry;

    private Forwards(Map<Integer, Double> byExpiry) { this.byExpiry = byExpiry; }

    public static Forwards of(ChainSnapshot s) {
        return of(s, ExpiryRoots.primary(s));
    }

    /** As {@link #of(ChainSnapshot)}, with the rows of each expiry's primary root already known ({@link ExpiryRoots#primary}). */
    static Forwards of(ChainSnapshot s, boolean[] primary) {
        Map<Integer, TreeMap<Double, double[]>> pairs = new HashMap<>(); // expiry -> strike -> {cMid, cSpread, pMid, pSpread}
        for (int i = 0; i < s.size(); i++) {
            if (primary != null && !primary[i]) continue;
            double b = s.bid(i), a = s.ask(i);
            if (!(b > 0 && a >= b)) continue;
            double[] p = pairs.computeIfAbsent(s.expiryEpochDay(i), k -> new TreeMap<>())
                    .computeIfAbsent(s.strike(i), k -> new double[] {Double.NaN, 0, Double.NaN, 0});
            int o = s.isCall(i) ? 0 : 2;
            p[o] = 0.5 * (a + b);
            p[o + 1] = a - b;
        }
        Map<Integer, Double> out = new HashMap<>();
        for (var e : pairs.entrySet()) {
            double[] ks = e.getValue().entrySet().stream().filter(x -> !Double.isNaN(x.getValue()[0]) && !Double.isNaN(x.getValue()[2]))
                    .mapToDouble(Map.Entry::getKey).toArray();
            if (ks.length == 0) continue;
            int best = 0;
            double bestDiff = Double.POSITIVE_INFINITY;
            for (int j = 0; j < ks.length; j++) {
                double[] p = e.getValue().get(ks[j]);
                double diff = Math.abs(p[0] - p[2]);
                if (diff < bestDiff) { bestDiff = diff; best = j; }
            }
            double num = 0, den = 0;
            for (int j = Math.max(0, best - 2); j <= Math.min(ks.length - 1, best + 2); j++) {
                double[] p = e.getValue().get(ks[j]);
                double w = 1.0 / (p[1] + p[3] + 1e-4);
                num += w * (ks[j] + p[0] - p[2]);
                den += w;
            }
            out.put(e.getKey(), num / den);
        }
        return new Forwards(out);
    }

    /** Parity forward of {@code expiry}, or NaN when the chain has no two-sided call/put pair there. */
    public double forward(LocalDate expiry) { return byExpiry.getOrDefault((int) expiry.toEpochDay(), Double.NaN); }

    public double forward(int expiryEpochDay) { return byExpiry.getOrDefault(expiryEpochDay, Double.NaN); }

    /**
     * The underlying price to use: the file's spot when it has one; otherwise the parity forward of the
     * nearest expiry (SPXW_2025-09-03 has no spot; the front forward is within cents of it for r ≈ 0).
     */
    public static double spotOrFrontForward(ChainSnapshot s, Forwards f) {
        if (s.spot() > 0) return s.spot();
        for (LocalDate e : s.expirations()) {
            if (e.isBefore(s.valuationDate())) continue;
            double fw = f.forward(e);
            if (fw > 0) return fw;
        }
        return Double.NaN;
    }
}
