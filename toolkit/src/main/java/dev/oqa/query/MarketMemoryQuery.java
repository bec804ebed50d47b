package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.MarketMemoryData;
import java.util.List;

/**
 * {@code GET /quant/market-memory}: ticker (SPY), similarity (cosine; docs/INTERPRETATION.md accepts cosine, dot,
 * spearman, euclidean), kernel_size (30), top_n (5), min_separation (0). Bounds are not documented
 * (docs/INTERPRETATION.md, parameter bounds): positive integers, min_separation at least 0, sent as given.
 */
public final class MarketMemoryQuery extends Query<MarketMemoryData> {
    public static final List<String> SIMILARITIES = List.of("cosine", "dot", "spearman", "euclidean");
    private final String ticker;
    private String similarity;
    private Integer kernelSize, topN, minSeparation;

    public MarketMemoryQuery(Answerer a, String ticker) { super(a, Endpoint.MARKET_MEMORY, MarketMemoryData.class); this.ticker = ticker; }

    public MarketMemoryQuery similarity(String s) { this.similarity = Check.oneOf("similarity", s, SIMILARITIES); return this; }

    public MarketMemoryQuery kernelSize(int days) { this.kernelSize = Check.atLeast("kernel_size", days, 1, "the pattern length in trading days", ""); return this; }

    public MarketMemoryQuery topN(int n) { this.topN = Check.atLeast("top_n", n, 1, "the number of matches", ""); return this; }

    public MarketMemoryQuery minSeparation(int days) { this.minSeparation = Check.atLeast("min_separation", days, 0, "the minimum number of days between matches", ""); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        ticker(b, "ticker", ticker, defaultTicker());
        b.param("similarity", similarity == null ? "cosine" : similarity);
        b.param("kernel_size", kernelSize == null ? MarketMemoryData.DEFAULT_KERNEL_SIZE : kernelSize);
        b.param("top_n", topN == null ? MarketMemoryData.DEFAULT_TOP_N : topN);
        b.param("min_separation", minSeparation == null ? MarketMemoryData.DEFAULT_MIN_SEPARATION : minSeparation);
    }
}
