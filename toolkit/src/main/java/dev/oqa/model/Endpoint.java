package dev.oqa.model;

import java.util.Arrays;
import java.util.Optional;

/**
 * The twelve v0 endpoints, with the default ticker each one documents (the service document's parameter rules).
 * A {@code null} default means the endpoint takes no {@code ticker}.
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

    /** The record that the {@code data} object of this endpoint reads into. */
    public Class<?> dataType() {
        return switch (this) {
            case PING -> dev.oqa.model.data.PingData.class;
            case EXPECTED_MOVE -> dev.oqa.model.data.ExpectedMoveData.class;
            case IV -> dev.oqa.model.data.IvData.class;
            case OPEN_INTEREST -> dev.oqa.model.data.OpenInterestData.class;
            case UOA -> dev.oqa.model.data.UoaData.class;
            case CHAIN -> dev.oqa.model.data.ChainData.class;
            case GEX -> dev.oqa.model.data.GexData.class;
            case RISK -> dev.oqa.model.data.RiskData.class;
            case ASSET_CORRELATION -> dev.oqa.model.data.AssetCorrelationData.class;
            case MARKET_MEMORY -> dev.oqa.model.data.MarketMemoryData.class;
            case PORTFOLIO_OPTIMIZER -> dev.oqa.model.data.PortfolioData.class;
            case SEASONALITY -> dev.oqa.model.data.SeasonalityData.class;
            case SECTOR_INSIGHTS -> dev.oqa.model.data.SectorInsightsData.class;
        };
    }

    public static Optional<Endpoint> byPath(String path) {
        return Arrays.stream(values()).filter(e -> e.path.equals(path)).findFirst();
    }
}
