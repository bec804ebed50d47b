package dev.oqa.internal.format;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Short human numbers for hover text and tick labels: {@code $1.2B}, {@code −$350M}, {@code 447.5}.
 * Finance spelling (K, M, B, T), not SI (k, M, G), because "G" for billions of dollars misleads readers.
 */
public final class Compact {
    private static final String MINUS = "\u2212"; // typographic minus: same width as "+", reads as a sign
    private static final String[] SUFFIX = {"", "K", "M", "B", "T"};

    private Compact() {}

    /** {@code 1_234_000_000 -> "$1.23B"}, {@code -350e6 -> "−$350M"}, 3 significant digits, trailing zeros dropped. */
    public static String dollars(double v) { return signed(v, "$", 3); }

    /** As {@link #dollars} with {@code sig} significant digits (1..15). */
    public static String dollars(double v, int sig) { return signed(v, "$", sig); }

    /** A plain number with K/M/B/T, 3 significant digits: {@code 12_500 -> "12.5K"}. */
    public static String number(double v) { return signed(v, "", 3); }

    /** A price or strike: at most {@code maxDecimals} decimals, trailing zeros dropped ({@code 445.0 -> "445"}). */
    public static String price(double v, int maxDecimals) {
        if (!Double.isFinite(v)) return "n/a";
        String s = BigDecimal.valueOf(v).setScale(maxDecimals, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
        return s.startsWith("-") ? MINUS + s.substring(1) : s;
    }

    private static String signed(double v, String unit, int sig) {
        if (sig < 1 || sig > 15) throw new IllegalArgumentException("significant digits must be 1..15, got " + sig);
        if (!Double.isFinite(v)) return "n/a";
        if (v == 0) return unit + "0";
        BigDecimal a = new BigDecimal(Math.abs(v)).round(new MathContext(sig, RoundingMode.HALF_EVEN));
        int tier = 0;
        while (tier < SUFFIX.length - 1 && a.compareTo(BigDecimal.valueOf(1000)) >= 0) {
            a = a.movePointLeft(3);
            tier++;
        }
        String digits = a.round(new MathContext(sig, RoundingMode.HALF_EVEN)).stripTrailingZeros().toPlainString();
        return (v < 0 ? MINUS : "") + unit + digits + SUFFIX[tier];
    }
}
