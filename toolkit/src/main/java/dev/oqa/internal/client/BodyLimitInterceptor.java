package dev.oqa.internal.client;

import dev.oqa.model.ApiException;
import java.io.IOException;
import java.io.InterruptedIOException;
import okhttp3.Interceptor;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Buffer;
import okio.BufferedSource;

/**
 * Reads each attempt's body into memory, at most {@code maxBytes} of it: a declared {@code Content-Length} beyond
 * the bound is refused before a byte is read, and a body streamed without one is cut off as soon as it passes the
 * bound, so an oversized body is never buffered whole. It runs above okhttp's transparent gzip, so the bound is
 * on the decoded bytes the client would parse. Failures are typed here, where the status is still known.
 */
record BodyLimitInterceptor(long maxBytes) implements Interceptor {
    private static final long CHUNK = 8192;

    @Override public Response intercept(Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        try (response) {
            ResponseBody body = response.body();
            if (body.contentLength() > maxBytes) throw oversized(response.code());
            Buffer buffer = new Buffer();
            BufferedSource source = body.source();
            try {
                while (buffer.size() <= maxBytes && source.read(buffer, CHUNK) != -1) {
                    // keep reading until the end or just past the bound
                }
            } catch (InterruptedIOException timeout) {
                throw timeout; // a stalled body is a read timeout, typed by the client
            } catch (IOException e) {
                // The call's deadline cancels the stream mid-body; that is the deadline, not a short body.
                if (chain.call().isCanceled()) throw new InterruptedIOException("timeout: the call was cancelled at its deadline");
                throw new ApiException(response.code(), "truncated_body", null, "the response body ended early or could not be read ("
                        + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")", e);
            }
            if (buffer.size() > maxBytes) throw oversized(response.code());
            return response.newBuilder().body(ResponseBody.create(buffer.readByteString(), body.contentType())).build();
        }
    }

    private ApiException oversized(int status) {
        return new ApiException(status, "oversized_body", null, "the response body exceeds the bound of " + maxBytes + " bytes");
    }
}
