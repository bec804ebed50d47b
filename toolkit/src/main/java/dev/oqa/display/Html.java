package dev.oqa.display;

/** HTML text escaping for everything the toolkit writes into a {@code text/html} output. */
public final class Html {
    private Html() {}

    /** Escapes {@code & < > " '} so any string is safe as element text or a quoted attribute value; null becomes "". */
    public static String escape(String s) {
        if (s == null) return "";
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
