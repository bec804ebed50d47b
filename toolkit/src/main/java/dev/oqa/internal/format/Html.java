package dev.oqa.internal.format;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.function.IntFunction;

/**
 * Output encoding by context, in one place: every string from a server, a file or a user that reaches notebook HTML
 * goes through one of these, chosen by where it lands.
 * <ul>
 *   <li>{@link #escape}: HTML element text and quoted attribute values;</li>
 *   <li>{@link #plotly}: text that plotly.js reads as its own small HTML (titles, trace names, category labels, hover
 *       and annotation text): escaped once, when the figure is built, and never again on the way out;</li>
 *   <li>{@link #scriptJson} / {@link #scriptString}: JSON or a JavaScript string literal inside a {@code <script>}
 *       element, where {@code </script>} must never appear and U+2028/U+2029 must not end a line.</li>
 * </ul>
 */
public final class Html {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Html() {}

    /** The text {@link #escape} made, read back (for plain-text outputs of escaped titles). */
    public static String unescape(String s) {
        if (s == null || s.indexOf('&') < 0) return s == null ? "" : s;
        return s.replace("&lt;", "<").replace("&gt;", ">").replace("&#34;", "\"").replace("&#39;", "'").replace("&amp;", "&");
    }

    /** Text for plotly.js: the same escape as {@link #escape}, named for the place (plotly decodes it once to draw it). */
    public static String plotly(String s) { return escape(s); }

    /**
     * JSON text made safe inside {@code <script>}: {@code <}, {@code >}, {@code &}, U+2028 and U+2029 become
     * JSON unicode escapes (backslash, u, four hex digits). JSON has those characters only inside strings, where the escape means the same
     * character, so the value read back is unchanged; quotes and backslashes are JSON's own escapes already.
     */
    public static String scriptJson(String json) {
        if (json == null) throw new IllegalArgumentException("json must not be null");
        return replace(json, c -> switch (c) {
            case '<' -> "\\u003c";
            case '>' -> "\\u003e";
            case '&' -> "\\u0026";
            case '\u2028' -> "\\u2028";
            case '\u2029' -> "\\u2029";
            default -> null;
        });
    }

    /** Any value (maps, lists, strings, numbers) as JSON made safe inside {@code <script>}. */
    public static String scriptJson(Object value) {
        try {
            return scriptJson(JSON.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("cannot write " + value.getClass().getSimpleName() + " as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** A JavaScript string literal (double-quoted) safe inside {@code <script>}: quotes, backslash, controls, {@code </script>}. */
    public static String scriptString(String s) { return scriptJson((Object) (s == null ? "" : s)); }

    /**
     * Escapes {@code & < > " '} so any string is safe as element text or a quoted attribute value; null becomes "".
     * Quotes become numeric references ({@code &#34;}, {@code &#39;}) rather than {@code &quot;}: a browser reads both,
     * but plotly.js decodes only numeric references and a handful of names ({@code &amp; &lt; &gt;} among them), so
     * {@code &quot;} would show literally in a chart title.
     */
    public static String escape(String s) {
        if (s == null) return "";
        return replace(s, c -> switch (c) {
            case '&' -> "&amp;";
            case '<' -> "&lt;";
            case '>' -> "&gt;";
            case '"' -> "&#34;";
            case '\'' -> "&#39;";
            default -> null;
        });
    }

    /** {@code s} with each character that {@code by} maps to text replaced by it; {@code s} itself when none is. */
    private static String replace(String s, IntFunction<String> by) {
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            String r = by.apply(s.charAt(i));
            if (r == null) {
                if (b != null) b.append(s.charAt(i));
                continue;
            }
            if (b == null) b = new StringBuilder(s.length() + 32).append(s, 0, i);
            b.append(r);
        }
        return b == null ? s : b.toString();
    }
}
