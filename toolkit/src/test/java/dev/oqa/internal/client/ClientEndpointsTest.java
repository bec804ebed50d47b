package dev.oqa.internal.client;

import dev.oqa.model.AuthScheme;

import dev.oqa.model.Mode;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.model.CachePolicy;
import dev.oqa.model.QuotaLimits;
import dev.oqa.model.Answer;
import dev.oqa.model.Basis;
import dev.oqa.model.Family;
import dev.oqa.model.Source;
import dev.oqa.model.data.*;
import dev.oqa.testserver.Fixtures;
import dev.oqa.testserver.TestServer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every endpoint: the request on the wire (path, parameters, headers) and the mapping of its response. */
class ClientEndpointsTest {
    static TestServer server;
    @TempDir Path home;
    Oqa oqa;

    @BeforeAll static void up() throws Exception { server = Fixtures.server(); }
    @AfterAll static void down() { server.close(); }

    static QuotaLimits generous() {
        QuotaLimits l = QuotaLimits.documented().perDay(1000).perMonth(1000);
        for (Family f : Family.values()) l = l.perMinute(f, 1000);
        return l;
    }

    static Oqa remote(TestServer s, Path home, AuthScheme scheme) {
        return Oqa.builder().mode(Mode.REMOTE).baseUrl(s.baseUrl()).apiKey(Fixtures.KEY).authScheme(scheme)
                .cachePolicy(CachePolicy.NETWORK_ONLY).home(home).env(Map.of()).quotaLimits(generous()).build();
    }

    @BeforeEach void setUp() {
        server.reset();
        oqa = remote(server, home, AuthScheme.API_KEY);
    }

    private TestServer.Recorded only() {
        assertEquals(1, server.requestCount(), "exactly one request sent");
        TestServer.Recorded r = server.last();
        assertEquals("GET", r.method());
        assertEquals("ApiKey " + Fixtures.KEY, r.header("Authorization"), "the preferred header form by default");
        assertEquals("application/json", r.header("Accept"));
        return r;
    }

    @Test void ping() {
        Answer<PingData> a = oqa.ping().answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/ping", r.path());
        assertNull(r.rawQuery());
        assertEquals("ok", a.data().status());
        assertEquals(Source.REMOTE, a.provenance().source());
        assertEquals(999, a.provenance().quotaLeftToday().getAsInt());
    }

    @Test void gexWithRepeatedExpirationAndBasis() {
        Answer<GexData> a = oqa.gex(" spy ").basis(Basis.VOLUME).range(0.3).expiration("2023-09-22", "2023-09-15").answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/greeks/gex", r.path());
        assertEquals(List.of("SPY"), r.param("ticker"));
        assertEquals(List.of("volume"), r.param("basis"));
        assertEquals(List.of("0.3"), r.param("range_pct"));
        assertEquals(List.of("2023-09-15", "2023-09-22"), r.param("expiration"), "repeated parameter, one value each");
        GexData d = a.data();
        assertEquals(450.5, d.spot());
        assertEquals(447.5, d.zeroLevel());
        assertEquals(List.of("2023-09-15"), d.selectedExpirations());
        assertEquals(2.0e9, d.series(GexData.GAMMA).get(1).value());
        assertEquals(1, d.series("net_dealer").size(), "series members are read generically (docs/INTERPRETATION.md, GEX series)");
        assertEquals(460.0, d.highlightStrikes().get("call_wall"));
        assertNull(d.highlightStrikes().get("zero"));
        assertEquals("gex_dw", d.dwColumn());
    }

    @Test void gexDefaultsAreSentExplicitly() {
        oqa.gex().answer();
        TestServer.Recorded r = only();
        assertEquals(Map.of("ticker", List.of("SPY"), "basis", List.of("open_interest"), "range_pct", List.of("1")), r.query());
    }

    @Test void expectedMoveTakesTheRangeInPercentAndRefusesAFractionOutOfRange() {
        assertTrue(assertThrows(dev.oqa.model.UsageException.class, () -> oqa.expectedMove("qqq").range(5)).getMessage()
                .startsWith("range 5 is not accepted"), "a fraction of 5 is ±500%: refused, not clamped");
        Answer<ExpectedMoveData> a = oqa.expectedMove("qqq").rangePct(200).answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/options/expected-move", r.path());
        assertEquals(List.of("QQQ"), r.param("ticker"));
        assertEquals(List.of("2"), r.param("range_pct"));
        assertEquals(5.25, a.data().term().get(0).move());
        assertEquals("±5.25", a.data().table().get(0).path("Move").asText(), "open table rows kept as raw JSON");
        assertTrue(a.provenance().notes().stream().noneMatch(n -> n.contains("clamped")), a.provenance().notes().toString());
    }

    @Test void iv() {
        assertThrows(dev.oqa.model.UsageException.class, () -> oqa.iv().range(0.001));
        Answer<IvData> a = oqa.iv().range(0.01).answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/options/iv", r.path());
        assertEquals(List.of("0.01"), r.param("range_pct"));
        assertEquals(0.131, a.data().smile().get(1).iv());
        assertEquals(0.145, a.data().term().get(1).atmIv());
    }

    @Test void openInterest() {
        Answer<OpenInterestData> a = oqa.openInterest("SPY").basis("total-premium").expiration("2023-09-15").answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/options/open-interest", r.path());
        assertEquals(List.of("total_premium"), r.param("basis"));
        assertEquals(List.of("0.25"), r.param("range_pct"));
        assertEquals(List.of("2023-09-15"), r.param("expiration"));
        assertEquals(1200, a.data().strikeSummary().get(0).path("calls").asInt());
    }

