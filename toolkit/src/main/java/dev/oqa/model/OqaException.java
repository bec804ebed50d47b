package dev.oqa.model;

/**
 * Root of every error the toolkit raises on purpose. Each kind maps to one exit code of the
 * command line (docs/COMMANDS.md). Messages never contain the API key: callers build them from
 * sanitised parameters and server text, and the client redacts server text before use.
 */
public abstract class OqaException extends RuntimeException {
    // Redacted here too, so that no kind of error (a usage error echoing a mistyped key included) can carry one.
    protected OqaException(String message) { super(Redaction.redact(message)); }
    protected OqaException(String message, Throwable cause) { super(Redaction.redact(message), cause); }

    /** Exit code of {@code bin/oqa} for this error. */
    public abstract int exitCode();
}
