package dev.oqa.query;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.Period;
import dev.oqa.model.UsageException;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A request carries typed values from the query to the engine ({@link Param}); the wire parameters and the cache key
 * are derived from them, and text is read into a parameter's type once, where it comes in.
 */
class TypedRequestTest {

    /** The keys users' cached answers are stored under: the same strings as before requests were typed (byte for byte). */
    @Test void everyEndpointKeepsItsCacheKey() {
        List<Query<?>> queries = List.of(new PingQuery(null), new ExpectedMoveQuery(null, null), new IvQuery(null, " qqq "),
                new OpenInterestQuery(null, "spy").basis("volume").expiration("2023-10-20", "2023-09-15", "2023-10-20"),
                new UoaQuery(null, "bad ticker!").include0dte("yes").limit(5), new ChainQuery(null, "SPX").expiry("2023-09-15").range(0.05),
                new GexQuery(null, "spy").rangePct(12.5), new RiskQuery(null, "nvda").benchmark("qqq").period("2y").window(400),
                new AssetCorrelationQuery(null).tickers("aapl", "MSFT", "aapl"), new MarketMemoryQuery(null, null).similarity("DOT").kernelSize(20),
                new PortfolioQuery(null, List.of("SPY", "tlt", "GLD")).objective("max_fun").period("1M"),
                new SeasonalityQuery(null, "SPY").grouping("weekday").period("ytd"), new SectorInsightsQuery(null).period("6w"));
        assertEquals(List.of("/ping", "/options/expected-move?range_pct=1&ticker=SPY", "/options/iv?range_pct=0.15&ticker=QQQ",
                "/options/open-interest?basis=volume&expiration=2023-09-15&expiration=2023-10-20&range_pct=0.25&ticker=SPY",
                "/options/uoa?include_0dte=true&limit=10&ticker=SPY", "/options/chain?expiry=2023-09-15&range_pct=0.05&ticker=SPX",
                "/greeks/gex?basis=open_interest&range_pct=0.125&ticker=SPY", "/quant/risk?benchmark=QQQ&period=2y&ticker=NVDA&window=365",
                "/quant/asset-correlation?period=3y&tickers=AAPL&tickers=MSFT&window=90",
                "/quant/market-memory?kernel_size=20&min_separation=0&similarity=dot&ticker=SPY&top_n=5",
                "/quant/portfolio-optimizer?objective=equal_weight&period=1M&tickers=SPY&tickers=TLT&tickers=GLD",
                "/quant/seasonality?grouping=weekday&period=ytd&ticker=SPY", "/quant/sector-insights?period=6w"),
                queries.stream().map(q -> q.request().canonical()).toList());
    }

    @Test void theEngineReadsTypedValuesNotText() {
        ApiRequest oi = new OpenInterestQuery(null, " spy ").basis("volume").expiration("2023-10-20", "2023-09-15", "2023-10-20").request();
        assertEquals(Optional.of("SPY"), oi.ticker(), "normalised once, in the request");
        assertEquals(Optional.of(Basis.VOLUME), oi.get(Param.BASIS));
        assertEquals(Optional.of(List.of(LocalDate.of(2023, 9, 15), LocalDate.of(2023, 10, 20))), oi.get(Param.EXPIRATION), "sorted, once each");
        assertEquals(Optional.of(0.25), oi.get(Param.RANGE_PCT), "the endpoint's documented default, sent explicitly");
        ApiRequest risk = new RiskQuery(null, null).period("2y").window(400).request();
        assertEquals(Optional.of(365), risk.get(Param.WINDOW));
        assertEquals(Optional.of(Period.parse("2y")), risk.get(Param.PERIOD));
        assertEquals(Optional.of("NVDA"), risk.ticker(), "the endpoint's default ticker");
        assertEquals(Optional.empty(), new SectorInsightsQuery(null).request().ticker(), "an endpoint without a ticker has none");
    }

    @Test void textWrittenByHandIsReadOnceIntoTheSameRequest() {
        ApiRequest typed = new GexQuery(null, "spy").basis(Basis.VOLUME).range(0.2).expiration("2023-10-20").request();
        ApiRequest text = ApiRequest.to(Endpoint.GEX).param("ticker", "spy").param("basis", "Volume").param("range_pct", "0.20")
                .params("expiration", List.of("2023-10-20")).build();
        assertEquals(typed, text);
        assertEquals(typed.canonical(), text.canonical());
        ApiRequest fellBack = ApiRequest.to(Endpoint.GEX).param("ticker", "not a symbol").build();
        assertEquals(Optional.of("SPY"), fellBack.ticker());
        assertEquals(List.of("ticker 'not a symbol' is not a valid symbol (at most 10 of A-Z 0-9 . _ -); used the default SPY"), fellBack.notes());
        assertEquals(Optional.empty(), ApiRequest.to(Endpoint.GEX).param("basis", " ").param("expiration", "all").build().get(Param.BASIS),
                "a blank value is left out, so the default applies");
    }

    @Test void textOfTheWrongKindIsRefusedWhereItIsRead() {
        assertEquals("range_pct 'wide' is not a number; use a fraction between 0.01 and 2.0, e.g. 0.15",
                assertThrows(UsageException.class, () -> ApiRequest.to(Endpoint.GEX).param("range_pct", "wide")).getMessage());
        assertEquals("limit 'ten' is not a whole number; use 10 to 100",
                assertThrows(UsageException.class, () -> ApiRequest.to(Endpoint.UOA).param("limit", "ten")).getMessage());
        assertEquals("expiration 'soon' is not a date; use YYYY-MM-DD, e.g. 2023-09-15",
                assertThrows(UsageException.class, () -> ApiRequest.to(Endpoint.GEX).param("expiration", "soon")).getMessage());
        String unknown = assertThrows(IllegalArgumentException.class, () -> ApiRequest.to(Endpoint.GEX).param("strike", "100")).getMessage();
        assertTrue(unknown.startsWith("no parameter 'strike' in api-v0; documented: [basis, benchmark, expiration, expiry, "), unknown);
    }
}
