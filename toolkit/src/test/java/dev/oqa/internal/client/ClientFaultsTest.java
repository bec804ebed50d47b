package dev.oqa.internal.client;

import dev.oqa.model.ApiException;
import dev.oqa.model.AuthException;
import dev.oqa.model.ConfigException;
import dev.oqa.model.Mode;
import dev.oqa.model.NetworkException;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.TestSeams;
import dev.oqa.model.CachePolicy;
import dev.oqa.model.QuotaLimits;
import dev.oqa.model.Answer;
import dev.oqa.model.OqaException;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.RateLimitedException;
import dev.oqa.model.data.PingData;
import dev.oqa.testserver.Fixtures;
import dev.oqa.testserver.TestServer.Canned;
import dev.oqa.testserver.TestServer;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/** Transport faults: each a typed exception with status, code and message, never the key. */
class ClientFaultsTest {
    static TestServer server;
    @TempDir Path home;
    final List<Duration> slept = new ArrayList<>();

    @BeforeAll static void up() throws Exception { server = Fixtures.server(); }
    @AfterAll static void down() { server.close(); }
    @BeforeEach void clean() { server.reset(); slept.clear(); }

    private Oqa oqa(Consumer<Oqa.Builder> tweak) {
        Oqa.Builder b = TestSeams.sleeper(Oqa.builder().mode(Mode.REMOTE).baseUrl(server.baseUrl()).apiKey(Fixtures.KEY)
                .cachePolicy(CachePolicy.NETWORK_ONLY).home(home).env(Map.of()).quotaLimits(ClientEndpointsTest.generous()), slept::add);
        tweak.accept(b);
        return b.build();
    }

    private Oqa oqa() { return oqa(b -> { }); }

    private static Canned json(int status, String body, Map<String, String> headers) { return new Canned(status, "application/json", body, headers); }

    /** Runs, expects {@code type}, and checks that neither message nor server text carries the key. */
    private static <E extends OqaException> E fails(Class<E> type, Executable call) {
        E e = assertThrows(type, call);
        assertFalse(String.valueOf(e.getMessage()).contains(Fixtures.KEY), "key leaked: " + e.getMessage());
        if (e instanceof ApiException a) assertFalse(String.valueOf(a.serverMessage()).contains(Fixtures.KEY));
        return e;
    }

    @Test void rateLimitWithRetryAfterSecondsBeyondTheBound() {
        server.enqueue(json(429, "{\"success\":false,\"error\":{\"code\":\"rate_limited\",\"message\":\"slow down\"}}", Map.of("Retry-After", "120")));
        Oqa oqa = oqa();
        RateLimitedException e = fails(RateLimitedException.class, () -> oqa.ping().answer());
        assertEquals(Duration.ofSeconds(120), e.retryAfter());
        assertEquals(429, e.status());
        assertEquals("rate_limited", e.code());
        assertEquals(4, e.exitCode());
        assertTrue(slept.isEmpty(), "a long Retry-After is not waited out");
        // Honoured: the next call is refused locally, without reaching the server.
        RateLimitedException again = fails(RateLimitedException.class, () -> oqa.ping().answer());
        assertEquals(0, again.status());
        assertEquals(1, server.requestCount());
    }

    @Test void rateLimitWithRetryAfterAsHttpDate() {
        Instant now = Instant.parse("2026-03-02T15:00:00Z");
        String date = DateTimeFormatter.RFC_1123_DATE_TIME.format(now.plusSeconds(90).atZone(ZoneOffset.UTC));
        server.enqueue(json(429, "{\"error\":\"rate_limited\"}", Map.of("Retry-After", date)));
        RateLimitedException e = fails(RateLimitedException.class, () -> oqa(b -> b.clock(Clock.fixed(now, ZoneOffset.UTC))).ping().answer());
        assertEquals(Duration.ofSeconds(90), e.retryAfter());
        assertEquals("rate_limited", e.code(), "short error shape read from the error string");
    }

