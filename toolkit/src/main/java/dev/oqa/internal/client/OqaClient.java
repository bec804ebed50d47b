package dev.oqa.internal.client;

import dev.oqa.model.AuthScheme;

import dev.oqa.model.ApiException;
import dev.oqa.model.AuthException;
import dev.oqa.model.NetworkException;
import dev.oqa.model.OqaException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.oqa.internal.cache.QuotaLedger;
import dev.oqa.model.Answer;
import dev.oqa.model.Json;
import dev.oqa.internal.shape.Bodies;
import dev.oqa.internal.shape.DataReader;
import dev.oqa.internal.shape.Reading;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Provenance;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.RateLimitedException;
import dev.oqa.model.Redaction;
import dev.oqa.model.Source;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;

/**
 * The HTTP client of api-v0, on okhttp: the process's {@link SharedHttp} client (one pool, one dispatcher) specialised
 * for the service, with the cross-cutting steps as interceptors, each a class with one job, outermost first:
 * <ol>
 *   <li>{@link RetryInterceptor}: a 5xx is retried once; a 429 is waited out once when its Retry-After is within a
 *       bound. Outermost, so that every retry passes the quota gate again.
 *   <li>{@link QuotaInterceptor}: reserves a slot in the shared ledger before the attempt proceeds (a refusal is
 *       thrown and nothing goes out); gives it back only when the connection never opened.
 *   <li>{@link AuthInterceptor}: adds the key header, the only place the secret meets the wire.
 *   <li>{@link BodyLimitInterceptor}: reads the body into memory up to a bound, refusing an oversized one early.
 *   <li>{@link SingleExchange} (network interceptor): marks that the connection opened, and stops okhttp from
 *       resending a request on its own.
 * </ol>
 * okhttp's own redirects and connection-failure retries are off: a redirect could carry the key to another host,
 * and either would be a request nobody counted. This class turns the last response into a typed answer, and every
 * failure into a typed {@link dev.oqa.model.OqaException} carrying status, code and message and never the key.
 * Nothing here logs or echoes headers.
 */
public final class OqaClient {
    public static final String API_PREFIX = "/api/v0";
    /**
     * The longest wait a server header is believed for: a broken or hostile Retry-After of years must not lock a
     * user out; a day covers every documented limit (the daily quota resets within one).
     */
    public static final Duration MAX_HONOURED_WAIT = Duration.ofDays(1);
    /** One deadline for a whole call, retries and waits included, unless configured otherwise. */
    public static final Duration DEFAULT_CALL_TIMEOUT = Duration.ofSeconds(30);
    /** How much of a body that cannot be read is quoted in the error, after the key is hidden. */
    static final int EXCERPT = 200;
    private static final String USER_AGENT = "oqa-toolkit/0.1";

    private final String baseUrl;
    /** What every call to a consented plain-http address says; empty for https and for this machine. */
    private final Optional<String> clearText;
    private final Options o;
    private final QuotaLedger ledger;
    private final OkHttpClient http;
    private final Clock clock;

    /** How the client waits out a short Retry-After; replaceable so tests need not sleep. */
    @FunctionalInterface
    public interface Sleeper { void sleep(Duration d) throws InterruptedException; }

    /**
     * What a client is built with, each value checked where the user set it ({@code OqaSettings}).
     *
     * @param ledger            the shared quota ledger of this key; {@code null} sends without local quota enforcement
     * @param callTimeout       the deadline of a whole call, retries, waits and body included; passing it is a network error
     * @param maxBodyBytes      bodies beyond this are refused (a 20,000-row chain is a few MB)
     * @param maxRetryAfterWait a 429 whose Retry-After is at most this is waited out and retried once; longer ones are errors
     */
    public record Options(String baseUrl, ApiKey key, InsecureHttp insecureHttp, AuthScheme scheme, QuotaLedger ledger,
                          Duration connectTimeout, Duration readTimeout, Duration callTimeout, long maxBodyBytes,
                          Duration maxRetryAfterWait, Clock clock, Sleeper sleeper) {}

