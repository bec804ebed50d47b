package dev.oqa.internal.catalogue;

import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * One {@code --option} of an endpoint's command, bound to the query setter it drives: the grammar's help and
 * parsing read the name, hint and help; building the request calls its {@link #setter}. Options that steer how a command
 * runs rather than what it asks ({@code --via-chain}, {@code --history}, {@code --rf}) drive no setter.
 *
 * @param name       canonical long name without dashes, the parameter's name with '-' for '_'
 * @param aliases    other accepted long names
 * @param valueHint  what the value looks like in help, or {@code null} for a flag
 * @param repeatable whether it may be given more than once
 * @param help       one line for {@code --help}
 * @param setter     moves the parsed value onto the query; does nothing when the option was not given
 * @param <Q>        the query it drives
 */
public record Option<Q>(String name, List<String> aliases, String valueHint, boolean repeatable, String help, BiConsumer<? super Q, Args> setter) {
    public Option {
        Objects.requireNonNull(name, "name");
        aliases = List.copyOf(aliases);
        Objects.requireNonNull(help, "help");
        Objects.requireNonNull(setter, "setter");
    }

    /** {@code --name VALUE}, as text. */
    public static <Q> Option<Q> text(String name, String hint, String help, BiConsumer<Q, String> set, String... aliases) {
        return new Option<>(name, List.of(aliases), hint, false, help, (Q q, Args a) -> a.value(name).ifPresent(v -> set.accept(q, v)));
    }

    /** {@code --name NUMBER}. */
    public static <Q> Option<Q> number(String name, String hint, String help, BiConsumer<Q, Double> set, String... aliases) {
        return new Option<>(name, List.of(aliases), hint, false, help, (Q q, Args a) -> a.number(name).ifPresent(v -> set.accept(q, v)));
    }

    /** {@code --name N}, a whole number. */
    public static <Q> Option<Q> integer(String name, String hint, String help, BiConsumer<Q, Integer> set, String... aliases) {
        return new Option<>(name, List.of(aliases), hint, false, help, (Q q, Args a) -> a.integer(name).ifPresent(v -> set.accept(q, v)));
    }

    /** {@code --name VALUE}, repeatable; each value in order. */
    public static <Q> Option<Q> repeated(String name, String hint, String help, BiConsumer<Q, String> set) {
        return new Option<>(name, List.of(), hint, true, help, (Q q, Args a) -> a.values(name).forEach(v -> set.accept(q, v)));
    }

    /** {@code --name} or {@code --name=false}. */
    public static <Q> Option<Q> flag(String name, String help, BiConsumer<Q, Boolean> set) {
        return new Option<>(name, List.of(), null, false, help,
                (Q q, Args a) -> { if (a.has(name)) set.accept(q, Boolean.parseBoolean(a.value(name).orElse("true"))); });
    }

    /** A flag that steers the command, not the request. */
    public static Option<Object> steering(String name, String help) {
        return steering(name, null, help);
    }

    /** An option that steers the command, not the request; a flag when {@code hint} is null. */
    public static Option<Object> steering(String name, String hint, String help) {
        return new Option<>(name, List.of(), hint, false, help, (Object q, Args a) -> { });
    }

    public boolean isFlag() { return valueHint == null; }
}
