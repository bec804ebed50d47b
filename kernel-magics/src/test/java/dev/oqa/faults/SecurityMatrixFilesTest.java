package dev.oqa.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.cli.Main;
import dev.oqa.internal.commands.SecretPrompt;
import dev.oqa.model.Endpoint;
import dev.oqa.model.OqaHome;
import dev.oqa.testserver.Fixtures;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The security matrix for files: faults 2 (writes outside the data folder), 5 (unbounded reads) and 7 (CSV formula
 * injection) of the security issue, each row a hostile file or answer driven through {@code bin/oqa}'s main class.
 * Rows about memory run it in a child JVM with a small heap ({@code -Xmx256m}, or {@code -Xmx1g} where the issue
 * says so), so an {@code OutOfMemoryError} is seen as what it is; the others run in-process, as the fault matrix does.
 * The memory steps of one heap run one after another in one child ({@link MainChild}; issue 33: the twelve steps
 * started twelve JVMs, now two). Isolation needs no more: the heap bound is the JVM's, so a step in the shared child
 * has the whole bound less what earlier steps left reachable, which can only make it fail sooner, never hide an
 * {@code OutOfMemoryError}; each row has its own folder, and what the toolkit keeps per JVM (parsed chains and
 * series) is keyed by that folder, the file and its version, so no step is answered from another row's reading. A
 * step that ends with an uncaught error ends its child, as it ended its own JVM before, and the next step gets a new
 * one. The {@code -Xmx1g} row has a child of its own because its heap differs.
 * The hostile files are built at run time (SYNTHETIC: made-up symbols ZZ..., repeated text, no market data); the large
 * ones are gzip members written many times over, or sparse files, so they cost little disk.
 *
 * <p>Every step holds, besides its exit code and message: never exit 1, never "internal error", no
 * {@code OutOfMemoryError} and no stack trace; and no file named {@code OQA_PWNED} anywhere under the test's folder.
 * The matrix is printed and written to {@code target/security-matrix-files.md}.
 */
class SecurityMatrixFilesTest {
    static final List<String> REPORT = new ArrayList<>();
    static final String FORMULA = "=cmd|' /C calc'!A0";
    /** The user data folder, relative to the test's folder (see {@link #home}). */
    static final String DATA = "a/b/home/data/";
    static final String CHAIN_HEADER = "quote_date,underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest";

    @TempDir Path root;

