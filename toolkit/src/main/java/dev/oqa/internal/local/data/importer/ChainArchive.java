package dev.oqa.internal.local.data.importer;

import dev.oqa.internal.local.data.ChainFiles;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.model.Params;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Keeps every {@code /options/chain} answer the toolkit receives as a local snapshot: {@code options/<UND>_<DATE>.csv.gz}
 * in the user's data folder, in the normalised long form, dated by the answer's quote date, so every later local
 * analytic ({@code --local --as-of DATE}) can use it. The fetch time goes into the folder's {@code options/index.csv}
 * (New York time, like the bundled snapshots), which gives the snapshot its as-of label and valuation day.
 *
 * <ul>
 *   <li>On by default. Off with env {@code OQA_ARCHIVE=off} (also {@code 0}, {@code false}, {@code no}) or the stored
 *       setting {@code archive=off} ({@code oqa data archive off}); the env var wins.</li>
 *   <li>A later answer for the same underlying and date replaces the file unless it has fewer contracts (a chain asked
 *       with a narrow range or one expiry must not overwrite a fuller one).</li>
 *   <li>Saving never fails the answer: {@link #save} returns the note to put on it, including why nothing was saved
 *       (for example a folder that is not writable).</li>
 * </ul>
 */
public final class ChainArchive {
    public static final String ENV = "OQA_ARCHIVE";
    public static final String SETTING = "archive";
    static final String INDEX = "options/index.csv";
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm z", Locale.US);
    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

    private final Path dir;

    private ChainArchive(Path dir) { this.dir = Objects.requireNonNull(dir, "dir").toAbsolutePath().normalize(); }

    /** The archive in the user's data folder {@code dataDir}. */
    public static ChainArchive in(Path dataDir) { return new ChainArchive(dataDir); }

    public Path dir() { return dir; }

    /**
     * Whether archiving is on: {@code env[OQA_ARCHIVE]} when set, else {@code archive=} in the settings file, else on.
     * An unreadable or hand-edited settings file leaves it on.
     */
    public static boolean enabled(Map<String, String> env, Path settingsFile) {
        String e = env.get(ENV);
        if (e != null && !e.isBlank()) return !off(e);
        if (settingsFile == null) return true;
        try {
            return dev.oqa.internal.client.SettingsFile.at(settingsFile).get(SETTING).map(v -> !off(v)).orElse(true);
        } catch (dev.oqa.model.ConfigException unreadable) {
            return true; // the command line reports the file itself; archiving keeps its default
        }
    }

    /** {@code off}, {@code 0}, {@code false}, {@code no} (any case) turn it off. */
    public static boolean off(String v) {
        return switch (v.trim().toLowerCase(Locale.ROOT)) { case "off", "0", "false", "no" -> true; default -> false; };
    }

    /**
     * Saves {@code chain}, fetched at {@code fetchedAt}; returns the note for the answer (saved, kept, or why not).
     */
    public String save(ChainSnapshot chain, Instant fetchedAt) {
        return store(chain, timeLabel(chain, fetchedAt), "archived /options/chain answer").note();
    }

    /** What {@link #store} did: saved, kept the fuller file already there ({@code existing} contracts), or failed. */
    public record Stored(Outcome outcome, Path file, int existing, String note) {
        public enum Outcome { SAVED, KEPT, FAILED }
    }

    /**
     * Saves {@code chain} under the archive's rules, with {@code time} as its snapshot time (its first ten characters
     * are the valuation day) and {@code source} in the index; {@code oqa data fetch} comes in here too.
     */
    public Stored store(ChainSnapshot chain, String time, String source) {
        String rel = ChainFiles.path(chain.underlying(), chain.quoteDate());
        Path target = dir.resolve(rel + ".gz");
        if (Params.validTicker(chain.underlying()).isEmpty())
            return new Stored(Stored.Outcome.FAILED, target, 0, "archive: not saved (the answer names no valid underlying: '" + chain.underlying() + "')");
        int existing = 0;
        try {
            existing = existingContracts(rel);
            if (existing > chain.size())
                return new Stored(Stored.Outcome.KEPT, target, existing, "archive: kept " + rel + ".gz in your data folder (" + existing
                        + " contracts) rather than this answer's " + chain.size());
            AtomicFiles.Staged file = AtomicFiles.stageGzip(target, w -> ChainFiles.write(chain, w));
            AtomicFiles.Staged index;
            try {
                index = AtomicFiles.stageText(dir.resolve(INDEX), indexText(dir, List.of(new IndexRow(
                        target.getFileName().toString().replace(".gz", ""), chain, time, source))));
            } catch (IOException | RuntimeException e) {
                file.discard();
                throw e;
            }
            file.commit();
            Files.deleteIfExists(dir.resolve(rel)); // a plain twin would shadow the new .gz
            index.commit();
            // the note goes into the provenance line, which names no folder of the user's home (oqa status says where it is)
            return new Stored(Stored.Outcome.SAVED, target, existing, "archive: saved as " + rel + ".gz in your data folder (" + chain.size()
                    + " contracts; later local answers can use --as-of " + chain.quoteDate() + ")");
        } catch (IOException | RuntimeException e) {
            return new Stored(Stored.Outcome.FAILED, target, existing, "archive: not saved, the data folder " + dir + " is not writable ("
                    + e.getClass().getSimpleName() + ": " + e.getMessage() + "); the answer is unaffected. Set OQA_ARCHIVE=off or 'oqa data archive off' to stop archiving");
        }
    }

    /**
     * The index's snapshot time. Its first ten characters become the valuation day when the file is read again, so
     * it must be the day the answer was valued on ({@link ChainSnapshot#valuationDate()}: the rows' quote date): the
     * fetch time when it falls on that day in New York, else that day with the fetch time in words.
     */
    static String timeLabel(ChainSnapshot chain, Instant fetchedAt) {
        if (fetchedAt == null) return chain.valuationDate().toString();
        var ny = fetchedAt.atZone(NEW_YORK);
        return ny.toLocalDate().equals(chain.valuationDate()) ? TIME.format(ny)
                : chain.valuationDate() + " (fetched " + TIME.format(ny) + ")";
    }

    /** Contracts in an existing archived file, 0 when there is none or it cannot be read (it is then replaced). */
    private int existingContracts(String rel) {
        if (!Files.exists(dir.resolve(rel)) && !Files.exists(dir.resolve(rel + ".gz"))) return 0;
        try {
            return SnapshotCatalog.of(DataSource.folder(dir)).snapshots().stream().filter(r -> r.file().equals(rel)).findFirst()
                    .map(r -> SnapshotCatalog.of(DataSource.folder(dir)).load(r).size()).orElse(0);
        } catch (RuntimeException unreadable) {
            return 0;
        }
    }

    /** One row of a user folder's {@code options/index.csv}. */
    record IndexRow(String file, ChainSnapshot chain, String time, String source) {}

    /** The folder's index with these files' rows added or replaced; other rows kept as they are. */
    static String indexText(Path dir, List<IndexRow> add) throws IOException {
        Map<String, String> rows = new LinkedHashMap<>();
        Path idx = dir.resolve(INDEX);
        String header = "file,underlying,quote_date,snapshot_time,contracts,source";
        if (Files.isRegularFile(idx)) {
            try (BufferedReader in = Files.newBufferedReader(idx, StandardCharsets.UTF_8)) {
                String h = in.readLine();
                if (h != null && !h.isBlank()) header = h;
                String line;
                while ((line = in.readLine()) != null) if (!line.isBlank()) rows.put(line.substring(0, Math.max(0, line.indexOf(','))), line);
            }
        }
        List<String> cols = List.of(header.split(",", -1));
        for (IndexRow r : add) {
            String[] row = new String[cols.size()];
            java.util.Arrays.fill(row, "");
            put(cols, row, "file", r.file());
            put(cols, row, "underlying", r.chain().underlying());
            put(cols, row, "quote_date", r.chain().quoteDate().toString());
            put(cols, row, "snapshot_time", r.time() == null ? "" : r.time());
            put(cols, row, "contracts", Integer.toString(r.chain().size()));
            put(cols, row, "source", r.source());
            rows.put(r.file(), String.join(",", row));
        }
        StringBuilder sb = new StringBuilder(header).append('\n');
        for (String r : rows.values()) sb.append(r).append('\n');
        return sb.toString();
    }

    private static void put(List<String> cols, String[] row, String name, String v) {
        int i = cols.indexOf(name);
        if (i >= 0) row[i] = v.replace(",", " ");
    }
}
