package dev.oqa.internal.cache;

import dev.oqa.model.CachePolicy;

import dev.oqa.Oqa;
import dev.oqa.internal.client.ApiKey;
import dev.oqa.model.Mode;
import dev.oqa.model.QuotaExceededException;
import java.nio.file.Path;
import java.util.Map;

/** A second "kernel" for {@link TwoProcessQuotaTest}: tries {@code n} pings and prints how many were sent. */
public final class QuotaChild {
    public static void main(String[] args) {
        String baseUrl = args[0], key = args[1];
        Path home = Path.of(args[2]);
        int n = Integer.parseInt(args[3]);
        Oqa oqa = Oqa.builder().mode(Mode.REMOTE).baseUrl(baseUrl).apiKey(key).home(home).env(Map.of())
                .cachePolicy(CachePolicy.NETWORK_ONLY).build();
        int sent = 0, refused = 0;
        for (int i = 0; i < n; i++) {
            try {
                oqa.ping().answer();
                sent++;
            } catch (QuotaExceededException e) {
                refused++;
            }
        }
        System.out.println("sent=" + sent + " refused=" + refused);
    }
}
