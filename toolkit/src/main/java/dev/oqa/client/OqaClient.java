package dev.oqa.client;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.cache.QuotaLedger;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Json;
import dev.oqa.model.Provenance;
import dev.oqa.model.Source;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The HTTP client of api-v0. Each attempt passes two steps before anything is sent: the quota gate reserves
 * a slot in the shared ledger (so every attempt, retries included, is counted, and a refused request never
 * leaves the machine), then the auth step adds the key header, the only place the secret meets the wire.
 * Retries are explicit: a 5xx once; a 429 once when its Retry-After is within a bound. Every failure becomes a
 * typed {@link dev.oqa.model.OqaException} carrying status, code and message and never the key. Nothing here
 * logs or echoes headers.
 *
 * <p>Transport: the JDK's {@link HttpClient}. The build declares {@code com.squareup.okhttp3:okhttp} 5.x, whose
 * Maven artifact is an empty Kotlin-multiplatform shell (the classes are in {@code okhttp-jvm}, reachable only
 * through Gradle metadata), so okhttp is not on the main classpath. The steps are kept in okhttp's
 * interceptor shape so a swap is local to this class.
 */
public final class OqaClient {
    public static final String API_PREFIX = "/api/v0";
    /**
     * The longest wait a server header is believed for: a broken or hostile Retry-After of years must not lock a
     * user out; a day covers every documented limit (the daily quota resets within one).
     */
    public static final Duration MAX_HONOURED_WAIT = Duration.ofDays(1);
    private static final String USER_AGENT = "oqa-toolkit/0.1";

    private final String baseUrl;
    private final ApiKey key;
    private final AuthScheme scheme;
    private final QuotaLedger ledger;
    private final HttpClient http;
    private final long maxBodyBytes;
    private final Duration maxRetryAfterWait;
    private final Duration connectTimeout, readTimeout;
    private final Clock clock;
    private final Sleeper sleeper;

    /** How the client waits out a short Retry-After; replaceable so tests need not sleep. */
    @FunctionalInterface
    public interface Sleeper { void sleep(Duration d) throws InterruptedException; }

    /** One received response, body already bounded and read. */
    private record Received(int status, HttpHeaders headers, byte[] body) {
        String header(String name) { return headers.firstValue(name).orElse(null); }
    }

