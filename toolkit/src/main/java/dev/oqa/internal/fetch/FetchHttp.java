package dev.oqa.internal.fetch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.NoRouteToHostException;
import java.net.ProtocolException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import dev.oqa.internal.client.SharedHttp;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import okhttp3.Call;
import okhttp3.EventListener;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;
import okio.Buffer;
import okio.BufferedSource;

/**
 * The process's {@link SharedHttp} client specialised for the keyless sources (its pool and dispatcher shared with the
 * service client), with the manners as interceptors, outermost first: {@link HostPacing},
 * a desktop browser's headers ({@link #USER_AGENT}), {@link SizeCap}; host names through {@link BoundedDns}. Redirects are not followed (a consent
 * or block page is reported, not fetched). {@link #get} turns every way a request can go wrong into a
 * {@link FetchException} that names the source and says what came back; an answer that passes is handed over as an open
 * stream, checked for status, content type and first bytes before anyone parses it.
 *
 * <p>A host found unreachable (no address, connection refused, connect timeout) is not tried again by this client:
 * offline, a fetch of ten tickers fails in one connect timeout, not ten.
 */
public final class FetchHttp {
    /** What a source answers: JSON or CSV; anything that starts like markup is a block page, not data. */
    public enum Expect {
        JSON("application/json"), CSV("text/csv");

        private final String accept;

        Expect(String accept) { this.accept = accept; }
    }

    /** An answer that passed the checks; read {@link #stream()} and close it. */
    public record Body(Call call, Response response, InputStream stream) implements Closeable {
        @Override public void close() { response.close(); }
    }

    /**
     * A current desktop browser's. Cboe's CDN rejects some library defaults and Yahoo answers 429 to clients without a
     * browser User-Agent (docs/DATA.md). Compression is okhttp's own: it asks for gzip and decodes it, so the size cap
     * after the headers counts decoded bytes.
     */
    static final String USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
    private static final int EXCERPT = 120;
    private final HttpManners manners;
    private final OkHttpClient http;
    private final Map<String, FetchException> unreachable = new ConcurrentHashMap<>();

    public FetchHttp(HttpManners manners) {
        this.manners = manners;
        this.http = SharedHttp.builder()
                .connectTimeout(manners.connectTimeout())
                .readTimeout(manners.callTimeout())
                .callTimeout(manners.callTimeout())
                .dns(new BoundedDns(manners.connectTimeout()))
                .followRedirects(false)
                .followSslRedirects(false)
                .protocols(List.of(Protocol.HTTP_1_1))
                .addInterceptor(new HostPacing(manners))
                .addInterceptor(chain -> chain.proceed(chain.request().newBuilder()
                        .header("User-Agent", USER_AGENT).header("Accept-Language", "en-US,en;q=0.9").build()))
                .addInterceptor(new SizeCap(manners.maxBytes()))
                .eventListenerFactory(call -> new EventListener() {
                    @Override public void connectFailed(Call c, InetSocketAddress address, Proxy proxy, Protocol protocol, IOException e) {
                        ConnectAttempt attempt = c.request().tag(ConnectAttempt.class);
                        if (attempt != null) attempt.failed = true;
                    }
                })
                .build();
    }

    /**
     * Whether connecting failed for the call whose request carries it, as okhttp's {@code connectFailed} event says: a
     * timeout then means no connection within the connect timeout, a timeout without it a slow answer. The exception's
     * type cannot tell the two apart, and its words are no contract.
     */
    private static final class ConnectAttempt { volatile boolean failed; }

    public Clock clock() { return manners.clock(); }

    /**
     * GETs {@code url} from {@code source}.
     *
     * @throws FetchException when the host cannot be reached, the status is not 2xx (403 and 404 say
     *                        {@link FetchException#notFound()}), or the body is empty or markup instead of {@code expect}
     */
    public Body get(Provider source, HttpUrl url, Expect expect) {
        String host = url.host() + ":" + url.port();
        FetchException down = unreachable.get(host);
        if (down != null) throw FetchException.network(down.getMessage() + " (not tried again)", null);
        ConnectAttempt attempt = new ConnectAttempt();
        Call call = http.newCall(new Request.Builder().url(url).get().header("Accept", expect.accept + ", */*;q=0.5")
                .tag(ConnectAttempt.class, attempt).build());
        Response r;
        try {
            r = call.execute();
        } catch (IOException e) {
            FetchException f = failure(source, url, call, e, attempt.failed);
            if (unreachableHost(e, attempt.failed)) unreachable.put(host, f);
            throw f;
        }
        try {
            return check(source, url, expect, call, r);
        } catch (RuntimeException e) {
            r.close();
            throw e;
        }
    }

