package dev.oqa.internal.local.data.importer;

import dev.oqa.internal.local.data.ChainFiles;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.OqaException;
import dev.oqa.model.Params;
import dev.oqa.model.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * {@code oqa data import FILE... [--ticker T] [--data DIR] [--replace]}: reads and checks every file, then writes
 * them into the folder layout ({@code prices/<T>.csv.gz} as {@code date,adj_close}; {@code options/<UND>_<DATE>.csv.gz}
 * in the normalised long form). Nothing is written unless every file passes: the files are checked first, then
 * staged as temporary files beside their targets, then moved into place.
 *
 * <p>A ticker or snapshot already in the folder is refused unless {@code replace}; with {@code overBundled} (the
 * default user folder, which layers over the bundled set) so is one the bundled set holds, since the import would
 * then answer in its place.
 */
public final class DataImport {
    static final String TICKER_RULE = "at most 10 of A-Z 0-9 . _ -";
    private final Path dir;
    private final boolean overBundled;
    private final String ticker;
    private final boolean replace;
    private final boolean acceptMoves;

    private DataImport(Path dir, boolean overBundled, String ticker, boolean replace, boolean acceptMoves) {
        this.dir = Objects.requireNonNull(dir, "dir").toAbsolutePath().normalize();
        this.overBundled = overBundled;
        this.ticker = ticker;
        this.replace = replace;
        this.acceptMoves = acceptMoves;
    }

    /** Into {@code dir}; {@code overBundled} when it is the user folder laid over the bundled set. */
    public static DataImport into(Path dir, boolean overBundled) { return new DataImport(dir, overBundled, null, false, false); }

    /** The ticker to file a price download under (one price file only); default: from the file. */
    public DataImport ticker(String t) {
        if (t == null) return new DataImport(dir, overBundled, null, replace, acceptMoves);
        String up = Params.validTicker(t).orElseThrow(() -> new UsageException("--ticker '" + t + "' is not a symbol: " + TICKER_RULE));
        return new DataImport(dir, overBundled, up, replace, acceptMoves);
    }

    public DataImport replace(boolean r) { return new DataImport(dir, overBundled, ticker, r, acceptMoves); }

    /** Keeps one-day moves that look like an unadjusted split (real in already adjusted data), naming them in the summary. */
    public DataImport acceptMoves(boolean a) { return new DataImport(dir, overBundled, ticker, replace, a); }

    /** What one file became. */
    public record Imported(Path from, String layout, String target, String summary, boolean replaced) {
        public String line() { return (replaced ? "replaced " : "imported ") + target + " from " + from + " (" + layout + "; " + summary + ")"; }
    }

    /** {@code chain} is set for an option chain, whose snapshot time goes into the folder's index. */
    private record Planned(Path from, String layout, String rel, AtomicFiles.Body body, String summary, boolean replaced, ChainSnapshot chain) {}

    /** Checks every file, then writes all of them; on any problem nothing is written. */
    public List<Imported> run(List<Path> files) {
        if (files.isEmpty()) throw new UsageException("say which files to import: oqa data import FILE... [--ticker T] [--data DIR] [--replace]");
        List<Planned> plan = new ArrayList<>();
        Set<String> targets = new HashSet<>();
        long priceFiles = 0;
        for (Path f : files) {
            Planned p = plan(f);
            if (!targets.add(p.rel)) throw new UsageException(f + ": another file given also becomes " + p.rel + "; import one of them");
            if (p.rel.startsWith(PriceLoader.DIR + "/")) priceFiles++;
            plan.add(p);
        }
        if (ticker != null && priceFiles != 1)
            throw new UsageException("--ticker names the ticker of one price file; " + priceFiles + " price files were given");
        return write(plan);
    }

