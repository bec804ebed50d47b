package dev.oqa.internal.client;

import dev.oqa.model.AuthScheme;
import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Adds the key in the header form of {@link AuthScheme}: the only place the secret meets the wire. It is never
 * logged, and {@link #toString()} does not show it ({@link ApiKey#toString()} is redacted).
 */
record AuthInterceptor(ApiKey key, AuthScheme scheme) implements Interceptor {
    @Override public Response intercept(Chain chain) throws IOException {
        return chain.proceed(chain.request().newBuilder().header(scheme.header(), scheme.prefix() + key.reveal()).build());
    }
}