    static Stream<Row> rows() {
        return Stream.of(
                // ---- fault 2: paths from data
                row(2, "chain CSV whose underlying is ../../../../OQA_PWNED", c -> c.chainFile("in.csv", "../../../../OQA_PWNED"),
                        step("data import {in.csv}", 2, "line 2 (underlying): the symbol '../../../../OQA_PWNED' cannot name a file")),
                row(2, "chain CSV whose underlying is an absolute path", c -> c.chainFile("in.csv", "/tmp/OQA_PWNED"),
                        step("data import {in.csv}", 2, "the symbol '/tmp/OQA_PWNED' cannot name a file")),
                row(2, "chain CSV whose underlying holds a NUL", c -> c.chainFile("in.csv", "SPY\u0000OQA_PWNED"),
                        step("data import {in.csv}", 2, "the symbol 'SPY\\x00OQA_PWNED' cannot name a file")),
                row(2, "chain CSV whose underlying holds a line end (quoted)", c -> c.chainFile("in.csv", "\"SPY\nOQA_PWNED\""),
                        step("data import {in.csv}", 2, "the symbol 'SPY\\nOQA_PWNED' cannot name a file")),
                row(2, "chain CSV whose underlying is a Windows device name (CON)", c -> c.chainFile("in.csv", "CON"),
                        step("data import {in.csv}", 2, "the symbol 'CON' cannot name a file (a device name on Windows)")),
                row(2, "chain CSV whose quote date is in the year 10000", c -> c.file("in.csv", CHAIN_HEADER + "\n"
                                + "+10000-09-14,ZZSYN,100,+10000-10-20,C,,100,1,0,1,1.1,10,0.2,0.5,0.01,100\n"),
                        step("data import {in.csv}", 2, "the date +10000-09-14 cannot name a file")),
                row(2, "Cboe download whose option root is a device name (CON)", c -> c.file("quotedata.csv", cboe("CON")),
                        step("data import {quotedata.csv}", 2, "the symbol 'CON' cannot name a file (a device name on Windows)")),
                row(2, "Stooq price file whose ticker column is ../../OQA_PWNED", c -> c.file("in.txt",
                                "<TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT>\n"
                                + "../../OQA_PWNED,D,20240102,000000,1,1,1,10,100,0\n../../OQA_PWNED,D,20240103,000000,1,1,1,10.1,100,0\n"),
                        step("data import {in.txt}", 2, "in.txt line 2 (<TICKER>): the symbol '../../OQA_PWNED' cannot name a file")),
                row(2, "price download named after a device (nul.csv)", c -> c.file("nul.csv", "date,adj_close\n2024-01-02,10\n2024-01-03,10.1\n"),
                        step("data import {nul.csv}", 2, "the symbol 'NUL' cannot name a file (a device name on Windows)")),

                // ---- fault 5: unbounded reads
                row(5, "2 MB options/junk.csv.gz inflating to 2 GiB without a line end, in the user data folder", c -> c.junk(DATA + "options/junk.csv.gz", "a"),
                        child("gex NVDA --local --format json", "256m", 0, "\"ticker\" : \"NVDA\""),
                        child("data list", "256m", 0, "options/junk.csv (your data folder) line 1: a field longer than 4096 characters"),
                        child("data import {" + DATA + "options/junk.csv.gz}", "256m", 2, "junk.csv.gz line 1: a field longer than 4096 characters")),
                row(5, "gzip bomb: a chain whose one row repeats to 2 GiB (2 MB on disk)", c -> c.bomb(DATA + "options/ZZBOMB_2023-09-14.csv.gz"),
                        child("gex ZZBOMB --local --format json", "256m", 5, "ZZBOMB_2023-09-14.csv.gz inflates more than 100 times its compressed size"),
                        child("gex SPY --local --format json", "256m", 0, "\"ticker\" : \"SPY\"")),
                row(5, "chain CSV with one 2.2 GB line (gzip, 2 MB)", c -> c.longLine(DATA + "options/ZZLINE_2023-09-14.csv.gz"),
                        child("gex ZZLINE --local --format json", "256m", 5, "options/ZZLINE_2023-09-14.csv (your data folder) line 2: a field longer than 4096 characters"),
                        child("gex SPY --local --format json", "256m", 0, "\"ticker\" : \"SPY\"")),
                row(5, "a 500 MB chain file (sparse) in the user data folder", c -> c.sparse(DATA + "options/ZZHUGE_2023-09-14.csv", 500L << 20),
                        child("gex ZZHUGE --local --format json", "256m", 5, "holds more than 64 MiB of text, the most one data file may hold"),
                        child("data list", "256m", 0, "SPY ")),
                row(5, "3.65 M price rows, risk --period max", c -> c.manyPrices(DATA + "prices/ZZBIG.csv.gz", 3_650_000),
                        child("risk ZZBIG --local --period max --format json", "256m", 5, "more than 100,000 price rows"),
                        child("data list", "256m", 0, "ZZBIG      unreadable:")),
                row(5, "5 M chain rows under -Xmx1g", c -> c.manyContracts(DATA + "options/ZZMANY_2023-09-14.csv.gz", 500_000, 10),
                        child("gex ZZMANY --local --format json", "1g", 5, "more than 200,000 contracts, the most one chain file may hold")),

                // ---- fault 7: CSV formula injection
                row(7, "uoa answer whose text cells are formulas, --format csv", c -> c.server.then(200, uoa()),
                        step("uoa SPY --remote --format csv", 0, "'" + FORMULA).not(",=cmd", "\n=cmd", ",+SUM", ",@SUM", ",-2+3")),
                row(7, "uoa answer whose text cells are formulas, --out DIR", c -> c.server.then(200, uoa()),
                        step("uoa SPY --remote --format csv --out {out}", 0, "wrote").file("out/trades.csv", "'" + FORMULA, "'+SUM(1+1)", "'@SUM(A1)",
                                "'-2+3+cmd", "PUT,-5.0,-5\n")));
    }

