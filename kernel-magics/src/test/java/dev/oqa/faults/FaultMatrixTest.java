package dev.oqa.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.cli.Main;
import dev.oqa.model.OqaHome;
import dev.oqa.internal.commands.SecretPrompt;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import okio.Buffer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fault matrix: each row is a fault a user, a file or a hostile server can produce, driven through
 * {@code bin/oqa}'s main class in-process against a loopback server that is not the project's test server. Each step
 * has its expected exit code and a message fragment; every step and row also holds the promises that do not depend
 * on the fault:
 * <ul>
 *   <li>no 16-character run of the key, in either case, in stdout, stderr or any file the toolkit wrote
 *       (the credentials file, which holds the key by design, aside);
 *   <li>never exit 1 and never "internal error";
 *   <li>a failed run adds no cache entry, so no failure is replayed from the cache;
 *   <li>at most 10 requests reach the server per key and UTC day, whatever the key's case.
 * </ul>
 * The matrix is printed to stdout and written to {@code target/fault-matrix.md}.
 */
class FaultMatrixTest {
    /** A synthetic key made at run time (never a literal in the repository), not periodic, so fragments are meaningful. */
    static final String KEY = freshKey();
    static final List<String> REPORT = new ArrayList<>();
    /** An expected exit of "shown (0) or refused as an API error (5)", for answers whose drawing is another part's concern. */
    static final int SHOWN_OR_API_ERROR = -5;
    static final ConcurrentLinkedQueue<String> LEAKS = new ConcurrentLinkedQueue<>();

    @TempDir Path home;

    static String freshKey() {
        SecureRandom r = new SecureRandom();
        StringBuilder sb = new StringBuilder();
        while (sb.length() < 48) sb.append("0123456789abcdef".charAt(r.nextInt(16)));
        return sb.toString();
    }

    // ------------------------------------------------------------------ the table

