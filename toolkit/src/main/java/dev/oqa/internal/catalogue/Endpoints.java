package dev.oqa.internal.catalogue;

import dev.oqa.internal.local.data.DataPing;
import dev.oqa.internal.local.options.ChainRequirements;
import dev.oqa.internal.local.options.OptionsEngine;
import dev.oqa.internal.local.quant.QuantEngine;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.*;
import dev.oqa.internal.shape.*;
import dev.oqa.query.*;
import dev.oqa.internal.catalogue.EndpointSpec.Takes;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * The catalogue: one {@link EndpointSpec} per endpoint, each in one builder expression. Adding an endpoint is
 * adding its constant to {@link Endpoint} (the compiler then names {@link #of} and every other switch that must
 * learn it) and one entry here; docs/ADDING-AN-ENDPOINT.md lists the files.
 */
public final class Endpoints {
    private Endpoints() {}

    // ---- options several commands share, each bound to the setter it drives: their query class's, else each query's ----

    /** {@code --range-pct PCT}: the strike range in percent, as the option's name says. */
    private static final Option<RangeQuery<?, ?>> RANGE_PCT = Option.number("range-pct", "PCT",
            "strike range around spot in percent of spot, 1 to 200 (10 = ±10%)", RangeQuery::rangePct);
    /** {@code --range FRACTION}: the old spelling, kept; the answer notes the new one (Shell). */
    private static final Option<RangeQuery<?, ?>> RANGE = Option.number("range", "FRACTION",
            "the old spelling of --range-pct, as a fraction of spot, 0.01 to 2 (0.1 = ±10%)", RangeQuery::range);
    private static final Option<BasisQuery<?, ?>> BASIS = Option.text("basis", "BASIS",
            "open_interest (default), volume or total_premium", BasisQuery::basis);
    private static final Option<BasisQuery<?, ?>> EXPIRATION = Option.repeated("expiration", "YYYY-MM-DD",
            "only these expirations (repeatable); default all", BasisQuery::expiration);

    private static <Q> Option<Q> period(BiConsumer<Q, String> set) {
        return Option.text("period", "PERIOD", "history: <n>d, <n>w, <n>M, <n>y, ytd or max", set);
    }

    private static <Q> Option<Q> window(BiConsumer<Q, Integer> set) {
        return Option.integer("window", "DAYS", "rolling window in days, clamped to 5..365", set);
    }

    private static final Option<Object> VIA_CHAIN = Option.steering("via-chain", null, "compute locally from one /options/chain answer (shared by em, iv, oi, uoa, gex)");
    private static final Option<Object> HISTORY = Option.steering("history", null, "one row per local snapshot of the ticker: spot, zero gamma, walls, net GEX, gamma regime, ATM IV 7d/30d/91d, 25-delta skew and risk reversal, front move, put/call OI");
    private static final Option<Object> HELD = Option.steering("held", null, "did the expected move hold: per local snapshot, the nearest weekly and monthly expiry's implied move against the move the held closes realized");
    private static final Option<Object> HORIZON = Option.steering("horizon", "DAYS", "with --held: every expiry from 1 to DAYS calendar days out instead of the nearest weekly and monthly");
    private static final Option<Object> RF = Option.steering("rf", "RATE", "risk-free rate of local answers: tbill (3-month T-bill, FRED TB3MS) or an annual fraction such as 0.02 (default 0)");

    private static String ticker(List<String> positionals) { return positionals.isEmpty() ? null : positionals.get(0); }

    public static final EndpointSpec<PingData, PingQuery> PING = EndpointSpec
            .of(Endpoint.PING, new PingReader(), (a, p) -> new PingQuery(a))
            .command("ping", Takes.NONE, "check that the key and the service address work; locally, that the data folder and the bundled set can be read")
            .local(new Local.OnSource<>(DataPing::answer))
            .build();

    public static final EndpointSpec<ExpectedMoveData, ExpectedMoveQuery> EXPECTED_MOVE = EndpointSpec
            .of(Endpoint.EXPECTED_MOVE, new ExpectedMoveReader(), (a, p) -> new ExpectedMoveQuery(a, ticker(p)))
            .command("expected-move", Takes.OPTIONAL_TICKER, "expected-move bands from ATM straddles, per expiry").aliases("em")
            .params(RANGE_PCT, RANGE, VIA_CHAIN, HISTORY, HELD, HORIZON)
            .local(new Local.OnChain<>(OptionsEngine::expectedMove, ChainRequirements.QUOTES))
            .build();

    public static final EndpointSpec<IvData, IvQuery> IV = EndpointSpec
            .of(Endpoint.IV, new IvReader(), (a, p) -> new IvQuery(a, ticker(p)))
            .command("iv", Takes.OPTIONAL_TICKER, "implied volatility smile and ATM term structure")
            .params(RANGE_PCT, RANGE, VIA_CHAIN, HISTORY)
            .local(new Local.OnChain<>(OptionsEngine::iv, ChainRequirements.QUOTES))
            .build();

    public static final EndpointSpec<OpenInterestData, OpenInterestQuery> OPEN_INTEREST = EndpointSpec
            .of(Endpoint.OPEN_INTEREST, new OpenInterestReader(), (a, p) -> new OpenInterestQuery(a, ticker(p)))
            .command("oi", Takes.OPTIONAL_TICKER, "open interest, volume or premium by strike and expiry").aliases("open-interest")
            .params(RANGE_PCT, RANGE, BASIS, EXPIRATION, VIA_CHAIN, HISTORY)
            .local(new Local.OnChain<>(OptionsEngine::openInterest, ChainRequirements.BASIS))
            .build();

    public static final EndpointSpec<UoaData, UoaQuery> UOA = EndpointSpec
            .of(Endpoint.UOA, new UoaReader(), (a, p) -> new UoaQuery(a, ticker(p)))
            .command("uoa", Takes.OPTIONAL_TICKER, "unusual options activity, ranked")
            .params(Option.flag("include-0dte", "include contracts expiring today", UoaQuery::include0dte),
                    Option.integer("limit", "N", "number of records, clamped to 10..100 (default " + UoaData.DEFAULT_LIMIT + ")", UoaQuery::limit), VIA_CHAIN)
            .local(new Local.OnChain<>(OptionsEngine::uoa, ChainRequirements.ACTIVITY))
            .build();

    public static final EndpointSpec<ChainData, ChainQuery> CHAIN = EndpointSpec
            .of(Endpoint.CHAIN, new ChainReader(), (a, p) -> new ChainQuery(a, ticker(p)))
            .command("chain", Takes.OPTIONAL_TICKER, "the option chain")
            .params(RANGE_PCT, RANGE, Option.text("expiry", "YYYY-MM-DD", "a single expiration", ChainQuery::expiry))
            .local(new Local.OnChain<>(OptionsEngine::chain, ChainRequirements.NOTHING))
            .build();

    public static final EndpointSpec<GexData, GexQuery> GEX = EndpointSpec
            .of(Endpoint.GEX, new GexReader(), (a, p) -> new GexQuery(a, ticker(p)))
            .command("gex", Takes.OPTIONAL_TICKER, "dealer gamma exposure by strike, zero-gamma level and walls")
            .params(BASIS, RANGE_PCT, RANGE, EXPIRATION, VIA_CHAIN, HISTORY)
            .local(new Local.OnChain<>(OptionsEngine::gex, ChainRequirements.GAMMA))
            .build();

    public static final EndpointSpec<RiskData, RiskQuery> RISK = EndpointSpec
            .of(Endpoint.RISK, new RiskReader(), (a, p) -> new RiskQuery(a, ticker(p)))
            .command("risk", Takes.OPTIONAL_TICKER, "risk and performance against a benchmark, rolling")
            .params(Option.text("benchmark", "TICKER", "benchmark for beta and alpha (default " + RiskData.DEFAULT_BENCHMARK + ")", RiskQuery::benchmark),
                    period(RiskQuery::period), window(RiskQuery::window), RF)
            .local(new Local.OnPrices<>(QuantEngine::risk))
            .build();

    public static final EndpointSpec<AssetCorrelationData, AssetCorrelationQuery> ASSET_CORRELATION = EndpointSpec
            .of(Endpoint.ASSET_CORRELATION, new AssetCorrelationReader(), (a, p) -> new AssetCorrelationQuery(a).tickers(p.toArray(String[]::new)))
            .command("corr", Takes.OPTIONAL_TICKERS, "cross-asset performance and correlation (of your tickers, in local mode)").aliases("asset-correlation")
            .params(period(AssetCorrelationQuery::period), window(AssetCorrelationQuery::window))
            .local(new Local.OnPrices<>(QuantEngine::assetCorrelation))
            .build();

    public static final EndpointSpec<MarketMemoryData, MarketMemoryQuery> MARKET_MEMORY = EndpointSpec
            .of(Endpoint.MARKET_MEMORY, new MarketMemoryReader(), (a, p) -> new MarketMemoryQuery(a, ticker(p)))
            .command("memory", Takes.OPTIONAL_TICKER, "past windows most like the latest one, and what followed").aliases("market-memory")
            .params(Option.text("similarity", "METRIC", "cosine (default), dot, spearman or euclidean", MarketMemoryQuery::similarity),
                    Option.integer("kernel-size", "DAYS", "pattern length in days (default " + MarketMemoryData.DEFAULT_KERNEL_SIZE + ")", MarketMemoryQuery::kernelSize),
                    Option.integer("top-n", "N", "number of matches (default " + MarketMemoryData.DEFAULT_TOP_N + ")", MarketMemoryQuery::topN),
                    Option.integer("min-separation", "DAYS", "minimum days between matches (default " + MarketMemoryData.DEFAULT_MIN_SEPARATION + ")", MarketMemoryQuery::minSeparation))
            .local(new Local.OnPrices<>(QuantEngine::marketMemory))
            .build();

    public static final EndpointSpec<PortfolioData, PortfolioQuery> PORTFOLIO_OPTIMIZER = EndpointSpec
            .of(Endpoint.PORTFOLIO_OPTIMIZER, new PortfolioReader(), PortfolioQuery::new)
            .command("optimize", Takes.TICKERS, "long-only portfolio: max Sharpe, min variance or equal weight").aliases("portfolio-optimizer")
            .params(Option.text("objective", "OBJ", "sharpe (default), min_var or equal_weight", PortfolioQuery::objective),
                    period(PortfolioQuery::period), RF)
            .local(new Local.OnPrices<>(QuantEngine::portfolio))
            .build();

    public static final EndpointSpec<SeasonalityData, SeasonalityQuery> SEASONALITY = EndpointSpec
            .of(Endpoint.SEASONALITY, new SeasonalityReader(), (a, p) -> new SeasonalityQuery(a, ticker(p)))
            .command("seasonality", Takes.OPTIONAL_TICKER, "returns by month, quarter, weekday, calendar or presidential year")
            .params(Option.text("grouping", "GROUP", "monthly (default), quarterly, weekday, calendar or presidential", SeasonalityQuery::grouping),
                    period(SeasonalityQuery::period))
            .local(new Local.OnPrices<>(QuantEngine::seasonality))
            .build();

    public static final EndpointSpec<SectorInsightsData, SectorInsightsQuery> SECTOR_INSIGHTS = EndpointSpec
            .of(Endpoint.SECTOR_INSIGHTS, new SectorInsightsReader(), (a, p) -> new SectorInsightsQuery(a))
            .command("sectors", Takes.NONE, "sector breadth (advance/decline) and returns").aliases("sector-insights")
            .params(period(SectorInsightsQuery::period))
            .local(new Local.OnPrices<>(QuantEngine::sectorInsights))
            .build();

    /** The spec of {@code e}: exhaustive, so a new {@link Endpoint} constant does not compile until it has one. */
    public static EndpointSpec<?, ?> of(Endpoint e) {
        return switch (e) {
            case PING -> PING;
            case EXPECTED_MOVE -> EXPECTED_MOVE;
            case IV -> IV;
            case OPEN_INTEREST -> OPEN_INTEREST;
            case UOA -> UOA;
            case CHAIN -> CHAIN;
            case GEX -> GEX;
            case RISK -> RISK;
            case ASSET_CORRELATION -> ASSET_CORRELATION;
            case MARKET_MEMORY -> MARKET_MEMORY;
            case PORTFOLIO_OPTIMIZER -> PORTFOLIO_OPTIMIZER;
            case SEASONALITY -> SEASONALITY;
            case SECTOR_INSIGHTS -> SECTOR_INSIGHTS;
        };
    }

    /** Every spec, in the order of {@link Endpoint} (the order commands are listed in). */
    public static List<EndpointSpec<?, ?>> all() {
        return Arrays.stream(Endpoint.values()).<EndpointSpec<?, ?>>map(Endpoints::of).toList();
    }
}
