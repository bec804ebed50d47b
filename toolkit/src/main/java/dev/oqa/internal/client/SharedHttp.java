package dev.oqa.internal.client;

import okhttp3.OkHttpClient;

/**
 * The one okhttp client of the process. Every caller specialises it with {@link OkHttpClient#newBuilder()} (its own
 * timeouts, interceptors and redirect rules) and so shares its connection pool and dispatcher: connections to one
 * host are reused across the service client and the public sources, and there is one set of threads, not one per
 * client. The base carries no interceptor and no timeout a caller relies on; each caller sets all of its own.
 */
public final class SharedHttp {
    private static final OkHttpClient BASE = new OkHttpClient();

    private SharedHttp() {}

    /** A builder on the shared pool and dispatcher, to be specialised by one caller. */
    public static OkHttpClient.Builder builder() { return BASE.newBuilder(); }
}
