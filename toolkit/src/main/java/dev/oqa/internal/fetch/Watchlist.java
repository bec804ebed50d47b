package dev.oqa.internal.fetch;

import dev.oqa.internal.client.SettingsFile;
import dev.oqa.model.ConfigException;
import dev.oqa.model.UsageException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The symbols {@code oqa data collect} refreshes every trading day, kept in the user's settings file as
 * {@code watchlist=SPY,QQQ,NVDA} (written by {@code oqa data watch add|remove}, through the settings' one atomic
 * writer). At most {@link #MAX} symbols, so the line stays far below the settings file's size bound. Each is checked
 * as a {@link Symbol}; an index keeps Cboe's underscore ({@code _SPX}).
 */
public record Watchlist(List<Symbol> symbols) {
    public static final String SETTING = "watchlist";
    /** At most this many: a day's collection asks two sources per symbol, one request a second per host, so a few minutes. */
    public static final int MAX = 100;

    public Watchlist {
        symbols = List.copyOf(symbols);
        if (symbols.size() > MAX) throw new UsageException("a watchlist holds at most " + MAX + " symbols, this one would hold " + symbols.size());
    }

    public static Watchlist empty() { return new Watchlist(List.of()); }

    /** The stored watchlist; a hand-edited entry that is not a symbol is a {@link ConfigException} naming it. */
    public static Watchlist in(SettingsFile settings) {
        String raw = settings.get(SETTING).orElse("");
        List<Symbol> out = new ArrayList<>();
        for (String s : raw.split(",")) {
            if (s.isBlank()) continue;
            try {
                out.add(Symbol.of(s));
            } catch (UsageException notASymbol) {
                throw new ConfigException("the watchlist in " + settings.file() + " holds " + notASymbol.getMessage()
                        + "; fix or remove the line watchlist=..., or run oqa data watch remove for it");
            }
        }
        return new Watchlist(unique(out));
    }

    /** This list with {@code more} appended (those already in it stay where they are). */
    public Watchlist add(List<Symbol> more) {
        List<Symbol> all = new ArrayList<>(symbols);
        all.addAll(more);
        return new Watchlist(unique(all));
    }

    /** This list without {@code gone}; a symbol not in it is a usage error naming what it holds. */
    public Watchlist remove(List<Symbol> gone) {
        List<Symbol> left = new ArrayList<>(symbols);
        for (Symbol g : gone)
            if (!left.removeIf(s -> s.value().equals(g.value())))
                throw new UsageException(g.value() + " is not in the watchlist" + (symbols.isEmpty() ? " (it is empty)" : " (" + stored() + ")"));
        return new Watchlist(left);
    }

    public boolean isEmpty() { return symbols.isEmpty(); }

    /** The settings value: the symbols comma-separated, an index with its underscore. */
    public String stored() { return symbols.stream().map(Watchlist::spelled).collect(Collectors.joining(",")); }

    /** The symbols as the user reads them, space-separated. */
    public String shown() { return symbols.stream().map(Watchlist::spelled).collect(Collectors.joining(" ")); }

    private static String spelled(Symbol s) { return (s.indexForm() ? "_" : "") + s.value(); }

    /** One entry per symbol value, the first spelling kept. */
    private static List<Symbol> unique(List<Symbol> in) {
        Map<String, Symbol> out = new LinkedHashMap<>();
        for (Symbol s : in) out.putIfAbsent(s.value(), s);
        return List.copyOf(out.values());
    }
}
