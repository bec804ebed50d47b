package dev.oqa.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.client.ApiKey;
import dev.oqa.model.Json;
import dev.oqa.query.GexQuery;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The client's security matrix: one row per way a server, a file or a careless set-up attacked the key, the
 * address, the cache, the terminal or the credentials (issue 24, faults 3, 4, 6, 8, 9 and 10), driven through
 * {@code bin/oqa}'s main class in-process against loopback servers, like {@link FaultMatrixTest}. Each step has its
 * exit code, a message fragment and, where the fault needs it, a check of what reached which server. Every step
 * and row also holds:
 * <ul>
 *   <li>no 16-character run of the key in stdout, stderr or any file the toolkit wrote (the credentials file aside);
 *   <li>no password of an address ({@value #PASSWORD}, {@value #SERVER_PASSWORD}) in stdout, stderr or those files;
 *   <li>no raw control character (C0 but tab and newline, DEL, C1) in stdout or stderr;
 *   <li>never exit 1 and never "internal error"; at most 10 requests per key and day at any server.
 * </ul>
 * Addresses in the steps are written {@code {A}} (the usual loopback server), {@code {B}} (a second one),
 * {@code {OUT}} (a server on one of this machine's addresses that is not loopback: plain http to it crosses a
 * network as far as the toolkit can tell) and {@code {CLOSED}} (a loopback port nobody listens on).
 * The matrix is printed and written to {@code target/security-matrix-client.md}.
 */
class SecurityMatrixClientTest {
    static final String KEY = FaultMatrixTest.KEY;
    static final String PASSWORD = "S3cretPw";
    static final String SERVER_PASSWORD = "Hunter2pw";
    static final String ESC = "\u001b";
    /** Clear screen, an OSC 8 link, a bell, a C1 CSI and DEL: what a hostile server writes to move a terminal. */
    static final String TERMINAL_ATTACK = "see " + ESC + "[2J" + ESC + "]8;;http://evil.example/" + "\u0007click" + ESC + "]8;;\u0007 \u009b31mred\u007f";
    static final List<String> REPORT = Collections.synchronizedList(new ArrayList<>());

    @TempDir Path home;

    // ------------------------------------------------------------------ the table

    static Stream<Row> rows() {
        String uoa = "{\"success\":true,\"data\":{\"ticker\":\"SPY\",\"spot\":null,\"include_0dte\":true,\"trades\":[{\"strike\":460,"
                + "\"type\":\"CALL\",\"volume\":15000,\"details\":" + Json.write(Json.MAPPER.getNodeFactory().textNode(TERMINAL_ATTACK), false) + "}]}}";
        return Stream.of(
                // ---- fault 3: the key only over TLS, or to this machine
                row(3, "--base-url http:// to an address that is not loopback", c -> c.needOutside(),
                        step("gex SPY --remote --base-url {OUT}", 2, "not this machine").check(SecurityMatrixClientTest::outsideAskedNothing)),
                row(3, "OQA_BASE_URL http:// to an address that is not loopback", c -> { c.needOutside(); c.env("OQA_BASE_URL", "{OUT}"); },
                        step("gex SPY --remote", 2, "not this machine").check(SecurityMatrixClientTest::outsideAskedNothing),
                        step("status", 0, "not this machine"),
                        step("gex SPY --format json", 0, "answered by the local engine").check(SecurityMatrixClientTest::outsideAskedNothing)),
                row(3, "credentials file with base_url= http:// to an address that is not loopback", c -> {
                    c.needOutside();
                    c.unset("OQA_API_KEY", "OQA_BASE_URL");
                    c.credentials("api_key=" + KEY + "\nbase_url=" + c.outside.baseUrl() + "\n");
                }, step("gex SPY --remote", 2, "not this machine").check(SecurityMatrixClientTest::outsideAskedNothing)),
                row(3, "login --base-url http:// to an address that is not loopback (before the key is asked)", c -> {
                    c.needOutside();
                    c.promptGives(KEY);
                }, step("login --base-url {OUT}", 2, "not this machine").check((c, r) -> {
                    assertFalse(c.asked, "the key was asked for an address that is refused");
                    assertFalse(Files.exists(c.home.resolve("credentials")), "credentials stored");
                })),
                row(3, "opted in with --insecure-http: warned on every call, failures too", c -> c.needOutside(),
                        step("ping --remote --insecure-http --base-url {OUT}", 0, "unencrypted").check(SecurityMatrixClientTest::warnedOfOutside),
                        step("ping --remote --insecure-http --base-url {OUT}", 0, "unencrypted").check(SecurityMatrixClientTest::warnedOfOutside),
                        step("ping --remote --insecure-http --base-url {OUT}", 5, "unencrypted").before(c -> c.outside.then(500, "down").then(503, "down"))
                                .check(SecurityMatrixClientTest::warnedOfOutside)),
                row(3, "opted in with OQA_INSECURE_HTTP=allow", c -> { c.needOutside(); c.env("OQA_BASE_URL", "{OUT}"); c.env("OQA_INSECURE_HTTP", "allow"); },
                        step("ping --remote", 0, "unencrypted").check(SecurityMatrixClientTest::warnedOfOutside),
                        step("gex SPY --remote", 0, "OQA_INSECURE_HTTP").check(SecurityMatrixClientTest::warnedOfOutside)),
                row(3, "opted in with insecure_http=allow in the settings file", c -> {
                    c.needOutside();
                    c.env("OQA_BASE_URL", "{OUT}");
                    Files.writeString(c.home.resolve("settings"), "insecure_http=allow\n");
                }, step("ping --remote", 0, "insecure_http=allow").check(SecurityMatrixClientTest::warnedOfOutside)),
                row(3, "OQA_INSECURE_HTTP=1 is not the opt-in (only 'allow' is)", c -> { c.needOutside(); c.env("OQA_BASE_URL", "{OUT}"); c.env("OQA_INSECURE_HTTP", "1"); },
                        step("ping --remote", 2, "OQA_INSECURE_HTTP").check(SecurityMatrixClientTest::outsideAskedNothing)),
                row(3, "http://localhost is this machine: no opt-in, no warning", c -> { },
                        step("ping --remote --base-url http://localhost:{A_PORT}", 0, "remote").check((c, r) -> {
                            assertFalse(r.err().contains("unencrypted"), r.err());
                            assertEquals(1, c.a.requests());
                        })),

                // ---- fault 9: user information in an address
                row(9, "--base-url with user information", c -> { },
                        step("gex SPY --remote --base-url http://alice:" + PASSWORD + "@127.0.0.1:{A_PORT}", 2, "user information")
                                .check((c, r) -> assertEquals(0, c.a.requests()))),
                row(9, "OQA_BASE_URL with user information: status and auto mode", c -> c.env("OQA_BASE_URL", "http://alice:" + PASSWORD + "@127.0.0.1:{A_PORT}"),
                        step("status", 0, "user information"),
                        step("gex SPY --format json", 0, "user information").check((c, r) -> assertEquals(0, c.a.requests()))),
                row(9, "credentials file with user information in base_url=", c -> {
                    c.unset("OQA_API_KEY", "OQA_BASE_URL");
                    c.credentials("api_key=" + KEY + "\nbase_url=http://alice:" + PASSWORD + "@127.0.0.1:" + c.a.port() + "\n");
                }, step("status", 0, "user information"), step("gex SPY --remote", 2, "user information")),
                row(9, "login --base-url with user information", c -> c.promptGives(KEY),
                        step("login --base-url https://alice:" + PASSWORD + "@example.com", 2, "user information")
                                .check((c, r) -> assertFalse(c.asked, "the key was asked for an address that is refused"))),
                row(9, "server error naming an address with a password", c -> c.a.then(400,
                        "{\"success\":false,\"error\":{\"code\":\"moved\",\"message\":\"use http://bob:" + SERVER_PASSWORD + "@mirror.example/api\"}}"),
                        step("gex SPY --remote", 5, "mirror.example")),

                // ---- fault 4: the cache knows which service answered, and in which auth form
                row(4, "two servers: A's answer is never served for --base-url B", c -> {
                    c.needB();
                    c.b.then(200, "{\"success\":true,\"data\":" + Fixtures.GEX_FROM_B + "}");
                }, step("gex SPY --remote --format json", 0, "450.5"),
                        step("gex SPY --remote --format json --base-url {B}", 0, "999.5").check((c, r) -> {
                            assertTrue(r.err().startsWith("oqa: remote"), r.err());
                            assertEquals(1, c.b.requests(), "B was asked");
                        }),
                        step("gex SPY --remote --format json", 0, "450.5").check((c, r) -> assertTrue(r.err().startsWith("oqa: cached"), r.err())),
                        step("gex SPY --remote --format json --base-url {B}", 0, "999.5").check((c, r) -> {
                            assertTrue(r.err().startsWith("oqa: cached"), r.err());
                            assertEquals(1, c.b.requests());
                        })),
                row(4, "the same server in another auth form is asked, not replayed", c -> { },
                        step("gex SPY --remote", 0, "remote"),
                        step("gex SPY --remote --auth bearer", 0, "remote").check((c, r) -> assertEquals(2, c.a.requests()))),
                row(4, "auto mode with the service down never falls back to another service's answer", c -> { },
                        step("gex SPY --format json", 0, "remote"),
                        step("gex SPY --format json", 0, "answered by the local engine").before(c -> c.env("OQA_BASE_URL", "{CLOSED}"))
                                .check((c, r) -> assertFalse(r.err().contains("answered from the cache"), r.err()))),
                row(4, "an entry an older toolkit cached under the key alone is not served", SecurityMatrixClientTest::plantOldEntry,
                        step("gex SPY --remote --format json", 0, "450.5").check((c, r) -> {
                            assertTrue(r.err().startsWith("oqa: remote"), r.err());
                            assertFalse(r.out().contains("777.25"), "the old entry was served");
                            assertFalse(Files.exists(c.planted), "the old entry is still there");
                        })),

                // ---- fault 6: text for terminals
                row(6, "server error message with ESC, OSC 8, BEL, C1 and DEL", c -> c.a.then(400,
                        "{\"success\":false,\"error\":{\"code\":\"bad\",\"message\":" + Json.write(Json.MAPPER.getNodeFactory().textNode(TERMINAL_ATTACK), false) + "}}"),
                        step("gex SPY --remote", 5, "\\x1b[2J\\x1b]8;;http://evil.example/\\x07click").check(SecurityMatrixClientTest::c1Shown)),
                row(6, "server error code with ESC", c -> c.a.then(429, "{\"success\":false,\"error\":{\"code\":\"" + "x\\u001b]0;pwned\\u0007rate" + "\",\"message\":\"slow\"}}"),
                        step("gex SPY --remote", 4, "\\x1b]0;pwned\\x07rate")),
                row(6, "server text in a stdout table", c -> c.a.then(200, uoa),
                        step("uoa SPY --remote", 0, "\\x1b[2J").check(SecurityMatrixClientTest::c1Shown)),
                row(6, "server text in --format json stays the same JSON value, escaped", c -> c.a.then(200, uoa),
                        step("uoa SPY --remote --format json", 0, "\\u001B[2J").check((c, r) -> {
                            JsonNode n = Json.MAPPER.readTree(r.out());
                            assertEquals(TERMINAL_ATTACK, n.path("trades").path(0).path("details").asText(), "the value changed");
                        })),
                row(6, "a local price file with ESC and C1 in a field", c -> {
                    Files.createDirectories(c.home.resolve("esc/prices"));
                    Files.writeString(c.home.resolve("esc/prices/ZZZ.csv"), "date,adj_close\n2024-01-02,10\n2024-01-03,1" + ESC + "[2J\u009bx\n");
                }, step("risk ZZZ --local --data {HOME}/esc", 5, "1\\x1b[2J\\u009bx")),

                // ---- fault 8: credentials and settings
                row(8, "OQA_HOME writable by everyone (0777)", c -> Files.setPosixFilePermissions(c.home, PosixFilePermissions.fromString("rwxrwxrwx")),
                        step("status", 0, "writable by group and others"),
                        step("gex SPY --local", 0, "chmod go-w")),
                row(8, "credentials folder writable by its group (0775)", c -> Files.setPosixFilePermissions(c.home, PosixFilePermissions.fromString("rwxrwxr-x")),
                        step("status", 0, "writable by group")),
                row(8, "credentials file is a named pipe", c -> {
                    c.unset("OQA_API_KEY", "OQA_BASE_URL");
                    c.fifo(c.home.resolve("credentials"));
                }, step("status", 0, "named pipe"), step("gex SPY --remote", 2, "named pipe"),
                        step("gex SPY --format json", 0, "answered by the local engine")),
                row(8, "credentials file is a folder", c -> {
                    c.unset("OQA_API_KEY", "OQA_BASE_URL");
                    Files.createDirectory(c.home.resolve("credentials"));
                }, step("status", 0, "a folder")),
                row(8, "credentials file is a link to a device", c -> {
                    c.unset("OQA_API_KEY", "OQA_BASE_URL");
                    Files.createSymbolicLink(c.home.resolve("credentials"), Path.of("/dev/zero"));
                }, step("status", 0, "a device")),
                row(8, "credentials file of 3 GB (sparse, owner-only)", c -> {
                    c.unset("OQA_API_KEY", "OQA_BASE_URL");
                    c.sparse(c.home.resolve("credentials"), 3L << 30);
                }, step("status", 0, "64 KiB"), step("gex SPY --remote", 2, "64 KiB")),
                row(8, "settings file is a named pipe", c -> c.fifo(c.home.resolve("settings")),
                        step("status", 2, "named pipe"), step("gex SPY", 2, "named pipe")),
                row(8, "settings file of 3 GB (sparse)", c -> c.sparse(c.home.resolve("settings"), 3L << 30),
                        step("status", 2, "64 KiB")),
                row(8, "quota ledger of 3 GB (sparse)", c -> {
                    Path ledger = c.home.resolve("quota").resolve(ApiKey.of(KEY).hash() + ".ledger");
                    Files.createDirectories(ledger.getParent());
                    c.sparse(ledger, 3L << 30);
                }, step("gex SPY --remote", 4, "16 MiB").check(SecurityMatrixClientTest::nothingSent),
                        step("quota repair", 0, "rebuilt").check(SecurityMatrixClientTest::nothingSent)),
                row(8, "cached answer of 3 GB (sparse)", c -> { },
                        step("gex SPY --remote --format json", 0, "450.5"),
                        step("gex SPY --remote --format json", 0, "450.5").before(c -> {
                            try (Stream<Path> s = Files.walk(c.home.resolve("responses"))) {
                                c.sparse(s.filter(p -> p.toString().endsWith(".entry")).findFirst().orElseThrow(), 3L << 30);
                            }
                        }).check((c, r) -> {
                            assertEquals(2, c.a.requests(), "the oversized entry was not served: asked again");
                            try (Stream<Path> s = Files.walk(c.home.resolve("responses"))) {
                                assertTrue(s.filter(p -> p.toString().endsWith(".entry")).allMatch(p -> p.toFile().length() < (1 << 20)),
                                        "the oversized entry was dropped and the new answer cached in its place");
                            }
                        })),

                // ---- fault 10: an invalid symbol costs nothing
                row(10, "risk BRK/B --remote", c -> { },
                        step("risk BRK/B --remote", 2, "A-Z 0-9 . _ -").check(SecurityMatrixClientTest::nothingSent),
                        step("quota", 0, "used 0 of 10")),
                row(10, "auto mode with a key: gex SP$Y", c -> { },
                        step("gex SP$Y", 2, "--allow-fallback").check(SecurityMatrixClientTest::nothingSent)),
                row(10, "--benchmark S&P --remote", c -> { },
                        step("risk NVDA --benchmark S&P --remote", 2, "benchmark").check(SecurityMatrixClientTest::nothingSent)),
                row(10, "a ticker of 12 characters --remote", c -> { },
                        step("gex ABCDEFGHIJKL --remote", 2, "at most 10").check(SecurityMatrixClientTest::nothingSent)),
                row(10, "optimize with an invalid ticker --remote", c -> { },
                        step("optimize SPY QQQ BAD/1 --remote", 2, "BAD/1").check(SecurityMatrixClientTest::nothingSent)),
                row(10, "--allow-fallback keeps the document's behaviour", c -> { },
                        step("risk BRK/B --remote --allow-fallback", 0, "used the default NVDA").check((c, r) -> assertEquals(1, c.a.requests()))),
                row(10, "local mode keeps working (and auto mode without a key)", c -> { },
                        step("risk BRK/B --local", 0, "used the default NVDA").check(SecurityMatrixClientTest::nothingSent),
                        step("risk AAPL", 0, "answered by the local engine").before(c -> c.unset("OQA_API_KEY")).check(SecurityMatrixClientTest::nothingSent),
                        step("risk BRK/B", 0, "used the default NVDA").check(SecurityMatrixClientTest::nothingSent)),
                row(10, "a valid ticker in lower case is sanitised and sent", c -> { },
                        step("risk nvda --remote --format json", 0, "remote").check((c, r) -> assertEquals(1, c.a.requests()))));
    }

    // ------------------------------------------------------------------ checks a row can add

    static void outsideAskedNothing(Sec c, FaultMatrixTest.Run r) { assertEquals(0, c.outside.requests(), "the key was sent over plain http"); }

    static void nothingSent(Sec c, FaultMatrixTest.Run r) { assertEquals(0, c.a.requests(), "a request was sent"); }

    /** The warning names the host, on this call (the server saw one more request). */
    static void warnedOfOutside(Sec c, FaultMatrixTest.Run r) {
        String host = c.outsideAddress.getHostAddress();
        assertTrue(r.err().contains("unencrypted") && r.err().contains(host), "no warning naming " + host + ": " + r.err());
        assertTrue(c.outside.requests() > c.outsideSeen, "nothing reached the outside server");
        c.outsideSeen = c.outside.requests();
    }

    static void c1Shown(Sec c, FaultMatrixTest.Run r) {
        assertTrue((r.out() + r.err()).contains("\\u009b31mred\\x7f"), "C1 and DEL not shown escaped: " + r.out() + r.err());
    }

    // ------------------------------------------------------------------ running a row

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void row(Row row) throws Exception {
        try (Sec c = new Sec(home)) {
            row.setup.apply(c);
            List<String> exits = new ArrayList<>();
            try {
                for (Step s : row.steps) {
                    if (s.before != null) s.before.apply(c);
                    List<String> args = s.args.stream().map(c::expand).toList();
                    FaultMatrixTest.Run r = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> runOnce(c, args),
                            () -> row + " / " + args + " did not finish in 30 s");
                    exits.add(String.valueOf(r.code()));
                    String all = r.out() + r.err();
                    String where = row + " / " + String.join(" ", args) + "\n" + all;
                    assertEquals(s.exit, r.code(), where);
                    assertTrue(all.contains(s.fragment), "missing '" + s.fragment + "': " + where);
                    assertTrue(r.code() != 1 && !all.contains("internal error"), where);
                    assertFalse(FaultMatrixTest.leaks(all), "key fragment in output: " + where);
                    assertFalse(all.contains(PASSWORD) || all.contains(SERVER_PASSWORD), "an address's password in output: " + where);
                    controlCharacter(all).ifPresent(i -> { throw new AssertionError("raw control character U+"
                            + String.format("%04X", (int) all.charAt(i)) + " at " + i + ": " + where); });
                    if (s.check != null) s.check.apply(c, r);
                }
            } finally {
                c.unstick();
            }
            List<Path> leaking = FaultMatrixTest.leakingFiles(home);
            assertTrue(leaking.isEmpty(), "key fragment in files: " + leaking);
            assertTrue(passwordFiles(home).isEmpty(), "an address's password in files: " + passwordFiles(home));
            for (HostileServer s : c.servers()) assertTrue(s.maxPerKeyDay() <= 10, row + ": " + s.maxPerKeyDay() + " requests for one key today");
            REPORT.add(String.format("| %-2d | %-82s | %-11s | %-40s | %8d |", row.fault, row.what, String.join(",", exits),
                    row.steps.get(row.steps.size() - 1).fragment.replace("|", "/"), c.servers().stream().mapToInt(HostileServer::requests).sum()));
        }
    }

    /** One run; an OutOfMemoryError is the row failing (JUnit would otherwise end the whole test JVM with it). */
    static FaultMatrixTest.Run runOnce(Sec c, List<String> args) {
        try {
            return FaultMatrixTest.run(c.ctx(), args);
        } catch (OutOfMemoryError e) {
            throw new AssertionError("OutOfMemoryError reached the user: " + e.getMessage());
        }
    }

    @AfterAll static void report() throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("# Client security matrix (bin/oqa's main class against loopback servers; issue 24)");
        lines.add("");
        lines.add(String.format("| %-2s | %-82s | %-11s | %-40s | %8s |", "#", "fault", "exit codes", "last message holds", "requests"));
        lines.add("|----|" + "-".repeat(84) + "|" + "-".repeat(13) + "|" + "-".repeat(42) + "|" + "-".repeat(10) + "|");
        List<String> sorted = new ArrayList<>(REPORT);
        sorted.sort(java.util.Comparator.comparing((String l) -> Integer.parseInt(l.substring(1, 5).trim())).thenComparing(l -> l));
        lines.addAll(sorted);
        lines.add("");
        lines.add("Every row also held: no 16-character run of the key (either case) and no address password in stdout, stderr or"
                + " files; no raw control character in stdout or stderr; never exit 1 or \"internal error\"; at most 10 requests"
                + " per key and day at any server.");
        String text = String.join("\n", lines) + "\n";
        System.out.println(text);
        Path out = Path.of("target", "security-matrix-client.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, text);
    }

    /** The first C0 control but tab and newline, DEL or C1 control, if any. */
    static Optional<Integer> controlCharacter(String s) {
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch < 0x20 && ch != '\t' && ch != '\n' || ch >= 0x7f && ch <= 0x9f) return Optional.of(i);
        }
        return Optional.empty();
    }

    static List<Path> passwordFiles(Path home) throws IOException {
        List<Path> bad = new ArrayList<>();
        try (Stream<Path> s = Files.walk(home)) {
            for (Path p : s.filter(f -> Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS)).toList()) {
                if (p.getFileName().toString().equals("credentials") || Files.size(p) > (64 << 20)) continue; // written by the row itself
                String text = new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
                if (text.contains(PASSWORD) || text.contains(SERVER_PASSWORD)) bad.add(p);
            }
        }
        return bad;
    }

    // ------------------------------------------------------------------ faults that need more than a line

    /**
     * An answer cached the way the toolkit did before the cache knew its service: format 1, under the key's hash
     * alone. Synthetic data (spot 777.25), so that serving it shows.
     */
    static void plantOldEntry(Sec c) throws Exception {
        String request = new GexQuery(null, "SPY").request().canonical();
        String data = Fixtures.GEX_FROM_B.replace("999.5", "777.25");
        Instant now = Instant.now();
        byte[] body = ("{\"request\":" + Json.write(Json.MAPPER.getNodeFactory().textNode(request), false) + ",\"endpoint\":\"GEX\",\"fetched_at\":\""
                + now + "\",\"expires_at\":\"" + now.plusSeconds(60) + "\",\"data\":" + data + "}").getBytes(StandardCharsets.UTF_8);
        CRC32C crc = new CRC32C();
        crc.update(body);
        byte[] head = ("OQA-CACHE 1 " + body.length + " " + Long.toHexString(crc.getValue()) + "\n").getBytes(StandardCharsets.US_ASCII);
        String name = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(request.getBytes(StandardCharsets.UTF_8))).substring(0, 40);
        c.planted = c.home.resolve("responses").resolve(ApiKey.of(KEY).hash()).resolve(name + ".entry");
        Files.createDirectories(c.planted.getParent());
        byte[] all = new byte[head.length + body.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(body, 0, all, head.length, body.length);
        Files.write(c.planted, all);
    }

    /** Synthetic answers for this matrix. */
    static final class Fixtures {
        /** The test server's GEX fixture with another spot, so that an answer from server B is recognisable. */
        static final String GEX_FROM_B = dev.oqa.testserver.Fixtures.DATA.get(dev.oqa.model.Endpoint.GEX).replace("450.5", "999.5");
    }

    /** One of this machine's IPv4 addresses that is not loopback (a container's or a LAN's), if it has one. */
    static Optional<InetAddress> outsideAddress() throws IOException {
        for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (!ni.isUp() || ni.isLoopback()) continue;
            for (InetAddress a : Collections.list(ni.getInetAddresses()))
                if (a instanceof Inet4Address && !a.isLoopbackAddress() && !a.isLinkLocalAddress()) return Optional.of(a);
        }
        return Optional.empty();
    }

    // ------------------------------------------------------------------ plumbing

    @FunctionalInterface interface Action { void apply(Sec c) throws Exception; }

    @FunctionalInterface interface Check { void apply(Sec c, FaultMatrixTest.Run r) throws Exception; }

    /** A row's world: the home, the environment, the servers it asked for, and what it must undo. */
    static final class Sec implements AutoCloseable {
        final Path home;
        final HostileServer a;
        final FaultMatrixTest.Ctx ctx;
        HostileServer b, outside;
        InetAddress outsideAddress;
        int outsideSeen;
        boolean asked;
        Path planted;
        final List<Path> fifos = new ArrayList<>(), sparse = new ArrayList<>();

        Sec(Path home) throws IOException {
            this.home = home;
            this.a = new HostileServer();
            this.ctx = new FaultMatrixTest.Ctx(a, home);
            ctx.env.put("OQA_API_KEY", KEY);
            ctx.env.put("OQA_BASE_URL", a.baseUrl());
            ctx.env.put("OQA_CALL_TIMEOUT", "10");
        }

        FaultMatrixTest.Ctx ctx() { return ctx; }

        void needB() throws IOException { b = new HostileServer(); }

        void needOutside() throws IOException {
            Optional<InetAddress> addr = outsideAddress();
            Assumptions.assumeTrue(addr.isPresent(), "this machine has no address but loopback");
            outsideAddress = addr.get();
            outside = new HostileServer(outsideAddress);
        }

        void env(String name, String value) { ctx.env.put(name, expand(value)); }

        void unset(String... names) { for (String n : names) ctx.env.remove(n); }

        void promptGives(String key) { ctx.prompt = p -> { asked = true; return Optional.of(key); }; }

        void credentials(String text) throws IOException {
            Path f = home.resolve("credentials");
            Files.writeString(f, text);
            Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-------"));
        }

        void fifo(Path p) throws Exception {
            Process mk = new ProcessBuilder("mkfifo", "-m", "600", p.toString()).inheritIO().start();
            assertEquals(0, mk.waitFor());
            fifos.add(p);
        }

        /** A file of {@code bytes} that takes no space: its length set, nothing written. */
        void sparse(Path p, long bytes) throws IOException {
            try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) { f.setLength(bytes); }
            sparse.add(p);
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-------"));
        }

        /**
         * A reader stuck opening a named pipe (the fault itself) returns once a writer opens it: opened for reading
         * and writing, a pipe never blocks its opener, and closing it hands the reader an end of file. The sparse
         * files go too, so that the checks of the home's files need not skip them.
         */
        void unstick() throws IOException {
            for (Path p : sparse) Files.deleteIfExists(p);
            for (Path p : fifos) {
                try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                    // opened and closed
                } catch (IOException ignored) { /* gone */ }
            }
        }

        String expand(String word) {
            String s = word.replace("{A_PORT}", String.valueOf(a.port())).replace("{A}", a.baseUrl()).replace("{HOME}", home.toString());
            if (b != null) s = s.replace("{B}", b.baseUrl());
            if (outside != null) s = s.replace("{OUT}", outside.baseUrl());
            if (s.contains("{CLOSED}")) {
                try { s = s.replace("{CLOSED}", "http://127.0.0.1:" + FaultMatrixTest.closedPort()); }
                catch (IOException e) { throw new java.io.UncheckedIOException(e); }
            }
            return s;
        }

        List<HostileServer> servers() { return Stream.of(a, b, outside).filter(java.util.Objects::nonNull).toList(); }

        @Override public void close() { servers().forEach(HostileServer::close); }
    }

    record Step(List<String> args, int exit, String fragment, Action before, Check check) {
        Step before(Action a) { return new Step(args, exit, fragment, a, check); }
        Step check(Check c) { return new Step(args, exit, fragment, before, c); }
    }

    record Row(int fault, String what, Action setup, List<Step> steps) {
        @Override public String toString() { return "fault " + fault + ": " + what; }
    }

    static Step step(String line, int exit, String fragment) { return new Step(List.of(line.split(" ")), exit, fragment, null, null); }

    static Row row(int fault, String what, Action setup, Step... steps) { return new Row(fault, what, setup, List.of(steps)); }
}
