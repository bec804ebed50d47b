package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.data.MarketMemoryData;
import java.util.List;

/**
 * {@code GET /quant/market-memory}: ticker (SPY), similarity (cosine; docs/INTERPRETATION.md accepts cosine, dot,
 * spearman, euclidean), kernel_size (30), top_n (5), min_separation (0). Bounds are not documented
 * (docs/INTERPRETATION.md, parameter bounds): positive integers, min_separation at least 0, sent as given.
 */
public final class MarketMemoryQuery extends Query<MarketMemoryData> {
    public static final List<String> SIMILARITIES = List.of("cosine", "dot", "spearman", "euclidean");
    private String similarity;
    private Integer kernelSize, topN, minSeparation;

    public MarketMemoryQuery(Answerer a, String ticker) { super(a, Endpoint.MARKET_MEMORY, MarketMemoryData.class, ticker); }

    public MarketMemoryQuery similarity(String s) { this.similarity = Check.oneOf("similarity", s, SIMILARITIES); return this; }

    public MarketMemoryQuery kernelSize(int days) { this.kernelSize = Check.atLeast("kernel_size", days, 1, "the pattern length in trading days", ""); return this; }

    public MarketMemoryQuery topN(int n) { this.topN = Check.atLeast("top_n", n, 1, "the number of matches", ""); return this; }

    public MarketMemoryQuery minSeparation(int days) { this.minSeparation = Check.atLeast("min_separation", days, 0, "the minimum number of days between matches", ""); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        b.set(Param.SIMILARITY, similarity == null ? "cosine" : similarity);
        b.set(Param.KERNEL_SIZE, kernelSize == null ? MarketMemoryData.DEFAULT_KERNEL_SIZE : kernelSize);
        b.set(Param.TOP_N, topN == null ? MarketMemoryData.DEFAULT_TOP_N : topN);
        b.set(Param.MIN_SEPARATION, minSeparation == null ? MarketMemoryData.DEFAULT_MIN_SEPARATION : minSeparation);
    }
}
