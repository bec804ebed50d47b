package dev.oqa.internal.client;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Network interceptor: exactly one request on the wire per {@link Attempt}, and a record that the connection opened.
 * Network interceptors run only once okhttp holds an open connection, so reaching here is what
 * {@link QuotaInterceptor} needs to know before it gives a slot back.
 *
 * <p>okhttp resends a 503 that carries {@code Retry-After: 0} by itself, beneath every application interceptor, so
 * nobody would count that request. The retry policy is {@link RetryInterceptor}'s: such a second exchange is not sent;
 * the first answer travels up as {@link HeldAnswer} and the retry interceptor treats it as the attempt's response.
 */
final class SingleExchange implements Interceptor {
    /** Error bodies are small; a 503 larger than this is kept cut short, which only shortens its message. */
    private static final long KEPT_BODY_BYTES = 64 * 1024;

    /** The attempt's first answer, carried past okhttp's follow-up logic (which only lets an IOException through). */
    static final class HeldAnswer extends IOException {
        final transient Received answer;

        HeldAnswer(Received answer) {
            super("okhttp asked to resend HTTP " + answer.status() + "; not sent, the client's retry policy decides");
            this.answer = answer;
        }
    }

    @Override public Response intercept(Chain chain) throws IOException {
        Attempt attempt = chain.request().tag(Attempt.class);
        if (attempt == null) return chain.proceed(chain.request());
        if (attempt.held != null) throw new HeldAnswer(attempt.held);
        attempt.markOnWire();
        Response response = chain.proceed(chain.request());
        if (response.code() == 503 && response.header("Retry-After") != null) {
            // Held bytes skip okhttp's gzip decoding; an encoded body is dropped rather than shown as gibberish.
            boolean plain = response.header("Content-Encoding") == null || "identity".equalsIgnoreCase(response.header("Content-Encoding"));
            attempt.held = new Received(response.code(),
                    response.headers().newBuilder().removeAll("Content-Encoding").removeAll("Content-Length").build(),
                    plain ? response.peekBody(KEPT_BODY_BYTES).bytes() : new byte[0]);
        }
        return response;
    }
}
