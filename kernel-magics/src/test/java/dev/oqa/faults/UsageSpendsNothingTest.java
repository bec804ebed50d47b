package dev.oqa.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.commands.CommandSpec;
import dev.oqa.internal.commands.Grammar;
import dev.oqa.internal.commands.Positionals;
import dev.oqa.internal.catalogue.Option;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every usage error of the grammar spends nothing and sends nothing: for each command, each of its options with a
 * value it cannot accept (and the common options, positionals and key-shaped arguments), {@code bin/oqa} in remote
 * mode with a key and a live server must exit 2 with no request at the server and no slot in the ledger.
 */
class UsageSpendsNothingTest {
    static HostileServer server;
    static Path home;

    @BeforeAll static void up() throws Exception {
        server = new HostileServer();
        home = Files.createTempDirectory("oqa-usage");
    }

    @AfterAll static void down() { server.close(); }

    /** Slots reserved in any ledger of the shared home. */
    static long slots() throws java.io.IOException {
        Path quota = home.resolve("quota");
        if (!Files.isDirectory(quota)) return 0;
        long n = 0;
        try (Stream<Path> s = Files.list(quota)) {
            for (Path p : s.filter(f -> f.toString().endsWith(".ledger")).toList())
                n += Files.readAllLines(p).stream().filter(l -> l.startsWith("t ")).count();
        }
        return n;
    }

    /** A value each option cannot take; options the grammar takes any text for get one their query refuses. */
    static String badValue(Option<?> o) {
        return switch (o.name()) {
            case "range", "window", "limit", "kernel-size", "top-n", "min-separation" -> "abc";
            case "expiration", "expiry", "as-of" -> "15/09/2023";
            // The document makes an invalid grouping fall back rather than fail: not a usage error. An invalid benchmark
            // falls back too, but would spend a request on an answer nobody asked for, so with a key it is refused.
            case "benchmark" -> "S&P";
            case "grouping" -> null;
            case "format", "basis", "similarity", "objective", "period", "auth" -> "bogus";
            case "base-url" -> "http://127.0.0.1:99999";
            case "data", "out" -> "bad\u0000dir";
            default -> o.isFlag() ? null : "bogus";
        };
    }

    static Stream<List<String>> mistakes() {
        List<List<String>> all = new ArrayList<>();
        for (CommandSpec c : Grammar.COMMANDS) {
            if (c.endpoint() == null) continue;
            List<Option<?>> options = new ArrayList<>(c.options());
            options.addAll(Grammar.COMMON);
            for (Option<?> o : options) {
                if (o.name().equals("help") || o.name().equals("local") || o.name().equals("remote")) continue;
                String v = badValue(o);
                if (o.isFlag()) all.add(List.of(c.name(), "--remote", "--" + o.name() + "=maybe"));
                else if (v != null) all.add(List.of(c.name(), "--remote", "--" + o.name(), v));
                if (!o.isFlag()) all.add(List.of(c.name(), "--remote", "--" + o.name())); // value missing
            }
            all.add(List.of(c.name(), "--remote", "--no-such-option"));
            all.add(List.of(c.name(), "--remote", "--local"));
            if (c.positionals() == Positionals.NONE) all.add(List.of(c.name(), "--remote", "SPY"));
            if (c.positionals() == Positionals.OPTIONAL_TICKER) all.add(List.of(c.name(), "--remote", "SPY", "QQQ"));
            if (c.positionals() == Positionals.OPTIONAL_TICKER) all.add(List.of(c.name(), "--remote", "BRK/B"));
            if (c.positionals() == Positionals.TICKERS) all.add(List.of(c.name(), "--remote", "BRK/B", "SPY", "QQQ"));
            all.add(List.of(c.name(), "--remote", FaultMatrixTest.KEY));
        }
        all.add(List.of("quota", "bogus"));
        all.add(List.of("cache", "bogus"));
        all.add(List.of("mode", "bogus"));
        all.add(List.of("status", "extra"));
        all.add(List.of("login", "--base-url", "http://127.0.0.1:99999"));
        all.add(List.of("nonsense"));
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    void spendsNothingAndSendsNothing(List<String> args) throws Exception {
        FaultMatrixTest.Ctx c = new FaultMatrixTest.Ctx(server, home);
        c.env.putAll(Map.of("OQA_API_KEY", FaultMatrixTest.KEY, "OQA_BASE_URL", server.baseUrl()));
        int before = server.requests();
        long slotsBefore = slots();
        FaultMatrixTest.Run r = FaultMatrixTest.run(c, args);
        assertEquals(2, r.code(), args + ": " + r.err() + r.out());
        assertTrue(r.err().startsWith("oqa: ") && r.err().length() > 20, args + ": " + r.err());
        assertFalse(FaultMatrixTest.leaks(r.out() + r.err()), r.err());
        assertEquals(before, server.requests(), args + " reached the server");
        assertEquals(slotsBefore, slots(), args + " reserved a quota slot");
    }
}
