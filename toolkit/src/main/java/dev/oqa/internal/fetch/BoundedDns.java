package dev.oqa.internal.fetch;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import okhttp3.Dns;

/**
 * Host-name lookups with a deadline. okhttp's connect timeout does not cover the system resolver, which on a machine
 * without network (CI, a sandboxed Binder) can take many seconds per name; a notebook must say "offline" at once.
 */
record BoundedDns(Duration timeout) implements Dns {
    @Override public List<InetAddress> lookup(String host) throws UnknownHostException {
        CompletableFuture<List<InetAddress>> found = new CompletableFuture<>();
        Thread.ofVirtual().name("oqa-dns").start(() -> {
            try {
                found.complete(Dns.SYSTEM.lookup(host));
            } catch (Throwable e) {
                found.completeExceptionally(e);
            }
        });
        try {
            return found.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new UnknownHostException(host + ": no answer from the name resolver within " + timeout.toSeconds() + " s");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UnknownHostException u) throw u;
            UnknownHostException u = new UnknownHostException(host + ": " + e.getCause().getMessage());
            u.initCause(e.getCause());
            throw u;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UnknownHostException(host + ": interrupted while resolving");
        }
    }
}
