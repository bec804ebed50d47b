package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.MarketMemoryData;
import java.util.List;
import java.util.Locale;

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

    public MarketMemoryQuery similarity(String s) { this.similarity = s; return this; }

    public MarketMemoryQuery kernelSize(int days) { this.kernelSize = days; return this; }

    public MarketMemoryQuery topN(int n) { this.topN = n; return this; }

    public MarketMemoryQuery minSeparation(int days) { this.minSeparation = days; return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        ticker(b, "ticker", ticker, defaultTicker());
        String s = similarity == null ? "cosine" : similarity.trim().toLowerCase(Locale.ROOT);
        if (!SIMILARITIES.contains(s))
            throw new UsageException("similarity '" + similarity + "' is not accepted; use one of " + String.join(", ", SIMILARITIES));
        b.param("similarity", s);
        b.param("kernel_size", positive(kernelSize, MarketMemoryData.DEFAULT_KERNEL_SIZE, "kernel_size"));
        b.param("top_n", positive(topN, MarketMemoryData.DEFAULT_TOP_N, "top_n"));
        int sep = minSeparation == null ? MarketMemoryData.DEFAULT_MIN_SEPARATION : minSeparation;
        if (sep < 0) throw new UsageException("min_separation must be 0 or more days, got " + sep);
        b.param("min_separation", sep);
    }

    private static int positive(Integer v, int def, String name) {
        int x = v == null ? def : v;
        if (x < 1) throw new UsageException(name + " must be a positive whole number, got " + x);
        return x;
    }
}
