package dev.oqa.model;

import java.time.Duration;

/** A per-minute limit, or a 429 from the server (exit 4). */
public class RateLimitedException extends OqaException {
    private final Duration retryAfter;
    private final int status;
    private final String code;

    public RateLimitedException(String message, Duration retryAfter, int status, String code) {
        super(message);
        this.retryAfter = retryAfter;
        this.status = status;
        this.code = code;
    }

    /** How long to wait before the next request may be sent. */
    public Duration retryAfter() { return retryAfter; }

    /** 429 from the server, or 0 when the client refused before sending. */
    public int status() { return status; }

    public String code() { return code; }

    @Override public int exitCode() { return 4; }
}