    public OqaClient(Options o) {
        // Checked again here: whatever resolved the address, the key goes nowhere the user did not consent to.
        BaseUrl address = BaseUrl.forKey(Objects.requireNonNull(o.baseUrl(), "baseUrl"), "the client options", o.insecureHttp());
        this.baseUrl = address.url();
        this.clearText = address.clearTextWarning(o.insecureHttp());
        this.o = o;
        this.ledger = o.ledger();
        this.clock = o.clock();
        OkHttpClient.Builder http = SharedHttp.builder()
                .connectTimeout(o.connectTimeout())
                .readTimeout(o.readTimeout())
                .writeTimeout(o.readTimeout())
                // One deadline for the whole call (every attempt, every wait, every byte of the body): a server that
                // trickles a byte a second would otherwise never trip the read timeout.
                .callTimeout(o.callTimeout())
                .followRedirects(false)
                .followSslRedirects(false)
                .retryOnConnectionFailure(false)
                .protocols(List.of(Protocol.HTTP_1_1))
                .addInterceptor(new RetryInterceptor(o.maxRetryAfterWait(), clock, o.sleeper()));
        if (ledger != null) http.addInterceptor(new QuotaInterceptor(ledger));
        this.http = http.addInterceptor(new AuthInterceptor(Objects.requireNonNull(o.key(), "apiKey"), o.scheme()))
                .addInterceptor(new BodyLimitInterceptor(o.maxBodyBytes()))
                .addNetworkInterceptor(new SingleExchange())
                .build();
    }

    public String baseUrl() { return baseUrl; }

    /** The full URL of a request, every name and value encoded by okhttp; the key never goes in it, only in a header. */
    public HttpUrl url(ApiRequest request) {
        HttpUrl.Builder url = HttpUrl.get(baseUrl + API_PREFIX + request.endpoint().path()).newBuilder();
        request.params().forEach((name, values) -> values.forEach(v -> url.addQueryParameter(name, v)));
        return url.build();
    }

    /**
     * Sends {@code request} and reads its {@code data} with the endpoint's {@code reader}, once: the answer carries
     * the members it could not place, so showing it never reads the JSON again. REMOTE provenance.
     */
    public <T> Answer<T> send(ApiRequest request, DataReader<T> reader) {
        CallRecord record = new CallRecord(request.notes());
        if (clearText.isEmpty()) return exchange(request, reader, record);
        record.notes.add(clearText.get());
        try {
            return exchange(request, reader, record);
        } catch (OqaException e) {
            // The warning holds for a failed call too, once the key has left: a 5xx, a timeout, an unreadable body.
            throw record.keyOnWire() ? e.withNote(clearText.get()) : e;
        }
    }

    private <T> Answer<T> exchange(ApiRequest request, DataReader<T> reader, CallRecord record) {
        Request call = new Request.Builder().url(url(request)).get()
                .header("Accept", "application/json")
                .header("User-Agent", USER_AGENT)
                .tag(ApiRequest.class, request)
                .tag(CallRecord.class, record)
                .build();
        Received r;
        long started = System.nanoTime();
        try (Response response = http.newCall(call).execute()) {
            r = Received.of(response);
        } catch (IOException e) {
            throw networkError(e, record.current(), Duration.ofNanos(System.nanoTime() - started));
        }
        if (r.status() >= 500) throw serverError(r, record);
        if (r.status() == 429) {
            RuntimeException e = errorFrom(r);
            // Honoured across processes: nobody sends for this key before the service allows it.
            retryAfter(r).ifPresent(w -> blockUntil(clock.instant().plus(w)));
            throw e;
        }
        if (r.status() < 200 || r.status() >= 300) throw errorFrom(r);
        JsonNode data = envelope(r);
        noteRemaining(r);
        // The raw bytes are scanned first (cheap); a body with \\u escapes can spell the key without showing it there, so
        // then the parsed tree's text (strings, field names and numbers, escapes decoded) is scanned too.
        if (Redaction.containsFragment(r.body()) || hasUnicodeEscape(r.body()) && Redaction.containsFragment(data.toString())) {
            // A server that echoes the key (or the Authorization header) into its data must not get it printed or cached.
            data = redactKeys(data);
            record.notes.add("the answer carried the API key (or part of it); it was redacted before use");
        }
        Reading<T> reading;
        try {
            reading = reader.read(data);
            // Open members in an unknown shape are legal (api-v0 leaves them open): kept as received, and named.
            if (!reading.complete())
                record.notes.add("read in part: no known shape for "
                        + String.join(", ", reading.unread().stream().map(u -> "member '" + u.member() + "'").toList()) + " (shown as received)");
        } catch (IllegalArgumentException e) {
            throw new ApiException(r.status(), "unexpected_shape", null, request.endpoint().path()
                    + " answered a data object this client cannot read as " + reader.type().getSimpleName()
                    + ": " + Objects.toString(e.getMessage(), "").lines().findFirst().orElse(""));
        }
        Attempt last = record.current();
        QuotaLedger.Reservation slot = last.slot;
        OptionalInt left = slot == null ? OptionalInt.empty() : OptionalInt.of(slot.usage().leftToday());
        return new Answer<>(reading.record(), data, new Provenance(Source.REMOTE, last.startedAt.toString(), last.startedAt, false, left, record.notes),
                reading.unread());
    }

