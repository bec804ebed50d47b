package dev.oqa.bench;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.quant.MarketMemory;
import dev.oqa.model.data.MarketMemoryData;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Market memory on the bundled SPY, 2005-07-01..2026-08-03 (about 5,300 real daily prices, 21 years). Target: spearman ≤ 20 ms. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class QuantMarketMemoryBenchmark {
    @Param({"spearman", "cosine"}) public String similarity;
    private PriceSeries spy;

    @Setup public void load() { spy = PriceLoader.load(DataSource.bundled(), "SPY").between(java.time.LocalDate.of(2005, 7, 1), null); }

    @Benchmark public MarketMemoryData marketMemory() {
        return MarketMemory.compute(spy, similarity, 30, 5, 0, new ArrayList<>());
    }
}
