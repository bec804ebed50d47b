package dev.oqa.internal.shape;

import dev.oqa.internal.results.ViewedResult;
import dev.oqa.internal.catalogue.Endpoints;
import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.internal.cache.ResponseCache;
import dev.oqa.model.ApiException;
import dev.oqa.internal.client.ApiKey;
import dev.oqa.model.Mode;
import dev.oqa.model.OqaHome;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.display.Views;
import dev.oqa.model.Answer;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.Source;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.RiskData;
import dev.oqa.testserver.Fixtures;
import dev.oqa.testserver.TestServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An answer is checked against its endpoint's record before it is cached: one that does not read is an API error
 * (exit 5) naming the member and is never stored; a cached entry that no longer reads is passed over with a note and
 * replaced, never fatal; an answer with an open member in an unknown shape is legal, stored, and shown in part.
 */
class ValidateBeforeCacheTest {
    static TestServer server;
    @TempDir Path home;

    @BeforeAll static void up() throws Exception { server = TestServer.start().validKey(Fixtures.KEY).quota(1000, 1000); }
    @AfterAll static void down() { server.close(); }
    @BeforeEach void clean() { server.reset(); }

    Oqa remote() {
        return Oqa.builder().mode(Mode.REMOTE).baseUrl(server.baseUrl()).apiKey(Fixtures.KEY).home(home).env(Map.of()).build();
    }

    static String fixture(String path) throws Exception {
        return Files.readString(Path.of(ValidateBeforeCacheTest.class.getResource("/fixtures/shapes/" + path).toURI()));
    }

    @Test void anAnswerThatDoesNotReadIsExitFiveNamingTheMemberAndNeverCached() throws Exception {
        server.canned(Endpoint.GEX, fixture("gex/bad-spot.json"));
        Oqa oqa = remote();
        ApiException e = assertThrows(ApiException.class, () -> oqa.gex("SPY").answer());
        assertEquals(5, e.exitCode());
        assertTrue(e.getMessage().contains("member 'spot' is not a number"), e.getMessage());
        assertThrows(ApiException.class, () -> oqa.gex("SPY").answer());
        assertEquals(2, server.requestCount(), "the refused answer was not replayed from the cache");
        assertEquals(0, oqa.cache().list().size());
    }

    @Test void aCachedEntryThatNoLongerReadsIsDroppedWithANoteNotFatal() throws Exception {
        Oqa oqa = remote();
        var request = oqa.gex("SPY").request();
        // an entry written by an older toolkit, or damaged: it parses, but not as GexData
        new ResponseCache(OqaHome.of(home).cacheDir(), 64L << 20, java.time.Clock.systemUTC())
                .put(new ResponseCache.Namespace(ApiKey.of(Fixtures.KEY).hash(), server.baseUrl(), dev.oqa.model.AuthScheme.API_KEY), request, Json.MAPPER.readTree("{\"ticker\":\"SPY\",\"spot\":[1,2]}"), Instant.now());
        server.canned(Endpoint.GEX, fixture("gex/records.json"));
        Answer<GexData> a = oqa.gex("SPY").answer();
        assertEquals(Source.REMOTE, a.provenance().source());
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.startsWith("dropped a cached answer for /greeks/gex that no longer reads as GexData")
                && n.contains("'spot'")), a.provenance().notes().toString());
        Answer<GexData> again = oqa.gex("SPY").answer();
        assertEquals(Source.CACHED, again.provenance().source(), "the good answer replaced the unreadable entry");
        assertEquals(1, server.requestCount());
    }

    @Test void anOpenMemberInAnUnknownShapeIsStoredAndShownInPart() throws Exception {
        server.canned(Endpoint.RISK, fixture("risk/garbage.json"));
        Oqa oqa = remote();
        Answer<RiskData> a = oqa.risk("NVDA").answer();
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.startsWith("read in part: no known shape for member 'summary'")),
                a.provenance().notes().toString());
        Answer<RiskData> cached = oqa.risk("NVDA").answer();
        assertEquals(Source.CACHED, cached.provenance().source());
        Panel p = ViewedResult.panel(Endpoints.RISK, cached, null);
        assertTrue(p.notes().contains("could not read member 'summary' (no known shape: a string of 13 characters); shown as received"), p.notes().toString());
        assertTrue(p.tables().stream().anyMatch(t -> t.caption().equals("summary · as received")));
        assertFalse(p.figures().isEmpty(), "the readable drawdown still draws");
    }
}
