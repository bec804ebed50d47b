package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** {@code data} of {@code GET /options/expected-move}; {@code table} rows are display-ready and left open. */
public record ExpectedMoveData(String ticker, double spot, double rangePct, List<Term> term, JsonNode table) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final double DEFAULT_RANGE = 1.0;

    /**
     * √(π/2): one standard deviation of the terminal price per unit of {@code move}, the full ATM-forward straddle.
     * With r = 0 the straddle is 2F[2N(σ√T/2) − 1] ≈ √(2/π)·F·σ√T for small σ√T (docs/METHODS.md, expected move).
     */
    public static final double SIGMA_PER_STRADDLE = Math.sqrt(Math.PI / 2);

    /**
     * A {@code term} record. The first four fields are documented; the rest are the local engine's
     * additions and are omitted when absent.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Term(String expiry, double move, double upper, double lower,
                       Double movePct, Double straddle, Double forward, Integer days) {}
}
