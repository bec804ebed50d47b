package dev.oqa.model;

/** A bad option, argument or parameter that the toolkit can reject before sending anything. Exit 2. */
public class UsageException extends OqaException {
    private final boolean withUsage;

    public UsageException(String message) { this(message, false); }

    private UsageException(String message, boolean withUsage) {
        super(message);
        this.withUsage = withUsage;
    }

    /**
     * This refusal with the command's {@code usage} added on a line of its own, so that a notebook user sees how to fix
     * it without {@code --help}; one that already shows a usage is returned as it is.
     */
    public UsageException withUsage(String usage) { return withUsage ? this : new UsageException(getMessage() + "\n" + usage, true); }

    @Override public int exitCode() { return 2; }
}
