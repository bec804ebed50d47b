package dev.oqa;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.Answer;
import dev.oqa.model.CachePolicy;
import dev.oqa.model.Endpoint;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.Mode;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.testserver.Fixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code corr} with tickers: the local engine correlates the basket; the service, which takes none, keeps its universe and says so. */
class CorrelationBasketTest {
    @TempDir Path home;

    private static List<String> tickers(AssetCorrelationData d) {
        List<String> out = new ArrayList<>();
        d.correlationMatrix().path("tickers").forEach(t -> out.add(t.asText()));
        return out;
    }

    @Test void theLocalEngineCorrelatesTheBasketAndWithoutOneTheServicesUniverse() {
        Oqa oqa = Oqa.builder().mode(Mode.LOCAL).home(home).build();
        AssetCorrelationData basket = oqa.assetCorrelation().tickers("spy", "QQQ", "TLT", "GLD", "QQQ").answer().data();
        assertEquals(List.of("SPY", "QQQ", "TLT", "GLD"), tickers(basket));
        assertEquals(4, basket.perfTable().size());
        assertEquals(List.of("SPY", "QQQ", "IWM", "EFA", "EEM", "TLT", "LQD", "HYG", "GLD"), tickers(oqa.assetCorrelation().answer().data()));
        assertThrows(UsageException.class, () -> oqa.assetCorrelation().tickers("SPY").answer(), "one ticker correlates with nothing");
        LocalDataException none = assertThrows(LocalDataException.class, () -> oqa.assetCorrelation().tickers("SPY", "ZZNONE").answer());
        assertTrue(none.getMessage().startsWith("no daily prices for ZZNONE"), none.getMessage());
    }

    @Test void aRemoteRequestKeepsTheServicesUniverseAndSaysSo() throws Exception {
        try (MockWebServer server = new MockWebServer()) {
            server.start();
            server.enqueue(new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json")
                    .body("{\"success\":true,\"data\":" + Fixtures.DATA.get(Endpoint.ASSET_CORRELATION) + "}").build());
            Oqa oqa = Oqa.builder().mode(Mode.REMOTE).baseUrl(server.url("/").toString()).apiKey(Fixtures.KEY).cachePolicy(CachePolicy.NETWORK_ONLY)
                    .home(home).env(Map.of()).quotaLimits(dev.oqa.model.QuotaLimits.documented().perDay(100).perMonth(100)).build();
            Answer<AssetCorrelationData> a = oqa.assetCorrelation().tickers("SPY", "QQQ", "TLT", "GLD").answer();
            assertEquals("/api/v0/quant/asset-correlation?period=3y&window=90", server.takeRequest().getTarget());
            assertTrue(a.provenance().line().contains("the service's asset correlation takes no tickers: it answered for its own universe, not"
                    + " SPY,QQQ,TLT,GLD (--local correlates them)"), a.provenance().line());
        }
    }
}
