package dev.oqa.internal.cache;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;

/** Rewrites one large cache entry forever, printing each completed write, until it is killed. */
public final class CacheWriterChild {
    public static void main(String[] args) throws Exception {
        ResponseCache cache = new ResponseCache(Path.of(args[0]), 1L << 30, Clock.systemUTC());
        ApiRequest req = ApiRequest.to(Endpoint.CHAIN).param("ticker", "SPY").build();
        String pad = "z".repeat(1 << 20); // synthetic payload, ~1 MB, so a kill lands mid-write often
        for (int i = 0; ; i++) {
            ObjectNode data = Json.MAPPER.createObjectNode();
            data.put("generation", i);
            data.put("pad", pad);
            cache.put(new ResponseCache.Namespace(args[1], "http://127.0.0.1:8080", dev.oqa.model.AuthScheme.API_KEY), req, data, Instant.now());
            System.out.println("wrote " + i);
            System.out.flush();
        }
    }
}
