package dev.oqa.local.options;

import dev.oqa.local.data.ChainSnapshot;
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
}
