package dev.oqa.bench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.Oqa;
import dev.oqa.model.CachePolicy;
import dev.oqa.internal.cache.ResponseCache;
import dev.oqa.internal.client.ApiKey;

import dev.oqa.model.OqaHome;
import dev.oqa.model.Answer;
import dev.oqa.model.Json;
import dev.oqa.model.Source;
import dev.oqa.model.data.GexData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.*;

/**
 * A cache hit for a typical result through the whole facade: sanitise, look up, verify checksum, parse, map to
 * {@link GexData}, read the quota ledger for the provenance line. SYNTHETIC data: a GEX result of 120 strikes and
 * three series, generated here. Target: median at most 1 ms.
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CacheHitBenchmark {
    static final String KEY = "0123456789abcdef".repeat(3); // a made-up test key, 48 hex characters
    Oqa oqa;
    Path home;

    @Setup public void setUp() throws Exception {
        home = Files.createTempDirectory("oqa-bench");
        Instant t = Instant.parse("2026-03-02T15:00:00Z");
        StringBuilder series = new StringBuilder();
        for (String name : new String[] {"gamma", "cumulative_scaled", "smoothed"}) {
            if (series.length() > 0) series.append(',');
            series.append('"').append(name).append("\":[");
            for (int i = 0; i < 120; i++) series.append(i == 0 ? "" : ",").append("{\"strike\":").append(390 + i).append(",\"value\":")
                    .append(Math.sin(i / 9.0) * 1.0e9).append('}');
            series.append(']');
        }
        JsonNode data = Json.MAPPER.readTree("{\"ticker\":\"SPY\",\"spot\":450.5,\"basis\":\"open_interest\",\"range_pct\":1,"
                + "\"expirations\":[\"2023-09-15\",\"2023-09-22\"],\"selected_expirations\":[\"all\"],\"zero_level\":447.5,\"series\":{"
                + series + "},\"highlight_strikes\":{\"call_wall\":460,\"put_wall\":440},\"basis_column\":\"open_interest\",\"dw_column\":\"gex\"}");
        oqa = Oqa.builder().mode(dev.oqa.model.Mode.REMOTE).baseUrl("http://127.0.0.1:9").apiKey(KEY)
                .home(OqaHome.of(home)).env(Map.of()).cachePolicy(CachePolicy.PREFER_CACHE)
                .clock(Clock.fixed(t.plusSeconds(10), ZoneOffset.UTC)).build();
        new ResponseCache(OqaHome.of(home).cacheDir(), 1 << 26, Clock.systemUTC())
                .put(new ResponseCache.Namespace(ApiKey.of(KEY).hash(), "http://127.0.0.1:9", dev.oqa.model.AuthScheme.API_KEY), oqa.gex("SPY").request(), data, t);
        Answer<GexData> check = oqa.gex("SPY").answer();
        if (check.provenance().source() != Source.CACHED) throw new IllegalStateException("not a cache hit");
    }

    @Benchmark public Answer<GexData> cacheHit() { return oqa.gex("SPY").answer(); }

    @TearDown public void tearDown() throws Exception {
        try (var s = Files.walk(home)) { s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
    }
}
