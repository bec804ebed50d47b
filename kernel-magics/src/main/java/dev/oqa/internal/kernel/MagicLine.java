package dev.oqa.internal.kernel;

import java.util.ArrayList;
import java.util.List;

/** One line magic of a cell: {@code %gex SPY --local} is {@code gex} with {@code [SPY, --local]}. */
record MagicLine(String name, List<String> args) {
    /**
     * The magic lines of {@code code} when every line that is neither blank nor a comment is {@code %name word…} and
     * the words are plain (no quote, no backslash: JJava's quoting is left to JJava); else null, and the cell is
     * JJava's. Comments at the end of a magic line are taken out before ({@link MagicComments}).
     */
    static List<MagicLine> cell(String code) {
        List<MagicLine> lines = new ArrayList<>();
        for (String line : code.split("\\R", -1)) {
            String s = line.strip();
            if (s.isEmpty() || MagicComments.isCommentOnly(s)) continue; // a comment line is nothing to run
            // JJava's line magic is '%' then at once a word character; '%%' starts a cell magic
            if (s.length() < 2 || s.charAt(0) != '%' || !isWordChar(s.charAt(1)) || s.indexOf('"') >= 0 || s.indexOf('\\') >= 0)
                return null;
            // JJava splits a magic's words on spaces and tabs only; any other character belongs to a word
            List<String> words = List.of(s.substring(1).split("[ \t]+"));
            String name = words.get(0);
            if (!name.chars().allMatch(MagicLine::isWordChar)) return null;
            lines.add(new MagicLine(name, words.subList(1, words.size())));
        }
        return lines.isEmpty() ? null : lines;
    }

    /**
     * Whether every line of {@code code} that is neither blank nor a comment starts with {@code %}: a cell of magics,
     * however quoted, rather than Java code that holds one ({@code var r = %risk NVDA}).
     */
    static boolean onlyMagicLines(String code) {
        return code.lines().map(String::strip).filter(s -> !s.isEmpty() && !MagicComments.isCommentOnly(s)).allMatch(s -> s.startsWith("%"));
    }

    /** The characters of a magic's name, as JJava's resolver reads them ({@code \w}). */
    static boolean isWordChar(int c) {
        return c == '_' || (c < 128 && Character.isLetterOrDigit(c));
    }
}
