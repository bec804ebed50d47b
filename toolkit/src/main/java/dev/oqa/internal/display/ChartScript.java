package dev.oqa.internal.display;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Makes a chart's drawing script smaller without changing what it draws or shows on hover: what a notebook stores is
 * mostly these scripts (a ten-year daily chart of nine assets is 0.7 MB as Tablesaw and Jackson write it).
 *
 * <ul>
 *   <li><b>Numbers</b> keep at most {@value #DECIMALS} decimals, or more where needed for {@value #SIGNIFICANT}
 *       significant digits (small numbers): {@code 191.02971468358203} becomes {@code 191.029715}. That is below a
 *       millionth of a chart's height and width, and finer than any hover format the charts use (at most 3
 *       decimals); integer digits are never touched. Only number literals in code are rewritten, never digits inside
 *       a string (titles, hover text, dates).</li>
 *   <li><b>Repeated arrays</b>: an array literal written out more than once (the same dates as the x of every line
 *       of a multi-asset chart) is written once as a local variable that each use refers to. plotly.js does not
 *       change the arrays it is given, so sharing one is safe.</li>
 * </ul>
 * The input is the JavaScript Tablesaw and the toolkit generate for one figure: declarations, JSON objects and calls,
 * with strings in single or double quotes and no comments or regular expressions.
 */
final class ChartScript {
    static final int DECIMALS = 6;
    static final int SIGNIFICANT = 7;
    /** Shorter arrays are not worth a variable. */
    static final int MIN_SHARED_LENGTH = 200;
    static final String SHARED_PREFIX = "oqa_a";

    private ChartScript() {}

    /** The script with its numbers trimmed and its repeated arrays shared; declarations of those come first. */
    static String compact(String js) {
        return shareArrays(trimNumbers(js));
    }

    /** Every number literal outside strings with more digits than drawn, trimmed (see the class comment). */
    static String trimNumbers(String js) {
        StringBuilder out = new StringBuilder(js.length());
        int n = js.length(), copied = 0;
        for (int i = 0; i < n; ) {
            char ch = js.charAt(i);
            if (ch == '"' || ch == '\'') { i = skipString(js, i); continue; }
            boolean starts = (isDigit(ch) || ch == '-' && i + 1 < n && isDigit(js.charAt(i + 1))) && (i == 0 || !partOfName(js.charAt(i - 1)));
            if (!starts) { i++; continue; }
            int end = numberEnd(js, i);
            String lit = js.substring(i, end);
            String shorter = trim(lit);
            if (shorter != null) {
                out.append(js, copied, i).append(shorter);
                copied = end;
            }
            i = end;
        }
        return copied == 0 ? js : out.append(js, copied, n).toString();
    }

    /** A shorter literal for the same drawn value, or null when {@code lit} is short enough already. */
    static String trim(String lit) {
        int dot = lit.indexOf('.'), exp = Math.max(lit.indexOf('e'), lit.indexOf('E'));
        int fraction = dot < 0 ? 0 : (exp < 0 ? lit.length() : exp) - dot - 1;
        if (fraction <= DECIMALS && exp < 0) return null;   // nothing to trim (the common short literal)
        BigDecimal v;
        try {
            v = new BigDecimal(lit);
        } catch (NumberFormatException e) {
            return null;
        }
        if (v.signum() == 0) return null;
        int magnitude = v.precision() - v.scale() - 1;   // floor(log10 |v|)
        int keep = Math.max(DECIMALS, SIGNIFICANT - 1 - magnitude);
        if (v.scale() <= keep) return null;
        BigDecimal r = v.setScale(keep, RoundingMode.HALF_EVEN);
        if (r.signum() == 0) return "0";
        r = r.stripTrailingZeros();
        String plain = r.toPlainString(), sci = scientific(r);
        String best = sci.length() < plain.length() ? sci : plain;
        return best.length() < lit.length() ? best : null;
    }

