package dev.oqa.bench;

import dev.oqa.Oqa;
import dev.oqa.internal.display.ChainView;
import dev.oqa.internal.display.ExpectedMoveView;
import dev.oqa.internal.display.IvView;
import dev.oqa.internal.display.OpenInterestView;
import dev.oqa.internal.display.UoaView;
import dev.oqa.model.Answer;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.model.data.UoaData;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.*;

/**
 * Answer → panel → HTML (without plotly.js) for the option views, from the real bundled SPY 2025-09-25 answers
 * (computed once in setup, so only the view layer is timed). The whole chain (2,990 contracts, every expiry) is
 * the heaviest: its long table is built in full although the panel shows 25 rows.
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class OptionViewsBenchmark {
    Answer<ExpectedMoveData> em;
    Answer<IvData> iv;
    Answer<OpenInterestData> oi;
    Answer<UoaData> uoa;
    Answer<ChainData> chain;

    @Setup public void setUp() {
        Oqa o = Oqa.local();
        em = o.expectedMove("SPY").answer();
        iv = o.iv("SPY").answer();
        oi = o.openInterest("SPY").answer();
        uoa = o.uoa("SPY").answer();
        chain = o.chain("SPY").answer();
    }

    @Benchmark public String expectedMove() { return ExpectedMoveView.of(em).html(false); }
    @Benchmark public String iv() { return IvView.of(iv).html(false); }
    @Benchmark public String openInterest() { return OpenInterestView.of(oi).html(false); }
    @Benchmark public String uoa() { return UoaView.of(uoa).html(false); }
    @Benchmark public String chainAllExpiries() { return ChainView.of(chain).html(false); }
}
