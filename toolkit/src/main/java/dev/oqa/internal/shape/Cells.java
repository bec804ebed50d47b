package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One cell as a server may send it. Numbers may come as JSON numbers or as strings ({@code "4501.25"},
 * {@code "1,234"}); {@code null}, {@code ""}, {@code "NaN"}, {@code "None"} and non-finite values are missing.
 * The canonical form never carries a non-finite number: it is JSON null.
 */
public final class Cells {
    private Cells() {}

    static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d[\\d,]*(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");
    private static final Set<String> NO_VALUE = Set.of("", "nan", "none", "null", "n/a", "na", "inf", "-inf", "infinity", "-infinity", "+infinity");
    private static final Pattern MIDNIGHT = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})[T ]00:00(:00(\\.0+)?)?(Z|[+-]00:?00)?");

    /** True for a JSON null, an absent member, or a string that means "no value". */
    public static boolean missing(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) return true;
        if (v.isNumber()) return !Double.isFinite(v.asDouble());
        return v.isTextual() && missingText(v.asText());
    }

    /** True for a string that means "no value": blank, NaN, None, null, N/A, NA or an infinity, in any case. */
    public static boolean missingText(String text) {
        return NO_VALUE.contains(text.strip().toLowerCase(Locale.ROOT));
    }

    /** Whether the cell reads as a number ({@code "4501.25"}, {@code "1,234"}) or a missing value (so a column of them is numeric). */
    public static boolean numeric(JsonNode v) {
        return missing(v) || v.isNumber() || v.isTextual() && NUMBER.matcher(v.asText().strip()).matches();
    }

    /** The cell as a number; NaN when missing or not a number. */
    public static double number(JsonNode v) {
        if (missing(v) || !numeric(v)) return Double.NaN;
        if (v.isNumber()) return v.asDouble();
        // without its thousands separators, what NUMBER admits is what parseDouble reads
        double d = Double.parseDouble(v.asText().strip().replace(",", ""));
        return Double.isFinite(d) ? d : Double.NaN;
    }

    /** The cell as a canonical JSON number, or JSON null when missing. */
    public static JsonNode numberNode(JsonNode v) {
        double d = number(v);
        if (Double.isNaN(d)) return F.nullNode();
        boolean integral = v.isIntegralNumber()
                || v.isTextual() && d == Math.rint(d) && Math.abs(d) < 1e15 && !v.asText().matches(".*[.eE].*");
        if (integral) return F.numberNode((long) d);
        return F.numberNode(d);
    }

    /** The cell as text; null when missing. Numbers print without a trailing {@code .0}. */
    public static String text(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) return null;
        if (!v.isValueNode()) return v.toString();
        if (v.isNumber() && v.asDouble() == Math.rint(v.asDouble()) && Math.abs(v.asDouble()) < 1e15) return Long.toString(v.asLong());
        return v.asText();
    }

    /**
     * A date cell as ISO {@code YYYY-MM-DD} where it can be: midnight timestamps lose their time, and epoch
     * milliseconds (pandas' default {@code to_json} date format) become the UTC date. Other text is kept.
     */
    public static String date(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) return null;
        if (v.isNumber()) {
            double d = v.asDouble();
            if (d > 1e11 && d < 1e14) return Instant.ofEpochMilli((long) d).atZone(ZoneOffset.UTC).toLocalDate().toString();
            return text(v);
        }
        String s = v.asText().strip();
        var m = MIDNIGHT.matcher(s);
        return m.matches() ? m.group(1) : s;
    }

    /** A canonical scalar: numbers and numeric strings become numbers, "no value" becomes null, text stays. */
    public static JsonNode scalar(JsonNode v) {
        if (missing(v)) return F.nullNode();
        if (v.isNumber() || v.isTextual() && numeric(v)) return numberNode(v);
        return v;
    }
}