    static Stream<Row> rows() {
        String upper = KEY.toUpperCase(Locale.ROOT);
        String gex = "gex SPY --remote --format json";
        return Stream.of(
                row("error body with the key across the 200-character excerpt", c -> {
                    String body = "x".repeat(170) + KEY + " tail " + upper;
                    c.server.then(500, body).then(500, body);
                }, step(gex, 5, "HTTP 500"), step(gex, 0, "remote")),
                row("error message echoing the key in upper case", c -> c.server.then(400,
                        "{\"success\":false,\"error\":{\"code\":\"bad_request\",\"message\":\"key " + upper + " is not allowed\"}}"),
                        step(gex, 5, "HTTP 400 bad_request")),
                row("200 answer whose data echoes the key and the Authorization header", c -> c.server.then(200,
                        "{\"success\":true,\"data\":{\"status\":\"ok\",\"echo\":\"Authorization: ApiKey " + KEY + "\",\"" + upper + "\":1}}"),
                        step("ping --remote --format json", 0, "[redacted key]")),
                row("200 answer spelling the key in \\u escapes", c -> {
                    StringBuilder esc = new StringBuilder();
                    for (char ch : KEY.toCharArray()) esc.append(String.format("\\u%04x", (int) ch));
                    // A cached endpoint, so that the stored entry is checked too.
                    c.server.then(200, "{\"success\":true,\"data\":{\"echo\":\"" + esc + "\","
                            + dev.oqa.testserver.Fixtures.DATA.get(dev.oqa.model.Endpoint.GEX).substring(1) + "}");
                }, step(gex, 0, "[redacted key]")),
                row("success:false with the key in its message", c -> c.server.then(200,
                        "{\"success\":false,\"error\":{\"code\":\"upstream\",\"message\":\"" + KEY.substring(3, 40) + "\"}}"),
                        step(gex, 5, "upstream")),
                row("key given as the ticker", c -> { }, step("gex " + KEY + " --remote", 2, "looks like an API key")),
                row("key given to login as an argument", c -> { }, step("login " + KEY, 2, "looks like an API key")),
                row("key given as --period", c -> { }, step("risk NVDA --remote --period " + KEY.toUpperCase(Locale.ROOT), 2, "looks like an API key")),
                row("mistyped key in OQA_API_KEY", c -> c.env.put("OQA_API_KEY", KEY.substring(0, 47) + "g"),
                        step(gex, 3, "malformed")),
                row("14 requests, key alternately lower and upper case", c -> { }, quotaSteps(upper)),
                row("ledger truncated mid-line", c -> garble(c, "trunc"), ledgerSteps()),
                row("ledger of random bytes", c -> garble(c, "random"), ledgerSteps()),
                row("ledger not valid UTF-8", c -> garble(c, "utf8"), ledgerSteps()),
                row("--format bogus (usage before quota)", c -> { }, step(gex.replace("json", "bogus"), 2, "table, json or csv"),
                        step("quota", 0, "used 0 of 10")),
                row("server trickling one byte a second", c -> c.server.then(new MockResponse.Builder().code(200)
                        .body("{\"success\":true,\"data\":" + "{\"status\":\"ok\"}" + " ".repeat(200) + "}")
                        .throttleBody(1, 1, TimeUnit.SECONDS).build()), step("ping --remote", 6, "call deadline of 2 s")),
                row("server trickling, deadline from the settings file", c -> {
                    c.env.remove("OQA_CALL_TIMEOUT");
                    Files.writeString(c.home.resolve("settings"), "call_timeout=1\n");
                    c.server.then(new MockResponse.Builder().code(200).body("{\"success\":true,\"data\":{\"status\":\"ok\"}}" + " ".repeat(100))
                            .throttleBody(1, 1, TimeUnit.SECONDS).build());
                }, step("ping --remote", 6, "call deadline of 1 s")),
                row("--base-url with port 99999", c -> { }, step("gex SPY --base-url http://127.0.0.1:99999", 2, "port 99999")),
                row("login with a malformed key", c -> c.prompt = p -> Optional.of("not-a-key"), step("login", 3, "malformed")),
                row("login with nothing to store", c -> { }, step("login", 3, "nothing stored")),
                row("named pipe in the cache folder", FaultMatrixTest::fifo, step("cache list", 0, "0 cached answers"),
                        step("status", 0, "0 answers")),
                row("cache entry that cannot be removed", c -> {
                    Path d = c.home.resolve("responses/0123456789abcdef01234567/stuck.entry");
                    Files.createDirectories(d);
                    Files.writeString(d.resolve("inside"), "x");
                }, step("cache clear", 2, "could not remove 1")),
                row("redirect to another host", c -> c.server.then(302, "", "Location", "http://127.0.0.1:9/api/v0/ping"),
                        step("ping --remote", 5, "HTTP 302")),
                row("50 MB body, streamed without a length", c -> {
                    Buffer big = new Buffer().writeUtf8("{\"success\":true,\"data\":{\"pad\":\"");
                    byte[] chunk = new byte[1 << 20];
                    java.util.Arrays.fill(chunk, (byte) 'z');
                    for (int i = 0; i < 50; i++) big.write(chunk);
                    big.writeUtf8("\"}}");
                    c.server.then(new MockResponse.Builder().code(200).chunkedBody(big, 1 << 16).build());
                }, step("ping --remote", 5, "exceeds the bound")),
                row("429 quota_exceeded with Retry-After", c -> c.server.then(429,
                        "{\"success\":false,\"error\":{\"code\":\"quota_exceeded\",\"message\":\"daily quota\"}}", "Retry-After", "3600"),
                        step(gex, 4, "quota is used up"), step(gex, 4, "not sent"), step("quota unblock", 0, "Warning"),
                        step(gex, 0, "remote")),
                row("429 rate limit, Retry-After beyond the wait bound", c -> c.server.then(429, "{\"error\":\"rate_limited\"}", "Retry-After", "120"),
                        step(gex, 4, "retry after 120 s"), step("quota", 0, "oqa quota unblock"), step(gex, 4, "not sent")),
                row("429 with no body and no header", c -> c.server.then(429, ""), step(gex, 4, "rate limited")),
                row("429 Retry-After of 30 years (capped at a day)", c -> c.server.then(429, "{\"error\":\"rate_limited\"}", "Retry-After", "999999999"),
                        step(gex, 4, "retry after 86400 s")),
                row("5xx twice (retried once)", c -> c.server.then(503, "busy").then(502, "<html>bad gateway</html>"),
                        step(gex, 5, "after one retry")),
                row("HTML instead of JSON", c -> c.server.then(200, "<html>" + KEY + "</html>", "Content-Type", "text/html"),
                        step(gex, 5, "not JSON")),
                row("truncated JSON", c -> c.server.then(200, "{\"success\":true,\"data\":{\"ticker\":\"SP"), step(gex, 5, "truncated or malformed")),
                row("connection refused", c -> c.env.put("OQA_BASE_URL", "http://127.0.0.1:" + closedPort()), step(gex, 6, "cannot connect")),
                row("kill -9 mid-write: torn entry and temp debris left behind", c -> { },
                        step(gex, 0, "remote"), Step.before(step(gex, 0, "was corrupt"), FaultMatrixTest::tearCache)),
                row("200 answer a view cannot draw (document-legal shape)", c -> c.server.then(200,
                        "{\"success\":true,\"data\":{\"ticker\":\"NVDA\",\"summary\":{\"beta\":\"1.8\"},\"timeseries\":{\"rolling_sharpe\":"
                                + "{\"2024-01-02\":1.0},\"drawdown_pct\":[[\"2024-01-02\",-3.0]]}}}").then(200,
                        "{\"success\":true,\"data\":{\"ticker\":\"NVDA\",\"summary\":{\"beta\":1.8},\"timeseries\":{\"rolling_sharpe\":"
                                + "{\"2024-01-02\":1.0},\"drawdown_pct\":[[\"2024-01-02\",-3.0]]}}}"),
                        step("risk NVDA --remote", SHOWN_OR_API_ERROR, ""), step("risk NVDA --remote", SHOWN_OR_API_ERROR, "")),
                row("--via-chain on hostile chain rows", c -> {
                    String rows = "{\"success\":true,\"data\":{\"ticker\":\"SPY\",\"spot\":450.5,\"expirations\":[\"2023-09-15\"],"
                            + "\"selected_expiry\":\"2023-09-15\",\"chain\":[{\"strike\":\"abc\",\"type\":\"C\",\"expiration\":\"soon\","
                            + "\"gamma\":\"Infinity\",\"open_interest\":-5},{\"strike\":null,\"type\":7}]}}";
                    c.server.then(200, rows).then(200, rows);
                }, step("gex SPY --remote --via-chain", SHOWN_OR_API_ERROR, ""), step("em SPY --remote --via-chain", SHOWN_OR_API_ERROR, "")),
                row("two concurrent workers on one key (threads; processes: TwoProcessQuotaTest)", FaultMatrixTest::concurrent, step("quota", 0, "used 10 of 10")));
    }

