package dev.oqa.bench;

import dev.oqa.Oqa;
import dev.oqa.ViaChain;
import dev.oqa.model.Mode;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.options.ChainRowsReader;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.data.ChainData;
import java.nio.file.Files;
import java.time.LocalDate;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * {@code --via-chain} cost on the largest bundled chain (SPX 2023-09-14, ~19,900 rows as an /options/chain answer):
 * reading the rows into a snapshot, and reading plus computing GEX (with the zero sweep) from them. The chain answer
 * itself is built once (it is what the cache would hold). Run with
 * {@code java -cp ... org.openjdk.jmh.Main ViaChainBenchmark -f 1 -wi 3 -i 5}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ViaChainBenchmark {
    Answer<ChainData> chain;
    ApiRequest gex;

    @Setup(Level.Trial)
    @SuppressWarnings("unchecked")
    public void setup() throws Exception {
        Oqa oqa = Oqa.builder().mode(Mode.LOCAL).asOf(LocalDate.parse("2023-09-14"))
                .home(Files.createTempDirectory("oqa-bench")).env(Map.of()).build();
        gex = oqa.gex("SPX").request();
        chain = (Answer<ChainData>) oqa.answer(ViaChain.chainRequest(gex));
    }

    @Benchmark public Object readRows() { return ChainRowsReader.read(chain.data(), chain.provenance()); }

    @Benchmark public Object readAndComputeGex() { return ViaChain.from(chain, gex); }
}
