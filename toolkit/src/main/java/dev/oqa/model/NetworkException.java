package dev.oqa.model;

import dev.oqa.model.OqaException;
import dev.oqa.model.Redaction;

/** Could not connect, or a connect/read timeout (exit 6). */
public class NetworkException extends OqaException {
    public NetworkException(String message, Throwable cause) { super(Redaction.redact(message), cause); }
    @Override public int exitCode() { return 6; }
}
