package dev.oqa.bench;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.quant.QuantConventions;
import dev.oqa.internal.local.quant.RiskAnalytics;
import dev.oqa.model.data.RiskData;
import java.time.LocalDate;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Risk summary and all four rolling series, NVDA against SPY, 2006-08-03..2026-08-03 (20 years, real). Target ≤ 10 ms. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class QuantRiskBenchmark {
    @Param({"60", "252"}) public int window;
    private PriceSeries nvda, spy;
    private final QuantConventions conv = QuantConventions.defaults();

    @Setup public void load() {
        nvda = PriceLoader.load(DataSource.bundled(), "NVDA").between(LocalDate.of(2006, 8, 3), null);
        spy = PriceLoader.load(DataSource.bundled(), "SPY").between(LocalDate.of(2006, 8, 3), null);
    }

    @Benchmark public RiskData risk() { return RiskAnalytics.compute(nvda, spy, window, conv); }
}
