package dev.oqa.internal.local.data.importer;

import dev.oqa.internal.cache.AtomicFiles;
import dev.oqa.internal.local.data.BoundedInput;
import dev.oqa.internal.local.data.ChainFiles;
import dev.oqa.internal.local.data.ChainRowChecks;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.Csv;
import dev.oqa.internal.local.data.DataFile;
import dev.oqa.internal.local.data.DataLimits;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.model.LocalDataException;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

/**
 * A user's data folder being written: the one way data from outside lands in it ({@code oqa data import}, the chain
 * archive, {@code oqa data fetch}). Everything is checked before anything is written, and a failure leaves the
 * folder as it was.
 *
 * <ul>
 *   <li><b>Names</b> come from {@link DataFile}: the symbol and the date are checked and the path stays in the folder.</li>
 *   <li><b>Chains</b>: every row passes {@link ChainRowChecks} (finite numbers no quote can exceed, counts not
 *       negative, no contract twice with different numbers; exact repeats are dropped with a note), the strike is
 *       positive, and a chain has at most {@link DataLimits#MAX_CONTRACTS} contracts.</li>
 *   <li><b>Prices</b> pass {@link PriceChecks}.</li>
 *   <li><b>Writes</b>: each file is gzip-compressed to a temporary file beside its target and moved into place
 *       atomically; a chain's row in {@code options/index.csv} ({@link #INDEX_COLUMNS}: its source, snapshot time and
 *       fetch time) is staged with it and moved after it, so a reader sees the old files or the new ones.</li>
 * </ul>
 */
public record DataFolder(Path dir) {
    /** The columns of a user folder's index; an existing index keeps its own columns and gains any of these it lacks. */
    public static final List<String> INDEX_COLUMNS = List.of("file", "underlying", "quote_date", "snapshot_time", "contracts", "source", "fetched_at");

    /** The lock file every writer of the folder holds ({@link #locked}). */
    public static final String LOCK = ".lock";
    /** Where a file a write replaced with other values is kept, under its own relative path with the time in its name. */
    public static final String BACKUP = "backup";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    public DataFolder { dir = dir.toAbsolutePath().normalize(); }

    /**
     * Runs {@code body} as the folder's one writer: a lock file in the folder with {@link java.nio.channels.FileChannel#lock()}
     * (other processes) and an in-process lock (other threads). Every read-modify-write of the folder (a chain and its
     * index row, a series merged with what is held, an import) runs inside; so the temporary files of a writer that
     * was killed are removed here, as nobody else can be writing.
     */
    public <T> T locked(Supplier<T> body) {
        if (AtomicFiles.heldByCurrentThread(dir.resolve(LOCK))) return body.get(); // a write within a write: no sweep of its own files
        writable();
        try {
            return AtomicFiles.withLock(dir.resolve(LOCK), () -> {
                sweep();
                return body.get();
            });
        } catch (IOException e) {
            throw new LocalDataException("cannot lock the data folder " + dir + " (" + e.getMessage() + "); nothing was written", e);
        }
    }

    /** Removes the temporary files a killed writer left (their names match no reader's pattern, so this is tidiness). */
    private void sweep() {
        for (String sub : new String[] {"", "options", "prices", "macro"}) {
            Path d = sub.isEmpty() ? dir : dir.resolve(sub);
            if (!Files.isDirectory(d, LinkOption.NOFOLLOW_LINKS)) continue;
            try (DirectoryStream<Path> s = Files.newDirectoryStream(d, AtomicFiles.TMP_PREFIX + "*")) {
                for (Path p : s) Files.deleteIfExists(p);
            } catch (IOException ignored) {
                // left for the next writer
            }
        }
    }

    /**
     * Keeps a copy of {@code file} (in this folder) as {@code backup/<its relative path, the time before the extension>}
     * before a write replaces it with other values; returns the copy, relative to the folder. Called inside {@link #locked}.
     */
    public Path backup(Path file, Instant at) {
        Path rel = dir.relativize(file.toAbsolutePath().normalize());
        String name = rel.getFileName().toString();
        int dot = name.indexOf('.');
        String stem = (dot > 0 ? name.substring(0, dot) : name) + "_" + STAMP.format(at), ext = dot > 0 ? name.substring(dot) : "";
        Path target = dir.resolve(BACKUP).resolve(rel).resolveSibling(stem + ext);
        // two backups within a second keep both: the stamp gains -2, -3 (built from its parts, as a ticker may hold a Z)
        for (int n = 2; Files.exists(target, LinkOption.NOFOLLOW_LINKS); n++)
            target = target.resolveSibling(stem + "-" + n + ext);
        try {
            AtomicFiles.stage(target, out -> Files.copy(file, out)).commit();
        } catch (IOException e) {
            throw new LocalDataException("cannot keep a backup of " + file + " in " + target.getParent() + " (" + e.getMessage()
                    + "); nothing was written", e);
        }
        return dir.relativize(target);
    }

