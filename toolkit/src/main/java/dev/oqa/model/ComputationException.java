package dev.oqa.model;

/**
 * A computation the data made impossible: a matrix that stays singular or indefinite after repair, an
 * iteration that does not converge. Not a usage error (the request was valid) and not a bug; the message says
 * what failed and what to try. Exit 5, as any other failure to answer a valid request.
 */
public class ComputationException extends OqaException {
    public ComputationException(String message, Throwable cause) { super(message, cause); }
    @Override public int exitCode() { return 5; }
}
