package dev.oqa.internal.client;

import dev.oqa.model.AuthScheme;

import java.io.IOException;
import java.util.Objects;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Adds the key in the header form of {@link AuthScheme}: the only place the secret meets the wire. It is never
 * logged, and {@link #toString()} does not show it.
 */
final class AuthInterceptor implements Interceptor {
    private final ApiKey key;
    private final AuthScheme scheme;

    AuthInterceptor(ApiKey key, AuthScheme scheme) {
        this.key = Objects.requireNonNull(key, "key");
        this.scheme = Objects.requireNonNull(scheme, "scheme");
    }

    @Override public Response intercept(Chain chain) throws IOException {
        return chain.proceed(chain.request().newBuilder().header(scheme.header(), scheme.prefix() + key.reveal()).build());
    }

    @Override public String toString() { return "AuthInterceptor[" + scheme + ", " + key + "]"; }
}
