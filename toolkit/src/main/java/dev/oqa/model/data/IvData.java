package dev.oqa.model.data;

import java.util.List;

/** {@code data} of {@code GET /options/iv}: the smile (strike, expiry, IV) and the ATM term structure. */
public record IvData(String ticker, double spot, double rangePct, List<String> expirations,
                     List<SmilePoint> smile, List<TermPoint> term) {
    // The documented defaults of the request's parameters: the query sends them, the local engine falls back on them.
    public static final double DEFAULT_RANGE = 0.15;

    public record SmilePoint(double strike, double iv, String expiry) {}
    public record TermPoint(String expiry, double atmIv) {}
}
