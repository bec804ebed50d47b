package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.ConfigException;
import dev.oqa.model.OqaHome;
import dev.oqa.model.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code data watch add|remove|list}, {@code data collect --print-cron} and {@code data list --history} through the
 * shared shell, as bin/oqa and %oqa run them. What a collection fetches is CollectorTest's (toolkit, injected clock).
 */
class WatchCollectCommandTest {
    @TempDir Path home;

    private Shell shell(Map<String, String> env) { return new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), env); }

    private Shell shell() { return shell(Map.of()); }

    private static String text(Outcome o) { return ((Outcome.Text) o).text(); }

    private Path settings() { return shell().settings().file(); }

    @Test void theWatchlistIsKeptInTheSettingsFile() throws Exception {
        Files.createDirectories(settings().getParent());
        Files.writeString(settings(), "archive=off\n");
        String added = text(shell().run(List.of("data", "watch", "add", "SPY", "qqq", "NVDA", "SPY")));
        assertTrue(added.startsWith("watchlist: SPY QQQ NVDA (stored in " + shell().settings().file() + ")"), added);
        assertTrue(Files.readString(shell().settings().file()).contains("watchlist=SPY,QQQ,NVDA"), Files.readString(shell().settings().file()));
        // another shell (another process, a kernel) reads the same list; the other settings stay
        assertTrue(text(shell().run(List.of("data", "watch", "list"))).startsWith("watchlist: SPY QQQ NVDA\n"));
        assertTrue(text(shell().run(List.of("data", "watch"))).startsWith("watchlist: SPY QQQ NVDA\n"));
        assertTrue(text(shell().run(List.of("data", "watch", "remove", "QQQ"))).startsWith("watchlist: SPY NVDA (stored in "));
        assertTrue(Files.readString(shell().settings().file()).contains("archive=off"));

        UsageException notIn = assertThrows(UsageException.class, () -> shell().run(List.of("data", "watch", "remove", "TSLA")));
        assertEquals("TSLA is not in the watchlist (SPY,NVDA)", notIn.getMessage());
        UsageException bad = assertThrows(UsageException.class, () -> shell().run(List.of("data", "watch", "add", "../X")));
        assertTrue(bad.getMessage().startsWith("'../X' is not a symbol: 1 to 10 of A-Z 0-9 . - starting with a letter or a digit"), bad.getMessage());
        assertThrows(UsageException.class, () -> shell().run(List.of("data", "watch", "add")));
        assertThrows(UsageException.class, () -> shell().run(List.of("data", "watch", "drop", "SPY")));
        assertThrows(UsageException.class, () -> shell().run(List.of("data", "watch", "list", "SPY")));
        assertTrue(Files.readString(shell().settings().file()).contains("watchlist=SPY,NVDA"), "a refused change writes nothing");

        text(shell().run(List.of("data", "watch", "remove", "SPY", "NVDA")));
        assertTrue(text(shell().run(List.of("data", "watch"))).startsWith("watchlist: empty"));
    }

    @Test void aHandEditedBadEntryIsNamed() throws Exception {
        Files.createDirectories(settings().getParent());
        Files.writeString(settings(), "watchlist=SPY,<bad>\n");
        ConfigException e = assertThrows(ConfigException.class, () -> shell().run(List.of("data", "watch", "list")));
        assertTrue(e.getMessage().startsWith("the watchlist in " + settings() + " holds '<bad>' is not a symbol"), e.getMessage());
    }

    @Test void collectWithAnEmptyWatchlistSaysHowToFillIt() {
        UsageException e = assertThrows(UsageException.class, () -> shell().run(List.of("data", "collect", "--data", home.resolve("d").toString())));
        assertEquals("the watchlist is empty: nothing to collect. Add symbols with oqa data watch add SPY QQQ NVDA", e.getMessage());
        assertThrows(UsageException.class, () -> shell().run(List.of("data", "fetch", "--print-cron")));
        assertThrows(UsageException.class, () -> shell().run(List.of("data", "watch", "--history")));
    }

    @Test void printCronNamesTheLauncherAndTheFolder() {
        Map<String, String> env = new HashMap<>();
        env.put("OQA_LAUNCHER", "/opt/my oqa/bin/oqa");
        Path data = home.resolve("collected");
        String cron = text(shell(env).run(List.of("data", "collect", "--print-cron", "--data", data.toString())));
        List<String> lines = cron.lines().filter(l -> !l.startsWith("#")).toList();
        assertFalse(lines.isEmpty(), cron);
        for (String l : lines)
            assertTrue(l.matches("\\d{1,2} \\d{1,2} \\* \\* \\* '/opt/my oqa/bin/oqa' data collect --data " + java.util.regex.Pattern.quote(data.toString())
                    + " >/dev/null 2>&1 \\|\\| tail -n 20 '" + java.util.regex.Pattern.quote(data.resolve("collect.log").toString()) + "'"), l);
        assertFalse(Files.exists(data.resolve("collect.log")), "printing the lines collects nothing");
    }

    @Test void listHistoryShowsTheBundledSnapshotsPerUnderlying() {
        String h = text(shell().run(List.of("data", "list", "--history")));
        assertTrue(h.contains("option history per underlying"), h);
        assertTrue(h.lines().anyMatch(l -> l.startsWith("  SPY      2023-09-14 2025-09-25     2")), h);
    }
}
