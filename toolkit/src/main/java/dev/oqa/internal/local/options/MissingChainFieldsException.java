package dev.oqa.internal.local.options;

import dev.oqa.model.Endpoint;
import dev.oqa.model.OqaException;
import java.util.List;

/**
 * The rows of an {@code /options/chain} answer lack a field an analytic needs ({@code --via-chain}). api-v0 leaves
 * the row fields open, so this is not the user's mistake and not a transport failure: the service simply does not
 * send enough to compute locally. Exit code 5 ("any other API error"); the message names the analytic and every
 * missing field and says to drop {@code --via-chain}, which asks the service for the analytic itself.
 */
public final class MissingChainFieldsException extends OqaException {
    private final List<String> missing;

    public MissingChainFieldsException(Endpoint analytic, List<String> missing, String detail) {
        super("--via-chain cannot compute " + analytic.path() + ": the /options/chain rows lack " + String.join(", ", missing)
                + (detail == null || detail.isBlank() ? "" : " (" + detail + ")")
                + "; drop --via-chain to ask the service for " + analytic.path() + " itself");
        this.missing = List.copyOf(missing);
    }

    /** The missing fields, by their canonical names ({@code open_interest}, {@code gamma}, ...), with qualifiers. */
    public List<String> missing() { return missing; }

    @Override public int exitCode() { return 5; }
}
