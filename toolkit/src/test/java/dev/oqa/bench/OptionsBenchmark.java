package dev.oqa.bench;

import dev.oqa.math.OptionType;
import dev.oqa.local.data.ChainSnapshot;
import dev.oqa.local.data.DataSource;
import dev.oqa.local.data.SnapshotCatalog;
import dev.oqa.math.Black;
import dev.oqa.local.options.GexCalculator;
import dev.oqa.math.ImpliedVol;
import dev.oqa.local.options.OptionsBenchmarkSupport;
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
 * Targets: IV ≤ 1 µs per contract (single thread); GEX on the full SPX chain incl. the zero sweep ≤ 50 ms;
 * all five options analytics on an SPY chain ≤ 20 ms. Run with
 * {@code java -cp ... org.openjdk.jmh.Main OptionsBenchmark -f 1 -wi 3 -i 5}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
public class OptionsBenchmark {
    static final int N = 4096;
    double[] price = new double[N], fwd = new double[N], strike = new double[N], t = new double[N];
    boolean[] call = new boolean[N];
    ChainSnapshot spx, spy;

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
    }

    @Benchmark @OperationsPerInvocation(N) @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public double impliedVolPerContract() {
        double s = 0;
        for (int i = 0; i < N; i++) s += ImpliedVol.blackVol(price[i], fwd[i], strike[i], t[i], OptionType.of(call[i]));
        return s;
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
