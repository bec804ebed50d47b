package dev.oqa.internal.fetch;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.client.MutableClock;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import okhttp3.HttpUrl;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The fetcher's manners on the wire, seen by okhttp's MockWebServer: pacing, headers, gzip, the size cap, redirects, an unreachable host. */
class HttpMannersTest {
    private MockWebServer server;
    private final MutableClock clock = new MutableClock(Instant.parse("2026-08-04T12:00:00Z"));
    private final List<Duration> waits = new ArrayList<>();

    @BeforeEach void start() throws IOException {
        server = new MockWebServer();
        server.start();
    }

    @AfterEach void stop() { server.close(); }

    /** Pacing on for this loopback server; a wait moves the test clock instead of sleeping. */
    private FetchHttp http() {
        return new FetchHttp(HttpManners.defaults().clock(clock).pacing(Duration.ofSeconds(1), true)
                .waiter(d -> { waits.add(d); clock.advance(d); }));
    }

    private static MockResponse ok(String body) {
        return new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json").body(body).build();
    }

    private static String read(FetchHttp http, HttpUrl url) throws IOException {
        try (FetchHttp.Body b = http.get(Provider.CBOE, url, FetchHttp.Expect.JSON); InputStream in = b.stream()) {
            return new String(in.readAllBytes());
        }
    }

    @Test void atMostOneRequestASecondPerHostWaitingOnlyTheRest() throws Exception {
        FetchHttp http = http();
        for (int i = 0; i < 3; i++) server.enqueue(ok("{}"));
        read(http, server.url("/a.json"));
        clock.advance(Duration.ofMillis(300));
        read(http, server.url("/b.json"));
        clock.advance(Duration.ofSeconds(2));
        read(http, server.url("/c.json"));
        assertEquals(List.of(Duration.ofMillis(700)), waits, "the second waits out the rest of the second; the third comes 2 s later and waits for nothing");
    }

    @Test void loopbackIsNotPacedByDefault() throws Exception {
        FetchHttp http = new FetchHttp(HttpManners.defaults().clock(clock).waiter(d -> waits.add(d)));
        for (int i = 0; i < 2; i++) server.enqueue(ok("{}"));
        read(http, server.url("/a.json"));
        read(http, server.url("/b.json"));
        assertEquals(List.of(), waits);
    }

    @Test void browserHeadersAndGzipDecoded() throws Exception {
        Buffer gz = new Buffer();
        try (var out = new java.util.zip.GZIPOutputStream(gz.outputStream())) { out.write("{\"data\": 1}".getBytes()); }
        server.enqueue(new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json").setHeader("Content-Encoding", "gzip").body(gz).build());
        assertEquals("{\"data\": 1}", read(http(), server.url("/x.json")));
        var r = server.takeRequest();
        assertEquals(FetchHttp.USER_AGENT, r.getHeaders().get("User-Agent"));
        assertTrue(r.getHeaders().get("User-Agent").startsWith("Mozilla/5.0") && r.getHeaders().get("User-Agent").contains("Chrome/"));
        assertEquals("gzip", r.getHeaders().get("Accept-Encoding"));
        assertTrue(r.getHeaders().get("Accept").startsWith("application/json"));
    }

    @Test void theSizeCapCountsDecodedBytesWithOrWithoutALength() throws Exception {
        FetchHttp small = new FetchHttp(HttpManners.defaults().clock(clock).maxBytes(1000));
        server.enqueue(ok("{\"x\": \"" + "a".repeat(5000) + "\"}"));
        FetchException declared = assertThrows(FetchException.class, () -> read(small, server.url("/big.json")));
        assertTrue(declared.getMessage().contains("the answer is larger than the cap of 1000 bytes; nothing was kept"), declared.getMessage());

        Buffer bomb = new Buffer();
        try (var out = new java.util.zip.GZIPOutputStream(bomb.outputStream())) { out.write(("{\"x\": \"" + "a".repeat(200_000) + "\"}").getBytes()); }
        server.enqueue(new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json").setHeader("Content-Encoding", "gzip").body(bomb).build());
        assertTrue(bomb.size() < 1000, "a small compressed body that inflates past the cap");
        FetchException inflated = assertThrows(FetchException.class, () -> read(small, server.url("/bomb.json")));
        assertInstanceOf(SizeCap.Oversized.class, inflated.getCause());
    }

    @Test void anUnreachableHostIsNotTriedAgain() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) { port = s.getLocalPort(); } // closed: connecting is refused
        FetchHttp http = http();
        HttpUrl url = HttpUrl.get("http://127.0.0.1:" + port + "/api/x.json");
        FetchException first = assertThrows(FetchException.class, () -> http.get(Provider.CBOE, url, FetchHttp.Expect.JSON));
        assertTrue(first.network());
        assertEquals(6, first.exitCode());
        assertTrue(first.getMessage().startsWith("cannot reach Cboe delayed quotes (127.0.0.1) at port " + port), first.getMessage());
        FetchException again = assertThrows(FetchException.class, () -> http.get(Provider.CBOE, url.resolve("/other.json"), FetchHttp.Expect.JSON));
        assertTrue(again.getMessage().endsWith("(not tried again)"), again.getMessage());
        assertEquals(List.of(), waits, "the second was refused before pacing");
    }

