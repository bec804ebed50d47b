package dev.oqa.internal.commands;

/** What a command takes after its name (docs/COMMANDS.md, "positional arguments"). */
public enum Positionals {
    NONE(""),
    OPTIONAL_TICKER("[TICKER]"),
    TICKERS("TICKER TICKER..."),
    OPTIONAL_TICKERS("[TICKER...]"),
    SUBCOMMAND("SUBCOMMAND [ARG]"),
    ANALYTIC("ANALYTIC");

    private final String usage;

    Positionals(String usage) { this.usage = usage; }

    public String usage() { return usage; }
}
