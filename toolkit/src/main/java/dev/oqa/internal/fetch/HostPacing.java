package dev.oqa.internal.fetch;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * At most one request per interval to each host, one at a time: the sources publish no rate limit, their CDNs cache
 * for seconds, and clients that poll hard get their address banned. A request waits out the rest of the interval
 * since the previous one to the same host started. Loopback hosts are not paced unless asked (a local mirror is the
 * user's own).
 */
final class HostPacing implements Interceptor {
    private final HttpManners manners;
    private final Map<String, Instant> lastStart = new HashMap<>();
    private final Map<String, Object> locks = new HashMap<>();

    HostPacing(HttpManners manners) { this.manners = manners; }

    @Override public Response intercept(Chain chain) throws IOException {
        String host = chain.request().url().host();
        if (!manners.paceLoopback() && loopback(host)) return chain.proceed(chain.request());
        Object lock;
        synchronized (locks) { lock = locks.computeIfAbsent(host, h -> new Object()); }
        synchronized (lock) {
            Instant previous;
            synchronized (lastStart) { previous = lastStart.get(host); }
            if (previous != null) {
                Duration wait = manners.perHost().minus(Duration.between(previous, manners.clock().instant()));
                if (wait.isPositive()) {
                    try {
                        manners.waiter().await(wait);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new InterruptedIOException("interrupted while pacing requests to " + host);
                    }
                }
            }
            synchronized (lastStart) { lastStart.put(host, manners.clock().instant()); }
            return chain.proceed(chain.request());
        }
    }

    static boolean loopback(String host) {
        return host.equals("localhost") || host.startsWith("127.") || host.equals("::1") || host.equals("0:0:0:0:0:0:0:1");
    }
}
