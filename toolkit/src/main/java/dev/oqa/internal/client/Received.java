package dev.oqa.internal.client;

import java.io.IOException;
import okhttp3.Headers;
import okhttp3.MediaType;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

/** One received response with its body already read and bounded ({@link BodyLimitInterceptor}); immutable. */
record Received(int status, Headers headers, byte[] body) {
    String header(String name) { return headers.get(name); }

    /** Copies the status, headers and body of {@code r} without consuming it; its body must already be in memory. */
    static Received of(Response r) throws IOException {
        return new Received(r.code(), r.headers(), r.peekBody(Long.MAX_VALUE).bytes());
    }

    /** A fresh response to {@code request} carrying this one's status, headers and body (read as often as needed). */
    Response toResponse(Request request) {
        String ct = header("Content-Type");
        return new Response.Builder().request(request).protocol(Protocol.HTTP_1_1).code(status).message("").headers(headers)
                .body(ResponseBody.create(body, ct == null ? null : MediaType.parse(ct))).build();
    }
}
