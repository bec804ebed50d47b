package dev.oqa.internal.commands;

import java.util.List;

/**
 * One {@code --option} of the grammar in docs/COMMANDS.md.
 *
 * @param name      canonical long name without dashes, e.g. {@code range}
 * @param aliases   other accepted long names, e.g. {@code range-pct}
 * @param valueHint what the value looks like in help, or {@code null} for a flag
 * @param repeatable whether the option may be given more than once (e.g. {@code --expiration})
 * @param help      one line for {@code --help}
 */
public record Option(String name, List<String> aliases, String valueHint, boolean repeatable, String help) {
    public boolean isFlag() { return valueHint == null; }

    public boolean answersTo(String n) { return name.equals(n) || aliases.contains(n); }

    public String usage() {
        return "--" + name + (isFlag() ? "" : " " + valueHint) + (repeatable ? " ..." : "");
    }

    static Option value(String name, String hint, String help) {
        return new Option(name, List.of(), hint, false, help);
    }

    static Option flag(String name, String help, String... aliases) {
        return new Option(name, List.of(aliases), null, false, help);
    }
}
