package dev.oqa.internal.math;

/** Put or call: the one switch of every Black formula. */
public enum OptionType {
    CALL, PUT;

    /** {@code +1} for a call, {@code −1} for a put (Jäckel's θ). */
    public double sign() { return this == CALL ? 1.0 : -1.0; }

    public boolean isCall() { return this == CALL; }

    public static OptionType of(boolean call) { return call ? CALL : PUT; }
}
