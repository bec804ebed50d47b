package dev.oqa.faults;

import dev.oqa.model.Endpoint;
import dev.oqa.testserver.Fixtures;
import java.io.IOException;
import java.net.InetAddress;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * A loopback server that is not our test server: it answers what it is scripted to (faults first, in order), else a
 * well-formed envelope with the document's synthetic fixture for the endpoint. It enforces nothing and counts every
 * request it receives per key (lower-cased, whatever header carried it) and UTC day, so a test can hold the client to
 * "at most 10 a day per key".
 */
final class HostileServer implements AutoCloseable {
    private final MockWebServer server = new MockWebServer();
    private final ConcurrentLinkedQueue<MockResponse> script = new ConcurrentLinkedQueue<>();
    private final Map<String, AtomicInteger> perKeyDay = new ConcurrentHashMap<>();
    private final AtomicInteger total = new AtomicInteger();
    private final String host;

    HostileServer() throws IOException { this(InetAddress.getLoopbackAddress()); }

    /** Bound to {@code address} only: the loopback address, or one of this machine's other addresses. */
    HostileServer(InetAddress address) throws IOException {
        server.setDispatcher(new Dispatcher() {
            @Override public MockResponse dispatch(RecordedRequest r) {
                total.incrementAndGet();
                perKeyDay.computeIfAbsent(key(r) + "@" + LocalDate.now(ZoneOffset.UTC), k -> new AtomicInteger()).incrementAndGet();
                MockResponse next = script.poll();
                return next != null ? next : healthy(r);
            }
        });
        server.start(address, 0);
        host = address.getHostAddress();
    }

    String baseUrl() { return "http://" + host + ":" + server.getPort(); }

    int port() { return server.getPort(); }

    HostileServer then(MockResponse r) { script.add(r); return this; }

    HostileServer then(int code, String body, String... headers) {
        MockResponse.Builder b = new MockResponse.Builder().code(code).body(body);
        for (int i = 0; i + 1 < headers.length; i += 2) b.addHeader(headers[i], headers[i + 1]);
        return then(b.build());
    }

    int requests() { return total.get(); }

    /** The most requests any one key (case folded) sent on one UTC day. */
    int maxPerKeyDay() { return perKeyDay.values().stream().mapToInt(AtomicInteger::get).max().orElse(0); }

    private static String key(RecordedRequest r) {
        String v = r.getHeaders().get("Authorization");
        if (v == null) v = r.getHeaders().get("X-API-Key");
        if (v == null) return "(none)";
        int sp = v.lastIndexOf(' ');
        return v.substring(sp + 1).toLowerCase(Locale.ROOT);
    }

    static MockResponse healthy(RecordedRequest r) {
        String path = r.getUrl().encodedPath();
        for (Endpoint e : Endpoint.values())
            if (path.equals("/api/v0" + e.path()))
                return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                        .body("{\"success\":true,\"data\":" + Fixtures.DATA.get(e) + "}").build();
        return new MockResponse.Builder().code(404).body("{\"success\":false,\"error\":{\"code\":\"not_found\",\"message\":\"no such path\"}}").build();
    }

    @Override public void close() { server.close(); }
}
