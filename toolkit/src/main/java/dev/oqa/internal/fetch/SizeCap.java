package dev.oqa.internal.fetch;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Buffer;
import okio.ForwardingSource;
import okio.Okio;

/**
 * Bounds the decoded bytes read from one answer without buffering it, so a 15 MB chain still streams into its parser:
 * a declared length beyond the cap is refused before a byte is read, and a body streamed without one fails as soon as
 * it passes the cap (a gzip bomb included, since this runs above okhttp's decoding).
 */
record SizeCap(long max) implements Interceptor {
    /** Thrown from the body's stream when the answer passes the cap. */
    static final class Oversized extends IOException {
        Oversized(long max) { super("the answer is larger than the cap of " + (max >= 1 << 20 ? (max >> 20) + " MB" : max + " bytes")); }
    }

    @Override public Response intercept(Chain chain) throws IOException {
        Response r = chain.proceed(chain.request());
        ResponseBody body = r.body();
        if (body.contentLength() > max) {
            r.close();
            throw new Oversized(max);
        }
        ForwardingSource capped = new ForwardingSource(body.source()) {
            private long read;

            @Override public long read(Buffer sink, long byteCount) throws IOException {
                long n = super.read(sink, byteCount);
                if (n > 0 && (read += n) > max) throw new Oversized(max);
                return n;
            }
        };
        return r.newBuilder().body(ResponseBody.create(Okio.buffer(capped), body.contentType(), body.contentLength())).build();
    }
}
