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

    /** Added after the error was raised (the plain-http warning once the key has left); redacted as the message is. */
    private String note;

    /** Exit code of {@code bin/oqa} for this error. */
    public abstract int exitCode();

    /** Appends {@code note} to the message ({@code "message; note"}), keeping the kind, its fields and its exit code. */
    public OqaException withNote(String note) {
        String n = Redaction.redact(note);
        this.note = this.note == null ? n : this.note + "; " + n;
        return this;
    }

    @Override
    public String getMessage() {
        return note == null ? super.getMessage() : super.getMessage() + "; " + note;
    }
}
