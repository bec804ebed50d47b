package dev.oqa.internal.format;

/**
 * The toolkit's one HTML escape, for everything it writes into a {@code text/html} output and for the text plotly.js
 * reads as HTML (titles, trace names, hover and label text).
 */
public final class Html {
    private Html() {}

    /**
     * Escapes {@code & < > " '} so any string is safe as element text or a quoted attribute value; null becomes "".
     * Quotes become numeric references ({@code &#34;}, {@code &#39;}) rather than {@code &quot;}: a browser reads both,
     * but plotly.js decodes only numeric references and a handful of names ({@code &amp; &lt; &gt;} among them), so
     * {@code &quot;} would show literally in a chart title.
     */
    public static String escape(String s) {
        if (s == null) return "";
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            String r = switch (s.charAt(i)) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '"' -> "&#34;";
                case '\'' -> "&#39;";
                default -> null;
            };
            if (r == null) {
                if (b != null) b.append(s.charAt(i));
                continue;
            }
            if (b == null) b = new StringBuilder(s.length() + 16).append(s, 0, i);
            b.append(r);
        }
        return b == null ? s : b.toString();
    }
}