    /** A Cboe quote-table download (SYNTHETIC quotes) whose contracts have the option root {@code root}. */
    static String cboe(String root) {
        return "\nZZ Synthetic,Last: 100.5,Change:  0.5\n\"Date: March 1, 2024 at 4:15 PM EST\",Bid: 100.4,Ask: 100.6\n"
                + "Expiration Date,Calls,Last Sale,Net,Bid,Ask,Volume,IV,Delta,Gamma,Open Interest,Strike,Puts,Last Sale,Net,Bid,Ask,Volume,IV,Delta,Gamma,Open Interest\n"
                + "Fri Mar 15 2024," + root + "240315C00100000,2.5,0.1,2.4,2.6,120,0.21,0.55,0.04,1500,100.00," + root + "240315P00100000,2.1,-0.2,2.0,2.2,80,0.22,-0.45,0.04,900\n";
    }

    /** The fixture's uoa answer with formulas (and a negative number as text) in its trades' text cells. */
    static String uoa() {
        String data = Fixtures.DATA.get(Endpoint.UOA).replace("\"sweep\"", "\"=cmd|' /C calc'!A0\"").replace("\"block\"", "\"+SUM(1+1)\"")
                .replace("\"trades\":[", "\"trades\":[{\"strike\":1,\"type\":\"@SUM(A1)\",\"volume\":1,\"details\":\"-2+3+cmd|' /C calc'!A0\"},"
                        + "{\"strike\":2,\"type\":\"PUT\",\"volume\":-5,\"details\":\"-5\"},");
        return "{\"success\":true,\"data\":" + data + "}";
    }

    // ------------------------------------------------------------------ running a row

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void row(Row row) throws Exception {
        try (HostileServer server = new HostileServer()) {
            Ctx c = new Ctx(server, root);
            row.setup.apply(c);
            List<String> exits = new ArrayList<>();
            for (Step s : row.steps) {
                List<String> args = new ArrayList<>();
                for (String a : s.args) args.add(a.startsWith("{") && a.endsWith("}") ? root.resolve(a.substring(1, a.length() - 1)).toString() : a);
                Run r = s.heap == null ? inProcess(c, args) : child(c, args, s.heap);
                exits.add(String.valueOf(r.code));
                String all = r.out + r.err;
                String where = "fault " + row.fault + ": " + row.name + " / " + String.join(" ", s.args) + "\n" + all;
                assertEquals(s.exit, r.code, where);
                assertTrue(all.contains(s.fragment), "missing '" + s.fragment + "': " + where);
                for (String no : s.absent) assertFalse(r.out.contains(no), "'" + no + "' written as is: " + where);
                assertTrue(r.code != 1 && !all.contains("internal error") && !all.contains("OutOfMemoryError") && !all.contains("\tat "), where);
                for (var f : s.files.entrySet()) {
                    String text = Files.readString(root.resolve(f.getKey()));
                    for (String want : f.getValue()) assertTrue(text.contains(want), "missing '" + want + "' in " + f.getKey() + ":\n" + text);
                    assertFalse(text.contains("," + FORMULA), f.getKey() + " holds the formula as is:\n" + text);
                }
            }
            try (Stream<Path> all = Files.walk(root)) {
                List<Path> pwned = all.filter(p -> p.getFileName().toString().contains("OQA_PWNED")).toList();
                assertTrue(pwned.isEmpty(), row.name + ": written from data: " + pwned);
            }
            REPORT.add(String.format("| %d | %-84s | %-9s | %-60s |", row.fault, row.name, String.join(",", exits),
                    row.steps.get(0).fragment.replace("|", "/").replace("\n", " ")));
        }
    }

