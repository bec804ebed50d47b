package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.client.ApiKey;
import dev.oqa.internal.client.Credentials;
import dev.oqa.model.OqaHome;
import dev.oqa.internal.display.Panel;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.testserver.Fixtures;
import dev.oqa.testserver.TestServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every document-legal answer shape of {@code fixtures/shapes}, served by the loopback test server, through the
 * command line's {@code --format table|csv|json} and a magic's panel: each renders without an exception, and the
 * JSON output is the data object as sent. A {@code bad-*} fixture (a documented member of the wrong type) is an API
 * error naming the member, exit 5.
 */
class ServerShapesRenderTest {
    static TestServer server;
    @TempDir static Path home;

    @BeforeAll static void up() throws Exception {
        server = TestServer.start().validKey(Fixtures.KEY).quota(100_000, 100_000);
    }

    @AfterAll static void down() { server.close(); }

    /** The fixtures, from the toolkit's test classes or its test jar (the reactor hands either). */
    static Path root() throws Exception {
        java.net.URI uri = ServerShapesRenderTest.class.getResource("/fixtures/shapes").toURI();
        if (uri.getScheme().equals("jar")) {
            try {
                java.nio.file.FileSystems.getFileSystem(uri);
            } catch (java.nio.file.FileSystemNotFoundException notOpen) {
                java.nio.file.FileSystems.newFileSystem(uri, java.util.Map.of());
            }
        }
        return Path.of(uri);
    }

    static List<String> command(Endpoint e) {
        return switch (e) {
            case PING -> List.of("ping");
            case EXPECTED_MOVE -> List.of("em", "SPY");
            case IV -> List.of("iv", "SPY");
            case OPEN_INTEREST -> List.of("oi", "SPY");
            case UOA -> List.of("uoa", "SPY");
            case CHAIN -> List.of("chain", "SPY");
            case GEX -> List.of("gex", "SPY");
            case RISK -> List.of("risk", "NVDA");
            case ASSET_CORRELATION -> List.of("corr");
            case MARKET_MEMORY -> List.of("memory", "SPY");
            case PORTFOLIO_OPTIMIZER -> List.of("optimize", "AAPL", "MSFT");
            case SEASONALITY -> List.of("seasonality", "SPY");
            case SECTOR_INSIGHTS -> List.of("sectors");
        };
    }

    @TestFactory Stream<DynamicTest> everyShapeRendersOnTheCommandLineAndInANotebook() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(root())) {
            for (Path d : dirs.sorted().toList()) {
                String dir = d.getFileName().toString().replace("/", "");
                Endpoint e = Arrays.stream(Endpoint.values()).filter(x -> x.path().endsWith("/" + dir)).findFirst().orElseThrow();
                try (Stream<Path> files = Files.list(d)) {
                    for (Path f : files.sorted().toList())
                        tests.add(DynamicTest.dynamicTest(dir + "/" + f.getFileName(), () -> check(e, f)));
                }
            }
        }
        return tests.stream();
    }

    static void check(Endpoint e, Path f) throws Exception {
        server.reset();
        server.canned(e, Files.readString(f));
        // a home of its own per fixture: the cache must not answer with the previous shape
        OqaHome h = OqaHome.of(Files.createTempDirectory(home, "shape"));
        Credentials.at(h).store(ApiKey.of(Fixtures.KEY), Optional.of(server.baseUrl()));
        String name = f.getFileName().toString().replace("/", "");
        for (String format : List.of("table", "csv", "json")) {
            List<String> words = new ArrayList<>(command(e));
            words.addAll(List.of("--remote", "--format", format));
            Shell shell = new Shell(Shell.Frontend.COMMAND_LINE, SecretPrompt.NONE, h, System.getenv());
            if (name.startsWith("bad-")) {
                dev.oqa.model.OqaException x = assertThrows(dev.oqa.model.OqaException.class, () -> shell.run(words));
                assertEquals(5, x.exitCode(), x.getMessage());
                String member = name.substring(4, name.length() - 5).replace('-', '_');
                assertTrue(x.getMessage().contains("'" + member + "'"), x.getMessage());
                continue;
            }
            Outcome o = shell.run(words);
            Outcome.Answered r = assertInstanceOf(Outcome.Answered.class, o);
            Render.Shown shown = assertDoesNotThrow(() -> Render.shown(r), name + " as " + format);
            String text = shown.stdout();
            // csv may print nothing only when the answer has no rows, and then it says so
            assertFalse(text.isBlank() && (!format.equals("csv") || shown.notices().stream().noneMatch(n -> n.contains("has no rows"))),
                    name + " as " + format + " printed nothing: " + shown.notices());
            if (format.equals("json")) assertEquals(Json.MAPPER.readTree(Files.readString(f)), Json.MAPPER.readTree(text), "JSON is the data object as sent");
        }
        if (name.startsWith("bad-")) {
            assertEquals(3, server.requestCount(), "a refused answer is never cached: each format asked the server again");
            return;
        }
        List<String> words = new ArrayList<>(command(e));
        words.add("--remote");
        Outcome.Answered r = (Outcome.Answered) new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, h, System.getenv()).run(words);
        Panel p = dev.oqa.internal.results.ViewedResult.panel(dev.oqa.Oqa.result(r.answer(), r.request()));
        String html = assertDoesNotThrow(() -> p.html(false));
        assertTrue(html.contains(p.title().split(" ")[0]), html.length() + " characters");
        if (name.startsWith("garbage"))
            assertTrue(p.notes().stream().anyMatch(n -> n.startsWith("could not read member")), p.notes().toString());
        // --out DIR on the command line writes the files Result.saveCsv writes, whatever shape the server sent
        Path cli = Files.createTempDirectory(home, "out"), saved = Files.createTempDirectory(home, "saved");
        List<String> out = new ArrayList<>(command(e));
        out.addAll(List.of("--remote", "--format", "csv", "--out", cli.toString()));
        Outcome.Answered w = (Outcome.Answered) new Shell(Shell.Frontend.COMMAND_LINE, SecretPrompt.NONE, h, System.getenv()).run(out);
        Render.shown(w);
        dev.oqa.Oqa.result(w.answer(), w.request()).saveCsv(saved);
        assertEquals(contents(saved), contents(cli), name + ": --out writes what Result.saveCsv writes");
    }

    private static java.util.Map<String, String> contents(Path dir) throws Exception {
        java.util.Map<String, String> m = new java.util.TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.toList()) m.put(f.getFileName().toString(), Files.readString(f));
        }
        assertFalse(m.isEmpty(), dir + " holds no file");
        return m;
    }
}
