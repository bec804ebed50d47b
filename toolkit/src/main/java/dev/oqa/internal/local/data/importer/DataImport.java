package dev.oqa.internal.local.data.importer;

import dev.oqa.internal.local.data.ChainFiles;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.Csv;
import dev.oqa.internal.local.data.DataFile;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * {@code oqa data import FILE... [--ticker T] [--data DIR] [--replace] [--accept-moves]}: reads and checks every file,
 * then writes them into the folder layout through {@link DataFolder} ({@code prices/<T>.csv.gz} as
 * {@code date,adj_close}; {@code options/<UND>_<DATE>.csv.gz} in the normalised long form, with its row in the
 * folder's index). Nothing is written unless every file passes: the files are checked first, then staged as
 * temporary files beside their targets, then moved into place.
 *
 * <p>A ticker or snapshot already in the folder is refused unless {@code replace}; with {@code overBundled} (the
 * default user folder, which layers over the bundled set) so is one the bundled set holds, since the import would
 * then answer in its place. Price rows dated after today's New York date and a day of slack ({@link FutureDays})
 * are left out with a note, and a chain so dated is refused, as {@code data fetch} does. A one-day price move that looks like an unadjusted split is refused unless
 * {@code acceptMoves}, which keeps it with a note ({@link PriceChecks}). The {@code clock} dates the index rows of
 * imported chains and says what is in the future.
 */
public record DataImport(Path dir, boolean overBundled, String ticker, boolean replace, boolean acceptMoves, Clock clock) {
    public DataImport {
        dir = dir.toAbsolutePath().normalize();
        Objects.requireNonNull(clock, "clock");
    }

    /** Into {@code dir}; {@code overBundled} when it is the user folder laid over the bundled set. */
    public static DataImport into(Path dir, boolean overBundled) { return new DataImport(dir, overBundled, null, false, false, Clock.systemUTC()); }

    /** The ticker to file a price download under (one price file only); default: from the file. */
    public DataImport ticker(String t) {
        try {
            return new DataImport(dir, overBundled, t == null ? null : DataFile.symbol(t, "--ticker"), replace, acceptMoves, clock);
        } catch (LocalDataException e) {
            throw new UsageException(e.getMessage());
        }
    }

    public DataImport replace(boolean r) { return new DataImport(dir, overBundled, ticker, r, acceptMoves, clock); }

    /** Keeps a one-day move that looks like an unadjusted split, with a note, instead of refusing the file. */
    public DataImport acceptMoves(boolean a) { return new DataImport(dir, overBundled, ticker, replace, a, clock); }

    public DataImport clock(Clock c) { return new DataImport(dir, overBundled, ticker, replace, acceptMoves, c); }

    /** What one file became; {@code notes} say what the checks dropped or let through. */
    public record Imported(Path from, String layout, String target, String summary, boolean replaced, List<String> notes) {
        public String line() {
            return (replaced ? "replaced " : "imported ") + target + " from " + from + " (" + layout + "; " + summary + ")"
                    + (notes.isEmpty() ? "" : "\n  note: " + String.join("\n  note: ", notes));
        }
    }

    /** A checked file, ready to stage: a chain or a price series. */
    private record Planned(Path from, String layout, DataFile file, ChainSnapshot chain, PriceDownload prices, String summary,
                           boolean replaced, List<String> notes) {}

    /** Checks every file, then writes all of them; on any problem nothing is written. */
    public List<Imported> run(List<Path> files) {
        if (files.isEmpty()) throw new UsageException("say which files to import: oqa data import FILE... [--ticker T] [--data DIR] [--replace] [--accept-moves]");
        List<Planned> plan = new ArrayList<>();
        Set<DataFile> targets = new HashSet<>();
        long priceFiles = 0;
        for (Path f : files) {
            Planned p = plan(f);
            if (!targets.add(p.file)) throw new UsageException(f + ": another file given also becomes " + p.file.relPath() + "; import one of them");
            if (p.prices != null) priceFiles++;
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
            Optional<PriceDownload> prices = PriceDownload.read(f, ticker, acceptMoves ? PriceChecks.Moves.NOTE : PriceChecks.Moves.REFUSE);
            if (prices.isPresent()) {
                List<String> notes = new ArrayList<>();
                PriceDownload d = upToLimit(prices.get(), f, notes);
                DataFile file = DataFile.prices(d.ticker(), d.tickerFrom());
                boolean existed = refuseExisting(file, "ticker " + file.symbol(), f);
                // a move kept under --accept-moves is named in the summary ("kept line 12: the price moves ..."), as data fetch reads it
                return new Planned(f, d.layout(), file, null, d, d.size() + " days " + d.first() + ".." + d.last() + ", closes only"
                        + d.notes().stream().map(m -> "; kept " + m).collect(Collectors.joining()), existed, List.copyOf(notes));
            }
            Optional<ChainSnapshot> chain = ChainFiles.read(f);
            if (chain.isPresent()) {
                if (ticker != null) throw new UsageException("--ticker applies to price files; " + f + " is an option chain, filed under its own underlying");
                ChainSnapshot c = DataFolder.checked(chain.get(), f.toString());
                Instant now = clock.instant();
                if (FutureDays.future(c.quoteDate(), now)) // as data fetch refuses such a chain
                    throw new UsageException(f + ": the chain is dated " + c.quoteDate() + ", after today's New York date " + FutureDays.today(now)
                            + " (and a day of slack), so it is not data yet; nothing was imported. Check the file's quote_date");
                DataFile file = DataFile.chain(c.underlying(), c.quoteDate(), f.toString());
                boolean existed = refuseExisting(file, c.underlying() + " snapshot of " + c.quoteDate(), f);
                return new Planned(f, "option chain", file, c, null,
                        c.size() + " contracts, " + c.expirations().size() + " expirations, quote date " + c.quoteDate(), existed, c.notes());
            }
            String first = PriceDownload.firstRow(f);
            throw new UsageException(f + " line 1: not a format the importer knows; it reads " + (first == null ? "'(empty file)'" : Csv.shown(first))
                    + ". Accepted: " + PriceDownload.ACCEPTED);
        } catch (IOException e) {
            throw new UsageException("cannot read " + f + ": " + e.getMessage());
        } catch (LocalDataException e) {
            throw new UsageException(e.getMessage()); // a file that looked right but is broken: the user's file
        }
    }

    /**
     * {@code d} without its days after {@link FutureDays#limit} at the {@code clock}'s instant, each dropped with a note
     * in {@code notes}, as {@code data fetch} drops them: a date in the future is a source's error, not data yet. A file
     * of nothing but such days is refused.
     */
    private PriceDownload upToLimit(PriceDownload d, Path f, List<String> notes) {
        Instant now = clock.instant();
        LocalDate limit = FutureDays.limit(now);
        int n = PriceMerge.upTo(d.days(), (int) limit.toEpochDay()); // the dates ascend (PriceChecks): the days kept come first
        if (n == d.size()) return d;
        List<String> dropped = IntStream.range(n, d.size())
                .mapToObj(i -> "line " + d.lines()[i] + " (" + LocalDate.ofEpochDay(d.days()[i]) + ")").toList();
        if (n == 0)
            throw new UsageException(f + ": every row is dated after today's New York date " + FutureDays.today(now)
                    + " (and a day of slack), so none is data yet; nothing was imported. Check the file's dates");
        notes.add("left out " + dropped.size() + (dropped.size() == 1 ? " row" : " rows") + " dated after " + limit + ", today's New York date "
                + FutureDays.today(now) + " and a day of slack, so not data yet: " + String.join(", ", dropped.subList(0, Math.min(5, dropped.size())))
                + (dropped.size() > 5 ? " and " + (dropped.size() - 5) + " more" : ""));
        return new PriceDownload(d.ticker(), d.tickerFrom(), d.layout(), Arrays.copyOf(d.days(), n), Arrays.copyOf(d.closes(), n),
                Arrays.copyOf(d.lines(), n), d.notes());
    }

    /** Refuses an existing target unless replacing; true when it exists (so the report says "replaced"). */
    private boolean refuseExisting(DataFile file, String what, Path from) {
        boolean inFolder = Files.exists(file.in(dir)) || Files.exists(file.plainIn(dir));
        boolean inBundled = overBundled && DataSource.bundled().exists(file.relPath());
        if ((inFolder || inBundled) && !replace)
            throw new UsageException(from + ": " + what + " is already in " + (inFolder ? dir.toString() : "the bundled data")
                    + "; nothing was imported. Give --replace to " + (inFolder ? "replace it" : "let your file answer in its place"));
        return inFolder || inBundled;
    }

    private List<Imported> write(List<Planned> plan) {
        DataFolder folder = DataFolder.at(dir);
        return folder.locked(() -> { // staged and moved as the folder's one writer
            DataFolder.Batch batch = folder.batch();
            Instant now = clock.instant();
            for (Planned p : plan) {
                if (p.chain != null)
                    batch.chain(p.file, p.chain, new DataFolder.Origin("imported from " + p.from.getFileName(), ChainFiles.snapshotTime(p.chain).orElse(null), now));
                else
                    batch.prices(p.file, p.prices.days(), p.prices.closes());
            }
            batch.commit();
            return plan.stream().map(p -> new Imported(p.from, p.layout, p.file.in(dir).toString(), p.summary, p.replaced, p.notes)).toList();
        });
    }
}
