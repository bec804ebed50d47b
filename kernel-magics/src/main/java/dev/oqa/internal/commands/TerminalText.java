package dev.oqa.internal.commands;

import java.util.function.IntFunction;

/**
 * Text bound for a terminal, with the characters that steer one shown escaped: a server's or a file's text must not
 * clear the screen, move the cursor, retitle the window, hide a link behind other words (OSC 8) or fake a line of
 * ours. Escaped: C0 controls but tab and newline, and DEL, as {@code \x1b}; C1 controls (U+0080 to U+009F, which
 * some terminals obey as ESC sequences) and the bidirectional embeddings, overrides and isolates (U+202A to U+202E,
 * U+2066 to U+2069, which reorder what a line shows) as a backslash, {@code u} and four hex digits.
 *
 * <p>A backslash is left as it is, so the escaped form of ESC and a literal "\x1b" look alike: a terminal shows
 * both harmlessly, and doubling every backslash would garble file paths and regular text.
 */
public final class TerminalText {
    private TerminalText() {}

    /** {@code text} with every steering character escaped; the same string when it holds none. */
    public static String of(String text) {
        return escaped(text, c -> c < 0x80 ? String.format("\\x%02x", c) : String.format("\\u%04x", c));
    }

    /**
     * JSON text with every steering character written as a JSON escape (four upper-case hex digits, as Jackson writes
     * its own): JSON's syntax is ASCII without controls, so such a character can only stand inside a string, where
     * the escape is the same value. Jackson already escapes C0; DEL, C1 and the bidirectional controls it writes raw.
     */
    public static String json(String text) { return escaped(text, c -> String.format("\\u%04X", c)); }

    private static String escaped(String text, IntFunction<String> escape) {
        if (text == null || text.chars().noneMatch(c -> steers((char) c))) return text;
        StringBuilder sb = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (steers(c)) sb.append(escape.apply(c));
            else sb.append(c);
        }
        return sb.toString();
    }

    static boolean steers(char c) {
        return c < 0x20 && c != '\t' && c != '\n' || c >= 0x7f && c <= 0x9f || c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069;
    }
}
