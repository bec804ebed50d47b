package dev.oqa.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.cache.AtomicFiles;
import dev.oqa.internal.local.data.Csv;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import dev.oqa.internal.local.data.importer.DataListing;
import dev.oqa.testserver.ChildJvm;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The data folder under hard stops and many writers: child JVMs ({@code FolderWriterChild}) write through the fetch's
 * and the import's own paths and are killed with SIGKILL at random moments; after each kill the folder must read as
 * valid (no partial file read as data, every index row naming a file, no series shorter than it was). Several child
 * processes writing at once must each leave their index row (the folder's lock is a {@code FileChannel} lock, so
 * threads alone would not test it). Data REAL (bundled SPY), dates SYNTHETIC, as the child says.
 *
 * <p>35 child JVMs a run, each needed (issue 33: no more JVMs than isolation needs): the 30 writers are killed with
 * SIGKILL at a random moment, and a process dies only once, so each kill costs a JVM; the 4 writers at once are
 * separate processes by design (the lock under test is between processes); the one writer that completes after the
 * kills is the next run after a crash, a new process, checked by its exit code as such.
 */
class DataFolderKillTest {
    @TempDir Path tmp;

    private Process child(String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto", "-cp", ChildJvm.classPath(), "dev.oqa.internal.fetch.FolderWriterChild"));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectError(tmp.resolve("child-stderr.txt").toFile()).start();
    }

    /** Waits for the child's {@code ready} line (its first round done), or for it to end. */
    private void awaitReady(Process p) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        if (!"ready".equals(line)) {
            try { p.waitFor(5, TimeUnit.SECONDS); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
            assertEquals("ready", line, "the child did not start writing: " + Files.readString(tmp.resolve("child-stderr.txt")));
        }
    }

    /** Everything a reader would read in {@code dir} reads, and the index names only files that are there. */
    private static void assertValid(Path dir, int minSpyDays, String when) throws IOException {
        DataSource folder = DataSource.folder(dir);
        DataListing l = DataListing.of(folder);
        assertEquals(List.of(), l.problems(), when);
        for (DataListing.Prices p : l.prices()) assertEquals("", p.problem(), when + ": " + p.ticker());
        assertTrue(l.prices().stream().noneMatch(p -> p.ticker().startsWith(".")), when + ": a temporary file listed " + l.prices());
        if (minSpyDays > 0) assertTrue(PriceLoader.load(folder, "SPY").size() >= minSpyDays, when + ": SPY shrank");
        SnapshotCatalog catalog = SnapshotCatalog.of(folder);
        for (SnapshotRef r : catalog.snapshots()) assertTrue(catalog.load(r).size() > 0, when + ": " + r);
        Path idx = dir.resolve("options/index.csv");
        if (Files.exists(idx)) {
            try (Csv.Rows rows = Csv.read(Files.newInputStream(idx), idx.toString())) {
                String[] h = rows.next();
                int f = Csv.column(h, "file");
                for (String[] r; (r = rows.next()) != null; ) {
                    Path file = dir.resolve("options").resolve(r[f]);
                    assertTrue(Files.exists(file) || Files.exists(file.resolveSibling(r[f] + ".gz")), when + ": the index names " + r[f] + ", which is not there");
                }
            }
        }
    }

    private static long temporaries(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) { return s.filter(p -> p.getFileName().toString().startsWith(AtomicFiles.TMP_PREFIX)).count(); }
    }

    @Test void killingAFetchOrAnImportAtAnyMomentLeavesTheFolderValid() throws Exception {
        Path fetched = tmp.resolve("fetched"), imported = tmp.resolve("imported");
        Path prices = tmp.resolve("in/ZZIMP.csv"), chain = tmp.resolve("in/SPY_2023-09-14.csv.gz");
        Files.createDirectories(prices.getParent());
        try (InputStream in = DataSource.class.getResourceAsStream("/dev/oqa/data/options/SPY_2023-09-14.csv.gz")) { Files.copy(in, chain); }
        var spy = PriceLoader.load(DataSource.bundled(), "SPY").between(java.time.LocalDate.of(2018, 1, 2), null);
        StringBuilder csv = new StringBuilder("date,adj_close\n");
        for (int i = 0; i < spy.size(); i++) csv.append(spy.date(i)).append(',').append(spy.price(i)).append('\n');
        Files.writeString(prices, csv);

        int spyDays = PriceLoader.load(DataSource.bundled(), "SPY").between(java.time.LocalDate.of(2018, 1, 2), java.time.LocalDate.of(2023, 9, 14)).size();
        Random random = new Random(32);
        int kills = 0;
        for (int i = 0; i < 30; i++) {
            boolean fetch = i % 3 != 2;
            Path dir = fetch ? fetched : imported;
            Process p = fetch ? child("fetch", dir.toString(), "1000000") : child("import", dir.toString(), "1000000", prices.toString(), chain.toString());
            try {
                awaitReady(p);
                Thread.sleep(random.nextInt(150));
            } finally {
                p.destroyForcibly(); // SIGKILL
                assertTrue(p.waitFor(20, TimeUnit.SECONDS));
            }
            kills++;
            assertValid(dir, fetch ? spyDays : 0, "after kill " + kills + " (" + (fetch ? "fetch" : "import") + ")");
        }
        assertEquals(30, kills);
        // a writer that completes sweeps what the killed ones left
        Process last = child("chain", fetched.toString(), "1", "QQQ");
        assertTrue(last.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, last.exitValue());
        assertValid(fetched, spyDays, "after a completed write");
        try (Stream<Path> s = Files.list(fetched.resolve("options"))) {
            assertFalse(s.anyMatch(p -> p.getFileName().toString().startsWith(AtomicFiles.TMP_PREFIX)), "temporary files left in options/");
        }
        assertTrue(Files.isDirectory(fetched.resolve("backup/prices")), "re-adjusted histories were kept as backups");
        assertTrue(temporaries(fetched.resolve("options")) == 0);
    }

    @Test void severalProcessesWritingAtOnceEachKeepTheirIndexRow() throws Exception {
        int writers = 4, chains = 12;
        Path dir = tmp.resolve("many");
        List<Process> ps = new ArrayList<>();
        for (int w = 0; w < writers; w++) ps.add(child("chain", dir.toString(), Integer.toString(chains), "ZZP" + w));
        for (Process p : ps) {
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue());
        }
        List<String> index = Files.readAllLines(dir.resolve("options/index.csv"));
        assertEquals(writers * chains + 1, index.size(), String.join("\n", index));
        assertValid(dir, 0, "after " + writers + " processes wrote " + chains + " chains each");
    }
}
