package dev.oqa.layers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.oqa.internal.client.SharedHttp;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The main code of every module builds one {@code OkHttpClient} (in {@code SharedHttp}); every other client is that
 * one specialised with {@code newBuilder()}, so all share one connection pool and one dispatcher.
 */
class OneHttpClientTest {
    private static final Pattern NEW_CLIENT = Pattern.compile("new\\s+(okhttp3\\.)?OkHttpClient\\b");

    @Test void mainCodeBuildsOneOkHttpClient() throws IOException {
        List<String> found = new ArrayList<>();
        int files = 0;
        for (String module : List.of("toolkit", "kernel-magics", "spark")) {
            Path root = Path.of("..", module, "src", "main", "java");
            if (!Files.isDirectory(root)) continue;
            try (Stream<Path> walk = Files.walk(root)) {
                for (Path f : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                    files++;
                    Matcher m = NEW_CLIENT.matcher(Files.readString(f));
                    while (m.find()) found.add(root.relativize(f) + " at offset " + m.start());
                }
            }
        }
        // The scan is a real one: the three modules hold hundreds of main sources.
        assertEquals(true, files > 200, "main sources read: " + files);
        assertEquals(1, found.size(), "one 'new OkHttpClient' in main code (SharedHttp); specialise it with SharedHttp.builder() instead: " + found);
        assertEquals(true, found.get(0).startsWith(Path.of("dev", "oqa", "internal", "client", "SharedHttp.java").toString()), found.toString());
    }

    /**
     * URLs are built with okhttp's HttpUrl, which encodes each name and value. URLEncoder is left only in ApiRequest,
     * whose canonical form is the response cache's key, not a URL: it stays byte for byte what users' caches hold.
     */
    @Test void noMainCodeEncodesAUrlByHand() throws IOException {
        List<String> found = new ArrayList<>();
        for (String module : List.of("toolkit", "kernel-magics", "spark")) {
            Path root = Path.of("..", module, "src", "main", "java");
            if (!Files.isDirectory(root)) continue;
            try (Stream<Path> walk = Files.walk(root)) {
                for (Path f : walk.filter(p -> p.toString().endsWith(".java")).toList())
                    if (Files.readString(f).contains("URLEncoder")) found.add(root.relativize(f).toString());
            }
        }
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