    /** A 5xx that ends the call: after its one retry, or because the retry was refused locally. */
    private RuntimeException serverError(Received r, CallRecord record) {
        RuntimeException typed = errorFrom(r);
        if (!(typed instanceof ApiException e)) return typed; // e.g. a 503 whose code names the quota
        if (record.retryRefused != null)
            return new ApiException(e.status(), e.code(), e.serverMessage(), e.getMessage() + "; not retried: " + record.retryRefused.getMessage());
        Received first = record.firstServerError;
        if (first == null) return e;
        return new ApiException(e.status(), e.code(), e.serverMessage(), e.getMessage() + " (after one retry; first attempt: HTTP " + first.status() + ")");
    }

    /** Whether the connection opened decides connect versus read failure (and the quota gate's refund). */
    private NetworkException networkError(IOException e, Attempt attempt, Duration elapsed) {
        boolean onWire = attempt != null && attempt.onWire();
        String what = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        if (Thread.currentThread().isInterrupted()) return new NetworkException("interrupted while waiting for " + baseUrl, e);
        if (e instanceof InterruptedIOException && !(e instanceof SocketTimeoutException)
                && elapsed.plusMillis(100).compareTo(o.callTimeout()) >= 0)
            return new NetworkException("no complete answer from " + baseUrl + " within the call deadline of " + human(o.callTimeout())
                    + " (the whole call, body included; set OQA_CALL_TIMEOUT in seconds to change it)", e);
        if (!onWire && e instanceof InterruptedIOException)
            return new NetworkException("connect timeout after " + o.connectTimeout().toMillis() + " ms to " + baseUrl, e);
        if (!onWire) return new NetworkException("cannot connect to " + baseUrl + " (" + what + ")", e);
        if (e instanceof InterruptedIOException)
            return new NetworkException("read timeout: no complete response from " + baseUrl + " within " + o.readTimeout().toMillis() + " ms", e);
        return new NetworkException("network error talking to " + baseUrl + ": " + what, e);
    }

    private void blockUntil(Instant until) {
        if (ledger == null) return;
        try { ledger.blockUntil(until); } catch (UncheckedIOException | QuotaExceededException ignored) { /* the typed error still says when */ }
    }

    /** The {@code data} of a success envelope, or the typed error a {@code success:false} body describes. */
    private JsonNode envelope(Received r) {
        JsonNode root = parse(r);
        if (root.path("success").asBoolean(false) && root.path("data").isObject()) return root.get("data");
        if (root.has("error") || root.path("success").isBoolean()) throw errorFrom(r);
        throw new ApiException(r.status(), "unexpected_shape", null, "the response is JSON but not the success envelope: " + snippet(r.body()));
    }

    private JsonNode parse(Received r) {
        byte[] body = r.body();
        try {
            JsonNode n = body.length == 0 ? null : Bodies.tree(body);
            if (n == null || n.isMissingNode())
                throw new ApiException(r.status(), "empty_body", null, "the response body is empty (HTTP " + r.status() + ")");
            if (!n.isObject())
                throw new ApiException(r.status(), "unexpected_shape", null, "the response is not a JSON object: " + snippet(body));
            return n;
        } catch (IOException e) {
            int i = 0;
            while (i < body.length && Character.isWhitespace(body[i])) i++;
            boolean looksJson = i < body.length && (body[i] == '{' || body[i] == '[');
            String ct = Optional.ofNullable(r.header("Content-Type")).orElse("");
            throw new ApiException(r.status(), looksJson ? "malformed_json" : "non_json_body", snippet(body),
                    (looksJson ? "the response JSON is truncated or malformed" : "the response is not JSON" + (ct.isEmpty() ? "" : " (" + ct + ")"))
                            + " (HTTP " + r.status() + "): " + snippet(body));
        }
    }

