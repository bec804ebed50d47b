package dev.oqa.bench;

import dev.oqa.Oqa;
import dev.oqa.internal.display.AssetCorrelationView;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.display.RiskView;
import dev.oqa.internal.display.SeasonalityView;
import dev.oqa.model.Answer;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.model.data.RiskData;
import dev.oqa.model.data.SeasonalityData;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Cost of the largest quant outputs on REAL local answers (bundled data): building the view (charts + tables) and
 * writing its HTML without the library. Risk: 4 × ~1,200 dated points; asset correlation: 9 × 756 points plus the
 * heatmap; seasonality: the 12 × 31 calendar heatmap plus ten yearly paths.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class QuantViewsBenchmark {
    private Answer<RiskData> risk;
    private Answer<AssetCorrelationData> correlation;
    private Answer<SeasonalityData> calendar;
    private Panel riskPanel;

    @Setup
    public void setUp() {
        Oqa oqa = Oqa.local();
        risk = oqa.risk("NVDA").answer();
        correlation = oqa.assetCorrelation().answer();
        calendar = oqa.seasonality("SPY").grouping("calendar").answer();
        riskPanel = RiskView.of(risk);
    }

    @Benchmark public Panel riskView() { return RiskView.of(risk); }
    @Benchmark public String riskHtml() { return riskPanel.html(false); }
    @Benchmark public String assetCorrelationViewAndHtml() { return AssetCorrelationView.of(correlation).html(false); }
    @Benchmark public String seasonalityCalendarViewAndHtml() { return SeasonalityView.of(calendar, null).html(false); }
}
