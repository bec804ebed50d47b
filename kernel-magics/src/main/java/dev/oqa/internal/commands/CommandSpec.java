package dev.oqa.internal.commands;

import dev.oqa.internal.catalogue.Option;
import dev.oqa.model.Endpoint;
import java.util.List;
import java.util.Optional;

/**
 * A command of docs/COMMANDS.md: its name and aliases, the endpoint it calls (none for account commands),
 * what it takes positionally and its own options. The common options (mode, data, service, output)
 * are added by {@link Grammar}.
 */
public record CommandSpec(String name, List<String> aliases, Endpoint endpoint, Positionals positionals,
                          List<Option<?>> options, String summary) {

    public boolean answersTo(String word) { return name.equals(word) || aliases.contains(word); }

    public Optional<Option<?>> option(String n) {
        return options.stream().filter(o -> Grammar.answersTo(o, n)).findFirst();
    }
}