    @Test void shortRetryAfterIsWaitedOutAndRetriedOnceCountingBoth() {
        server.enqueue(json(429, "{\"error\":\"rate_limited\"}", Map.of("Retry-After", "1")));
        Oqa oqa = oqa();
        Answer<PingData> a = oqa.ping().answer();
        assertEquals("ok", a.data().status());
        assertEquals(List.of(Duration.ofSeconds(1)), slept);
        assertEquals(2, server.requestCount());
        assertEquals(2, oqa.status().usedToday(), "the retry took its own quota slot");
    }

    @Test void absurdRetryAfterIsCappedAtADay() {
        server.enqueue(json(429, "{\"error\":\"rate_limited\"}", Map.of("Retry-After", "999999999")));
        assertEquals(Duration.ofDays(1), fails(RateLimitedException.class, () -> oqa().ping().answer()).retryAfter());
    }

    @Test void rateLimitRemainingZeroOnASuccessIsHonoured() {
        server.enqueue(json(200, "{\"success\":true,\"data\":{\"status\":\"ok\"}}", Map.of("X-RateLimit-Remaining", "0", "X-RateLimit-Reset", "40")));
        Oqa oqa = oqa(b -> b.clock(Clock.fixed(Instant.parse("2026-03-02T15:00:00Z"), ZoneOffset.UTC)));
        assertEquals("ok", oqa.ping().answer().data().status());
        RateLimitedException e = fails(RateLimitedException.class, () -> oqa.ping().answer());
        assertEquals(Duration.ofSeconds(40), e.retryAfter());
        assertEquals(1, server.requestCount());
    }

    @Test void serverQuotaErrorIsTypedWithResetTime() {
        server.enqueue(json(429, "{\"success\":false,\"error\":{\"code\":\"quota_exceeded\",\"message\":\"daily quota\"}}", Map.of("Retry-After", "3600")));
        Instant now = Instant.parse("2026-03-02T15:00:00Z");
        Oqa oqa = oqa(b -> b.clock(Clock.fixed(now, ZoneOffset.UTC)));
        QuotaExceededException e = fails(QuotaExceededException.class, () -> oqa.ping().answer());
        assertEquals(now.plusSeconds(3600), e.resetsAt());
        QuotaExceededException local = fails(QuotaExceededException.class, () -> oqa.ping().answer());
        assertEquals(now.plusSeconds(3600), local.resetsAt());
        assertEquals(1, server.requestCount(), "after the service said the quota is spent nothing more is sent");
        assertEquals(1, oqa.status().usedMonth(), "no invented events in the ledger");
    }

    @Test void serverQuotaErrorWithoutRetryAfterBlocksUntilTheNextDay() {
        server.enqueue(json(429, "{\"error\":\"quota_exceeded\"}", Map.of()));
        Instant now = Instant.parse("2026-03-02T15:00:00Z");
        Oqa oqa = oqa(b -> b.clock(Clock.fixed(now, ZoneOffset.UTC)));
        assertEquals(Instant.parse("2026-03-03T00:00:00Z"), fails(QuotaExceededException.class, () -> oqa.ping().answer()).resetsAt());
        assertEquals(Instant.parse("2026-03-03T00:00:00Z"), fails(QuotaExceededException.class, () -> oqa.ping().answer()).resetsAt());
        assertEquals(1, server.requestCount());
    }