    /**
     * No connection within the connect timeout is a host out of reach, like a refusal: okhttp's connect-failed event says
     * so, not the timeout's words. A loopback listener whose backlog is full leaves further connects unanswered (Linux
     * drops their SYN), so the connect times out for real.
     */
    @Test void aHostThatDoesNotConnectInTimeIsNotTriedAgain() throws Exception {
        try (ServerSocket full = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            List<Socket> queued = new ArrayList<>();
            try {
                boolean timedOut = false;
                for (int i = 0; i < 8 && !timedOut; i++) {
                    Socket s = new Socket();
                    queued.add(s);
                    try {
                        s.connect(full.getLocalSocketAddress(), 200);
                    } catch (SocketTimeoutException expected) {
                        timedOut = true;
                    }
                }
                assertTrue(timedOut, "the listener's backlog filled, so a connect now times out");
                FetchHttp http = new FetchHttp(HttpManners.defaults().clock(clock).connectTimeout(Duration.ofMillis(300)));
                HttpUrl url = HttpUrl.get("http://127.0.0.1:" + full.getLocalPort() + "/x.json");
                FetchException first = assertThrows(FetchException.class, () -> http.get(Provider.CBOE, url, FetchHttp.Expect.JSON));
                assertInstanceOf(SocketTimeoutException.class, first.getCause(), "a connect timeout: " + first.getMessage());
                assertTrue(first.network(), first.getMessage());
                FetchException again = assertThrows(FetchException.class, () -> http.get(Provider.CBOE, url.resolve("/y.json"), FetchHttp.Expect.JSON));
                assertTrue(again.getMessage().endsWith("(not tried again)"), again.getMessage());
            } finally {
                for (Socket s : queued) s.close();
            }
        }
    }

    /** A body shorter than its length says it ended early (okhttp's ProtocolException), whatever okhttp's words. */
    @Test void aBodyCutShortEndedEarly() {
        server.enqueue(new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json").body("{\"a\": [1, 2")
                .setHeader("Content-Length", 5000).onResponseEnd(SocketEffect.ShutdownConnection.INSTANCE).build()); // after body(), which sets its own
        FetchException cut = assertThrows(FetchException.class,
                () -> http().read(Provider.CBOE, server.url("/cut.json"), FetchHttp.Expect.JSON, "text", in -> new String(in.readAllBytes())));
        assertFalse(cut.network(), cut.getMessage());
        assertTrue(cut.getMessage().contains(": the answer ended early (a truncated body: "), cut.getMessage());
    }

    /** A connection made and an answer that does not come is a slow answer, not a host out of reach: the next is tried. */
    @Test void aHostThatAnswersSlowlyIsTriedAgain() throws Exception {
        FetchHttp http = new FetchHttp(HttpManners.defaults().clock(clock).callTimeout(Duration.ofMillis(300)));
        server.enqueue(new MockResponse.Builder().code(200).onResponseStart(SocketEffect.Stall.INSTANCE).build());
        server.enqueue(ok("{\"n\": 2}"));
        FetchException slow = assertThrows(FetchException.class, () -> read(http, server.url("/slow.json")));
        assertTrue(slow.network(), slow.getMessage());
        assertEquals("{\"n\": 2}", read(http, server.url("/next.json")), "the host was reached, so it is asked again");
    }

    @Test void sourcesComeFromTheEnvironmentThenTheSettingsFileAndMustBeBaseUrls(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp) throws IOException {
        java.nio.file.Path settings = java.nio.file.Files.writeString(tmp.resolve("settings"), "OQA_SOURCE_YAHOO=http\\://127.0.0.1\\:9000\nmode=auto\n");
        Sources s = Sources.resolve(java.util.Map.of("OQA_SOURCE_CBOE", "https://mirror.example:8443/"), settings);
        assertEquals("https://mirror.example:8443/", s.base(Provider.CBOE).toString());
        assertEquals("http://127.0.0.1:9000/", s.base(Provider.YAHOO).toString());
        assertEquals("https://fred.stlouisfed.org/", s.base(Provider.FRED).toString());
        for (String bad : List.of("ftp://x", "https://x/api", "https://x?a=1", "https://user:pw@x", "not a url"))
            assertEquals("env OQA_SOURCE_CBOE is not a base URL: expected scheme://host[:port] with http or https and nothing after the port"
                    + " (the documented path is kept), e.g. http://127.0.0.1:8080",
                    assertThrows(dev.oqa.model.ConfigException.class, () -> Sources.resolve(java.util.Map.of("OQA_SOURCE_CBOE", bad), null)).getMessage(), bad);
    }
}
