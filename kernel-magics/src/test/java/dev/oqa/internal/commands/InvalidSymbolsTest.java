package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The symbols a command names that the service would replace by its default, or leave out (api-v0, global parameter rules). */
class InvalidSymbolsTest {
    @Test void theyAreNamedWithWhatTheServiceWouldDoInstead() {
        CommandSpec risk = Grammar.find("risk").orElseThrow();
        assertEquals(List.of("ticker 'BRK/B' (the service would answer for NVDA instead)", "--benchmark 'S&P' (the service would use SPY instead)"),
                Grammar.invalidSymbols(Grammar.parse(risk, List.of("BRK/B", "--benchmark", "S&P"))));
        assertEquals(List.of(), Grammar.invalidSymbols(Grammar.parse(risk, List.of(" brk.b ", "--benchmark", "qqq"))), "trimmed and upper-cased first");
        assertEquals(List.of(), Grammar.invalidSymbols(Grammar.parse(risk, List.of())), "no ticker is the default, not an invalid one");
        assertEquals(List.of("ticker 'ABCDEFGHIJK' (the service would answer for SPY instead)"),
                Grammar.invalidSymbols(Grammar.parse(Grammar.find("gex").orElseThrow(), List.of("ABCDEFGHIJK"))));
        assertEquals(List.of("ticker 'BAD/1' (the service would leave it out)"),
                Grammar.invalidSymbols(Grammar.parse(Grammar.find("optimize").orElseThrow(), List.of("SPY", "BAD/1", "QQQ"))));
    }
}
