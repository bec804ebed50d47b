package dev.oqa.bench;

import dev.oqa.internal.math.OptionType;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.math.Black;
import dev.oqa.internal.local.options.GexCalculator;
import dev.oqa.internal.math.ImpliedVol;
import dev.oqa.internal.local.options.OptionsBenchmarkSupport;
import dev.oqa.model.Basis;
import java.time.LocalDate;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Targets: IV ≤ 200 ns per option on the real SPX chain (one thread); the GEX zero-gamma sweep of SPX
 * 2024-01-05 (14,980 contracts × 60 spots) and the full GEX of that chain ≤ 0.5× a vectorised numpy doing
 * the same (see {@code scripts/bench --peers}); all five options analytics on an SPY chain ≤ 20 ms.
 * Benchmarks named {@code …OneThread} run on the calling thread only; the others use the common fork-join
 * pool (every core) where the chain is large enough, with the same result. Run with {@code scripts/bench OptionsBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
public class OptionsBenchmark {
    static final int N = 4096;
    /** Contracts of SPX 2023-09-14 with a two-sided quote (checked in setup). */
    static final int SPX_IV_OPTIONS = 19_691;
    double[] price = new double[N], fwd = new double[N], strike = new double[N], t = new double[N];
    boolean[] call = new boolean[N];
    ChainSnapshot spx, spy, spx2024;
    double[][] spxIv;
    OptionsBenchmarkSupport.Sweep sweep;
    double[] spx2024Ivs;

    @Setup(Level.Trial)
    public void setup() {
        // synthetic IV inputs (labelled synthetic): moneyness ±40%, 1 day..2 years, vol 5%..100%
        SplittableRandom r = new SplittableRandom(42);
        for (int i = 0; i < N; i++) {
            fwd[i] = 100;
            strike[i] = 100 * Math.exp(r.nextDouble(-0.4, 0.4));
            t[i] = r.nextDouble(1 / 365.0, 2);
            call[i] = strike[i] >= 100; // out of the money, as the views price them
            price[i] = Black.price(OptionType.of(call[i]), fwd[i], strike[i], r.nextDouble(0.05, 1.0), t[i]);
        }
        SnapshotCatalog c = SnapshotCatalog.of(DataSource.bundled());
        spx = c.load("SPX", LocalDate.of(2023, 9, 14));   // 19,920 contracts, real data
        spy = c.load("SPY", LocalDate.of(2023, 9, 14));   // 7,292 contracts
        spx2024 = c.load("SPX", LocalDate.of(2024, 1, 5)); // 21,038 rows, 14,980 live contracts with IV and OI
        spxIv = OptionsBenchmarkSupport.ivInputs(spx);
        if (spxIv.length != SPX_IV_OPTIONS) throw new IllegalStateException(spxIv.length + " options, expected " + SPX_IV_OPTIONS);
        sweep = new OptionsBenchmarkSupport.Sweep(spx2024);
        spx2024Ivs = new double[spx2024.size()];
        for (int i = 0; i < spx2024Ivs.length; i++) spx2024Ivs[i] = spx2024.iv(i);
    }

    @Benchmark @OperationsPerInvocation(N) @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public double impliedVolPerContract() {
        double s = 0;
        for (int i = 0; i < N; i++) s += ImpliedVol.blackVol(price[i], fwd[i], strike[i], t[i], OptionType.of(call[i]));
        return s;
    }

    /** Implied volatility of every two-sided quote of the real SPX 2023-09-14 chain (mid at the parity forward), per option. */
    @Benchmark @OperationsPerInvocation(SPX_IV_OPTIONS) @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public double impliedVolPerOptionSpxChain() {
        double s = 0;
        for (double[] r : spxIv) s += ImpliedVol.blackVol(r[0], r[1], r[2], r[3], r[4] == 1 ? OptionType.CALL : OptionType.PUT);
        return s;
    }

    /** The zero-gamma sweep alone: 14,980 contracts × 60 spots → 60 totals, on one thread. */
    @Benchmark @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public double[] gexZeroSweepSpx2024OneThread() { return sweep.totals(false); }

    /** The same sweep over the common fork-join pool (every core), identical totals. */
    @Benchmark @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public double[] gexZeroSweepSpx2024() { return sweep.totals(true); }

    /** Full GEX of SPX 2024-01-05 on open interest (series, walls, zero level), the sweep on every core. */
    @Benchmark @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Object gexFullSpx2024() {
        return GexCalculator.compute("SPX", spx2024, spx2024.spot(), Basis.OPEN_INTEREST, List.of(), 1.0, spx2024Ivs);
    }

    @Benchmark @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Object gexFullSpxChainWithZeroSweep() {
        double[] ivs = new double[spx.size()];
        for (int i = 0; i < ivs.length; i++) ivs[i] = spx.iv(i);
        return GexCalculator.compute("SPX", spx, spx.spot(), Basis.OPEN_INTEREST, List.of(), 1.0, ivs);
    }

    /** Expected move, IV, open interest, UOA and chain on SPY from a fresh parse-free snapshot (IVs recomputed). */
    @Benchmark @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Object fiveAnalyticsOnSpy() {
        return OptionsBenchmarkSupport.fiveAnalytics(spy);
    }
}