    /** Reads what a source sent from the answer's stream; an {@link IOException} it throws is the stream's. */
    @FunctionalInterface
    interface Reader<T> { T read(InputStream in) throws IOException; }

    /**
     * GETs {@code url} from {@code source} ({@link #get}) and reads the answer with {@code reader}. JSON that does not
     * parse is {@link #badJson}, a stream that fails is {@link #failure}, and whatever else the reader throws says the
     * answer does not read as {@code kind} (e.g. "a Yahoo chart"): no answer of a source ends a fetch in an internal
     * error, the item fails alone.
     */
    <T> T read(Provider source, HttpUrl url, Expect expect, String kind, Reader<T> reader) {
        String where = source.label() + " (" + url.host() + url.encodedPath() + ")";
        try (Body body = get(source, url, expect)) {
            try {
                return reader.read(body.stream());
            } catch (JsonProcessingException e) {
                throw badJson(where, e, body);
            } catch (IOException e) {
                throw failure(source, url, body.call(), e, false);
            } catch (FetchException e) {
                throw e;
            } catch (RuntimeException e) {
                throw FetchException.source(where + " does not read as " + kind + " (" + e.getClass().getSimpleName() + ": "
                        + printable(String.valueOf(e.getMessage())) + "); nothing was written", e);
            }
        }
    }

    /** No address, refused, no route, or no connection within the connect timeout: the host is out of reach. */
    private static boolean unreachableHost(IOException e, boolean connectFailed) {
        return e instanceof UnknownHostException || e instanceof ConnectException || e instanceof NoRouteToHostException
                || e instanceof SocketTimeoutException && connectFailed;
    }

    private Body check(Provider source, HttpUrl url, Expect expect, Call call, Response r) {
        String where = source.label() + " (" + url.host() + url.encodedPath() + ")";
        int code = r.code();
        if (code >= 300 && code < 400) {
            String to = r.header("Location", "");
            HttpUrl target = url.resolve(to);
            throw FetchException.source(where + " answered " + code + ", a redirect to " + (target == null ? "'" + printable(to) + "'" : target.host())
                    + " (a consent or block page); redirects are not followed", code);
        }
        if (code == 429)
            throw FetchException.source(where + " answered 429 Too Many Requests ('" + excerpt(r) + "'): the source limits or refuses"
                    + " this client; not retried. Try again later, or download the file in a browser and run 'oqa data import FILE'", code);
        if (code < 200 || code >= 300) {
            String said = excerpt(r);
            throw FetchException.source(where + " answered " + code + (said.isEmpty() ? "" : " ('" + said + "')"), code);
        }
        BufferedSource body = r.body().source();
        String first;
        try {
            first = peek(body, 256).replaceFirst("^\uFEFF", "").stripLeading();
        } catch (IOException e) {
            throw failure(source, url, call, e, false);
        }
        String type = r.header("Content-Type", "").toLowerCase(Locale.ROOT);
        if (first.startsWith("<") || type.contains("html") || type.contains("xml"))
            throw FetchException.source(where + " answered with a web page (" + (type.isEmpty() ? "no content type" : type) + ": '"
                    + printable(first) + "') instead of " + expect + ": a block page, a captcha or a challenge, not data", 0);
        if (first.isEmpty()) throw FetchException.source(where + " answered with an empty body", 0);
        if (expect == Expect.JSON && !(first.startsWith("{") || first.startsWith("[")))
            throw FetchException.source(where + " answered with something that is not JSON: '" + printable(first) + "'", 0);
        return new Body(call, r, body.inputStream());
    }

    /** The first {@code n} bytes of {@code body} as text, without consuming them. */
    private static String peek(BufferedSource body, long n) throws IOException {
        body.request(n);
        Buffer b = new Buffer();
        body.peek().read(b, n);
        return b.readString(StandardCharsets.UTF_8);
    }

