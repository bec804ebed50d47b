package dev.oqa.internal.cli;

import static dev.oqa.internal.fetch.KeylessLoopback.json;
import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.commands.Outcome;
import dev.oqa.internal.commands.SecretPrompt;
import dev.oqa.internal.commands.Shell;
import dev.oqa.internal.fetch.KeylessFormats;
import dev.oqa.internal.fetch.KeylessLoopback;
import dev.oqa.model.OqaHome;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code oqa data fetch} as a user meets it on the command line and in a notebook, against a loopback server speaking
 * the sources' formats. The chain served is REAL (the bundled SPY 2023-09-14 snapshot, in Cboe's fields); served under
 * QQQ it is SYNTHETIC.
 */
class DataFetchCommandTest {
    record Run(int code, String out, String err) {}

    @TempDir Path home;
    private KeylessLoopback src;

    @BeforeEach void start() throws IOException { src = new KeylessLoopback(); }

    @AfterEach void stop() { src.close(); }

    private Run run(Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                SecretPrompt.NONE, OqaHome.of(home), env);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private void serve(String symbol) {
        src.cboe(symbol + ".json", json(200, KeylessFormats.cboeChain(symbol, "2023-09-14 20:31:05", "2023-09-14T16:00:00", 450.81,
                KeylessFormats.realSpy20230914().subList(0, 300))));
    }

    @Test void fetchedChainsAreRowsOnStdoutProgressAndTermsOnStderrAndExitZero() {
        serve("SPY");
        serve("QQQ");
        Run r = run(src.env(), "data", "fetch", "options", "SPY", "qqq");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("options  SPY     Cboe delayed quotes  2023-09-14T16:00 EDT     300  new       " + home.resolve("data/options/SPY_2023-09-14.csv.gz")), r.out());
        assertTrue(r.out().contains("options  QQQ     Cboe delayed quotes"), r.out());
        assertFalse(r.out().contains("terms of use"), "the terms go to stderr, not into the rows on stdout: " + r.out());
        assertTrue(r.err().contains("oqa: terms of use (shown once): Cboe delayed quotes: Cboe's website terms allow viewing and downloading one copy for personal, non-commercial use"), r.err());
        assertTrue(r.err().contains("oqa: fetching options SPY from Cboe delayed quotes (1 of 2)\noqa: fetching options QQQ from Cboe delayed quotes (2 of 2)"), r.err());

        Run listed = run(src.env(), "data", "list");
        assertTrue(listed.out().contains("QQQ        2023-09-14"), listed.out());
        Run gex = run(src.env(), "gex", "QQQ", "--local", "--as-of", "2023-09-14", "--format", "json");
        assertEquals(0, gex.code(), gex.err());
        assertTrue(gex.err().contains("as of 2023-09-14T16:00 EDT (Cboe delayed quotes; fetched "), gex.err());

        Run again = run(src.env(), "data", "fetch", "options", "SPY");
        assertEquals(0, again.code());
        assertFalse(again.out().contains("terms of use") || again.err().contains("terms of use"), "the terms are shown once");
        assertTrue(again.out().contains("recent"), again.out());
    }

    @Test void exitFiveWhenAnItemFailedSixWhenNothingCouldBeReachedTwoForAUsageError() throws IOException {
        serve("SPY");
        Run some = run(src.env(), "data", "fetch", "options", "SPY", "ZZNOPE");
        assertEquals(5, some.code(), some.out());
        assertTrue(some.out().contains("options  ZZNOPE  Cboe delayed quotes  -                          -  failed    Cboe delayed quotes has no option chain for ZZNOPE"), some.out());

        int port;
        try (ServerSocket s = new ServerSocket(0)) { port = s.getLocalPort(); }
        Map<String, String> off = new HashMap<>(src.env());
        off.put("OQA_SOURCE_CBOE", "http://127.0.0.1:" + port);
        Run offline = run(off, "data", "fetch", "options", "IWM", "QQQ");
        assertEquals(6, offline.code(), offline.out());
        assertTrue(offline.out().contains("cannot reach Cboe delayed quotes (127.0.0.1) at port " + port), offline.out());
        assertTrue(offline.out().contains("(not tried again)"), offline.out());

        Run bad = run(src.env(), "data", "fetch", "options", "../../etc");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("'../../etc' is not a symbol: 1 to 10 of A-Z 0-9 . - starting with a letter or a digit"), bad.err());
        assertEquals(2, run(src.env(), "data", "fetch", "options").code());
        assertEquals(2, run(src.env(), "data", "fetch", "everything").code());
        assertEquals(2, run(src.env(), "data", "fetch", "options", "SPY", "--since", "2024-01-01").code());
        Run address = run(Map.of("OQA_SOURCE_CBOE", "ftp://x"), "data", "fetch", "options", "SPY");
        assertTrue(address.err().contains("env OQA_SOURCE_CBOE is not a base URL"), address.err());
        assertEquals(3, src.requests().size(), "SPY once, ZZNOPE in its two forms; the usage errors sent nothing");
        assertFalse(Files.exists(home.resolve("data/options/ZZNOPE_2023-09-14.csv.gz")));
    }

    @Test void inANotebookTheSameRowsAndAutoCanBeTurnedOff() throws IOException {
        serve("SPY");
        Shell shell = new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), src.env());
        Outcome.Text t = (Outcome.Text) shell.run(List.of("oqa", "data", "fetch", "options", "SPY"));
        assertEquals(0, t.exitCode());
        assertTrue(t.text().contains("new       " + home.resolve("data/options/SPY_2023-09-14.csv.gz")), t.text());

        assertTrue(((Outcome.Text) shell.run(List.of("oqa", "data", "fetch", "auto"))).text().startsWith("automatic fetch: on"));
        assertTrue(((Outcome.Text) shell.run(List.of("oqa", "data", "fetch", "auto", "off"))).text().startsWith("automatic fetch: off (stored in "));
        assertTrue(Files.readString(home.resolve("settings")).contains("autofetch=off"));
        assertTrue(((Outcome.Text) shell.run(List.of("oqa", "data", "fetch", "auto"))).text().startsWith("automatic fetch: off"));
        Shell envOn = new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), Map.of("OQA_AUTOFETCH", "on"));
        assertTrue(((Outcome.Text) envOn.run(List.of("oqa", "data", "fetch", "auto"))).text()
                .startsWith("automatic fetch: on (env OQA_AUTOFETCH=on overrides the stored setting in this environment)"));
    }
}
