package dev.oqa.query;

import dev.oqa.model.Params;
import dev.oqa.model.UsageException;
import java.util.List;
import java.util.Locale;

/**
 * The queries' one argument checker. A setter refuses, when it is called, a value no question could mean (a negative
 * strike range, a window of no days, a word that is not a boolean); the command line's options drive the same setters,
 * so {@code oqa.gex("SPY").range(-1)} and {@code %gex --range -1} fail with the same message. Each message names the
 * argument as both spell it ({@code range}), the value, and what is accepted. Values that only lie outside the
 * service's bounds are not refused: the request clamps them as the service does and says so in a note.
 */
final class Check {
    private Check() {}

    /** A strike range around spot: a fraction above 0 (the service clamps it into 0.01..2.0). */
    static double range(double v) {
        if (!Double.isFinite(v) || v <= 0)
            throw new UsageException("range " + shown(v) + " is not accepted: it is the strike range around spot as a fraction above 0,"
                    + " such as 0.1 for ±10% (values outside " + Params.RANGE_MIN + " to " + Params.RANGE_MAX + " are clamped into it)");
        return v;
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

    /** An ISO date, as {@code YYYY-MM-DD}. */
    static String date(String name, String v) { return Params.date(name, v).toString(); }

    /** Not null: a missing required argument is named, not a bare NullPointerException. */
    static <V> V given(String name, V v) {
        if (v == null) throw new UsageException(name + " is missing");
        return v;
    }

    private static String shown(double v) { return Double.isFinite(v) ? Params.number(v) : String.valueOf(v); }
}