    private static String scientific(BigDecimal r) {
        String digits = r.unscaledValue().abs().toString();
        int exponent = digits.length() - 1 - r.scale();
        return (r.signum() < 0 ? "-" : "") + digits.charAt(0) + (digits.length() > 1 ? "." + digits.substring(1) : "") + "e" + exponent;
    }

    /**
     * Every innermost array literal of at least {@value #MIN_SHARED_LENGTH} characters that appears more than once,
     * replaced by a variable declared before the script.
     */
    static String shareArrays(String js) {
        List<int[]> spans = new ArrayList<>();
        List<int[]> open = new ArrayList<>();   // {start, has nested array}
        int n = js.length();
        for (int i = 0; i < n; ) {
            char ch = js.charAt(i);
            if (ch == '"' || ch == '\'') { i = skipString(js, i); continue; }
            if (ch == '[') {
                if (!open.isEmpty()) open.get(open.size() - 1)[1] = 1;
                open.add(new int[] {isLiteralStart(js, i) ? i : -1, 0});
            } else if (ch == ']' && !open.isEmpty()) {
                int[] o = open.remove(open.size() - 1);
                if (o[0] >= 0 && o[1] == 0 && i + 1 - o[0] >= MIN_SHARED_LENGTH) spans.add(new int[] {o[0], i + 1});
            }
            i++;
        }
        Map<String, Integer> count = new HashMap<>();
        for (int[] s : spans) count.merge(js.substring(s[0], s[1]), 1, Integer::sum);
        Map<String, String> names = new LinkedHashMap<>();
        for (int[] s : spans) {
            String text = js.substring(s[0], s[1]);
            if (count.get(text) > 1) names.computeIfAbsent(text, t -> SHARED_PREFIX + names.size());
        }
        if (names.isEmpty()) return js;
        StringBuilder out = new StringBuilder(js.length());
        names.forEach((text, name) -> out.append("var ").append(name).append(" = ").append(text).append(";\n"));
        int copied = 0;
        for (int[] s : spans) {
            String name = names.get(js.substring(s[0], s[1]));
            if (name == null) continue;
            out.append(js, copied, s[0]).append(name);
            copied = s[1];
        }
        return out.append(js, copied, n).toString();
    }

    /** A '[' that opens an array literal (after '=', ':', ',', '(' or '['), not an index such as {@code a[0]}. */
    private static boolean isLiteralStart(String js, int i) {
        int j = i - 1;
        while (j >= 0 && Character.isWhitespace(js.charAt(j))) j--;
        if (j < 0) return true;
        char p = js.charAt(j);
        return p == '=' || p == ':' || p == ',' || p == '(' || p == '[';
    }

    /** The index just past the string literal that starts at {@code i}. */
    private static int skipString(String js, int i) {
        char q = js.charAt(i);
        int n = js.length();
        for (int j = i + 1; j < n; j++) {
            char c = js.charAt(j);
            if (c == '\\') j++;
            else if (c == q) return j + 1;
        }
        return n;
    }

    private static int numberEnd(String js, int i) {
        int n = js.length(), j = i;
        if (js.charAt(j) == '-') j++;
        while (j < n && isDigit(js.charAt(j))) j++;
        if (j < n && js.charAt(j) == '.') {
            j++;
            while (j < n && isDigit(js.charAt(j))) j++;
        }
        if (j < n && (js.charAt(j) == 'e' || js.charAt(j) == 'E')) {
            int k = j + 1;
            if (k < n && (js.charAt(k) == '+' || js.charAt(k) == '-')) k++;
            if (k < n && isDigit(js.charAt(k))) {
                j = k;
                while (j < n && isDigit(js.charAt(j))) j++;
            }
        }
        return j;
    }

    private static boolean isDigit(char c) { return c >= '0' && c <= '9'; }

    private static boolean partOfName(char c) { return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '.'; }
}
