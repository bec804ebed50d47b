package dev.oqa.internal.kernel;

import java.util.ArrayList;
import java.util.List;

/** One line magic of a cell: {@code %gex SPY --local} is {@code gex} with {@code [SPY, --local]}. */
record MagicLine(String name, List<String> args) {
    /**
     * The magic lines of {@code code} when every non-blank line is {@code %name word…} and the words are plain (no
     * quote, no backslash: JJava's quoting is left to JJava); else null, and the cell is JJava's.
     */
    static List<MagicLine> cell(String code) {
        List<MagicLine> lines = new ArrayList<>();
        for (String line : code.split("\\R", -1)) {
            String s = line.strip();
            if (s.isEmpty()) continue;
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

    /** The characters of a magic's name, as JJava's resolver reads them ({@code \w}). */
    static boolean isWordChar(int c) {
        return c == '_' || (c < 128 && Character.isLetterOrDigit(c));
    }
}
