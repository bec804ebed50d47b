package dev.oqa.model;

/**
 * Root of every error the toolkit raises on purpose. Each kind maps to one exit code of the
 * command line (docs/COMMANDS.md). Messages never contain the API key: callers build them from
 * sanitised parameters and server text, and the client redacts server text before use.
 */
public abstract class OqaException extends RuntimeException {
    protected OqaException(String message) { super(message); }
    protected OqaException(String message, Throwable cause) { super(message, cause); }

    /** Exit code of {@code bin/oqa} for this error. */
    public abstract int exitCode();
}