    /**
     * The same checks as an answer's, for an IOException thrown while reading its stream. Told apart by type: okhttp
     * throws {@link ProtocolException} for a body shorter than its length, an IOException caused by an
     * {@link EOFException} for headers cut off, and the socket a {@link SocketException} when the server closed or
     * reset it mid-answer.
     */
    private FetchException failure(Provider source, HttpUrl url, Call call, IOException e, boolean connectFailed) {
        String where = source.label() + " (" + url.host() + ")";
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (e instanceof SizeCap.Oversized) return FetchException.source(where + ": " + why + "; nothing was kept", e);
        if (e instanceof UnknownHostException)
            return FetchException.network("cannot reach " + where + ": no address for " + url.host() + " (offline, or the name is blocked)", e);
        if (unreachableHost(e, connectFailed))
            return FetchException.network("cannot reach " + where + " at port " + url.port() + " (" + why + ")", e);
        if (e instanceof InterruptedIOException || call.isCanceled())
            return FetchException.network(where + " did not answer in full within " + manners.callTimeout().toSeconds()
                    + " s (a slow server or a stalled connection); nothing was kept", e);
        if (e instanceof EOFException || e.getCause() instanceof EOFException || e instanceof ProtocolException || e instanceof SocketException)
            return FetchException.source(where + ": the answer ended early (a truncated body: " + why + "); nothing was kept", e);
        return FetchException.source(where + ": the answer could not be read (" + e.getClass().getSimpleName() + ": " + why + ")", e);
    }

    /**
     * JSON that does not parse, said as what it is: a parser limit named with its figure (nesting deeper than 1,000, a
     * number longer than 1,000 digits, a string longer than 20,000,000 characters: Jackson's
     * {@code StreamReadConstraints}, which no quote comes near); a bare {@code NaN} or {@code Infinity}, which JSON does
     * not have; a truncated body when the error comes where the bytes ran out (a number or a string cut off mid-way is
     * reported by the parser as a bad token, not as the end); else JSON that is not valid.
     */
    private static FetchException badJson(String where, JsonProcessingException e, Body body) {
        String limit = parserLimit(e);
        if (limit != null) return FetchException.source(where + " is refused: " + limit + ", beyond the JSON parser's limit; not a quote; nothing was written", e);
        String said = String.valueOf(e.getOriginalMessage());
        if (said.startsWith("Non-standard token") || said.contains("ALLOW_NON_NUMERIC_NUMBERS"))
            return FetchException.source(where + " is not valid JSON: a bare NaN or Infinity (" + printable(said.replaceAll(":.*", "")) + " at "
                    + e.getLocation().offsetDescription() + "), which JSON does not allow; nothing was written", e);
        boolean atEnd = e instanceof JsonEOFException;
        if (!atEnd) {
            try {
                atEnd = body.stream().read() == -1 && !said.contains("Unexpected character");
            } catch (IOException unreadable) {
                atEnd = true;
            }
        }
        if (atEnd) return FetchException.source(where + ": the answer ended early (the JSON stops mid-way, a truncated body); nothing was written", e);
        return FetchException.source(where + " is not valid JSON (" + printable(said) + " at "
                + e.getLocation().offsetDescription() + "); nothing was written", e);
    }

    /** The limit {@code e} reports in words ("nesting deeper than 1,000"), or null when it is not a parser limit. */
    private static String parserLimit(JsonProcessingException e) {
        if (!(e instanceof StreamConstraintsException)) return null;
        String m = String.valueOf(e.getOriginalMessage());
        Matcher max = Pattern.compile("maximum allowed \\((\\d+)").matcher(m);
        String n = max.find() ? String.format(Locale.ROOT, "%,d", Long.parseLong(max.group(1))) : "its limit";
        String lower = m.toLowerCase(Locale.ROOT);
        if (lower.contains("nesting")) return "nesting deeper than " + n;
        if (lower.contains("number")) return "a number longer than " + n + " digits";
        if (lower.contains("string")) return "a string longer than " + n + " characters";
        if (lower.contains("name")) return "a field name longer than " + n + " characters";
        if (lower.contains("document length") || lower.contains("token count")) return "a document larger than " + n;
        return printable(m);
    }

    private static String excerpt(Response r) {
        try {
            return printable(peek(r.body().source(), EXCERPT));
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /**
     * Server text made safe to print: control and format characters (bidirectional overrides) and line or paragraph
     * separators (U+2028, U+2029) dropped, white space collapsed, at most 120 characters.
     */
    static String printable(String s) {
        String t = s.replaceAll("[\\p{Cntrl}\\p{Cf}\\p{Zl}\\p{Zp}&&[^\\s]]", "").replaceAll("\\s+", " ").strip();
        return t.length() <= EXCERPT ? t : t.substring(0, EXCERPT - 3) + "...";
    }
}
