package dev.oqa.internal.magics;

/**
 * A magic inside Java code ({@code Result<RiskData> r = %risk NVDA}) that could not answer: the cell fails with this
 * one line (the magic, then what was wrong), instead of a usage text and a null for the next cell to trip on. A cell of
 * magic lines only still shows the message with the usage in the output.
 */
public final class MagicFailure extends RuntimeException {
    public MagicFailure(String message) {
        super(message, null, false, false); // the message is all there is to say: no stack trace to fill or show
    }
}
