package dev.oqa.internal.fetch;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
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
    /** Per host, the start of the latest request; also the lock that makes requests to the host one at a time. */
    private final Map<String, AtomicReference<Instant>> lastStart = new ConcurrentHashMap<>();

    HostPacing(HttpManners manners) { this.manners = manners; }

    @Override public Response intercept(Chain chain) throws IOException {
        String host = chain.request().url().host();
        if (!manners.paceLoopback() && loopback(host)) return chain.proceed(chain.request());
        AtomicReference<Instant> last = lastStart.computeIfAbsent(host, h -> new AtomicReference<>());
        synchronized (last) {
            Instant previous = last.get();
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
            last.set(manners.clock().instant());
            return chain.proceed(chain.request());
        }
    }

    static boolean loopback(String host) {
        return host.equals("localhost") || host.startsWith("127.") || host.equals("::1") || host.equals("0:0:0:0:0:0:0:1");
    }
}