    private OqaClient(Builder b) {
        this.baseUrl = BaseUrl.check(Objects.requireNonNull(b.baseUrl, "baseUrl"), "the client builder");
        this.key = Objects.requireNonNull(b.key, "apiKey");
        this.scheme = b.scheme;
        this.ledger = b.ledger;
        this.maxBodyBytes = b.maxBodyBytes;
        this.maxRetryAfterWait = b.maxRetryAfterWait;
        this.connectTimeout = b.connectTimeout;
        this.readTimeout = b.readTimeout;
        this.clock = b.clock;
        this.sleeper = b.sleeper;
        this.http = HttpClient.newBuilder()
                .connectTimeout(connectTimeout)
                .version(HttpClient.Version.HTTP_1_1)
                // A redirect could carry the X-API-Key header to another host; and it is a request nobody counted.
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    public static Builder builder() { return new Builder(); }

    public String baseUrl() { return baseUrl; }

    public AuthScheme authScheme() { return scheme; }

    /** The full URL of a request; the key never goes in it, only in a header. */
    public URI url(ApiRequest request) {
        StringBuilder sb = new StringBuilder(baseUrl).append(API_PREFIX).append(request.endpoint().path());
        char sep = '?';
        for (Map.Entry<String, List<String>> e : request.params().entrySet())
            for (String v : e.getValue()) {
                sb.append(sep).append(enc(e.getKey())).append('=').append(enc(v));
                sep = '&';
            }
        return URI.create(sb.toString());
    }

    private static String enc(String s) { return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20"); }

    /** Sends {@code request} and maps its {@code data} to the endpoint's record; REMOTE provenance. */
    public Answer<?> send(ApiRequest request) {
        List<String> notes = new ArrayList<>(request.notes());
        ApiException firstServerError = null;
        boolean waitedForRateLimit = false;
        while (true) {
            Instant sentAt = clock.instant();
            QuotaLedger.Reservation slot;
            try {
                slot = reserve(request);
            } catch (QuotaExceededException | RateLimitedException refused) {
                if (firstServerError == null) throw refused;
                throw new ApiException(firstServerError.status(), firstServerError.code(), firstServerError.serverMessage(),
                        firstServerError.getMessage() + "; not retried: " + refused.getMessage());
            }
            Received r = exchange(request, slot);
            if (r.status >= 500) {
                ApiException e = (ApiException) errorFrom(r);
                if (firstServerError == null) {
                    firstServerError = e;
                    notes.add("retried once after a server error (HTTP " + r.status + "); both attempts counted against the quota");
                    continue;
                }
                throw new ApiException(e.status(), e.code(), e.serverMessage(), e.getMessage()
                        + " (after one retry; first attempt: HTTP " + firstServerError.status() + ")");
            }
            if (r.status == 429) {
                Optional<Duration> wait = retryAfter(r);
                RuntimeException e = errorFrom(r);
                if (e instanceof RateLimitedException && wait.isPresent() && !waitedForRateLimit
                        && wait.get().compareTo(maxRetryAfterWait) <= 0) {
                    waitedForRateLimit = true;
                    notes.add("waited " + wait.get().toMillis() + " ms for the service's Retry-After, then retried; both attempts counted");
                    sleep(wait.get());
                    continue;
                }
                // Honoured across processes: nobody sends for this key before the service allows it.
                wait.ifPresent(w -> blockUntil(clock.instant().plus(w)));
                throw e;
            }
            if (r.status < 200 || r.status >= 300) throw errorFrom(r);
            JsonNode data = envelope(r);
            noteRemaining(r);
            Object typed;
            try {
                typed = Responses.typed(request.endpoint(), data);
            } catch (IllegalArgumentException e) {
                throw new ApiException(r.status, "unexpected_shape", null, request.endpoint().path()
                        + " answered a data object this client cannot read as " + request.endpoint().dataType().getSimpleName()
                        + ": " + firstLine(e.getMessage()));
            }
            OptionalInt left = slot == null ? OptionalInt.empty() : OptionalInt.of(slot.usage().leftToday());
            return rawAnswer(typed, data, new Provenance(Source.REMOTE, sentAt.toString(), sentAt, false, left, notes));
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Answer<?> rawAnswer(Object typed, JsonNode data, Provenance p) { return new Answer(typed, data, p); }

    /** Quota gate: reserve before sending; a refusal is thrown and nothing goes out. */
    private QuotaLedger.Reservation reserve(ApiRequest request) {
        if (ledger == null) return null;
        try {
            return ledger.reserve(request.endpoint().family());
        } catch (UncheckedIOException e) {
            throw new ConfigException("the quota ledger is not usable, so nothing was sent: " + e.getMessage(), e);
        }
    }

    private void blockUntil(Instant until) {
        if (ledger == null) return;
        try { ledger.blockUntil(until); } catch (UncheckedIOException ignored) { /* the typed error still says when */ }
    }

    /** Auth step and transport: one attempt, with connect and read timeouts and a bounded body. */
    private Received exchange(ApiRequest request, QuotaLedger.Reservation slot) {
        HttpRequest req = HttpRequest.newBuilder(url(request)).GET()
                .timeout(readTimeout)
                .header("Accept", "application/json")
                .header("User-Agent", USER_AGENT)
                .header(scheme.header(), scheme.value(key))
                .build();
        java.util.concurrent.atomic.AtomicInteger status = new java.util.concurrent.atomic.AtomicInteger();
        CompletableFuture<HttpResponse<byte[]>> call = http.sendAsync(req, info -> {
            status.set(info.statusCode());
            long declared = info.headers().firstValueAsLong("Content-Length").orElse(-1);
            return new BoundedBody(declared > maxBodyBytes ? -1 : maxBodyBytes);
        });
        try {
            HttpResponse<byte[]> resp = call.get(connectTimeout.plus(readTimeout).toMillis(), TimeUnit.MILLISECONDS);
            return new Received(resp.statusCode(), resp.headers(), resp.body());
        } catch (TimeoutException e) {
            call.cancel(true);
            throw new NetworkException("read timeout: no complete response from " + baseUrl + " within " + readTimeout.toMillis() + " ms", e);
        } catch (InterruptedException e) {
            call.cancel(true);
            Thread.currentThread().interrupt();
            throw new NetworkException("interrupted while waiting for " + baseUrl, e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof BodyTooLarge)
                throw new ApiException(status.get(), "oversized_body", null, "the response body exceeds the bound of " + maxBodyBytes + " bytes");
            if (c instanceof HttpConnectTimeoutException) {
                release(slot);
                throw new NetworkException("connect timeout after " + connectTimeout.toMillis() + " ms to " + baseUrl, c);
            }
            if (c instanceof HttpTimeoutException)
                throw new NetworkException("read timeout: no response from " + baseUrl + " within " + readTimeout.toMillis() + " ms", c);
            if (c instanceof ConnectException) {
                release(slot); // nothing reached the service
                throw new NetworkException("cannot connect to " + baseUrl + " (" + c.getClass().getSimpleName()
                        + (c.getMessage() == null ? "" : ": " + c.getMessage()) + ")", c);
            }
            if (status.get() != 0)
                throw new ApiException(status.get(), "truncated_body", null, "the response body ended early or could not be read ("
                        + c.getClass().getSimpleName() + (c.getMessage() == null ? "" : ": " + c.getMessage()) + ")", c);
            throw new NetworkException("network error talking to " + baseUrl + ": " + c, c);
        }
    }

    private void release(QuotaLedger.Reservation slot) {
        if (ledger != null && slot != null) try { ledger.release(slot); } catch (UncheckedIOException ignored) { /* counted, harmlessly */ }
    }

    private static final class BodyTooLarge extends IOException {
        BodyTooLarge() { super("response body too large"); }
    }

    /** Collects at most {@code max} bytes, then cancels the stream; {@code max < 0} refuses at once. */
    private static final class BoundedBody implements HttpResponse.BodySubscriber<byte[]> {
        private final long max;
        private final CompletableFuture<byte[]> result = new CompletableFuture<>();
        private final java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        private java.util.concurrent.Flow.Subscription subscription;

        BoundedBody(long max) { this.max = max; }

        @Override public java.util.concurrent.CompletionStage<byte[]> getBody() { return result; }

        @Override public void onSubscribe(java.util.concurrent.Flow.Subscription s) {
            subscription = s;
            if (max < 0) {
                s.cancel();
                result.completeExceptionally(new BodyTooLarge());
            } else {
                s.request(Long.MAX_VALUE);
            }
        }

        @Override public void onNext(List<java.nio.ByteBuffer> items) {
            if (result.isDone()) return;
            for (java.nio.ByteBuffer b : items) {
                if (out.size() + (long) b.remaining() > max) {
                    subscription.cancel();
                    result.completeExceptionally(new BodyTooLarge());
                    return;
                }
                byte[] a = new byte[b.remaining()];
                b.get(a);
                out.write(a, 0, a.length);
            }
        }

        @Override public void onError(Throwable t) { result.completeExceptionally(t); }

        @Override public void onComplete() { result.complete(out.toByteArray()); }
    }

    /** The {@code data} of a success envelope, or the typed error a {@code success:false} body describes. */
    private JsonNode envelope(Received r) {
        JsonNode root = parse(r);
        if (root.path("success").asBoolean(false) && root.path("data").isObject()) return root.get("data");
        if (root.has("error") || root.path("success").isBoolean()) throw errorFrom(r);
        throw new ApiException(r.status, "unexpected_shape", null, "the response is JSON but not the success envelope: " + snippet(r.body));
    }

    private JsonNode parse(Received r) {
        byte[] body = r.body;
        try {
            JsonNode n = body.length == 0 ? null : Responses.tree(body);
            if (n == null || n.isMissingNode())
                throw new ApiException(r.status, "empty_body", null, "the response body is empty (HTTP " + r.status + ")");
            if (!n.isObject())
                throw new ApiException(r.status, "unexpected_shape", null, "the response is not a JSON object: " + snippet(body));
            return n;
        } catch (IOException e) {
            int i = 0;
            while (i < body.length && Character.isWhitespace(body[i])) i++;
            boolean looksJson = i < body.length && (body[i] == '{' || body[i] == '[');
            String ct = Optional.ofNullable(r.header("Content-Type")).orElse("");
            throw new ApiException(r.status, looksJson ? "malformed_json" : "non_json_body", snippet(body),
                    (looksJson ? "the response JSON is truncated or malformed" : "the response is not JSON" + (ct.isEmpty() ? "" : " (" + ct + ")"))
                            + " (HTTP " + r.status + "): " + snippet(body));
        }
    }

    /** Both error shapes of api-v0 §7 (INTERPRETATION #6, #7); unknown shapes keep the status and 200 characters. */
    private RuntimeException errorFrom(Received r) {
        String code = null, message = null;
        try {
            JsonNode n = Json.MAPPER.readTree(r.body);
            JsonNode err = n == null ? null : n.get("error");
            if (err != null && err.isObject()) {
                code = err.path("code").isTextual() ? err.get("code").asText() : null;
                message = err.path("message").isTextual() ? err.get("message").asText() : null;
            } else if (err != null && err.isTextual()) {
                code = err.asText();
            }
        } catch (IOException | RuntimeException ignored) {
            // not JSON: described by the snippet
        }
        if (code == null && message == null && r.body.length > 0) message = snippet(r.body);
        int status = r.status;
        String lc = code == null ? "" : code.toLowerCase(java.util.Locale.ROOT);
        String what = "HTTP " + status + (code == null ? "" : " " + code) + (message == null ? "" : ": " + message);
        if (status == 401 || status == 403 || lc.equals("missing_api_key") || lc.equals("invalid_api_key")) {
            String c = code != null ? code : "unauthorized";
            String hint = c.equals("missing_api_key") ? "the service received no API key" : "the service refused the API key";
            return new AuthException(c, hint + " (" + what + "); check OQA_API_KEY or run %oqa login", status);
        }
        if (status == 429 || lc.contains("rate") || lc.contains("quota")) {
            Duration wait = retryAfter(r).orElse(null);
            if (lc.contains("quota")) {
                Instant resets = wait != null ? clock.instant().plus(wait) : null;
                String assumed = "";
                if (ledger != null) {
                    try {
                        ledger.quotaSpentUntil(resets);
                        if (resets == null) {
                            resets = ledger.usage().dayResetsAt();
                            assumed = " (no Retry-After; assumed the next day boundary, " + ledger.limits().zone() + ")";
                        }
                    } catch (UncheckedIOException ignored) { /* the error below still tells the user */ }
                }
                return new QuotaExceededException("the service says the quota is used up (" + what + ")"
                        + (resets == null ? "" : "; resets at " + resets + assumed), resets);
            }
            return new RateLimitedException("rate limited by the service (" + what + ")"
                    + (wait == null ? "" : "; retry after " + Math.max(1, wait.toSeconds()) + " s"), wait, status, code);
        }
        String kind = status >= 500 ? "the service failed" : (status >= 200 && status < 300) ? "the service reported a failure"
                : "the service rejected the request";
        return new ApiException(status, code, message, kind + " (" + what + ")");
    }

    /** {@code Retry-After} in seconds or as an HTTP date, else {@code RateLimit-Reset}/{@code X-RateLimit-Reset}. */
    private Optional<Duration> retryAfter(Received r) {
        return rawRetryAfter(r).map(d -> d.compareTo(MAX_HONOURED_WAIT) > 0 ? MAX_HONOURED_WAIT : d);
    }

    private Optional<Duration> rawRetryAfter(Received r) {
        Instant now = clock.instant();
        String v = r.header("Retry-After");
        if (v != null) {
            v = v.trim();
            try {
                return Optional.of(Duration.ofSeconds(Math.max(0, Long.parseLong(v))));
            } catch (NumberFormatException notSeconds) {
                try {
                    Duration d = Duration.between(now, ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant());
                    return Optional.of(d.isNegative() ? Duration.ZERO : d);
                } catch (RuntimeException notADate) {
                    // unreadable: try the other headers
                }
            }
        }
        for (String h : new String[] {"RateLimit-Reset", "X-RateLimit-Reset"}) {
            String s = r.header(h);
            if (s == null) continue;
            try {
                long n = Long.parseLong(s.trim());
                // Some servers send an epoch second, others a delta; beyond a year it can only be an epoch.
                Duration d = n > 366L * 86400 ? Duration.between(now, Instant.ofEpochSecond(n)) : Duration.ofSeconds(n);
                return Optional.of(d.isNegative() ? Duration.ZERO : d);
            } catch (NumberFormatException ignored) { /* next header */ }
        }
        return Optional.empty();
    }

    /** INTERPRETATION #6: a success that says none are left ({@code X-RateLimit-Remaining: 0}) blocks until its reset. */
    private void noteRemaining(Received r) {
        String rem = Optional.ofNullable(r.header("RateLimit-Remaining")).orElse(r.header("X-RateLimit-Remaining"));
        if (rem == null) return;
        try {
            if (Long.parseLong(rem.trim()) <= 0) retryAfter(r).ifPresent(w -> blockUntil(clock.instant().plus(w)));
        } catch (NumberFormatException ignored) { /* unreadable: the ledger still counts */ }
    }

    private void sleep(Duration d) {
        try {
            sleeper.sleep(d);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NetworkException("interrupted while waiting for Retry-After", e);
        }
    }

    private static String snippet(byte[] body) {
        String s = new String(body, 0, Math.min(body.length, 800), StandardCharsets.UTF_8).replaceAll("\\s+", " ").trim();
        return ApiKey.redact(s.length() > 200 ? s.substring(0, 200) + "…" : s);
    }

    private static String firstLine(String s) {
        if (s == null) return "";
        int i = s.indexOf('\n');
        return i < 0 ? s : s.substring(0, i);
    }

    public static final class Builder {
        private String baseUrl;
        private ApiKey key;
        private AuthScheme scheme = AuthScheme.API_KEY;
        private QuotaLedger ledger;
        private Duration connectTimeout = Duration.ofSeconds(5), readTimeout = Duration.ofSeconds(30);
        private long maxBodyBytes = 32L << 20;
        private Duration maxRetryAfterWait = Duration.ofSeconds(3);
        private Clock clock = Clock.systemUTC();
        private Sleeper sleeper = d -> Thread.sleep(d.toMillis());

        private Builder() {}

        public Builder baseUrl(String url) { this.baseUrl = url; return this; }
        public Builder apiKey(ApiKey key) { this.key = key; return this; }
        public Builder authScheme(AuthScheme s) { this.scheme = Objects.requireNonNull(s, "authScheme"); return this; }
        /** The shared quota ledger of this key; {@code null} sends without local quota enforcement. */
        public Builder ledger(QuotaLedger l) { this.ledger = l; return this; }
        public Builder connectTimeout(Duration d) { this.connectTimeout = positive(d, "connectTimeout"); return this; }
        public Builder readTimeout(Duration d) { this.readTimeout = positive(d, "readTimeout"); return this; }
        /** Bodies beyond this are refused (a 20,000-row chain is a few MB; the default is 32 MiB). */
        public Builder maxBodyBytes(long n) {
            if (n < 1) throw new IllegalArgumentException("maxBodyBytes must be positive, got " + n);
            this.maxBodyBytes = n;
            return this;
        }
        /** A 429 whose Retry-After is at most this is waited out and retried once; longer ones are errors. */
        public Builder maxRetryAfterWait(Duration d) { this.maxRetryAfterWait = Objects.requireNonNull(d); return this; }
        public Builder clock(Clock c) { this.clock = Objects.requireNonNull(c); return this; }
        public Builder sleeper(Sleeper s) { this.sleeper = Objects.requireNonNull(s); return this; }
        public OqaClient build() { return new OqaClient(this); }

        private static Duration positive(Duration d, String name) {
            if (d == null || d.isNegative() || d.isZero()) throw new IllegalArgumentException(name + " must be positive, got " + d);
            return d;
        }
    }
}
