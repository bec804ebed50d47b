package dev.oqa.faults;

import static dev.oqa.internal.fetch.KeylessLoopback.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.fetch.DataFetch;
import dev.oqa.internal.fetch.FetchReport;
import dev.oqa.internal.fetch.FetchRow;
import dev.oqa.internal.fetch.HttpManners;
import dev.oqa.internal.fetch.KeylessFormats;
import dev.oqa.internal.fetch.KeylessLoopback;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import dev.oqa.internal.local.data.importer.DataFolder;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 32's faults on the write side of the data folder, one test per fault, each driven through the code a user
 * runs ({@code oqa data fetch} against a loopback server speaking Yahoo's, Cboe's and FRED's formats, and the folder's
 * writer). Each was red before the folder learnt to merge, to refuse the future, to lock and to guard its small
 * files. The histories and chains served are REAL (bundled SPY closes and the bundled SPY 2023-09-14 chain, the
 * bundled TB3MS rate); the changes made to them for a fault (a re-adjusted close, a day after the last one, a date
 * in the future) are SYNTHETIC and said where made.
 */
class DataTrustWritesMatrixTest {
    private static final ZoneId NY = ZoneId.of("America/New_York");
    @TempDir Path tmp;
    private KeylessLoopback src;

    @BeforeEach void start() throws IOException { src = new KeylessLoopback(); }

    @AfterEach void stop() { src.close(); }

    private Path data() { return tmp.resolve("data"); }

    private DataFetch fetch(Instant now) {
        return DataFetch.into(data(), src.sources(), HttpManners.defaults().clock(Clock.fixed(now, ZoneOffset.UTC)).connectTimeout(Duration.ofSeconds(2)));
    }

    private static long open(LocalDate d) { return d.atTime(9, 30).atZone(NY).toEpochSecond(); }

    private static String chart(String t, int[] days, double[] closes) {
        long[] ts = new long[days.length];
        Double[] adj = new Double[days.length];
        for (int i = 0; i < days.length; i++) { ts[i] = open(LocalDate.ofEpochDay(days[i])); adj[i] = closes[i]; }
        return KeylessFormats.yahooChart(t, "America/New_York", ts, adj, adj, null);
    }

    private PriceSeries held(String t) { return PriceLoader.load(DataSource.folder(data()), t); }

    /** Fault 1: a refresh whose answer holds 3 days (one close re-adjusted) replaced a 400-day history with 3 days. */
    @Test void fault1AShortRefreshNeverShrinksTheHistory() {
        Instant now = Instant.parse("2026-08-04T22:00:00Z");
        PriceSeries spy = PriceLoader.load(DataSource.bundled(), "SPY");
        PriceSeries last400 = spy.between(spy.date(spy.size() - 400), null);
        int[] d = last400.epochDays();
        double[] c = last400.prices();
        src.yahoo("SPY", json(200, chart("SPY", d, c)));
        assertEquals(FetchRow.Outcome.NEW, fetch(now).run(DataFetch.items("prices", List.of("SPY")), null).rows().get(0).outcome());
        assertEquals(400, held("SPY").size());

        // SYNTHETIC: the last 3 days, the middle close re-adjusted by 2% (no split or dividend moves one day alone)
        int[] d3 = java.util.Arrays.copyOfRange(d, 397, 400);
        double[] c3 = java.util.Arrays.copyOfRange(c, 397, 400);
        c3[1] *= 1.02;
        src.yahoo("SPY", json(200, chart("SPY", d3, c3)));
        FetchReport r = fetch(now).run(DataFetch.items("prices", List.of("SPY")), null);
        PriceSeries after = held("SPY");
        assertEquals(400, after.size(), r.text());
        assertEquals(last400.firstDate(), after.firstDate());
        assertEquals(c[398], after.price(398), "an inconsistent overlap does not change what is held: " + r.text());

        // SYNTHETIC: the last 3 days as held plus one new day: 401 days, the 397 not sent kept as they were
        int[] d4 = {d[397], d[398], d[399], (int) LocalDate.of(2026, 8, 4).toEpochDay()};
        double[] c4 = {c[397], c[398], c[399], c[399] * 1.001};
        src.yahoo("SPY", json(200, chart("SPY", d4, c4)));
        FetchReport r2 = fetch(now).run(DataFetch.items("prices", List.of("SPY")), null);
        assertEquals(0, r2.exitCode(), r2.text());
        PriceSeries grown = held("SPY");
        assertEquals(401, grown.size(), r2.text());
        assertEquals(c[0], grown.price(0));
    }