    @AfterAll static void report() throws Exception {
        MainChild.closeAll();
        List<String> lines = new ArrayList<>();
        lines.add("# Security matrix: files (bin/oqa's main class; memory rows in a child JVM with a small heap)");
        lines.add("");
        lines.add(String.format("| %s | %-84s | %-9s | %-60s |", "fault", "case", "exits", "first step's message holds"));
        lines.add("|---|" + "-".repeat(86) + "|" + "-".repeat(11) + "|" + "-".repeat(62) + "|");
        lines.addAll(REPORT);
        lines.add("");
        lines.add("Every step also held: never exit 1, \"internal error\", OutOfMemoryError or a stack trace; no file named OQA_PWNED anywhere.");
        lines.add("Memory steps, one child JVM per heap running its steps in sequence: " + String.join("; ", MainChild.summary()) + ".");
        String text = String.join("\n", lines) + "\n";
        System.out.println(text);
        Path out = Path.of("target", "security-matrix-files.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, text);
    }

    // ------------------------------------------------------------------ plumbing

    record Run(int code, String out, String err) {}

    /** The home is three folders down, so a traversal of four levels from its data folder still lands in the test's folder. */
    static Path home(Path root) { return root.resolve("a/b/home"); }

    static Run inProcess(Ctx c, List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                SecretPrompt.NONE, OqaHome.of(home(c.root)), Map.copyOf(c.env));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** {@code bin/oqa}'s main class in the child JVM of heap {@code heap} ({@link MainChild}), on this test's class path. */
    static Run child(Ctx c, List<String> args, String heap) throws Exception {
        return MainChild.of(heap).run(home(c.root), args);
    }

    @FunctionalInterface interface Action { void apply(Ctx c) throws Exception; }

    static final class Ctx {
        final HostileServer server;
        final Path root;
        final Map<String, String> env = new HashMap<>();

        Ctx(HostileServer server, Path root) throws IOException {
            this.server = server;
            this.root = root;
            // A user folder that has been used: options/ exists, so a path through it resolves as the issue found it.
            Files.createDirectories(root.resolve(DATA + "options"));
            Files.createDirectories(root.resolve(DATA + "prices"));
            env.put("OQA_API_KEY", FaultMatrixTest.KEY);
            env.put("OQA_BASE_URL", server.baseUrl());
            env.put("OQA_CALL_TIMEOUT", "5");
            env.put("OQA_ARCHIVE", "off");
        }

        Path file(String rel, String text) throws IOException {
            Path p = root.resolve(rel);
            Files.createDirectories(p.getParent());
            return Files.writeString(p, text, StandardCharsets.UTF_8);
        }

        /** A normalised chain (SYNTHETIC quotes) whose underlying field is {@code underlying}, written as given. */
        void chainFile(String rel, String underlying) throws IOException {
            file(rel, CHAIN_HEADER + "\n2023-09-14," + underlying + ",100,2023-10-20,C,,100,1,0,1,1.1,10,0.2,0.5,0.01,100\n"
                    + "2023-09-14," + underlying + ",100,2023-10-20,P,,100,1,0,1,1.1,10,0.2,-0.5,0.01,100\n");
        }

        /** 2 GiB of {@code unit} repeated, as 32 gzip members of 64 MiB each (2 MB on disk). */
        void junk(String rel, String unit) throws IOException {
            members(rel, new byte[0], unit.repeat((64 << 20) / unit.length()).getBytes(StandardCharsets.US_ASCII), 32);
        }

        /** The chain header, then one contract row (SYNTHETIC) again and again, 2 GiB in all. */
        void bomb(String rel) throws IOException {
            String row = "2023-09-14,ZZBOMB,100,2023-10-20,C,,100,1,0,1,1.1,10,0.2,0.5,0.01,100\n";
            members(rel, (CHAIN_HEADER + "\n").getBytes(StandardCharsets.US_ASCII),
                    row.repeat((64 << 20) / row.length()).getBytes(StandardCharsets.US_ASCII), 32);
        }

        /** The chain header, then a line of 2.2 GB of digits. */
        void longLine(String rel) throws IOException {
            members(rel, (CHAIN_HEADER + "\n2023-09-14,ZZLINE,").getBytes(StandardCharsets.US_ASCII),
                    "1".repeat(64 << 20).getBytes(StandardCharsets.US_ASCII), 35);
        }

        void sparse(String rel, long size) throws IOException {
            Path p = root.resolve(rel);
            Files.createDirectories(p.getParent());
            try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) { f.setLength(size); }
        }

        /** {@code n} daily prices from 0001-01-01 on, every calendar day (SYNTHETIC, a slow drift). */
        void manyPrices(String rel, int n) throws IOException {
            Path p = root.resolve(rel);
            Files.createDirectories(p.getParent());
            try (OutputStream o = gzip(p)) {
                StringBuilder sb = new StringBuilder("date,adj_close\n");
                long day = LocalDate.of(1, 1, 1).toEpochDay();
                for (int i = 0; i < n; i++) {
                    sb.append(LocalDate.ofEpochDay(day + i)).append(',').append(100 + (i % 100) * 0.01).append('\n');
                    if (sb.length() > 1 << 20) { o.write(sb.toString().getBytes(StandardCharsets.US_ASCII)); sb.setLength(0); }
                }
                o.write(sb.toString().getBytes(StandardCharsets.US_ASCII));
            }
        }

        /** The chain header, then {@code times} copies of {@code n} contract rows without symbols (SYNTHETIC quotes). */
        void manyContracts(String rel, int n, int times) throws IOException {
            StringBuilder sb = new StringBuilder();
            for (int i = 1; i <= n; i++) sb.append("2023-09-14,ZZMANY,100,2023-10-20,C,,").append(i).append(",1,0,1,1.1,10,0.2,0.5,0.01,100\n");
            members(rel, (CHAIN_HEADER + "\n").getBytes(StandardCharsets.US_ASCII), sb.toString().getBytes(StandardCharsets.US_ASCII), times);
        }

        /** {@code head}, then {@code body} compressed once and written {@code times} times as gzip members. */
        private void members(String rel, byte[] head, byte[] body, int times) throws IOException {
            Path p = root.resolve(rel);
            Files.createDirectories(p.getParent());
            ByteArrayOutputStream one = new ByteArrayOutputStream();
            try (OutputStream o = gzip(one)) { o.write(body); }
            try (OutputStream out = Files.newOutputStream(p)) {
                try (OutputStream o = new GZIPOutputStream(new NoClose(out))) { o.write(head); }
                for (int i = 0; i < times; i++) one.writeTo(out);
            }
        }

        private static OutputStream gzip(Path p) throws IOException { return gzip(Files.newOutputStream(p)); }

        private static OutputStream gzip(OutputStream out) throws IOException {
            return new GZIPOutputStream(out, 1 << 16) { { def.setLevel(Deflater.BEST_SPEED); } };
        }
    }

    /** Keeps the file open after a gzip member is finished. */
    static final class NoClose extends java.io.FilterOutputStream {
        NoClose(OutputStream out) { super(out); }

        @Override public void close() throws IOException { flush(); }
    }

    record Step(List<String> args, int exit, String fragment, String heap, List<String> absent, Map<String, List<String>> files) {
        Step not(String... no) { return new Step(args, exit, fragment, heap, List.of(no), files); }

        Step file(String rel, String... want) { return new Step(args, exit, fragment, heap, absent, Map.of(rel, List.of(want))); }
    }

    record Row(int fault, String name, Action setup, List<Step> steps) {
        @Override public String toString() { return "fault " + fault + ": " + name; }
    }

    static Step step(String line, int exit, String fragment) { return new Step(List.of(line.split(" ")), exit, fragment, null, List.of(), Map.of()); }

    static Step child(String line, String heap, int exit, String fragment) {
        return new Step(List.of(line.split(" ")), exit, fragment, heap, List.of(), Map.of());
    }

    static Row row(int fault, String name, Action setup, Step... steps) { return new Row(fault, name, setup, List.of(steps)); }
}
