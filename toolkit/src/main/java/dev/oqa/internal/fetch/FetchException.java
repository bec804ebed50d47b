package dev.oqa.internal.fetch;

import dev.oqa.model.OqaException;

/**
 * One item could not be fetched: the source could not be reached or did not answer in time (exit 6), or it answered
 * with something that is not the item (exit 5): an error status, a block page, a body that ends early or does not
 * read as the documented format. The message names the source and says what was received.
 */
public final class FetchException extends OqaException {
    private final boolean network;
    private final int status;

    private FetchException(String message, boolean network, int status, Throwable cause) {
        super(message, cause);
        this.network = network;
        this.status = status;
    }

    /** The source could not be reached, or did not answer within the deadline. */
    static FetchException network(String message, Throwable cause) { return new FetchException(message, true, 0, cause); }

    /** The source answered, with {@code status} (0 when the status was fine and the body was not). */
    static FetchException source(String message, int status) { return new FetchException(message, false, status, null); }

    static FetchException source(String message, Throwable cause) { return new FetchException(message, false, 0, cause); }

    /** Whether the source could not be reached at all (no answer), as opposed to a bad answer. */
    public boolean network() { return network; }

    /** The HTTP status that made this an error, or 0. */
    public int status() { return status; }

    /** 403 and 404: the object is not at that path (Cboe answers 403 for an unknown symbol or the wrong index form). */
    boolean notFound() { return status == 403 || status == 404; }

    @Override public int exitCode() { return network ? 6 : 5; }
}
