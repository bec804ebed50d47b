package dev.oqa.layers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.oqa.internal.client.SharedHttp;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The main code of every module builds one {@code OkHttpClient} (in {@code SharedHttp}); every other client is that
 * one specialised with {@code newBuilder()}, so all share one connection pool and one dispatcher.
 */
class OneHttpClientTest {
    private static final Pattern NEW_CLIENT = Pattern.compile("new\\s+(okhttp3\\.)?OkHttpClient\\b");

    @Test void mainCodeBuildsOneOkHttpClient() {
        List<String> found = MainSources.matches(NEW_CLIENT);
        assertEquals(1, found.size(), "one 'new OkHttpClient' in main code (SharedHttp); specialise it with SharedHttp.builder() instead: " + found);
        assertEquals(true, found.get(0).startsWith(Path.of("dev", "oqa", "internal", "client", "SharedHttp.java").toString()), found.toString());
    }

    /**
     * URLs are built with okhttp's HttpUrl, which encodes each name and value. URLEncoder is left only in ApiRequest,
     * whose canonical form is the response cache's key, not a URL: it stays byte for byte what users' caches hold.
     */
    @Test void noMainCodeEncodesAUrlByHand() {
        List<String> found = MainSources.matches(Pattern.compile("URLEncoder")).stream().map(m -> m.substring(0, m.indexOf(':'))).distinct().toList();
        assertEquals(List.of(Path.of("dev", "oqa", "model", "ApiRequest.java").toString()), found, "build URLs with okhttp3.HttpUrl");
    }

    @Test void specialisedClientsShareOnePoolAndDispatcher() {
        OkHttpClient service = SharedHttp.builder().connectTimeout(Duration.ofSeconds(1)).build();
        OkHttpClient sources = SharedHttp.builder().followRedirects(false).build();
        assertEquals(true, service.connectionPool() == sources.connectionPool(), "one connection pool");
        assertEquals(true, service.dispatcher() == sources.dispatcher(), "one dispatcher");
        assertEquals(1000, service.connectTimeoutMillis(), "the specialisation holds");
    }

    @Test void theScanSeesBothSpellings() {
        assertEquals(true, NEW_CLIENT.matcher("x = new OkHttpClient.Builder()").find());
        assertEquals(true, NEW_CLIENT.matcher("x = new okhttp3.OkHttpClient()").find());
        assertEquals(false, NEW_CLIENT.matcher("SharedHttp.builder() // OkHttpClient").find());
    }
}
