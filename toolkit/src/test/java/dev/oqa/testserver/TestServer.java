package dev.oqa.testserver;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.OqaException;
import dev.oqa.query.*;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * A loopback server that behaves as api-v0 says: {@code /api/v0/...} GET endpoints; the three auth header forms;
 * 48-hex keys; 401 {@code missing_api_key} / {@code invalid_api_key} in the envelope or the short error shape;
 * per-key daily and monthly quotas answered with 429 and {@code Retry-After}; parameters sanitised with the same
 * rules as the client (clamps, ticker fallbacks). Results come from canned JSON when registered, else from
 * {@link LocalEngine#bundled()} (501 {@code not_implemented} / 404 {@code no_data} when it cannot answer).
 * Faults are scripted per request ({@link #enqueue}). Every request is recorded for assertions; keys are
 * never echoed.
 *
 * <p>As a process: {@code java -cp ... dev.oqa.testserver.TestServer --port 8080 --keys <hex48>[,<hex48>]
 * [--per-day 10] [--per-month 100] [--error-shape envelope|short] [--fail-5xx N] [--delay-ms N]}.
 */
public final class TestServer implements AutoCloseable {
    private static final Pattern HEX48 = Pattern.compile("[0-9a-fA-F]{48}");

    /** One request as received. Header names are lower-cased. */
    public record Recorded(String method, String path, String rawQuery, Map<String, List<String>> query, Map<String, List<String>> headers) {
        public String header(String name) {
            List<String> v = headers.get(name.toLowerCase(Locale.ROOT));
            return v == null || v.isEmpty() ? null : v.get(0);
        }
        public List<String> param(String name) { return query.getOrDefault(name, List.of()); }
    }

    /** A scripted fault for one upcoming request. */
    public sealed interface Fault {}
    /** Answer with {@code status} and {@code body} as is (e.g. 500 with a JSON error). */
    public record Canned(int status, String contentType, String body, Map<String, String> headers) implements Fault {}
    /** Wait before answering (read timeout). */
    public record Delay(long millis) implements Fault {}
    /** Declare {@code Content-Length} larger than the bytes sent, then close. */
    public record Truncate(String partialBody) implements Fault {}
    /** A valid envelope padded to {@code bytes}, sent chunked (no Content-Length). */
    public record Oversized(int bytes) implements Fault {}

    public enum ErrorShape { ENVELOPE, SHORT }

    private final HttpServer server;
    private final Set<String> validKeys = ConcurrentHashMap.newKeySet();
    private final Map<Endpoint, JsonNode> canned = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<Fault> faults = new ConcurrentLinkedQueue<>();
    private final List<Recorded> recorded = new CopyOnWriteArrayList<>();
    private final Map<String, Map<LocalDate, AtomicInteger>> usage = new ConcurrentHashMap<>();
    private volatile int perDay = 10, perMonth = 100;
    private volatile ErrorShape errorShape = ErrorShape.ENVELOPE;
    private volatile int fail5xx = 0;
    private volatile long delayMs = 0;
    private volatile LocalEngine local;
    private final Clock clock = Clock.systemUTC();

    private TestServer(int port) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.setExecutor(Executors.newFixedThreadPool(4, r -> { Thread t = new Thread(r, "oqa-test-server"); t.setDaemon(true); return t; }));
        server.createContext("/", this::handle);
        server.start();
    }

    /** Starts on a free loopback port. */
    public static TestServer start() throws IOException { return new TestServer(0); }

    public static TestServer start(int port) throws IOException { return new TestServer(port); }

    public String baseUrl() { return "http://127.0.0.1:" + server.getAddress().getPort(); }

    public int port() { return server.getAddress().getPort(); }

    public TestServer validKey(String key) { validKeys.add(key.toLowerCase(Locale.ROOT)); return this; }

    public TestServer quota(int perDay, int perMonth) { this.perDay = perDay; this.perMonth = perMonth; return this; }

    public TestServer errorShape(ErrorShape s) { this.errorShape = s; return this; }

    /** Serve this {@code data} object for the endpoint instead of asking the local engine. */
    public TestServer canned(Endpoint e, JsonNode data) { canned.put(e, data); return this; }

    public TestServer canned(Endpoint e, String dataJson) {
        try {
            return canned(e, Json.MAPPER.readTree(dataJson));
        } catch (IOException ex) {
            throw new IllegalArgumentException(ex);
        }
    }

    public TestServer localEngine(LocalEngine engine) { this.local = engine; return this; }

    /** Scripts faults for the next requests, one per request, in order. */
    public TestServer enqueue(Fault... fs) { Collections.addAll(faults, fs); return this; }

    public List<Recorded> requests() { return List.copyOf(recorded); }

    public Recorded last() { return recorded.get(recorded.size() - 1); }

    public int requestCount() { return recorded.size(); }

    public void reset() { recorded.clear(); faults.clear(); usage.clear(); }

    @Override public void close() { server.stop(0); }

    // ------------------------------------------------------------------ handling

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            Map<String, List<String>> query = parseQuery(ex.getRequestURI().getRawQuery());
            Map<String, List<String>> headers = new LinkedHashMap<>();
            ex.getRequestHeaders().forEach((k, v) -> headers.put(k.toLowerCase(Locale.ROOT), List.copyOf(v)));
            String path = ex.getRequestURI().getPath();
            recorded.add(new Recorded(ex.getRequestMethod(), path, ex.getRequestURI().getRawQuery(), query, headers));

            Fault fault = faults.poll();
            if (fault instanceof Delay d) sleep(d.millis());
            if (delayMs > 0) sleep(delayMs);
            if (fault instanceof Canned c) {
                c.headers().forEach((k, v) -> ex.getResponseHeaders().add(k, v));
                send(ex, c.status(), c.contentType(), c.body().getBytes(StandardCharsets.UTF_8));
                return;
            }
            if (fault instanceof Truncate t) {
                byte[] b = t.partialBody().getBytes(StandardCharsets.UTF_8);
                ex.getResponseHeaders().add("Content-Type", "application/json");
                ex.sendResponseHeaders(200, b.length + 500L);
                OutputStream os = ex.getResponseBody();
                os.write(b);
                os.flush();
                // Closing the exchange now leaves the declared length unmet: the client sees a truncated body.
                return;
            }
            if (fail5xx > 0) {
                fail5xx--;
                error(ex, 503, "upstream_unavailable", "upstream data provider unavailable", Map.of());
                return;
            }
            if (!ex.getRequestMethod().equals("GET")) { error(ex, 405, "method_not_allowed", "all endpoints are GET", Map.of()); return; }
            if (!path.startsWith("/api/v0/")) { error(ex, 404, "not_found", "unknown path", Map.of()); return; }
            var endpoint = java.util.Arrays.stream(Endpoint.values()).filter(e -> ("/api/v0" + e.path()).equals(path)).findFirst();
            if (endpoint.isEmpty()) { error(ex, 404, "not_found", "unknown endpoint", Map.of()); return; }

            String key = keyOf(ex);
            if (key == null) { authError(ex, "missing_api_key", "API key required"); return; }
            if (!HEX48.matcher(key).matches() || !validKeys.contains(key.toLowerCase(Locale.ROOT))) {
                authError(ex, "invalid_api_key", "Invalid API key");
                return;
            }
            LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
            Map<LocalDate, AtomicInteger> days = usage.computeIfAbsent(key.toLowerCase(Locale.ROOT), k -> new ConcurrentHashMap<>());
            int month = days.entrySet().stream().filter(e -> e.getKey().getYear() == today.getYear() && e.getKey().getMonth() == today.getMonth())
                    .mapToInt(e -> e.getValue().get()).sum();
            AtomicInteger day = days.computeIfAbsent(today, d -> new AtomicInteger());
            if (day.get() >= perDay || month >= perMonth) {
                long secs = java.time.Duration.between(clock.instant(), today.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant()).toSeconds();
                error(ex, 429, "quota_exceeded", "daily request quota exceeded", Map.of("Retry-After", Long.toString(Math.max(1, secs))));
                return;
            }
            day.incrementAndGet();

            ApiRequest request;
            try {
                request = ServerRequests.parse(endpoint.get(), query);
            } catch (OqaException e) {
                error(ex, 400, "bad_request", e.getMessage(), Map.of());
                return;
            }
            if (fault instanceof Oversized o) {
                StringBuilder sb = new StringBuilder("{\"success\":true,\"data\":{\"status\":\"ok\",\"pad\":\"");
                while (sb.length() < o.bytes()) sb.append("x".repeat(1024));
                sb.append("\"}}");
                // Chunked, with no Content-Length: the client must bound the body while streaming it.
                ex.getResponseHeaders().set("Content-Type", "application/json");
                ex.sendResponseHeaders(200, 0);
                try (OutputStream os = ex.getResponseBody()) { os.write(sb.toString().getBytes(StandardCharsets.UTF_8)); }
                return;
            }
            JsonNode data = canned.get(request.endpoint());
            if (data == null) {
                try {
                    LocalEngine engine = local != null ? local : LocalEngine.bundled();
                    data = engine.answer(request).raw();
                } catch (UnsupportedOperationException e) {
                    error(ex, 501, "not_implemented", "no result for " + request.endpoint().path(), Map.of());
                    return;
                } catch (LocalDataException e) {
                    error(ex, 404, "no_data", e.getMessage(), Map.of());
                    return;
                }
            }
            ObjectNode env = Json.MAPPER.createObjectNode();
            env.put("success", true);
            env.set("data", data);
            send(ex, 200, "application/json", Json.MAPPER.writeValueAsBytes(env));
        } catch (RuntimeException e) {
            try {
                error(ex, 500, "internal_error", e.getClass().getSimpleName(), Map.of());
            } catch (IOException | RuntimeException ignored) { /* the client sees a dropped connection */ }
        }
    }

    /** The service document's three forms: {@code Authorization: ApiKey k}, {@code Authorization: Bearer k}, or {@code X-API-Key: k}. */
    private static String keyOf(HttpExchange ex) {
        String auth = ex.getRequestHeaders().getFirst("Authorization");
        if (auth != null) {
            String a = auth.trim();
            int sp = a.indexOf(' ');
            if (sp > 0) {
                String scheme = a.substring(0, sp).toLowerCase(Locale.ROOT);
                if (scheme.equals("apikey") || scheme.equals("bearer")) return a.substring(sp + 1).trim();
            }
            return a.isEmpty() ? null : "";
        }
        String x = ex.getRequestHeaders().getFirst("X-API-Key");
        return x == null || x.isBlank() ? null : x.trim();
    }

    private void authError(HttpExchange ex, String code, String message) throws IOException {
        if (errorShape == ErrorShape.SHORT) {
            send(ex, 401, "application/json", ("{\"error\":\"" + code + "\"}").getBytes(StandardCharsets.UTF_8));
        } else {
            error(ex, 401, code, message, Map.of());
        }
    }

    private static void error(HttpExchange ex, int status, String code, String message, Map<String, String> headers) throws IOException {
        ObjectNode env = Json.MAPPER.createObjectNode();
        env.put("success", false);
        ObjectNode err = env.putObject("error");
        err.put("code", code);
        err.put("message", message);
        headers.forEach((k, v) -> ex.getResponseHeaders().add(k, v));
        send(ex, status, "application/json", Json.MAPPER.writeValueAsBytes(env));
    }

    private static void send(HttpExchange ex, int status, String contentType, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Content-Type", contentType);
        ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) try (OutputStream os = ex.getResponseBody()) { os.write(body); }
    }

    private static Map<String, List<String>> parseQuery(String raw) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        if (raw == null || raw.isEmpty()) return out;
        for (String pair : raw.split("&")) {
            if (pair.isEmpty()) continue;
            int eq = pair.indexOf('=');
            String k = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            String v = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            out.computeIfAbsent(k, x -> new ArrayList<>()).add(v);
        }
        return out;
    }

    private static void sleep(long ms) {
        try { Thread.sleep(ms); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
    }

    // ------------------------------------------------------------------ process entry point

    public static void main(String[] args) throws Exception {
        int port = 8080;
        TestServer s = null;
        List<String> keys = new ArrayList<>();
        int day = 10, month = 100, fail = 0;
        long delay = 0;
        ErrorShape shape = ErrorShape.ENVELOPE;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--port" -> { port = Integer.parseInt(v); i++; }
                case "--keys" -> { keys.addAll(List.of(v.split(","))); i++; }
                case "--per-day" -> { day = Integer.parseInt(v); i++; }
                case "--per-month" -> { month = Integer.parseInt(v); i++; }
                case "--error-shape" -> { shape = ErrorShape.valueOf(v.toUpperCase(Locale.ROOT)); i++; }
                case "--fail-5xx" -> { fail = Integer.parseInt(v); i++; }
                case "--delay-ms" -> { delay = Long.parseLong(v); i++; }
                default -> {
                    System.err.println("usage: TestServer [--port N] --keys HEX48[,HEX48] [--per-day N] [--per-month N]"
                            + " [--error-shape envelope|short] [--fail-5xx N] [--delay-ms N]");
                    System.exit(2);
                }
            }
        }
        s = start(port);
        for (String k : keys) if (!k.isBlank()) s.validKey(k.trim());
        s.quota(day, month).errorShape(shape);
        s.fail5xx = fail;
        s.delayMs = delay;
        System.out.println("oqa test server listening on " + s.baseUrl() + " (" + keys.size() + " keys, " + day + "/day, " + month + "/month)");
        System.out.flush();
        Thread.currentThread().join();
    }
}
