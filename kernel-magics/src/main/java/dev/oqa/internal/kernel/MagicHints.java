package dev.oqa.internal.kernel;

import dev.oqa.internal.commands.CommandSpec;
import dev.oqa.internal.commands.Grammar;
import dev.oqa.internal.catalogue.Option;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What a front end asks of a magic line besides running it: Tab completion of magic names and of a command's options,
 * the command's help on Shift+Tab, and one line for a magic that does not exist. Options and help come from
 * {@link Grammar}, the one grammar of the magics and the command line.
 */
final class MagicHints {
    private MagicHints() {}

    /** A magic where JJava's resolver takes one: at the start of a line or after {@code =}. */
    private static final Pattern NAME_AT_CURSOR = Pattern.compile("(?:^|=)\\s*%(\\w*)$");
    private static final Pattern MAGIC_WITH_ARGS = Pattern.compile("(?:^|=)\\s*%(\\w+)[ \\t]+(.*)$");
    private static final Pattern MAGIC_ON_LINE = Pattern.compile("(?:^|=)\\s*%(\\w+)");

    /** Replace {@code code[start, end)} with one of {@code options}. */
    record Completion(List<String> options, int start, int end) {}

    /**
     * Completions at {@code at} in {@code code}: magic names after {@code %}, and on an OQA magic's line its options
     * (the command's own, then the common ones; one given already and not repeatable is left out) or, for
     * {@code %oqa}, its sub-commands. Empty where the line is not a magic: JShell completes Java.
     */
    static Optional<Completion> complete(String code, int at, Collection<String> magicNames) {
        if (at < 0 || at > code.length()) return Optional.empty();
        int lineStart = code.lastIndexOf('\n', at - 1) + 1;
        String line = code.substring(lineStart, at);
        Matcher name = NAME_AT_CURSOR.matcher(line);
        if (name.find()) {
            String prefix = name.group(1);
            List<String> names = magicNames.stream().filter(n -> n.startsWith(prefix)).sorted().toList();
            return names.isEmpty() ? Optional.empty() : Optional.of(new Completion(names, lineStart + name.start(1), at));
        }
        Matcher m = MAGIC_WITH_ARGS.matcher(line);
        if (!m.find()) return Optional.empty();
        Optional<CommandSpec> spec = Grammar.find(m.group(1)).filter(c -> magicNames.contains(m.group(1)));
        if (spec.isEmpty()) return Optional.empty();
        String args = m.group(2);
        int wordStart = Math.max(args.lastIndexOf(' '), args.lastIndexOf('\t')) + 1;
        String word = args.substring(wordStart);
        List<String> before = List.of(args.substring(0, wordStart).trim().split("[ \t]+")).stream().filter(w -> !w.isEmpty()).toList();
        List<String> options;
        if (spec.get().name().equals("oqa") && before.isEmpty() && !word.startsWith("-")) {
            options = Grammar.ACCOUNT.stream().filter(c -> c.startsWith(word)).toList();
        } else if (word.isEmpty() || word.startsWith("-")) {
            options = Stream.concat(spec.get().options().stream(), Grammar.COMMON.stream())
                    .filter(o -> o.repeatable() || before.stream().noneMatch(w -> given(w, o)))
                    .map(o -> "--" + o.name()).filter(o -> o.startsWith(word)).distinct().toList();
        } else {
            return Optional.empty();
        }
        int start = lineStart + m.start(2) + wordStart;
        return options.isEmpty() ? Optional.empty() : Optional.of(new Completion(options, start, at));
    }

    private static boolean given(String word, Option<?> o) {
        String w = word.replaceFirst("^--?", "").replaceFirst("=.*$", "");
        return word.startsWith("-") && Grammar.answersTo(o, w);
    }

    /** The help of the OQA magic on the line at {@code at} (its usage, options and what each does), if there is one. */
    static Optional<String> help(String code, int at, Collection<String> magicNames) {
        if (at < 0 || at > code.length()) return Optional.empty();
        int lineStart = code.lastIndexOf('\n', at - 1) + 1;
        int lineEnd = code.indexOf('\n', at);
        Matcher m = MAGIC_ON_LINE.matcher(code.substring(lineStart, lineEnd < 0 ? code.length() : lineEnd));
        if (!m.find() || !magicNames.contains(m.group(1))) return Optional.empty();
        return Grammar.find(m.group(1)).map(Grammar::help);
    }

    /**
     * One line for a magic that does not exist: the closest known name when one is near (a typo), else every name
     * (so {@code %lsmagic}, IPython's list of magics, gets the list).
     */
    static String unknownMagic(String name, boolean lineMagic, Collection<String> known) {
        String p = lineMagic ? "%" : "%%";
        Optional<String> close = known.stream()
                .filter(k -> k.startsWith(name) || name.startsWith(k) || Grammar.distance(k, name) <= 2)
                .min(Comparator.comparingInt((String k) -> Grammar.distance(k, name)).thenComparing(Comparator.naturalOrder()));
        if (close.isPresent()) return p + name + " is not a magic; did you mean " + p + close.get() + "?";
        return p + name + " is not a magic; the " + (lineMagic ? "line" : "cell") + " magics are "
                + known.stream().sorted().map(k -> p + k).collect(Collectors.joining(" "));
    }

    /** A magic that does not exist, as JJava names it. */
    record Undefined(String name, boolean lineMagic) {}

    private static final Pattern UNDEFINED = Pattern.compile("Undefined (line|cell) magic '(\\w*)'");

    /**
     * The magic named by JJava's message for it ({@code Undefined line magic 'gexx'}): what is left of its
     * {@code UndefinedMagicException} when it was thrown inside JShell, in Java code such as {@code Object o = %gexx}.
     */
    static Optional<Undefined> undefined(String message) {
        Matcher m = UNDEFINED.matcher(message == null ? "" : message);
        return m.find() ? Optional.of(new Undefined(m.group(2), m.group(1).equals("line"))) : Optional.empty();
    }
}
