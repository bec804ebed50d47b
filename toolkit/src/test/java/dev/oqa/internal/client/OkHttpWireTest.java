package dev.oqa.internal.client;

import dev.oqa.model.AuthScheme;

import dev.oqa.model.ApiException;
import dev.oqa.model.Mode;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.TestSeams;
import dev.oqa.model.CachePolicy;
import dev.oqa.model.Answer;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.PingData;
import dev.oqa.testserver.Fixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bytes the okhttp transport puts on the wire, seen by okhttp's own MockWebServer (no toolkit code on the server
 * side): the exact request line, the three auth header forms, no redirect followed, and no request okhttp would
 * resend on its own without the quota seeing it.
 */
class OkHttpWireTest {
    static final String PING_OK = "{\"success\":true,\"data\":{\"status\":\"ok\"}}";
    final List<RecordedRequest> seen = new ArrayList<>();
    MockWebServer server;
    @TempDir Path home;

    @BeforeEach void up() throws Exception {
        server = new MockWebServer();
        server.start(0);
    }

    @AfterEach void down() { server.close(); }

    private Oqa oqa(MockWebServer s, AuthScheme scheme) {
        return TestSeams.sleeper(Oqa.builder().mode(Mode.REMOTE).baseUrl(s.url("/").toString()).apiKey(Fixtures.KEY).authScheme(scheme)
                .cachePolicy(CachePolicy.NETWORK_ONLY).home(home).env(Map.of()).quotaLimits(ClientEndpointsTest.generous()),
                d -> fail("no wait expected, asked for " + d)).build();
    }

    private static MockResponse json(int code, String body) {
        return new MockResponse.Builder().code(code).setHeader("Content-Type", "application/json").body(body).build();
    }

    private RecordedRequest take(MockWebServer s) throws InterruptedException {
        RecordedRequest r = s.takeRequest(5, TimeUnit.SECONDS);
        assertNotNull(r, "a request reached the server");
        return r;
    }

    @Test void gexRequestLineAndQueryAreExact() throws Exception {
        server.enqueue(json(200, "{\"success\":true,\"data\":" + Fixtures.DATA.get(Endpoint.GEX) + "}"));
        oqa(server, AuthScheme.API_KEY).gex(" spy ").basis(Basis.VOLUME).range(0.3).expiration("2023-09-22", "2023-09-15").answer();
        RecordedRequest r = take(server);
        assertEquals("GET /api/v0/greeks/gex?basis=volume&expiration=2023-09-15&expiration=2023-09-22&range_pct=0.3&ticker=SPY HTTP/1.1",
                r.getRequestLine());
        assertEquals("basis=volume&expiration=2023-09-15&expiration=2023-09-22&range_pct=0.3&ticker=SPY", r.getUrl().encodedQuery());
        assertEquals(List.of("2023-09-15", "2023-09-22"), r.getUrl().queryParameterValues("expiration"));
        assertEquals("application/json", r.getHeaders().get("Accept"));
        assertEquals("oqa-toolkit/0.1", r.getHeaders().get("User-Agent"));
        assertFalse(r.getRequestLine().contains(Fixtures.KEY), "the key never travels in the URL");
    }

    @Test void pingHasNoQueryString() throws Exception {
        server.enqueue(json(200, PING_OK));
        assertEquals("ok", oqa(server, AuthScheme.API_KEY).ping().answer().data().status());
        RecordedRequest r = take(server);
        assertEquals("GET /api/v0/ping HTTP/1.1", r.getRequestLine());
        assertNull(r.getUrl().encodedQuery());
    }

    @ParameterizedTest @EnumSource(AuthScheme.class)
    void eachAuthHeaderFormIsSentAloneAndExactly(AuthScheme scheme) throws Exception {
        server.enqueue(json(200, PING_OK));
        oqa(server, scheme).ping().answer();
        RecordedRequest r = take(server);
        String expected = switch (scheme) {
            case API_KEY -> "ApiKey " + Fixtures.KEY;
            case BEARER -> "Bearer " + Fixtures.KEY;
            case X_API_KEY -> Fixtures.KEY;
        };
        assertEquals(List.of(expected), r.getHeaders().values(scheme.header()));
        String other = scheme == AuthScheme.X_API_KEY ? "Authorization" : "X-API-Key";
        assertNull(r.getHeaders().get(other), "only one form is sent");
    }

    @Test void aRedirectIsNotFollowedSoTheKeyStaysHome() throws Exception {
        try (MockWebServer elsewhere = new MockWebServer()) {
            elsewhere.start(0);
            server.enqueue(new MockResponse.Builder().code(302).setHeader("Location", elsewhere.url("/api/v0/ping").toString()).build());
            Oqa oqa = oqa(server, AuthScheme.X_API_KEY);
            ApiException e = assertThrows(ApiException.class, () -> oqa.ping().answer());
            assertEquals(302, e.status());
            assertFalse(e.getMessage().contains(Fixtures.KEY));
            assertEquals(1, server.getRequestCount());
            assertEquals(0, elsewhere.getRequestCount(), "the other host never saw a request, nor the key");
            assertEquals(1, oqa.status().usedToday());
        }
    }

    /** okhttp itself resends a 503 carrying Retry-After: 0; that request would escape the quota, so it is not sent. */
    @Test void okhttpsOwnResendOfA503IsNotSentUncounted() throws Exception {
        server.enqueue(new MockResponse.Builder().code(503).setHeader("Retry-After", "0").setHeader("Content-Type", "application/json")
                .body("{\"success\":false,\"error\":{\"code\":\"upstream\",\"message\":\"busy\"}}").build());
        server.enqueue(json(200, PING_OK));
        Oqa oqa = oqa(server, AuthScheme.API_KEY);
        Answer<PingData> a = oqa.ping().answer();
        assertEquals("ok", a.data().status());
        assertEquals(2, server.getRequestCount(), "the client's one retry, nothing more");
        assertEquals(2, oqa.status().usedToday(), "every request on the wire took a quota slot");
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.contains("retried once after a server error (HTTP 503)")));
    }

    @Test void twoServerErrorsWithRetryAfterZeroStopAfterTwoRequests() {
        for (int i = 0; i < 3; i++)
            server.enqueue(new MockResponse.Builder().code(503).setHeader("Retry-After", "0")
                    .body("{\"success\":false,\"error\":{\"code\":\"upstream\",\"message\":\"busy\"}}").build());
        Oqa oqa = oqa(server, AuthScheme.API_KEY);
        ApiException e = assertThrows(ApiException.class, () -> oqa.ping().answer());
        assertEquals(503, e.status());
        assertEquals("upstream", e.code());
        assertEquals("busy", e.serverMessage());
        assertEquals(2, server.getRequestCount());
        assertEquals(2, oqa.status().usedToday());
    }
}
