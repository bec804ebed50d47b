package dev.oqa.model;

import java.util.Optional;

/**
 * The v0 endpoints as the wire knows them: path, family and the default ticker each one documents (the service
 * document's parameter rules; {@code null} when the endpoint takes no {@code ticker}). The client and the cache key
 * on this enum; everything else about an endpoint (its record, reader, query, command, local analytic and view) is
 * its {@code dev.oqa.internal.catalogue.EndpointSpec}. Switches over it are exhaustive, so a new constant makes the compiler
 * name every place that must learn about it.
 */
public enum Endpoint {
    PING("/ping", Family.PING, null),
    EXPECTED_MOVE("/options/expected-move", Family.OPTIONS, "SPY"),
    IV("/options/iv", Family.OPTIONS, "SPY"),
    OPEN_INTEREST("/options/open-interest", Family.OPTIONS, "SPY"),
    UOA("/options/uoa", Family.OPTIONS, "SPY"),
    CHAIN("/options/chain", Family.OPTIONS, "SPY"),
    GEX("/greeks/gex", Family.GREEKS, "SPY"),
    RISK("/quant/risk", Family.QUANT, "NVDA"),
    ASSET_CORRELATION("/quant/asset-correlation", Family.QUANT, null),
    MARKET_MEMORY("/quant/market-memory", Family.QUANT, "SPY"),
    PORTFOLIO_OPTIMIZER("/quant/portfolio-optimizer", Family.QUANT, null),
    SEASONALITY("/quant/seasonality", Family.QUANT, "SPY"),
    SECTOR_INSIGHTS("/quant/sector-insights", Family.QUANT, null);

    private final String path;
    private final Family family;
    private final String defaultTicker;

    Endpoint(String path, Family family, String defaultTicker) {
        this.path = path;
        this.family = family;
        this.defaultTicker = defaultTicker;
    }

    /** Path relative to {@code {base_url}/api/v0}, starting with a slash. */
    public String path() { return path; }

    public Family family() { return family; }

    public Optional<String> defaultTicker() { return Optional.ofNullable(defaultTicker); }
}
