package dev.oqa.query;

import dev.oqa.model.Params;
import dev.oqa.model.UsageException;
import java.util.List;
import java.util.Locale;

/**
 * The queries' one argument checker. A setter refuses, when it is called, a value no question could mean (a negative
 * strike range, a window of no days, a word that is not a boolean); the command line's options drive the same setters,
 * so {@code oqa.gex("SPY").range(-1)} and {@code %gex --range -1} fail with the same message. Each message names the
 * argument as both spell it ({@code range}), the value, and what is accepted. A strike range outside the service's
 * bounds is refused too (a range of 20 was meant as ±20%, not clamped to ±200%); a window or a limit outside them is
 * clamped by the request, as the service does, with a note.
 */
final class Check {
    private Check() {}

    /** A strike range around spot as a fraction of spot, {@link Params#RANGE_MIN} to {@link Params#RANGE_MAX}. */
    static double range(double v) {
        if (!Double.isFinite(v) || v < Params.RANGE_MIN || v > Params.RANGE_MAX)
            throw new UsageException("range " + shown(v) + " is not accepted: it is the strike range around spot as a fraction of spot, "
                    + Params.number(Params.RANGE_MIN) + " to " + Params.number(Params.RANGE_MAX) + " (0.1 = ±10%)"
                    + (v > Params.RANGE_MAX && v <= 100 * Params.RANGE_MAX ? "; in percent, range-pct " + shown(v) : ""));
        return v;
    }

    /** A strike range around spot in percent of spot, 1 to 200; returned as the fraction the request sends. */
    static double rangePct(double v) {
        if (!Double.isFinite(v) || v < 100 * Params.RANGE_MIN || v > 100 * Params.RANGE_MAX)
            throw new UsageException("range-pct " + shown(v) + " is not accepted: it is the strike range around spot in percent of spot, "
                    + Params.number(100 * Params.RANGE_MIN) + " to " + Params.number(100 * Params.RANGE_MAX) + " (10 = ±10%)"
                    + (v > 0 && v < 100 * Params.RANGE_MIN ? "; " + shown(v) + " reads as a fraction: range-pct " + shown(v * 100) : ""));
        return v / 100;
    }

    /** A count of days or records, at least {@code min}; {@code clamp} says what the request then does with it, or is empty. */
    static int atLeast(String name, int v, int min, String what, String clamp) {
        if (v < min)
            throw new UsageException(name + " " + v + " is not accepted: it is " + what + ", at least " + min + (clamp.isEmpty() ? "" : " (" + clamp + ")"));
        return v;
    }

    /** One of {@code accepted}, trimmed and lower-cased; anything else is refused with the list. */
    static String oneOf(String name, String v, List<String> accepted) {
        String s = v == null ? "" : v.trim().toLowerCase(Locale.ROOT);
        if (!accepted.contains(s))
            throw new UsageException(name + " '" + v + "' is not accepted; use one of " + String.join(", ", accepted));
        return s;
    }

    /** The service document's boolean words ({@code 1, true, yes, on} and {@code 0, false, no, off}); any other is refused. */
    static boolean bool(String name, String v) {
        String s = v == null ? "" : v.trim().toLowerCase(Locale.ROOT);
        return switch (s) {
            case "1", "true", "yes", "on" -> true;
            case "0", "false", "no", "off" -> false;
            default -> throw new UsageException(name + " '" + v + "' is not accepted; use true or false");
        };
    }

    /** Not null: a missing required argument is named, not a bare NullPointerException. */
    static <V> V given(String name, V v) {
        if (v == null) throw new UsageException(name + " is missing");
        return v;
    }

    private static String shown(double v) { return Double.isFinite(v) ? Params.number(v) : String.valueOf(v); }
}
