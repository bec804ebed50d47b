package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** {@code data} of {@code GET /options/expected-move}; {@code table} rows are display-ready and left open. */
public record ExpectedMoveData(String ticker, double spot, double rangePct, List<Term> term, JsonNode table) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final double DEFAULT_RANGE = 1.0;

    /**
     * A {@code term} record. The first four fields are documented; the rest are the local engine's
     * additions and are omitted when absent.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Term(String expiry, double move, double upper, double lower,
                       Double movePct, Double straddle, Double forward, Integer days) {}
}
