package dev.oqa.bench;

import dev.oqa.internal.charts.GexChart;
import dev.oqa.internal.charts.GexFixtures;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.format.HtmlTable;
import dev.oqa.model.data.GexData;
import dev.oqa.internal.tables.GexTable;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tech.tablesaw.api.Table;

/** Cost of one GEX panel output (SYNTHETIC 37-strike data): chart build, table, HTML with and without plotly.js. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PanelHtmlBenchmark {
    private GexData data;
    private Panel panel;
    private Table table;

    @Setup
    public void setUp() {
        data = GexFixtures.synthetic("SPY", 441.2);
        table = GexTable.of(data);
        panel = Panel.titled("GEX · SPY").figure(GexChart.of(data)).table(table);
    }

    @Benchmark public Object gexChart() { return GexChart.of(data); }
    @Benchmark public Object gexTable() { return GexTable.of(data); }
    @Benchmark public String htmlTable25() { return HtmlTable.of(table, 25); }
    @Benchmark public String panelHtmlWithoutLibrary() { return panel.html(false); }
    @Benchmark public String panelHtmlWithLibrary() { return panel.html(true); }
}
