package dev.oqa.internal.catalogue;

import java.util.List;
import java.util.Optional;

/**
 * The positionals and options of one parsed command, as a {@link Option} reads them. The command parser implements it and owns the
 * messages for a value of the wrong kind ({@code --window x}), so the magics and the command line word them alike.
 */
public interface Args {
    /** What the command was given before its options: nothing, one ticker, or the tickers. */
    List<String> positionals();

    boolean has(String option);

    Optional<String> value(String option);

    List<String> values(String option);

    /** @throws dev.oqa.model.UsageException when the value is not a number */
    Optional<Double> number(String option);

    /** @throws dev.oqa.model.UsageException when the value is not a whole number */
    Optional<Integer> integer(String option);
}
