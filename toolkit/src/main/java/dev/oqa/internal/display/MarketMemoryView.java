package dev.oqa.internal.display;

import dev.oqa.internal.charts.MarketMemoryChart;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.Answer;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.MarketMemoryData;
import dev.oqa.internal.tables.MarketMemoryTable;
import java.util.List;

/** {@code /quant/market-memory} for a notebook: the kernel/matches overlay and the table of matches. */
public final class MarketMemoryView {
    private MarketMemoryView() {}

    /** The panel, naming the ticker asked about when given (the answer's data does not carry it). */
    public static Panel of(Answer<MarketMemoryData> a, String ticker) {
        MarketMemoryData d = a.data();
        List<DateValue> kernel = QuantJson.series(d.kernelPrices());
        String t = ticker == null || ticker.isBlank() ? "" : " · " + ticker.strip();
        Panel p = Panel.titled("Market memory" + t + (kernel.isEmpty() ? "" : " · last " + kernel.size() + " days to " + kernel.get(kernel.size() - 1).date()))
                .headline(Headlines.marketMemory(d)).provenance(a.provenance());
        p = ViewParts.figure(p, "market-memory", () -> MarketMemoryChart.of(d, ticker));
        return ViewParts.table(p, "Matches, best first · returns of adjusted closes in %", "matches", () -> MarketMemoryTable.matches(d))
                .note("score: higher = closer for cosine, dot and spearman; for euclidean it is a distance (lower = closer).");
    }
}
