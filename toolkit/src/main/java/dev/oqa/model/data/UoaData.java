package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** {@code data} of {@code GET /options/uoa}: ranked unusual-activity records. */
public record UoaData(String ticker, @JsonInclude(JsonInclude.Include.ALWAYS) Double spot,
                      @JsonProperty("include_0dte") boolean include0dte, List<Trade> trades) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final int DEFAULT_LIMIT = 50;

    /** {@code strike}, {@code type}, {@code volume} and {@code details} are documented; the rest are additions. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Trade(double strike, String type, double volume, String details,
                        String expiry, Double openInterest, Double volOi, Double premium, Double last,
                        Double iv, Double score) {}
}