    /**
     * Fault 2: a chain dated 30 days ahead and prices 60 days ahead were stored, and afterwards a good source was never
     * asked again ("unchanged (up to date …)"), every answer "as of" the future.
     */
    @Test void fault2NothingFromTheFutureIsWrittenOrTakenAsCurrent() throws IOException {
        Instant now = Instant.parse("2023-09-14T21:00:00Z"); // 17:00 in New York: the last day that may be held is 2023-09-15
        List<KeylessFormats.Quote> quotes = KeylessFormats.realSpy20230914().subList(0, 200);
        // SYNTHETIC date: the real chain with its underlying's last trade 32 days ahead
        src.cboe("SPY.json", json(200, KeylessFormats.cboeChain("SPY", "2023-10-16 20:31:05", "2023-10-16T16:00:00", 450.81, quotes)));
        PriceSeries spy = PriceLoader.load(DataSource.bundled(), "SPY").between(LocalDate.of(2023, 6, 1), LocalDate.of(2023, 11, 14));
        src.yahoo("SPY", json(200, chart("SPY", spy.epochDays(), spy.prices()))); // real closes, 60 days of them after the clock's date
        fetch(now).run(List.of(new DataFetch.Item("options", dev.oqa.internal.fetch.Symbol.of("SPY")), new DataFetch.Item("prices", dev.oqa.internal.fetch.Symbol.of("SPY"))), null);
        // the readers may refuse the whole answer (a Yahoo day past the fetch's slack), so the folder may not exist yet
        if (Files.isDirectory(data())) for (SnapshotRef s : SnapshotCatalog.of(DataSource.folder(data())).snapshots())
            assertFalse(s.quoteDate().isAfter(LocalDate.of(2023, 9, 15)), "a chain dated in the future was written: " + s);
        if (Files.exists(data().resolve("prices/SPY.csv.gz")))
            assertFalse(held("SPY").lastDate().isAfter(LocalDate.of(2023, 9, 15)), "prices after tomorrow were written: " + held("SPY").lastDate());

        // A folder that already holds future days (written by an earlier version): never current, set right by a good fetch.
        PriceSeries poisoned = PriceLoader.load(DataSource.bundled(), "SPY").between(LocalDate.of(2023, 6, 1), LocalDate.of(2023, 11, 14));
        DataFolder.at(data()).writePrices("SPY", poisoned.epochDays(), poisoned.prices(), "an earlier fetch");
        ChainSnapshot.Builder future = ChainSnapshot.builder("SPY", "fetched", LocalDate.of(2023, 10, 16)).spot(450.81);
        future.add(LocalDate.of(2023, 10, 20), true, "SPY231020C00450000", 450, Double.NaN, Double.NaN, 5, 5.2, 10, Double.NaN, Double.NaN, Double.NaN, 100);
        DataFolder.at(data()).writeChain(future.build(), new DataFolder.Origin("Cboe delayed quotes", "2023-10-16T16:00 EDT", now));

        PriceSeries good = spy.between(null, LocalDate.of(2023, 9, 14));
        src.yahoo("SPY", json(200, chart("SPY", good.epochDays(), good.prices())));
        src.cboe("SPY.json", json(200, KeylessFormats.cboeChain("SPY", "2023-09-14 20:31:05", "2023-09-14T16:00:00", 450.81, quotes)));
        FetchReport r = fetch(now.plus(Duration.ofMinutes(5))).run(List.of(new DataFetch.Item("options", dev.oqa.internal.fetch.Symbol.of("SPY")),
                new DataFetch.Item("prices", dev.oqa.internal.fetch.Symbol.of("SPY"))), null);
        assertNotEquals(FetchRow.Outcome.UNCHANGED, r.rows().get(1).outcome(), "a series ending in the future taken as up to date: " + r.text());
        assertEquals(LocalDate.of(2023, 9, 15), held("SPY").lastDate(), "only the day of slack is left of the future days: " + r.text());
        assertEquals(LocalDate.of(2023, 9, 14), SnapshotCatalog.of(DataSource.folder(data())).load("SPY", null).quoteDate(),
                "the latest SPY snapshot is still the future one: " + r.text());
    }

