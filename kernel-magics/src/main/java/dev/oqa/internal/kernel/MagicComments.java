package dev.oqa.internal.kernel;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cells are Java, comments included: a magic line may end in a {@code //} comment or hold {@code /* … *}{@code /}
 * comments, in a cell of magics ({@code %gex SPY   // chart}) and in Java ({@code var r = %risk NVDA // …}). JJava
 * would pass the comment to the magic as words, so the kernel takes it out first. The rule (docs/COMMANDS.md): outside
 * double quotes, a {@code //} or {@code /*} at the start of a word (after a blank) begins a comment; a {@code //} runs
 * to the end of the line, a {@code /*} to the next {@code *}{@code /} on that line (or the line's end). So
 * {@code "a // b"} and {@code https://host/x} stay arguments.
 */
final class MagicComments {
    private MagicComments() {}

    /** Where JJava's resolver takes a magic: a line's start, or after {@code =}; {@code %%} on a cell's first line. */
    private static final Pattern MAGIC = Pattern.compile("(?:^|(?<==))\\s*%{1,2}(?=\\w)");

    /** {@code code} with the comments of its magic lines taken out (and the blanks before them); other lines as they are. */
    static String strip(String code) {
        if (code.indexOf('%') < 0 || code.indexOf('/') < 0) return code;
        String[] lines = code.split("(?<=\\R)", -1);
        StringBuilder out = new StringBuilder(code.length());
        for (String line : lines) {
            int eol = line.length();
            while (eol > 0 && (line.charAt(eol - 1) == '\n' || line.charAt(eol - 1) == '\r')) eol--;
            out.append(stripLine(line.substring(0, eol))).append(line, eol, line.length());
        }
        return out.toString();
    }

    static String stripLine(String line) {
        Matcher m = MAGIC.matcher(line);
        if (!m.find()) return line;
        StringBuilder out = new StringBuilder(line.substring(0, m.end()));
        boolean quoted = false, cut = false;
        for (int i = m.end(); i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length()) { // JJava's escape: the next character as it is
                out.append(c).append(line.charAt(++i));
                continue;
            }
            if (c == '"') quoted = !quoted;
            else if (!quoted && c == '/' && i + 1 < line.length() && Character.isWhitespace(line.charAt(i - 1))) {
                char next = line.charAt(i + 1);
                if (next == '/') { cut = true; break; }
                if (next == '*') {
                    int close = line.indexOf("*/", i + 2);
                    cut = true;
                    if (close < 0) break;
                    i = close + 1;
                    out.append(' ');
                    continue;
                }
            }
            out.append(c);
        }
        return cut ? out.toString().stripTrailing() : out.toString();
    }

    /** Whether {@code line} (stripped) is a comment and nothing else: {@code // …}, or {@code /* … *}{@code /}. */
    static boolean isCommentOnly(String line) {
        String s = line.strip();
        return s.startsWith("//") || (s.startsWith("/*") && s.endsWith("*/") && s.length() >= 4 && s.indexOf("*/") == s.length() - 2);
    }
}
