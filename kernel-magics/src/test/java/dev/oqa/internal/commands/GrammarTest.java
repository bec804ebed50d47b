package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.Endpoint;
import dev.oqa.model.UsageException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class GrammarTest {

    private static Invocation parse(String line) {
        List<String> w = Arrays.asList(line.split(" "));
        CommandSpec spec = Grammar.find(w.get(0)).orElseThrow();
        return Grammar.parse(spec, w.subList(1, w.size()));
    }

    @Test
    void everyCommandOfCommandsMdIsThereWithItsAliases() {
        for (String[] row : new String[][] {
                {"ping", "PING"}, {"expected-move", "EXPECTED_MOVE"}, {"em", "EXPECTED_MOVE"}, {"iv", "IV"},
                {"oi", "OPEN_INTEREST"}, {"open-interest", "OPEN_INTEREST"}, {"uoa", "UOA"}, {"chain", "CHAIN"},
                {"gex", "GEX"}, {"risk", "RISK"}, {"corr", "ASSET_CORRELATION"}, {"asset-correlation", "ASSET_CORRELATION"},
                {"memory", "MARKET_MEMORY"}, {"market-memory", "MARKET_MEMORY"}, {"optimize", "PORTFOLIO_OPTIMIZER"},
                {"portfolio-optimizer", "PORTFOLIO_OPTIMIZER"}, {"seasonality", "SEASONALITY"},
                {"sectors", "SECTOR_INSIGHTS"}, {"sector-insights", "SECTOR_INSIGHTS"}}) {
            assertEquals(Endpoint.valueOf(row[1]), Grammar.find(row[0]).orElseThrow().endpoint(), row[0]);
        }
    }

    @Test
    void theReadmeExampleParsesIntoItsParts() {
        Invocation inv = parse("gex SPY --basis volume --range 0.3 --expiration 2023-09-15 --local");
        assertEquals(List.of("SPY"), inv.positionals());
        assertEquals("volume", inv.value("basis").orElseThrow());
        assertEquals(0.3, inv.number("range").orElseThrow());
        assertEquals(List.of("2023-09-15"), inv.values("expiration"));
        assertTrue(inv.has("local"));
    }

    @Test
    void equalsFormAliasesRepeatsAndFlags() {
        Invocation inv = parse("oi QQQ --range-pct=0.5 --expiration 2023-09-15 --expiration=2023-09-22 --format json");
        assertEquals(0.5, inv.number("range-pct").orElseThrow());
        assertEquals(List.of("2023-09-15", "2023-09-22"), inv.values("expiration"));
        assertEquals(Invocation.Format.JSON, inv.format());
        Invocation uoa = parse("uoa --include-0dte --limit 20");
        assertEquals("true", uoa.value("include-0dte").orElseThrow());
        assertEquals(20, uoa.integer("limit").orElseThrow());
    }

    @Test
    void optimizeTakesManyTickers() {
        assertEquals(List.of("AAPL", "MSFT", "NVDA"), parse("optimize AAPL MSFT NVDA --objective min_var").positionals());
    }

    @Test
    void mistakesGetAShortMessageWithTheUsage() {
        UsageException unknown = assertThrows(UsageException.class, () -> parse("gex SPY --bases volume"));
        assertTrue(unknown.getMessage().contains("unknown option --bases"), unknown.getMessage());
        assertTrue(unknown.getMessage().contains("did you mean --basis"), unknown.getMessage());
        assertTrue(unknown.getMessage().contains("usage: oqa gex [TICKER]"), unknown.getMessage());

        assertTrue(assertThrows(UsageException.class, () -> parse("gex SPY QQQ")).getMessage().contains("at most one ticker"));
        assertTrue(assertThrows(UsageException.class, () -> parse("sectors SPY")).getMessage().contains("takes no ticker"));
        assertTrue(assertThrows(UsageException.class, () -> parse("gex --range")).getMessage().contains("needs a value"));
        assertTrue(assertThrows(UsageException.class, () -> parse("gex --local --remote")).getMessage().contains("exclude each other"));
        assertTrue(assertThrows(UsageException.class, () -> parse("gex --basis a --basis b")).getMessage().contains("given twice"));
        assertTrue(assertThrows(UsageException.class, () -> parse("gex --range abc").number("range")).getMessage().contains("expects a number"));
        assertTrue(assertThrows(UsageException.class, () -> parse("risk --window ten").integer("window")).getMessage().contains("whole number"));
        assertTrue(assertThrows(UsageException.class, () -> parse("gex --format xml").format()).getMessage().contains("table, json or csv"));
        assertTrue(assertThrows(UsageException.class, () -> parse("oqa frobnicate")).getMessage().contains("status, login"));
    }

    @Test
    void helpIsTheSameTextEverywhereAndListsEveryOption() {
        assertTrue(parse("gex --help").wantsHelp());
        assertTrue(parse("gex -h").wantsHelp());
        String help = Grammar.help(Grammar.find("gex").orElseThrow());
        for (String o : List.of("--basis", "--range", "--expiration", "--local", "--remote", "--data", "--as-of", "--format", "--base-url"))
            assertTrue(help.contains(o), o);
        assertTrue(help.contains("GET /api/v0/greeks/gex (default ticker SPY)"));
        assertFalse(Grammar.overview().isBlank());
    }

    @Test
    void negativeNumbersAreValuesNotOptions() {
        assertEquals(-1.0, parse("gex --range -1").number("range").orElseThrow());
    }

    @Test
    void notesWordedForJavaReadAsOptionsInAMagic() {
        CommandSpec chain = Grammar.find("chain").orElseThrow(), gex = Grammar.find("gex").orElseThrow();
        assertEquals("choose one with --expiry YYYY-MM-DD (7 in this answer)",
                Grammar.asOptions(chain, "choose one with expiry(\"YYYY-MM-DD\") (7 in this answer)"));
        assertEquals("or --range-pct 5", Grammar.asOptions(gex, "or rangePct(\"5\")"));
        assertEquals("a call the command has no option for stays: lookup(\"x\")", Grammar.asOptions(gex, "a call the command has no option for stays: lookup(\"x\")"));
        // The chain panel's own note, as a magic shows it.
        var answer = dev.oqa.Oqa.local().chain("SPY").answer();
        var panel = dev.oqa.internal.display.ChainView.of(answer).spelled(n -> Grammar.asOptions(chain, n));
        assertTrue(panel.notes().stream().anyMatch(n -> n.contains("choose one with --expiry YYYY-MM-DD")), panel.notes().toString());
        assertTrue(panel.notes().stream().noneMatch(n -> n.contains("expiry(\"")), panel.notes().toString());
    }
}
