package dev.oqa.model;

/** Missing, malformed or invalid API key (exit 3). {@link #code()} is the server's code or a client one. */
public class AuthException extends OqaException {
    private final String code;
    private final int status;

    public AuthException(String code, String message) { this(code, message, 0); }

    public AuthException(String code, String message, int status) {
        super(message);
        this.code = code;
        this.status = status;
    }

    /** e.g. {@code missing_api_key}, {@code invalid_api_key}, {@code malformed_api_key}. */
    public String code() { return code; }

    /** HTTP status, or 0 when the client refused before sending. */
    public int status() { return status; }

    @Override public int exitCode() { return 3; }
}