    /**
     * Moves a chain file out of {@code options/} into {@code backup/options/} (a chain dated in the future), and its row
     * out of the index. Called inside {@link #locked}.
     */
    public Path setAside(Path chainFile) {
        Path rel = dir.relativize(chainFile.toAbsolutePath().normalize());
        Path target = dir.resolve(BACKUP).resolve(rel);
        String name = chainFile.getFileName().toString().replaceFirst("\\.gz$", "");
        try {
            Files.createDirectories(target.getParent());
            Files.move(chainFile, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            Path idx = dir.resolve(SnapshotCatalog.INDEX);
            if (Files.isRegularFile(idx)) AtomicFiles.write(idx, indexText(dir, List.of(), Set.of(name)).getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new LocalDataException("cannot move " + chainFile + " aside into " + target.getParent() + " (" + e.getMessage() + ")", e);
        }
        return dir.relativize(target);
    }

    /** The data folder {@code dir} (created on the first write). */
    public static DataFolder at(Path dir) { return new DataFolder(dir); }

    /**
     * Where a chain came from, for its row in the index.
     *
     * @param source       e.g. {@code Cboe delayed quotes} or {@code imported from quotedata.csv}
     * @param snapshotTime the time the quotes are for, as the provenance line shows it (its first ten characters are
     *                     the valuation day); null when unknown
     * @param fetchedAt    when it was fetched or imported; null when unknown
     */
    public record Origin(String source, String snapshotTime, Instant fetchedAt) {
        public Origin { Objects.requireNonNull(source, "source"); }
    }

    /**
     * What a write did.
     *
     * @param file     the file written, or the file kept
     * @param rows     contracts or days written (the kept file's contracts when kept)
     * @param outcome  {@code written}, {@code replaced} or {@code kept}
     * @param before   contracts in the folder's chain file before the write (0 when it had none or it could not be
     *                 read; 0 for prices)
     * @param notes    what the checks dropped or let through (exact repeats, moves kept)
     */
    public record Written(Path file, int rows, String outcome, int before, List<String> notes) {
        public Written { notes = List.copyOf(notes); }
    }

    /**
     * Checks {@code chain}'s rows and writes it as {@code options/<UNDERLYING>_<DATE>.csv.gz} with its index row, unless
     * the folder's chain of that underlying and day has more contracts (a narrow request must not overwrite a full chain).
     *
     * @throws LocalDataException for a chain that fails a check (naming the row) or a folder that cannot be written;
     *                            nothing is written then
     */
    public Written writeChain(ChainSnapshot chain, Origin origin) {
        DataFile file = DataFile.chain(chain.underlying(), chain.quoteDate(), origin.source());
        ChainSnapshot checked = checked(chain, origin.source()); // before the lock: a refused chain leaves no trace
        return locked(() -> {
            Path target = file.in(dir);
            int held = contractsHeld(file);
            if (held > checked.size()) return new Written(target, held, "kept", held, List.of());
            Batch b = batch();
            boolean replaced = b.chain(file, checked, origin);
            b.commit();
            return new Written(target, checked.size(), replaced ? "replaced" : "written", held, checked.notes());
        });
    }

    /**
     * Checks a series of adjusted closes and writes it as {@code prices/<TICKER>.csv.gz} ({@code date,adj_close}),
     * replacing the folder's file. A one-day move that looks like an unadjusted split is a note: closes that arrive
     * adjusted keep real moves.
     *
     * @throws LocalDataException for a series that fails a check or a folder that cannot be written
     */
    public Written writePrices(String ticker, int[] epochDays, double[] adjCloses, String source) {
        DataFile file = DataFile.prices(ticker, source);
        List<String> notes = PriceChecks.check(source, epochDays, adjCloses, i -> "row " + (i + 1), PriceChecks.Moves.NOTE);
        return locked(() -> {
            Batch b = batch();
            boolean replaced = b.prices(file, epochDays, adjCloses);
            b.commit();
            return new Written(file.in(dir), epochDays.length, replaced ? "replaced" : "written", 0, notes);
        });
    }

    /** Several writes made together: staged one by one, then committed, or all discarded. */
    Batch batch() { return new Batch(); }

    final class Batch {
        private final List<AtomicFiles.Staged> staged = new ArrayList<>();
        private final List<DataFile> files = new ArrayList<>();
        private final List<IndexRow> index = new ArrayList<>();

        /** Stages a checked chain and its index row; true when the folder had the file. */
        boolean chain(DataFile file, ChainSnapshot chain, Origin origin) {
            stage(file, w -> ChainFiles.write(chain, w));
            index.add(new IndexRow(file.name(), chain, origin));
            return held(file);
        }

        /** Stages checked prices; true when the folder had the file. */
        boolean prices(DataFile file, int[] days, double[] closes) {
            stage(file, w -> {
                Csv.Out csv = Csv.write(w).row("date", "adj_close");
                for (int i = 0; i < days.length; i++) csv.number(LocalDate.ofEpochDay(days[i]).toString()).number(Double.toString(closes[i])).end();
                csv.flush();
            });
            return held(file);
        }

        /** Stages {@code file} with the text {@code body} writes, gzip-compressed on the way. */
        private void stage(DataFile file, Consumer<Writer> body) {
            writable();
            try {
                staged.add(AtomicFiles.stage(file.in(dir), out -> {
                    try (Writer w = new OutputStreamWriter(new GZIPOutputStream(out, 1 << 16), StandardCharsets.UTF_8)) {
                        body.accept(w);
                    }
                }));
                files.add(file);
            } catch (IOException | RuntimeException e) {
                discard();
                throw failed(e);
            }
        }

        /** Moves every staged file into place, then the index, as the folder's one writer. */
        void commit() {
            locked(() -> {
                try {
                    if (!index.isEmpty()) {
                        byte[] text = indexText(dir, index).getBytes(StandardCharsets.UTF_8);
                        staged.add(AtomicFiles.stage(dir.resolve(SnapshotCatalog.INDEX), out -> out.write(text))); // moved last
                    }
                    for (int i = 0; i < files.size(); i++) {
                        Files.deleteIfExists(files.get(i).plainIn(dir)); // a plain twin would shadow the new .gz
                        staged.get(i).commit();
                    }
                    if (!index.isEmpty()) staged.getLast().commit();
                } catch (IOException | RuntimeException e) {
                    discard();
                    throw failed(e);
                }
                return null;
            });
        }

        void discard() { staged.forEach(AtomicFiles.Staged::discard); }

        private LocalDataException failed(Exception e) {
            if (e instanceof LocalDataException l) return l;
            return new LocalDataException("cannot write into the data folder " + dir + " (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + "); nothing was written", e);
        }
    }

    private boolean held(DataFile file) { return Files.exists(file.in(dir)) || Files.exists(file.plainIn(dir)); }

    /** The folder exists and can be written, or a message saying what to do. */
    private void writable() {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new LocalDataException("cannot create the data folder " + dir + " (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                    + "); nothing was written. Choose a writable folder with --data DIR or set OQA_HOME");
        }
        if (!Files.isWritable(dir))
            throw new LocalDataException("the data folder " + dir + " is not writable; nothing was written. Choose a writable folder with --data DIR or set OQA_HOME");
    }

    /** Contracts in the folder's file for this chain, 0 when there is none or it cannot be read (it is then replaced). */
    private int contractsHeld(DataFile file) {
        if (!held(file)) return 0;
        try {
            SnapshotCatalog catalog = SnapshotCatalog.of(DataSource.folder(dir));
            return catalog.snapshots().stream().filter(r -> r.file().equals(file.relPath())).findFirst()
                    .map(r -> catalog.load(r).size()).orElse(0);
        } catch (RuntimeException unreadable) {
            return 0;
        }
    }

    /**
     * {@code chain} with every row through {@link ChainRowChecks}: the rows it keeps (exact repeats dropped) and its
     * notes, or a refusal naming the row.
     */
    static ChainSnapshot checked(ChainSnapshot chain, String source) {
        double spot = chain.spot();
        if (!Double.isNaN(spot) && !(spot > 0 && Double.isFinite(spot)))
            throw new LocalDataException(source + ": spot " + spot + " is not a positive finite price; leave it out (blank) when unknown");
        if (chain.size() == 0) throw new LocalDataException(source + ": the chain has no contracts");
        if (chain.size() > DataLimits.MAX_CONTRACTS)
            throw new LocalDataException(source + ": " + String.format(Locale.ROOT, "%,d", chain.size()) + " contracts; one chain file holds at most "
                    + String.format(Locale.ROOT, "%,d", DataLimits.MAX_CONTRACTS) + " (limits: docs/DATA.md)");
        ChainRowChecks checks = new ChainRowChecks(source);
        ChainSnapshot.Builder b = ChainSnapshot.builder(chain.underlying(), chain.file(), chain.quoteDate()).spot(spot)
                .valuationDate(chain.valuationDate()).asOfLabel(chain.asOfLabel());
        for (int i = 0; i < chain.size(); i++) {
            double[] n = {chain.strike(i), chain.last(i), chain.netChange(i), chain.bid(i), chain.ask(i), chain.volume(i), chain.iv(i),
                    chain.delta(i), chain.gamma(i), chain.openInterest(i)};
            if (!(n[0] > 0)) throw new LocalDataException(source + " row " + (i + 1) + ": strike " + n[0] + " must be a positive number");
            if (!checks.accept("row " + (i + 1), chain.expiry(i), chain.isCall(i), chain.contract(i), n)) continue;
            b.add(chain.expiry(i), chain.isCall(i), chain.contract(i), n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9]);
        }
        List<String> notes = new ArrayList<>(chain.notes());
        for (String n : checks.notes()) if (!notes.contains(n)) notes.add(n);
        return b.notes(notes).build();
    }

