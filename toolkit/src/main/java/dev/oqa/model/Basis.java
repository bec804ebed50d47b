package dev.oqa.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Aggregation basis of {@code /options/open-interest} and {@code /greeks/gex}. */
public enum Basis {
    OPEN_INTEREST, VOLUME, TOTAL_PREMIUM;

    /** The wire value, e.g. {@code open_interest}. */
    public String wire() { return name().toLowerCase(Locale.ROOT); }

    /** Parses a wire value; anything else is a usage error that lists what is accepted. */
    public static Basis parse(String s) {
        String v = s == null ? "" : s.trim().toLowerCase(Locale.ROOT).replace('-', '_');
        for (Basis b : values()) if (b.wire().equals(v)) return b;
        throw new UsageException("basis '" + s + "' is not accepted; use one of "
                + Arrays.stream(values()).map(Basis::wire).collect(Collectors.joining(", ")));
    }

    @Override public String toString() { return wire(); }
}
