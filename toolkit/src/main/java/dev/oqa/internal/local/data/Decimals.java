package dev.oqa.internal.local.data;

/**
 * Plain decimals read exactly without the general parser. Reading a chain is most of a local {@code gex} call from
 * the command line, and there {@link Double#parseDouble} took half the reading time (a cold JVM runs it in C1 code);
 * this path keeps the end-to-end figure where it was before the CSV library came in.
 */
final class Decimals {
    private Decimals() {}

    private static final double[] POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
            1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    /**
     * A plain decimal such as {@code 3300.1}, {@code -0.05} or {@code 0} (spaces around it allowed), or NaN when the
     * text is anything else (blank, exponent, grouping, more than 15 digits...), which the caller then hands to
     * {@link Double#parseDouble}. Exact: up to 15 digits fit a double's 53-bit mantissa and 10^0..10^22 are exact
     * doubles, so one IEEE division gives the correctly rounded value, the same double parseDouble returns (Clinger's
     * fast path).
     */
    static double plain(String s) {
        int from = 0, to = s.length();
        while (from < to && s.charAt(from) == ' ') from++;
        while (to > from && s.charAt(to - 1) == ' ') to--;
        if (from == to) return Double.NaN;
        boolean negative = s.charAt(from) == '-';
        if (negative && ++from == to) return Double.NaN;
        long m = 0;
        int digits = 0, decimals = -1;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                if (++digits > 15) return Double.NaN;
                m = m * 10 + (c - '0');
                if (decimals >= 0) decimals++;
            } else if (c == '.' && decimals < 0) {
                decimals = 0;
            } else {
                return Double.NaN;
            }
        }
        if (digits == 0) return Double.NaN;
        double v = decimals > 0 ? m / POW10[decimals] : m;
        return negative ? -v : v;
    }
}
