package dev.oqa.model;

/** Could not connect, or a connect/read timeout (exit 6). */
public class NetworkException extends OqaException {
    public NetworkException(String message, Throwable cause) { super(message, cause); }
    @Override public int exitCode() { return 6; }
}
