package dev.oqa.internal.local.data;

import java.util.ArrayList;
import java.util.List;

/** Splits one CSV line (RFC 4180 quoting: {@code "a,b"} and {@code ""} inside quotes). Package-private helper. */
final class CsvFields {
    private CsvFields() {}

    static List<String> split(String line) {
        List<String> out = new ArrayList<>(24);
        if (line.indexOf('"') < 0) {
            int from = 0;
            for (int i = line.indexOf(','); i >= 0; i = line.indexOf(',', from)) {
                out.add(line.substring(from, i));
                from = i + 1;
            }
            out.add(line.substring(from));
            return out;
        }
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < line.length() && line.charAt(i + 1) == '"') { cur.append('"'); i++; }
                    else quoted = false;
                } else cur.append(c);
            } else if (c == '"') quoted = true;
            else if (c == ',') { out.add(cur.toString()); cur.setLength(0); }
            else cur.append(c);
        }
        out.add(cur.toString());
        return out;
    }

    private static final double[] POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
            1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    /**
     * A plain decimal such as {@code 3300.1}, {@code -0.05} or {@code 0} in {@code s[from, to)}, or NaN when the text
     * is anything else (blank, exponent, grouping, more than 15 digits...), which the caller then hands to
     * {@link Double#parseDouble}. Exact: up to 15 digits fit a double's 53-bit mantissa and 10^0..10^22 are exact
     * doubles, so one IEEE division gives the correctly rounded value, the same double parseDouble returns (Clinger's
     * fast path). It spares the per-field substring and the general parser on the 300,000 fields of an SPX chain.
     */
    static double plainDecimal(String s, int from, int to) {
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

    static String stripBom(String s) {
        return !s.isEmpty() && s.charAt(0) == '\uFEFF' ? s.substring(1) : s;
    }
}
