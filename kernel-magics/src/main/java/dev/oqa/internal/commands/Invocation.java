package dev.oqa.internal.commands;

import dev.oqa.internal.catalogue.Args;
import dev.oqa.model.Params;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** A parsed command line: the command, its positionals and its options, values still as typed. */
public record Invocation(CommandSpec spec, List<String> positionals, Map<String, List<String>> options) implements Args {

    public enum Format { TABLE, JSON, CSV }

    public boolean has(String option) { return options.containsKey(option); }

    public Optional<String> value(String option) { return values(option).stream().findFirst(); }

    public List<String> values(String option) { return options.getOrDefault(option, List.of()); }

    public boolean wantsHelp() {
        return has("help") || (positionals.size() == 1 && positionals.get(0).equals("help") && spec.positionals() != Positionals.SUBCOMMAND);
    }

    public Optional<String> ticker() { return positionals.stream().findFirst(); }

    public Optional<Double> number(String option) { return parsed(option, Double::parseDouble, "a number (e.g. 0.3)"); }

    public Optional<Integer> integer(String option) { return parsed(option, Integer::parseInt, "a whole number"); }

    private <T> Optional<T> parsed(String option, Function<String, T> parse, String what) {
        return value(option).map(v -> {
            try {
                return parse.apply(v.trim());
            } catch (NumberFormatException e) {
                throw Grammar.usage(spec, "--" + option + " expects " + what + ", got '" + v + "'");
            }
        });
    }

    public Format format() {
        return value("format").map(f -> switch (f.trim().toLowerCase(Locale.ROOT)) {
            case "table" -> Format.TABLE;
            case "json" -> Format.JSON;
            case "csv" -> Format.CSV;
            default -> throw Grammar.usage(spec, "--format '" + f + "' is not accepted; use table, json or csv");
        }).orElse(Format.TABLE);
    }

    public Optional<Path> dataDir() { return value("data").map(Path::of); }

    public Optional<LocalDate> asOf() { return value("as-of").map(v -> Params.date("--as-of", v)); }

    public Optional<String> baseUrl() { return value("base-url"); }
}
