package dev.oqa.internal.local.options;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.model.Basis;
import java.util.HashSet;
import java.util.Set;

/** Test-only door into the package-private views, for the JMH benchmark. */
public final class OptionsBenchmarkSupport {
    private OptionsBenchmarkSupport() {}

    /** The five options analytics with default parameters, recomputing the per-snapshot IVs (no memo). */
    public static Object[] fiveAnalytics(ChainSnapshot s) {
        ChainAnalytics a = ChainAnalytics.compute(s);
        Set<Integer> live = new HashSet<>();
        a.liveExpirations().forEach(e -> live.add((int) e.toEpochDay()));
        return new Object[] {
                ExpectedMoves.compute("SPY", a, 1.0), IvSurface.compute("SPY", a, 0.15),
                ActivitySummary.compute("SPY", a, Basis.OPEN_INTEREST, live, 0.25),
                UnusualActivity.compute("SPY", a, false, 50), ChainRows.compute("SPY", a, null, 0.15)};
    }

    /**
     * The IV inputs the engine solves for every contract with a two-sided quote: {mid, forward, strike, years,
     * 1 for a call / 0 for a put}, one row per contract.
     */
    public static double[][] ivInputs(ChainSnapshot s) {
        ChainAnalytics a = ChainAnalytics.compute(s);
        java.util.List<double[]> rows = new java.util.ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            double mid = s.mid(i);
            if (!(mid > 0)) continue;
            rows.add(new double[] {mid, a.forward(s.expiryEpochDay(i)), s.strike(i), a.yearsToExpiry(s.expiry(i)), s.isCall(i) ? 1 : 0});
        }
        return rows.toArray(double[][]::new);
    }

    /** The zero-sweep inputs of {@link GexCalculator} on open interest: every live contract with IV and OI. */
    public static final class Sweep {
        public final double[] levels, lnK, vol, coef;
        public final int m;

        public Sweep(ChainSnapshot s) {
            int n = s.size(), k = 0;
            lnK = new double[n]; vol = new double[n]; coef = new double[n];
            for (int i = 0; i < n; i++) {
                java.time.LocalDate e = s.expiry(i);
                if (e.isBefore(s.valuationDate()) || !(s.iv(i) > 0) || !(s.openInterest(i) > 0)) continue;
                double sd = s.iv(i) * Math.sqrt(GexCalculator.timeToExpiry(s.valuationDate(), e));
                lnK[k] = Math.log(s.strike(i)); vol[k] = sd;
                coef[k] = (s.isCall(i) ? 1 : -1) * s.openInterest(i) * dev.oqa.internal.math.Normal.INV_SQRT_2PI / sd;
                k++;
            }
            m = k;
            levels = GexCalculator.zeroGrid(s.spot());
        }

        public double[] totals(boolean parallel) { return GexCalculator.profile(levels, lnK, vol, coef, m, true, parallel); }
    }
}