    @Test void uoaBooleanAndLimitClamp() {
        Answer<UoaData> a = oqa.uoa("SPY").include0dte("yes").limit(500).answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/options/uoa", r.path());
        assertEquals(List.of("true"), r.param("include_0dte"));
        assertEquals(List.of("100"), r.param("limit"));
        assertNull(a.data().spot(), "spot may be null");
        assertTrue(a.data().include0dte());
        assertEquals("sweep", a.data().trades().get(0).details());
        assertEquals(15000, a.data().trades().get(0).volume());
    }

    @Test void chain() {
        Answer<ChainData> a = oqa.chain("SPY").range(0.2).expiry("2023-09-15").answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/options/chain", r.path());
        assertEquals(List.of("2023-09-15"), r.param("expiry"));
        assertEquals(List.of("0.2"), r.param("range_pct"));
        assertTrue(a.data().chain().get(0).get("ask").isNull(), "missing values stay JSON null");
        assertEquals("2023-09-15", a.data().selectedExpiry());
    }

    @Test void riskDefaultsToNvdaAndClampsWindow() {
        Answer<RiskData> a = oqa.risk().benchmark("qqq").period("3Y").window(1000).answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/quant/risk", r.path());
        assertEquals(Map.of("ticker", List.of("NVDA"), "benchmark", List.of("QQQ"), "period", List.of("3y"), "window", List.of("365")), r.query());
        assertEquals(1.8, a.data().summary().path("beta").asDouble());
        assertTrue(a.data().timeseries().has("rolling_vol_pct"));
    }

    @Test void assetCorrelation() {
        Answer<AssetCorrelationData> a = oqa.assetCorrelation().window(2).answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/quant/asset-correlation", r.path());
        assertEquals(Map.of("period", List.of("3y"), "window", List.of("5")), r.query());
        // sent as a dict of dicts; read into the canonical labelled matrix
        assertEquals("SPY", a.data().correlationMatrix().path("tickers").path(0).asText());
        assertEquals(1.0, a.data().correlationMatrix().path("matrix").path(0).path(0).asDouble());
    }

    @Test void marketMemory() {
        Answer<MarketMemoryData> a = oqa.marketMemory("SPY").similarity("Euclidean").kernelSize(20).topN(3).minSeparation(10).answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/quant/market-memory", r.path());
        assertEquals(Map.of("ticker", List.of("SPY"), "similarity", List.of("euclidean"), "kernel_size", List.of("20"),
                "top_n", List.of("3"), "min_separation", List.of("10")), r.query());
        assertEquals(0.97, a.data().matches().get(0).score());
    }

    @Test void portfolioRepeatsDeDuplicatedTickers() {
        Answer<PortfolioData> a = oqa.portfolio("aapl", "MSFT", "AAPL", "bad ticker!").objective("min_var").period("3y").answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/quant/portfolio-optimizer", r.path());
        assertEquals(List.of("AAPL", "MSFT"), r.param("tickers"));
        assertTrue(r.rawQuery().contains("tickers=AAPL&tickers=MSFT"), r.rawQuery());
        assertEquals(0.82, a.data().sharpe());
        assertEquals(0.6, a.data().weights().path("MSFT").asDouble());
    }

    @Test void seasonalityFallsBackToMonthly() {
        Answer<SeasonalityData> a = oqa.seasonality("SPY").grouping("fortnightly").answer();
        TestServer.Recorded r = only();
        assertEquals(List.of("monthly"), r.param("grouping"));
        assertEquals(List.of("10y"), r.param("period"));
        assertNull(a.data().annualCumReturns(), "present only when the service has enough data");
        // sent as a dict of dicts by year; read into the canonical pivot, years as rows
        assertEquals("Jan", a.data().seasonalityPivot().path("columns").path(0).asText());
        assertEquals("2022", a.data().seasonalityPivot().path("rows").path(0).path("label").asText());
        assertEquals(-5.3, a.data().seasonalityPivot().path("rows").path(0).path("values").path(0).asDouble());
    }

    @Test void sectorInsights() {
        Answer<SectorInsightsData> a = oqa.sectorInsights().answer();
        TestServer.Recorded r = only();
        assertEquals("/api/v0/quant/sector-insights", r.path());
        assertEquals(Map.of("period", List.of("1M")), r.query());
        assertEquals("XLK", a.data().summary().get(0).path("ticker").asText());
    }

    @Test void bearerAndXApiKeyForms() {
        remote(server, home, AuthScheme.BEARER).ping().answer();
        assertEquals("Bearer " + Fixtures.KEY, server.last().header("Authorization"));
        assertNull(server.last().header("X-API-Key"));
        remote(server, home, AuthScheme.X_API_KEY).ping().answer();
        assertEquals(Fixtures.KEY, server.last().header("X-API-Key"));
        assertNull(server.last().header("Authorization"));
    }

    @Test void genericAnswerIsTypedByEndpoint() {
        Answer<?> a = oqa.answer(oqa.iv("SPY").request());
        assertInstanceOf(IvData.class, a.data());
        assertThrows(IllegalArgumentException.class, () -> oqa.answer(oqa.iv("SPY").request(), GexData.class));
    }
}
