package dev.oqa.model;

/** A bad option, argument or parameter that the toolkit can reject before sending anything. Exit 2. */
public class UsageException extends OqaException {
    public UsageException(String message) { super(message); }
    @Override public int exitCode() { return 2; }
}
