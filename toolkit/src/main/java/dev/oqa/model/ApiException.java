package dev.oqa.model;

/**
 * Any other API failure (exit 5): a 4xx or 5xx, {@code success:false} with 200, or a body the client
 * cannot read (truncated, malformed, not JSON, oversized). Carries the HTTP status and the server's code and
 * message, redacted; never the key.
 */
public class ApiException extends OqaException {
    private final int status;
    private final String code;
    private final String serverMessage;

    public ApiException(int status, String code, String serverMessage, String message) {
        this(status, code, serverMessage, message, null);
    }

    public ApiException(int status, String code, String serverMessage, String message, Throwable cause) {
        super(message, cause);
        this.status = status;
        this.code = code;
        this.serverMessage = Redaction.redact(serverMessage);
    }

    public int status() { return status; }

    /** The server's {@code error.code} (or short-form {@code error}), or a client code such as {@code malformed_json}. */
    public String code() { return code; }

    /** The server's {@code error.message}, or the first 200 characters of an unreadable body; may be null. */
    public String serverMessage() { return serverMessage; }

    @Override public int exitCode() { return 5; }
}