    /** Both error shapes of the service document's errors (docs/INTERPRETATION.md, limits and failures); unknown shapes keep the status and 200 characters. */
    private RuntimeException errorFrom(Received r) {
        ErrorBody err = ErrorBody.of(r.body());
        String code = excerpt(err.code()), message = excerpt(err.message());
        if (code == null && message == null && r.body().length > 0) message = snippet(r.body());
        int status = r.status();
        String what = "HTTP " + status + (code == null ? "" : " " + code) + (message == null ? "" : ": " + message);
        if (err.isAuth(status)) {
            String c = code != null ? code : "unauthorized";
            String hint = c.equals("missing_api_key") ? "the service received no API key" : "the service refused the API key";
            return new AuthException(c, hint + " (" + what + "); check OQA_API_KEY or run %oqa login", status);
        }
        if (err.isQuota(status)) {
            Duration wait = retryAfter(r).orElse(null);
            Instant resets = wait != null ? clock.instant().plus(wait) : null;
            String assumed = "";
            if (ledger != null) {
                try {
                    ledger.quotaSpentUntil(resets);
                    if (resets == null) {
                        resets = ledger.usage().dayResetsAt();
                        assumed = " (no Retry-After; assumed the next day boundary, " + ledger.limits().zone() + ")";
                    }
                } catch (UncheckedIOException | QuotaExceededException ignored) { /* the error below still tells the user */ }
            }
            return new QuotaExceededException("the service says the quota is used up (" + what + ")"
                    + (resets == null ? "" : "; resets at " + resets + assumed), resets);
        }
        if (err.isRateLimit(status)) {
            Duration wait = retryAfter(r).orElse(null);
            return new RateLimitedException("rate limited by the service (" + what + ")"
                    + (wait == null ? "" : "; retry after " + Math.max(1, wait.toSeconds()) + " s"), wait, status, code);
        }
        String kind = status >= 500 ? "the service failed" : (status >= 200 && status < 300) ? "the service reported a failure"
                : "the service rejected the request";
        return new ApiException(status, code, message, kind + " (" + what + ")");
    }

    private Optional<Duration> retryAfter(Received r) { return RetryAfter.of(r.headers(), clock.instant()); }

    /** docs/INTERPRETATION.md, limits: a success that says none are left ({@code X-RateLimit-Remaining: 0}) blocks until its reset. */
    private void noteRemaining(Received r) {
        String rem = Optional.ofNullable(r.header("RateLimit-Remaining")).orElse(r.header("X-RateLimit-Remaining"));
        if (rem == null) return;
        try {
            if (Long.parseLong(rem.trim()) <= 0) retryAfter(r).ifPresent(w -> blockUntil(clock.instant().plus(w)));
        } catch (NumberFormatException ignored) { /* unreadable: the ledger still counts */ }
    }

    /**
     * The first {@value #EXCERPT} characters of a body, for an error message. Redacted <em>before</em> it is cut, over
     * a window longer than the cut, so that a key straddling the cut cannot leave 47 of its 48 characters behind.
     */
    static String snippet(byte[] body) {
        String s = new String(body, 0, Math.min(body.length, 4 * EXCERPT + 100), StandardCharsets.UTF_8);
        return excerpt(s);
    }

    /** Redacted, whitespace collapsed, then cut: the order matters (see {@link #snippet}). */
    static String excerpt(String text) {
        if (text == null) return null;
        String s = Redaction.redact(text).replaceAll("\\s+", " ").trim();
        return s.length() > EXCERPT ? s.substring(0, EXCERPT) + "…" : s;
    }

    /**
     * A copy of {@code node} with every run of a known API key hidden in its strings, field names and numbers'
     * text. Numbers that carry a run become the redaction mark as a string.
     */
    private static JsonNode redactKeys(JsonNode node) {
        if (node.isTextual()) return Redaction.containsFragment(node.asText()) ? TextNode.valueOf(Redaction.redactFragments(node.asText())) : node;
        if (node.isNumber()) return Redaction.containsFragment(node.asText()) ? TextNode.valueOf(Redaction.MARK) : node;
        if (node.isArray()) {
            ArrayNode out = Json.MAPPER.createArrayNode();
            for (JsonNode e : node) out.add(redactKeys(e));
            return out;
        }
        if (node.isObject()) {
            ObjectNode out = Json.MAPPER.createObjectNode();
            for (var f : node.properties()) out.set(Redaction.redactFragments(f.getKey()), redactKeys(f.getValue()));
            return out;
        }
        return node;
    }

    private static boolean hasUnicodeEscape(byte[] body) {
        for (int i = 0; i + 1 < body.length; i++) if (body[i] == '\\' && body[i + 1] == 'u') return true;
        return false;
    }

    private static String human(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }
}