    static Step[] quotaSteps(String upper) {
        List<Step> s = new ArrayList<>();
        for (int i = 0; i < 14; i++) {
            // Distinct requests, so the cache cannot answer; the key's case alternates.
            Step st = step("risk NVDA --remote --format json --window " + (20 + i), i < 10 ? 0 : 4, i < 10 ? "remote" : "daily quota used");
            s.add(i % 2 == 0 ? st : Step.before(st, c -> c.env.put("OQA_API_KEY", upper)).after(c -> c.env.put("OQA_API_KEY", KEY)));
        }
        return s.toArray(Step[]::new);
    }

    static Step[] ledgerSteps() {
        return new Step[] {
                step("gex SPY --remote", 4, "oqa quota repair"),
                step("quota", 4, "unreadable"),
                step("status", 0, "quota: UNKNOWN"),
                step("gex SPY --format json", 0, "answered by the local engine"),
                step("quota repair", 0, "counted today as spent"),
                step("quota", 0, "used 10 of 10"),
                step("gex SPY --remote", 4, "counted as spent")};
    }

    // ------------------------------------------------------------------ running a row

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void row(Row row) throws Exception {
        try (HostileServer server = new HostileServer()) {
            Ctx c = new Ctx(server, home);
            c.env.put("OQA_API_KEY", KEY);
            c.env.put("OQA_BASE_URL", server.baseUrl());
            c.env.put("OQA_CALL_TIMEOUT", "2");
            row.setup.apply(c);
            List<String> exits = new ArrayList<>();
            for (Step s : row.steps) {
                if (s.before != null) s.before.apply(c);
                int entriesBefore = entries(home);
                Run r = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> run(c, s.args));
                exits.add(String.valueOf(r.code));
                String all = r.out + r.err;
                String where = row.fault + " / " + String.join(" ", s.args) + "\n" + all;
                if (s.exit == SHOWN_OR_API_ERROR) assertTrue(r.code == 0 || r.code == 5, where);
                else assertEquals(s.exit, r.code, where);
                assertTrue(all.contains(s.fragment), "missing '" + s.fragment + "': " + where);
                assertTrue(r.code != 1 && !all.contains("internal error"), where);
                assertFalse(leaks(all), "key fragment in output: " + where);
                if (r.code != 0) assertTrue(entries(home) <= entriesBefore, "a failed run added a cache entry: " + where);
                if (s.after != null) s.after.apply(c);
            }
            assertTrue(LEAKS.isEmpty(), "key fragment in a concurrent run: " + LEAKS);
            List<Path> leaking = leakingFiles(home);
            assertTrue(leaking.isEmpty(), "key fragment in files: " + leaking);
            assertTrue(server.maxPerKeyDay() <= 10, row.fault + ": " + server.maxPerKeyDay() + " requests for one key today");
            Step last = row.steps.get(row.steps.size() - 1);
            REPORT.add(String.format("| %-76s | %-27s | %-30s | %8d | %-4s |", row.fault, String.join(",", exits),
                    last.fragment.replace("|", "/"), server.requests(), "ok"));
        }
    }

    @AfterAll static void report() throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("# Fault matrix (bin/oqa's main class against a hostile loopback server)");
        lines.add("");
        lines.add(String.format("| %-76s | %-27s | %-30s | %8s | %-4s |", "fault", "exit codes", "last message holds", "requests", "held"));
        lines.add("|" + "-".repeat(78) + "|" + "-".repeat(29) + "|" + "-".repeat(32) + "|" + "-".repeat(10) + "|" + "-".repeat(6) + "|");
        lines.addAll(REPORT);
        lines.add("");
        lines.add("Every row also held: no 16-character run of the key (either case) in stdout, stderr or files; never exit 1 or"
                + " \"internal error\"; no cache entry added by a failed run; at most 10 requests per key and day.");
        String text = String.join("\n", lines) + "\n";
        System.out.println(text);
        Path out = Path.of("target", "fault-matrix.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, text);
    }

    // ------------------------------------------------------------------ faults that need more than a line

    static void garble(Ctx c, String how) throws IOException {
        // A real ledger first (one request spent), then damaged in place.
        Run r = run(c, List.of("ping", "--remote"));
        assertEquals(0, r.code, r.err);
        Path ledger;
        try (Stream<Path> s = Files.list(c.home.resolve("quota"))) {
            ledger = s.filter(p -> p.toString().endsWith(".ledger")).findFirst().orElseThrow();
        }
        byte[] good = Files.readAllBytes(ledger);
        byte[] bad = switch (how) {
            case "trunc" -> java.util.Arrays.copyOf(good, good.length - 4);
            case "random" -> { byte[] b = new byte[200]; new java.util.Random(3).nextBytes(b); yield b; }
            default -> { byte[] b = good.clone(); b[b.length - 3] = (byte) 0xFF; yield b; }
        };
        Files.write(ledger, bad);
    }

    static void fifo(Ctx c) throws Exception {
        Path d = c.home.resolve("responses/0123456789abcdef01234567"); // a namespace folder of the current format
        Files.createDirectories(d);
        Process p = new ProcessBuilder("mkfifo", d.resolve("00000000000000000000000000000000000000ff.entry").toString()).inheritIO().start();
        assertEquals(0, p.waitFor());
    }

    /** What a writer killed with -9 can leave: an entry cut short (a foreign or pre-rename state) and temp debris. */
    static void tearCache(Ctx c) throws IOException {
        try (Stream<Path> s = Files.walk(c.home.resolve("responses"))) {
            for (Path p : s.filter(f -> f.toString().endsWith(".entry")).toList()) {
                byte[] b = Files.readAllBytes(p);
                Files.write(p, java.util.Arrays.copyOf(b, b.length / 2));
                Files.write(p.resolveSibling(".tmp-" + java.util.UUID.randomUUID() + "-" + p.getFileName()), java.util.Arrays.copyOf(b, 10));
            }
        }
    }

    /**
     * Two workers sharing one key and one home, 7 distinct requests each: together they may not pass 10. Threads of one
     * JVM here (the ledger's in-JVM lock); separate processes (the OS file lock) are toolkit's TwoProcessQuotaTest.
     */
    static void concurrent(Ctx c) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Integer>> done = new ArrayList<>();
        for (int w = 0; w < 2; w++) {
            int worker = w;
            done.add(pool.submit(() -> {
                int ok = 0;
                for (int i = 0; i < 7; i++) {
                    Run r = run(c, List.of("risk", "NVDA", "--remote", "--format", "json", "--window", String.valueOf(40 + worker * 10 + i)));
                    if (r.code != 0 && r.code != 4) LEAKS.add("unexpected exit " + r.code + ": " + r.err);
                    if (leaks(r.out + r.err) || (r.out + r.err).contains("internal error")) LEAKS.add(r.err);
                    if (r.code == 0) ok++;
                }
                return ok;
            }));
        }
        int ok = 0;
        for (Future<Integer> f : done) ok += f.get(60, TimeUnit.SECONDS);
        pool.shutdown();
        assertEquals(10, ok, "exactly the day's 10 succeed");
    }

    // ------------------------------------------------------------------ plumbing

    record Run(int code, String out, String err) {}

    static Run run(Ctx c, List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                c.prompt, OqaHome.of(c.home), Map.copyOf(c.env));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Any 16-character run of the key, in either case. */
    static boolean leaks(String text) {
        String t = text.toLowerCase(Locale.ROOT);
        for (int i = 0; i + 16 <= KEY.length(); i++) if (t.contains(KEY.substring(i, i + 16))) return true;
        return false;
    }

    static List<Path> leakingFiles(Path home) throws IOException {
        List<Path> bad = new ArrayList<>();
        try (Stream<Path> s = Files.walk(home)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                if (p.getFileName().toString().equals("credentials")) continue; // holds the key by design, owner-only
                if (leaks(new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1))) bad.add(p);
            }
        }
        return bad;
    }

    static int entries(Path home) throws IOException {
        Path d = home.resolve("responses");
        if (!Files.isDirectory(d)) return 0;
        try (Stream<Path> s = Files.walk(d)) {
            return (int) s.filter(p -> Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS) && p.toString().endsWith(".entry")).count();
        }
    }

    static int closedPort() throws IOException {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    @FunctionalInterface interface Action { void apply(Ctx c) throws Exception; }

    static final class Ctx {
        final HostileServer server;
        final Path home;
        final Map<String, String> env = new HashMap<>();
        SecretPrompt prompt = SecretPrompt.NONE;

        Ctx(HostileServer server, Path home) { this.server = server; this.home = home; }
    }

    record Step(List<String> args, int exit, String fragment, Action before, Action after) {
        static Step before(Step s, Action a) { return new Step(s.args, s.exit, s.fragment, a, s.after); }
        Step after(Action a) { return new Step(args, exit, fragment, before, a); }
    }

    record Row(String fault, Action setup, List<Step> steps) {
        @Override public String toString() { return fault; }
    }

    static Step step(String line, int exit, String fragment) { return new Step(List.of(line.split(" ")), exit, fragment, null, null); }

    static Row row(String fault, Action setup, Step... steps) { return new Row(fault, setup, List.of(steps)); }
}