    /** Fault 6: concurrent writers of one folder lost rows of {@code options/index.csv} (about one round in three with 3). */
    @Test void fault6ConcurrentWritersLoseNoIndexRow() throws Exception {
        int writers = 4, rounds = 25;
        for (int round = 0; round < rounds; round++) {
            Path dir = tmp.resolve("round" + round);
            CyclicBarrier go = new CyclicBarrier(writers);
            List<Thread> threads = new ArrayList<>();
            List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
            for (int w = 0; w < writers; w++) {
                String und = "ZZW" + w; // SYNTHETIC chains under ZZ symbols
                Thread t = new Thread(() -> {
                    try {
                        ChainSnapshot.Builder b = ChainSnapshot.builder(und, "fetched", LocalDate.of(2024, 3, 1)).spot(100);
                        for (int k = 0; k < 50; k++) b.add(LocalDate.of(2024, 3, 15), true, und + "240315C" + (50 + k), 50 + k, Double.NaN, Double.NaN,
                                1, 1.1, 10, 0.2, 0.5, 0.01, 100);
                        go.await();
                        DataFolder.at(dir).writeChain(b.build(), new DataFolder.Origin("Cboe delayed quotes", "2024-03-01T16:15 EST", Instant.parse("2024-03-01T21:20:00Z")));
                    } catch (Throwable e) {
                        failures.add(e);
                    }
                });
                threads.add(t);
                t.start();
            }
            for (Thread t : threads) t.join(30_000);
            assertEquals(List.of(), failures);
            List<String> index = Files.readAllLines(dir.resolve("options/index.csv"));
            assertEquals(writers + 1, index.size(), "round " + round + ": the index lost a row: " + index);
        }
    }

    /**
     * Fault 7: the fetch-terms file was not guarded like the credentials file: as a named pipe a fetch hung, as a 3 GB
     * sparse file it ended in an OutOfMemoryError, as a link lines were appended to its target.
     */
    @Test void fault7TheFetchTermsFileFollowsTheCredentialsRules() throws Exception {
        StringBuilder fred = new StringBuilder("observation_date,TB3MS\n");
        try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                DataSource.class.getResourceAsStream("/dev/oqa/data/macro/FRED_TB3MS.csv.gz")), StandardCharsets.UTF_8))) {
            in.readLine();
            for (String line; (line = in.readLine()) != null; ) fred.append(line).append('\n');
        }
        src.fred(KeylessLoopback.csv(fred.toString()));
        Instant now = Instant.parse("2026-08-04T22:00:00Z");

        Path pipe = tmp.resolve("pipe/fetch-terms");
        Files.createDirectories(pipe.getParent());
        assertEquals(0, new ProcessBuilder("mkfifo", "-m", "600", pipe.toString()).inheritIO().start().waitFor());
        try {
            FetchReport r = assertTimeoutPreemptively(Duration.ofSeconds(15), () -> fetch(now).termsShownIn(pipe).run(List.of(DataFetch.rates()), null));
            assertEquals(0, r.exitCode(), r.text());
            assertTrue(r.notices().stream().anyMatch(n -> n.contains("is a named pipe, not a regular file")), r.notices().toString());
            assertTrue(r.notices().stream().anyMatch(n -> n.startsWith("terms of use (shown once): FRED")), "the terms are still shown");
        } finally {
            try (FileChannel c = FileChannel.open(pipe, StandardOpenOption.READ, StandardOpenOption.WRITE)) { /* lets a stuck opener go */ }
        }

        Path sparse = tmp.resolve("sparse/fetch-terms");
        Files.createDirectories(sparse.getParent());
        try (RandomAccessFile f = new RandomAccessFile(sparse.toFile(), "rw")) { f.setLength(3L << 30); }
        FetchReport big = assertTimeoutPreemptively(Duration.ofSeconds(15), () -> fetch(now).termsShownIn(sparse).run(List.of(DataFetch.rates()), null));
        assertEquals(0, big.exitCode(), big.text());
        assertTrue(big.notices().stream().anyMatch(n -> n.contains("3,221,225,472 bytes") && n.contains("it is not read")), big.notices().toString());
        assertEquals(3L << 30, Files.size(sparse), "left as it was");

        Path target = tmp.resolve("elsewhere.txt");
        Files.writeString(target, "keep me\n");
        Path link = tmp.resolve("link/fetch-terms");
        Files.createDirectories(link.getParent());
        Files.createSymbolicLink(link, target);
        FetchReport linked = assertTimeoutPreemptively(Duration.ofSeconds(15), () -> fetch(now).termsShownIn(link).run(List.of(DataFetch.rates()), null));
        assertEquals(0, linked.exitCode(), linked.text());
        assertEquals("keep me\n", Files.readString(target), "a line was appended through the link");
        assertTrue(Files.isRegularFile(link, java.nio.file.LinkOption.NOFOLLOW_LINKS), "the link was replaced by the file");
        assertEquals(List.of("FRED"), Files.readAllLines(link).stream().filter(l -> !l.equals("keep me")).toList());
        assertEquals(List.of(), fetch(now).termsShownIn(link).run(List.of(DataFetch.rates()), null).notices(), "shown once");
    }
}
