package dev.oqa.internal.local.data;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.WeakHashMap;

/**
 * Parsed price series of one {@link DataSource}, cached in memory. The cache is bounded (least recently used
 * series are dropped beyond {@code capacity}) because a user folder may hold thousands of tickers; a series of
 * 20 years is about 80 KB. Thread-safe.
 */
public final class PriceStore {
    public static final int DEFAULT_CAPACITY = 64;

    private final DataSource source;
    private final Map<String, Cached> cache;

    private static final Map<DataSource, PriceStore> SHARED = new WeakHashMap<>();

    public PriceStore(DataSource source) { this(source, DEFAULT_CAPACITY); }

    /**
     * The store of {@code source} shared by every engine built on that same instance (the bundled source is a
     * singleton), so a notebook that builds engines per call does not re-parse 20-year files. Entries go with
     * their source (weak keys); a user folder opened again is a new source and is read afresh.
     */
    public static PriceStore shared(DataSource source) {
        Objects.requireNonNull(source, "source");
        synchronized (SHARED) { return SHARED.computeIfAbsent(source, PriceStore::new); }
    }

    public PriceStore(DataSource source, int capacity) {
        this.source = Objects.requireNonNull(source, "source");
        if (capacity < 1) throw new IllegalArgumentException("capacity must be at least 1, got " + capacity);
        this.cache = new LinkedHashMap<>(16, 0.75f, true) {
            @Override protected boolean removeEldestEntry(Map.Entry<String, Cached> e) { return size() > capacity; }
        };
    }

    public DataSource source() { return source; }

    /** The full series of {@code ticker}; a {@link dev.oqa.model.LocalDataException} when there is no usable file. */
    public PriceSeries get(String ticker) {
        // A file in a user folder may be imported or edited while a kernel runs: its version (size and time) is
        // checked on each use, one stat, so a replaced ticker is read afresh.
        long version = source.version(PriceLoader.path(ticker));
        synchronized (cache) {
            Cached e = cache.get(ticker);
            if (e != null && e.version == version) return e.series;
        }
        PriceSeries loaded = PriceLoader.load(source, ticker);
        synchronized (cache) {
            cache.put(ticker, new Cached(loaded, version));
            return loaded;
        }
    }

    private record Cached(PriceSeries series, long version) {}

    /** Whether {@code ticker} has a price file (without parsing it). */
    public boolean has(String ticker) {
        return source.exists(PriceLoader.path(ticker));
    }

    public List<String> available() { return PriceLoader.available(source); }
}
