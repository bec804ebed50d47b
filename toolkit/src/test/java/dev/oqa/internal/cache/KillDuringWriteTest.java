package dev.oqa.internal.cache;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A writer killed (SIGKILL) in the middle of rewriting an entry leaves the cache readable. */
class KillDuringWriteTest {
    @TempDir Path dir;

    @Test void killedWriterLeavesAReadableEntry() throws Exception {
        String ns = "abcdefabcdefabcd";
        Process p = TwoProcessQuotaTest.spawn(CacheWriterChild.class, dir.toString(), ns);
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            int completed = 0;
            while ((line = out.readLine()) != null && completed < 3) if (line.startsWith("wrote ")) completed++;
            assertEquals(3, completed, "writer made progress");
            p.destroyForcibly(); // mid-way through a later write, most likely
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        }
        ResponseCache cache = new ResponseCache(dir, 1L << 30, Clock.systemUTC());
        ResponseCache.Lookup l = cache.get(new ResponseCache.Namespace(ns, "http://127.0.0.1:8080", dev.oqa.model.AuthScheme.API_KEY), ApiRequest.to(Endpoint.CHAIN).param("ticker", "SPY").build());
        ResponseCache.Hit hit = assertInstanceOf(ResponseCache.Hit.class, l, "never a torn entry: " + l);
        assertTrue(hit.entry().data().path("generation").asInt() >= 2);
        assertEquals(1 << 20, hit.entry().data().path("pad").asText().length());
        assertEquals(1, cache.entries(), "temp debris is not an entry");
    }
}
