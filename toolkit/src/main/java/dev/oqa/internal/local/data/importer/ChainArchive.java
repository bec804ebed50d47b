package dev.oqa.internal.local.data.importer;

import dev.oqa.internal.client.SettingsFile;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.model.LocalDataException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;

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
public record ChainArchive(Path dir) {
    public static final String ENV = "OQA_ARCHIVE";
    public static final String SETTING = "archive";
    static final String SOURCE = "archived /options/chain answer";
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm z", Locale.US);
    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

    public ChainArchive { dir = dir.toAbsolutePath().normalize(); }

    public static ChainArchive in(Path dataDir) { return new ChainArchive(dataDir); }

    /** Whether archiving is on: {@code env[OQA_ARCHIVE]} when set, else {@code archive=} in the settings file, else on. */
    public static boolean enabled(Map<String, String> env, Path settingsFile) {
        return SettingsFile.at(settingsFile).on(env, ENV, SETTING);
    }

    /** What {@link #save} did: {@code saved} when a file was written, and the note for the answer (saved, kept, or why not). */
    public record Saved(boolean saved, String note) {}

    /**
     * Saves {@code chain}, fetched at {@code fetchedAt}, under the archive's rules through {@link DataFolder} (its rows
     * checked as an import's are).
     */
    public Saved save(ChainSnapshot chain, Instant fetchedAt) {
        try {
            DataFolder.Written w = DataFolder.at(dir).writeChain(chain, new DataFolder.Origin(SOURCE, timeLabel(chain, fetchedAt), fetchedAt));
            // the note goes into the provenance line, which names no folder of the user's home (oqa status says where it is)
            String rel = dir.relativize(w.file()).toString();
            if (w.outcome().equals("kept"))
                return new Saved(false, "archive: kept " + rel + " in your data folder (" + w.before() + " contracts) rather than this answer's " + chain.size());
            return new Saved(true, "archive: saved as " + rel + " in your data folder (" + w.rows() + " contracts; later local answers can use --as-of "
                    + chain.quoteDate() + ")");
        } catch (LocalDataException e) {
            return new Saved(false, "archive: not saved, " + e.getMessage() + "; the answer is unaffected."
                    + " Set OQA_ARCHIVE=off or 'oqa data archive off' to stop archiving");
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
}