    @Test void serverErrorIsRetriedOnceAndTheRetryIsCounted() {
        server.enqueue(json(503, "{\"success\":false,\"error\":{\"code\":\"upstream\",\"message\":\"try again\"}}", Map.of()));
        Oqa oqa = oqa();
        Answer<PingData> a = oqa.ping().answer();
        assertEquals("ok", a.data().status());
        assertEquals(2, server.requestCount());
        assertEquals(2, oqa.status().usedToday());
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.contains("retried once")));
    }

    @Test void serverErrorTwiceIsAnApiExceptionAfterExactlyTwoAttempts() {
        String body = "{\"success\":false,\"error\":{\"code\":\"upstream\",\"message\":\"provider down\"}}";
        server.enqueue(json(502, body, Map.of()), json(500, body, Map.of()));
        ApiException e = fails(ApiException.class, () -> oqa().ping().answer());
        assertEquals(500, e.status());
        assertEquals("upstream", e.code());
        assertEquals("provider down", e.serverMessage());
        assertEquals(5, e.exitCode());
        assertEquals(2, server.requestCount());
    }

    @Test void serverErrorRetryIsNotSentWithoutQuota() {
        server.enqueue(json(500, "{\"error\":\"boom\"}", Map.of()));
        ApiException e = fails(ApiException.class, () -> oqa(b -> b.quotaLimits(QuotaLimits.documented().perDay(1))).ping().answer());
        assertEquals(500, e.status());
        assertTrue(e.getMessage().contains("not retried"), e.getMessage());
        assertEquals(1, server.requestCount());
    }

    @Test void connectFailureIsANetworkErrorAndGivesTheSlotBack() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) { port = s.getLocalPort(); }
        Oqa oqa = oqa(b -> b.baseUrl("http://127.0.0.1:" + port));
        NetworkException e = fails(NetworkException.class, () -> oqa.ping().answer());
        assertEquals(6, e.exitCode());
        assertEquals(0, oqa.status().usedToday(), "nothing reached a server, so no quota is spent");
    }

    @Test void readTimeoutIsANetworkError() {
        server.enqueue(new TestServer.Delay(1500));
        NetworkException e = fails(NetworkException.class, () -> oqa(b -> b.readTimeout(Duration.ofMillis(200))).ping().answer());
        assertTrue(e.getMessage().contains("timeout"), e.getMessage());
    }

    @Test void truncatedBody() {
        server.enqueue(new TestServer.Truncate("{\"success\":true,\"data\":{\"sta"));
        ApiException e = fails(ApiException.class, () -> oqa().ping().answer());
        assertTrue(List.of("truncated_body", "malformed_json").contains(e.code()), e.code());
    }

    @Test void malformedJson() {
        server.enqueue(json(200, "{\"success\":true,\"data\":{\"status\":\"ok\"", Map.of()));
        ApiException e = fails(ApiException.class, () -> oqa().ping().answer());
        assertEquals("malformed_json", e.code());
        assertEquals(200, e.status());
    }

    @Test void nonJsonBody() {
        server.enqueue(new Canned(200, "text/html", "<html><body>Gateway says hi</body></html>", Map.of()));
        ApiException e = fails(ApiException.class, () -> oqa().ping().answer());
        assertEquals("non_json_body", e.code());
        assertTrue(e.serverMessage().contains("Gateway says hi"));
    }

    @Test void successFalseWithStatus200() {
        server.enqueue(json(200, "{\"success\":false,\"error\":{\"code\":\"no_data\",\"message\":\"no data for ZZZ\"}}", Map.of()));
        ApiException e = fails(ApiException.class, () -> oqa().ping().answer());
        assertEquals(200, e.status());
        assertEquals("no_data", e.code());
        assertEquals("no data for ZZZ", e.serverMessage());
    }

    @Test void oversizedBodyStreamedWithoutLength() {
        server.enqueue(new TestServer.Oversized(300_000));
        ApiException e = fails(ApiException.class, () -> oqa(b -> b.maxBodyBytes(100_000)).ping().answer());
        assertEquals("oversized_body", e.code());
        assertEquals(200, e.status());
    }

    @Test void oversizedBodyRefusedByItsDeclaredLength() {
        server.enqueue(json(200, "{\"success\":true,\"data\":{\"status\":\"ok\",\"pad\":\"" + "p".repeat(5000) + "\"}}", Map.of()));
        ApiException e = fails(ApiException.class, () -> oqa(b -> b.maxBodyBytes(1000)).ping().answer());
        assertEquals("oversized_body", e.code());
        assertEquals("ok", oqa().ping().answer().data().status(), "the next call is unaffected");
    }

    @Test void invalidKeyInBothShapes() {
        Oqa stranger = oqa(b -> b.apiKey("a".repeat(48)));
        AuthException e = fails(AuthException.class, () -> stranger.ping().answer());
        assertEquals("invalid_api_key", e.code());
        assertEquals(401, e.status());
        assertEquals(3, e.exitCode());
        server.errorShape(TestServer.ErrorShape.SHORT);
        try {
            assertEquals("invalid_api_key", fails(AuthException.class, () -> stranger.ping().answer()).code());
        } finally {
            server.errorShape(TestServer.ErrorShape.ENVELOPE);
        }
    }

    @Test void missingAndMalformedKeysAreRefusedBeforeSending() {
        Oqa none = Oqa.builder().mode(Mode.REMOTE).baseUrl(server.baseUrl()).home(home).env(Map.of()).build();
        assertEquals("missing_api_key", fails(AuthException.class, () -> none.ping().answer()).code());
        Oqa bad = Oqa.builder().mode(Mode.REMOTE).baseUrl(server.baseUrl()).home(home).env(Map.of("OQA_API_KEY", "abc123")).build();
        AuthException e = fails(AuthException.class, () -> bad.ping().answer());
        assertEquals("malformed_api_key", e.code());
        assertFalse(e.getMessage().contains("abc123"));
        assertEquals(0, server.requestCount());
    }

    @Test void serverTextThatEchoesTheKeyIsRedacted() {
        server.enqueue(json(400, "{\"success\":false,\"error\":{\"code\":\"bad_request\",\"message\":\"key " + Fixtures.KEY + " may not ask that\"}}", Map.of()));
        ApiException e = fails(ApiException.class, () -> oqa().ping().answer());
        assertEquals(400, e.status());
        assertTrue(e.serverMessage().contains("[redacted key]"));
    }

    @Test void remoteModeWithoutAddressNamesEveryWayToSetIt() {
        Oqa o = Oqa.builder().mode(Mode.REMOTE).apiKey(Fixtures.KEY).home(home).env(Map.of()).build();
        ConfigException e = fails(ConfigException.class, () -> o.ping().answer());
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("OQA_BASE_URL") && e.getMessage().contains("--base-url") && e.getMessage().contains("credentials"), e.getMessage());
    }

    /** A raw loopback socket that answers headers at once, then one body byte a second: only the call deadline ends it. */
    @Test void aTricklingServerEndsAtTheCallDeadlineAsANetworkError() throws Exception {
        try (ServerSocket ss = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            Thread t = new Thread(() -> {
                try (java.net.Socket s = ss.accept()) {
                    s.getInputStream().read(new byte[4096]);
                    var out = s.getOutputStream();
                    out.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n".getBytes());
                    for (int i = 0; i < 500; i++) { out.write(' '); out.flush(); Thread.sleep(1000); }
                } catch (Exception done) { /* the client hung up */ }
            });
            t.setDaemon(true);
            t.start();
            Oqa oqa = Oqa.builder().mode(Mode.REMOTE).baseUrl("http://127.0.0.1:" + ss.getLocalPort()).apiKey(Fixtures.KEY)
                    .cachePolicy(CachePolicy.NETWORK_ONLY).home(home).env(Map.of("OQA_CALL_TIMEOUT", "1.5"))
                    .quotaLimits(ClientEndpointsTest.generous()).build();
            // The body would take 500 s; the message says the call deadline ended it.
            NetworkException e = fails(NetworkException.class, () -> oqa.ping().answer());
            assertTrue(e.getMessage().contains("call deadline of 1500 ms"), e.getMessage());
            assertEquals(6, e.exitCode());
        }
    }

    @Test void anUnusableCallDeadlineIsNamed() {
        Oqa oqa = Oqa.builder().mode(Mode.REMOTE).baseUrl(server.baseUrl()).apiKey(Fixtures.KEY).home(home)
                .env(Map.of("OQA_CALL_TIMEOUT", "soon")).build();
        ConfigException e = fails(ConfigException.class, () -> oqa.ping().answer());
        assertTrue(e.getMessage().contains("OQA_CALL_TIMEOUT 'soon'"), e.getMessage());
        assertEquals(0, server.requestCount());
    }
}
