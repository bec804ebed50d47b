package dev.oqa.internal.fetch;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * One loopback server standing in for the three sources at their documented paths, answering what a test put there;
 * an unknown Cboe file gets Cboe's 403 with an S3 XML body, an unknown Yahoo ticker Yahoo's 404 JSON. Records every
 * request. Point the toolkit at it with {@link #env()} ({@code OQA_SOURCE_*}) or {@link #sources()}.
 */
public final class KeylessLoopback implements AutoCloseable {
    public static final String CBOE = "/api/global/delayed_quotes/options/", YAHOO = "/v8/finance/chart/", FRED = "/graph/fredgraph.csv";
    private final MockWebServer server = new MockWebServer();
    private final Map<String, List<MockResponse>> answers = new ConcurrentHashMap<>();
    private final List<RecordedRequest> requests = new CopyOnWriteArrayList<>();

    public KeylessLoopback() throws IOException {
        server.setDispatcher(new Dispatcher() {
            @Override public MockResponse dispatch(RecordedRequest r) {
                requests.add(r);
                String path = r.getUrl().encodedPath();
                List<MockResponse> queue = answers.get(path);
                if (queue != null && !queue.isEmpty()) return queue.size() > 1 ? queue.remove(0) : queue.get(0);
                if (path.startsWith(CBOE))
                    return new MockResponse.Builder().code(403).setHeader("Content-Type", "application/xml")
                            .body("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>").build();
                return json(404, "{\"chart\":{\"result\":null,\"error\":{\"code\":\"Not Found\",\"description\":\"No data found, symbol may be delisted\"}}}");
            }
        });
        server.start();
    }

    /** Answers {@code path} with {@code responses} in turn, the last one from then on. */
    public KeylessLoopback on(String path, MockResponse... responses) {
        answers.put(path, new CopyOnWriteArrayList<>(List.of(responses)));
        return this;
    }

    public KeylessLoopback cboe(String file, MockResponse... r) { return on(CBOE + file, r); }

    public KeylessLoopback yahoo(String ticker, MockResponse... r) { return on(YAHOO + ticker, r); }

    public KeylessLoopback fred(MockResponse... r) { return on(FRED, r); }

    public static MockResponse json(int code, String body) {
        return new MockResponse.Builder().code(code).setHeader("Content-Type", "application/json").body(body).build();
    }

    public static MockResponse csv(String body) {
        return new MockResponse.Builder().code(200).setHeader("Content-Type", "text/csv").body(body).build();
    }

    public String base() {
        String u = server.url("/").toString();
        return u.substring(0, u.length() - 1);
    }

    /** {@code OQA_SOURCE_CBOE}, {@code OQA_SOURCE_YAHOO}, {@code OQA_SOURCE_FRED} all pointing here. */
    public Map<String, String> env() {
        return Map.of(Provider.CBOE.key(), base(), Provider.YAHOO.key(), base(), Provider.FRED.key(), base());
    }

    public Sources sources() { return Sources.resolve(env(), null); }

    public List<RecordedRequest> requests() { return List.copyOf(requests); }

    /** The paths asked, in order. */
    public List<String> paths() { return requests.stream().map(r -> r.getUrl().encodedPath()).toList(); }

    @Override public void close() { server.close(); }
}
