package dev.oqa.bench;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.quant.PortfolioAnalytics;
import dev.oqa.internal.local.quant.QuantConventions;
import dev.oqa.model.data.PortfolioData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The full optimizer answer (estimates, exact QP, risk contributions, both curves) on 20 bundled tickers over
 * 2006-08-03..2026-08-03 (20 years of real prices; tickers listed later enter pairwise as PyPortfolioOpt does).
 * Target ≤ 20 ms.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class QuantOptimizerBenchmark {
    private static final List<String> TICKERS = List.of("AAPL", "AMZN", "DIA", "EEM", "EFA", "GLD", "HYG", "IWM", "LQD", "MSFT",
            "NVDA", "QQQ", "SPY", "TLT", "XLB", "XLE", "XLF", "XLK", "XLU", "XLV");

    @Param({"sharpe", "min_var"}) public String objective;
    private final List<PriceSeries> series = new ArrayList<>();
    private final QuantConventions conv = QuantConventions.defaults();

    @Setup public void load() {
        for (String t : TICKERS) series.add(PriceLoader.load(DataSource.bundled(), t).between(LocalDate.of(2006, 8, 3), null));
    }

    @Benchmark public PortfolioData optimize() {
        return PortfolioAnalytics.compute(series, objective, "20y", conv, new ArrayList<>());
    }
}