    private Planned plan(Path f) {
        if (!Files.isRegularFile(f)) throw new UsageException("no file " + f + " (give the path of a downloaded CSV)");
        if (!Files.isReadable(f)) throw new UsageException("cannot read " + f + " (permission denied)");
        try {
            Optional<PriceDownload> prices = PriceDownload.read(f, ticker, acceptMoves);
            if (prices.isPresent()) {
                PriceDownload d = prices.get();
                if (Params.validTicker(d.ticker()).isEmpty())
                    throw new UsageException(f + ": '" + d.ticker() + "' (from the file name) is not a ticker symbol; give one with --ticker T (" + TICKER_RULE + ")");
                String rel = PriceLoader.path(d.ticker());
                boolean existed = refuseExisting(rel, "ticker " + d.ticker(), f);
                return new Planned(f, d.layout(), rel, w -> {
                    w.write("date,adj_close\n");
                    for (int i = 0; i < d.size(); i++) w.write(java.time.LocalDate.ofEpochDay(d.days()[i]) + "," + d.closes()[i] + "\n");
                }, d.size() + " days " + d.first() + ".." + d.last() + ", closes only"
                        + d.splitLikeMoves().stream().map(m -> "; kept line " + m).collect(java.util.stream.Collectors.joining()), existed, null);
            }
            Optional<ChainSnapshot> chain = ChainFiles.read(f);
            if (chain.isPresent()) {
                if (ticker != null) throw new UsageException("--ticker applies to price files; " + f + " is an option chain, filed under its own underlying");
                ChainSnapshot c = chain.get();
                String rel = ChainFiles.path(c.underlying(), c.quoteDate());
                boolean existed = refuseExisting(rel, c.underlying() + " snapshot of " + c.quoteDate(), f);
                return new Planned(f, "option chain", rel, w -> ChainFiles.write(c, w),
                        c.size() + " contracts, " + c.expirations().size() + " expirations, quote date " + c.quoteDate(), existed, c);
            }
            String first = PriceDownload.firstLine(f);
            throw new UsageException(f + " line 1: not a format the importer knows; it reads '" + abbreviate(first == null ? "(empty file)" : first)
                    + "'. Accepted: " + PriceDownload.ACCEPTED);
        } catch (IOException e) {
            throw new UsageException("cannot read " + f + ": " + e.getMessage());
        } catch (LocalDataException e) {
            throw new UsageException(e.getMessage()); // a chain file that looked right but is broken: the user's file
        }
    }

    /** Refuses an existing target unless replacing; true when it exists (so the report says "replaced"). */
    private boolean refuseExisting(String rel, String what, Path from) {
        boolean inFolder = Files.exists(dir.resolve(rel)) || Files.exists(dir.resolve(rel + ".gz"));
        boolean inBundled = overBundled && DataSource.bundled().exists(rel);
        if ((inFolder || inBundled) && !replace)
            throw new UsageException(from + ": " + what + " is already in " + (inFolder ? dir.toString() : "the bundled data")
                    + "; nothing was imported. Give --replace to " + (inFolder ? "replace it" : "let your file answer in its place"));
        return inFolder || inBundled;
    }

    private List<Imported> write(List<Planned> plan) {
        checkWritable();
        List<AtomicFiles.Staged> staged = new ArrayList<>();
        try {
            for (Planned p : plan) staged.add(AtomicFiles.stageGzip(dir.resolve(p.rel + ".gz"), p.body));
            List<ChainArchive.IndexRow> rows = new ArrayList<>();
            for (Planned p : plan)
                if (p.chain != null)
                    ChainFiles.snapshotTime(p.chain).ifPresent(t -> rows.add(new ChainArchive.IndexRow(
                            p.rel.substring("options/".length()), p.chain, t, "imported from " + p.from.getFileName())));
            AtomicFiles.Staged index = rows.isEmpty() ? null : AtomicFiles.stageText(dir.resolve(ChainArchive.INDEX), ChainArchive.indexText(dir, rows));
            if (index != null) staged.add(index);
            for (int i = 0; i < plan.size(); i++) {
                Files.deleteIfExists(dir.resolve(plan.get(i).rel)); // a plain twin would shadow the new .gz
                staged.get(i).commit();
            }
            if (index != null) index.commit();
        } catch (IOException | RuntimeException e) {
            staged.forEach(AtomicFiles.Staged::discard);
            if (e instanceof OqaException o) throw o;
            throw new LocalDataException("cannot write into " + dir + ": " + e.getMessage() + "; nothing was imported", e);
        }
        List<Imported> out = new ArrayList<>();
        for (Planned p : plan) out.add(new Imported(p.from, p.layout, dir.resolve(p.rel + ".gz").toString(), p.summary, p.replaced));
        return out;
    }

    private void checkWritable() {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new LocalDataException("cannot create the data folder " + dir + " (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                    + "); nothing was imported. Choose a writable folder with --data DIR or set OQA_HOME");
        }
        if (!Files.isWritable(dir))
            throw new LocalDataException("the data folder " + dir + " is not writable; nothing was imported. Choose a writable folder with --data DIR or set OQA_HOME");
    }

    private static String abbreviate(String s) { return s.length() <= 80 ? s : s.substring(0, 77) + "..."; }
}