    record IndexRow(String file, ChainSnapshot chain, Origin origin) {
        /** The row's values in {@link #INDEX_COLUMNS} order; empty where unknown. */
        List<String> values() {
            return Stream.of(file, chain.underlying(), chain.quoteDate().toString(), origin.snapshotTime(), Integer.toString(chain.size()),
                    origin.source(), origin.fetchedAt() == null ? null : origin.fetchedAt().toString()).map(v -> v == null ? "" : v).toList();
        }
    }

    /** The folder's index with these files' rows added or replaced; other rows and columns kept as they are. */
    static String indexText(Path dir, List<IndexRow> add) throws IOException { return indexText(dir, add, Set.of()); }

    /** The folder's index with these files' rows added or replaced and the rows of {@code drop} (file names) removed. */
    static String indexText(Path dir, List<IndexRow> add, Set<String> drop) throws IOException {
        Path idx = dir.resolve(SnapshotCatalog.INDEX);
        List<String> header = new ArrayList<>(), lower = new ArrayList<>();
        Map<String, String[]> rows = new LinkedHashMap<>();
        if (Files.isRegularFile(idx)) {
            try (Csv.Rows in = Csv.read(BoundedInput.open(idx, idx.toString()), idx.toString())) {
                String[] h = in.next();
                if (h == null) h = new String[0];
                for (String c : h) header.add(c.trim());
                lower.addAll(Csv.names(h));
                int f = Csv.column(h, "file");
                for (String[] r; (r = in.next()) != null; ) if (f >= 0 && f < r.length && !drop.contains(r[f].trim())) rows.put(r[f].trim(), r);
            } catch (LocalDataException e) {
                throw new LocalDataException(e.getMessage() + "; the index cannot be updated: repair or remove " + idx, e);
            }
        }
        for (String c : INDEX_COLUMNS) if (!lower.contains(c)) { header.add(c); lower.add(c); }
        for (IndexRow r : add) {
            String[] row = new String[header.size()];
            Arrays.fill(row, "");
            List<String> values = r.values();
            for (int c = 0; c < values.size(); c++) row[lower.indexOf(INDEX_COLUMNS.get(c))] = values.get(c);
            rows.put(r.file(), row);
        }
        StringWriter text = new StringWriter();
        Csv.Out csv = Csv.write(text).row(header);
        for (String[] r : rows.values()) {
            for (int i = 0; i < header.size(); i++) csv.text(i < r.length ? r[i] : "");
            csv.end();
        }
        csv.flush();
        return text.toString();
    }
}
