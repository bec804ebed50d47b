package dev.oqa.model.data;

import java.util.List;

/** {@code data} of {@code GET /options/iv}: the smile (strike, expiry, IV) and the ATM term structure. */
public record IvData(String ticker, double spot, double rangePct, List<String> expirations,
                     List<SmilePoint> smile, List<TermPoint> term) {
    public record SmilePoint(double strike, double iv, String expiry) {}
    public record TermPoint(String expiry, double atmIv) {}
}
