package dev.oqa.internal.fetch;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * The headers of a current desktop browser. Cboe's CDN rejects some library defaults and Yahoo answers 429 to clients
 * without a browser User-Agent (docs/DATA.md). Compression is okhttp's own: it asks for gzip and decodes it, so the
 * size cap above it counts decoded bytes.
 */
final class BrowserHeaders implements Interceptor {
    static final String USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

    @Override public Response intercept(Chain chain) throws IOException {
        return chain.proceed(chain.request().newBuilder()
                .header("User-Agent", USER_AGENT)
                .header("Accept-Language", "en-US,en;q=0.9")
                .build());
    }
}
