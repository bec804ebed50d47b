package dev.oqa.internal.format;

import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.util.Locale;

/**
 * How many decimals a displayed number column gets, and the one number format of tables. A column named in percent
 * ({@code *_pct}) always has {@value #PERCENT}, whatever the ticker: {@code from_spot_pct} of SPX levels a fraction of
 * a percent from spot must not read with more decimals than SPY's. Every other column is decided by its magnitude
 * (by {@link HtmlTable} and the command line's table). A value that rounds to zero prints without a sign:
 * {@code 0.00}, never {@code -0.00}.
 */
public final class Decimals {
    /** Decimals of a percent column: a hundredth of a percent, a basis point. */
    public static final int PERCENT = 2;

    private Decimals() {}

    /** The decimals a column's name fixes, or −1 when its magnitude decides. */
    public static int byName(String name) {
        return name != null && name.toLowerCase(Locale.ROOT).endsWith("_pct") ? PERCENT : -1;
    }

    /** Grouped thousands, {@code decimals} fixed, half-even, and no {@code -0.00}. */
    public static DecimalFormat format(int decimals) { return new NoNegativeZero("#,##0", decimals); }

    /** A fraction in percent, {@value #PERCENT} decimals ({@code 0.1431 → 14.31%}), no {@code -0.00%}. */
    public static DecimalFormat percent() { return new NoNegativeZero("#,##0%", PERCENT); }

    /** Formats a value that rounds to zero as zero: DecimalFormat keeps the sign of −0.001 at two decimals. */
    private static final class NoNegativeZero extends DecimalFormat {
        NoNegativeZero(String pattern, int decimals) {
            super(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
            setRoundingMode(RoundingMode.HALF_EVEN);
            setMinimumFractionDigits(decimals);
            setMaximumFractionDigits(decimals);
        }

        @Override
        public StringBuffer format(double v, StringBuffer to, FieldPosition at) {
            StringBuffer probe = super.format(v, new StringBuffer(), new FieldPosition(0));
            if (v < 0 && probe.chars().noneMatch(c -> c >= '1' && c <= '9')) return super.format(0.0, to, at);
            return to.append(probe);
        }
    }
}
