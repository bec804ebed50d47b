package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.Oqa;
import dev.oqa.model.Mode;
import dev.oqa.model.OqaHome;
import dev.oqa.model.UsageException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Java API refuses what the magic refuses, with the same words: every option that drives a query setter, given a
 * value no question could mean, through {@code %cmd --opt value} and through the setter. Nothing is sent either way.
 */
class SameRefusalsTest {
    @TempDir Path home;

    record Case(String magic, Consumer<Oqa> java, String says) {}

    private static final List<Case> CASES = List.of(
            new Case("gex SPY --range -1", o -> o.gex("SPY").range(-1), "range -1 is not accepted"),
            new Case("gex SPY --range 0", o -> o.gex("SPY").range(0), "fraction of spot, 0.01 to 2 (0.1 = ±10%)"),
            new Case("gex SPY --range 20", o -> o.gex("SPY").range(20), "range 20 is not accepted: it is the strike range around spot as a fraction of spot, 0.01 to 2 (0.1 = ±10%); in percent, range-pct 20"),
            new Case("gex SPY --range-pct 0.15", o -> o.gex("SPY").rangePct(0.15), "0.15 reads as a fraction: range-pct 15"),
            new Case("iv SPY --range-pct 250", o -> o.iv("SPY").rangePct(250), "range-pct 250 is not accepted: it is the strike range around spot in percent of spot, 1 to 200"),
            new Case("iv SPY --range -0.5", o -> o.iv("SPY").range(-0.5), "range -0.5"),
            new Case("em SPY --range -2", o -> o.expectedMove("SPY").range(-2), "range -2"),
            new Case("oi SPY --range 0", o -> o.openInterest("SPY").range(0), "range 0"),
            new Case("chain SPY --range -0.1", o -> o.chain("SPY").range(-0.1), "range -0.1"),
            new Case("risk NVDA --window 0", o -> o.risk("NVDA").window(0), "window 0 is not accepted"),
            new Case("corr --window -5", o -> o.assetCorrelation().window(-5), "window -5"),
            new Case("uoa SPY --limit 0", o -> o.uoa("SPY").limit(0), "limit 0 is not accepted"),
            new Case("memory SPY --top-n 0", o -> o.marketMemory("SPY").topN(0), "top_n 0"),
            new Case("memory SPY --kernel-size 0", o -> o.marketMemory("SPY").kernelSize(0), "kernel_size 0"),
            new Case("memory SPY --min-separation -1", o -> o.marketMemory("SPY").minSeparation(-1), "min_separation -1"),
            new Case("memory SPY --similarity jaccard", o -> o.marketMemory("SPY").similarity("jaccard"), "cosine, dot, spearman, euclidean"),
            new Case("gex SPY --basis gamma", o -> o.gex("SPY").basis("gamma"), "open_interest, volume, total_premium"),
            new Case("oi SPY --expiration 2023/09/15", o -> o.openInterest("SPY").expiration("2023/09/15"), "YYYY-MM-DD"),
            new Case("chain SPY --expiry 15/09/2023", o -> o.chain("SPY").expiry("15/09/2023"), "YYYY-MM-DD"),
            new Case("risk NVDA --period 5q", o -> o.risk("NVDA").period("5q"), "ytd or max"),
            new Case("seasonality SPY --period 0y", o -> o.seasonality("SPY").period("0y"), "at least 1"),
            new Case("optimize SPY", o -> o.portfolio("SPY").request(), "at least two distinct valid tickers"));

    @Test void everySetterRefusesWhatItsOptionRefusesInTheSameWords() {
        Shell shell = new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), Map.of());
        Oqa oqa = Oqa.builder().mode(Mode.LOCAL).home(home).env(Map.of()).build();
        for (Case c : CASES) {
            List<String> words = new java.util.ArrayList<>(List.of(c.magic().split(" ")));
            words.add("--local");
            UsageException magic = assertThrows(UsageException.class, () -> shell.run(words), "%" + c.magic());
            UsageException java = assertThrows(UsageException.class, () -> c.java().accept(oqa), "the setter behind %" + c.magic());
            String first = magic.getMessage().lines().findFirst().orElse("");
            assertEquals(java.getMessage(), first, "%" + c.magic() + " and its setter say the same");
            assertTrue(first.contains(c.says()), "%" + c.magic() + ": " + first);
            String name = Grammar.find(words.get(0)).orElseThrow().name();
            assertTrue(magic.getMessage().contains("\nusage: oqa " + name), "the magic adds its usage line: " + magic.getMessage());
            assertEquals(1, usages(magic), "one usage line: " + magic.getMessage());
        }
    }

    /** A value of the wrong kind is refused by the parser, which adds the usage; the request step does not add it again. */
    @Test void aRefusalThatShowsTheUsageShowsItOnce() {
        Shell shell = new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), Map.of());
        UsageException e = assertThrows(UsageException.class, () -> shell.run(List.of("gex", "SPY", "--range-pct", "wide", "--local")));
        assertTrue(e.getMessage().startsWith("--range-pct expects a number (e.g. 0.3), got 'wide'\nusage: oqa gex"), e.getMessage());
        assertEquals(1, usages(e), e.getMessage());
    }

    private static long usages(UsageException e) { return e.getMessage().lines().filter(l -> l.startsWith("usage: ")).count(); }
}
