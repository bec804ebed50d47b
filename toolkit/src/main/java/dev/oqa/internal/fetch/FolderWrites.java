package dev.oqa.internal.fetch;

import dev.oqa.internal.cache.AtomicFiles;
import dev.oqa.internal.client.UserFiles;
import dev.oqa.internal.fetch.FetchRow.Outcome;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.Csv;
import dev.oqa.internal.local.data.DataLimits;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.MonthlyRates;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import dev.oqa.internal.local.data.TreasuryBillRates;
import dev.oqa.internal.local.data.importer.DataFolder;
import dev.oqa.internal.local.data.importer.FutureDays;
import dev.oqa.internal.local.data.importer.PriceMerge;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.OqaException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Writes what was fetched into a data folder through the importer's own code, so every row passes the checks of
 * {@code oqa data import} and every file is replaced atomically, each read-modify-write as the folder's one writer
 * ({@link DataFolder#locked}); a failure writes nothing and leaves the earlier file as it was. Nothing dated after the
 * fetch's New York date (and a day of slack, {@link FutureDays}) is written. Chains follow the chain archive's rules
 * (a later fetch of the same day replaces the file only when it is not smaller) with the source and the fetch time in
 * {@code options/index.csv}; prices and the rate are merged into what is held, never shrinking it ({@link PriceMerge}),
 * a file whose values change kept as a dated backup; the rate series becomes {@code macro/FRED_TB3MS.csv}.
 */
record FolderWrites(Path dir, Clock clock) {
    record Written(Outcome change, Path file, int rows, String note) {}

    FolderWrites { dir = dir.toAbsolutePath().normalize(); }

    private DataFolder folder() { return DataFolder.at(dir); }

    /**
     * Files a chain, unless it is dated after the fetch's New York date (plus a day of slack): that is refused. Chains of
     * the same underlying the folder holds with such a date are moved aside into {@code backup/options/}, so they no
     * longer answer as the latest snapshot.
     */
    Written chain(ChainSnapshot c) {
        Instant now = clock.instant();
        LocalDate limit = FutureDays.limit(now);
        if (c.quoteDate().isAfter(limit))
            throw new LocalDataException("the chain is dated " + c.quoteDate() + ", after the fetch's New York date " + FutureDays.today(now)
                    + " (and a day of slack): a source's error, refused; nothing was written");
        try {
            return folder().locked(() -> {
                List<String> notes = new ArrayList<>();
                for (Path f : futureChains(c.underlying(), limit))
                    notes.add("moved " + dir.relativize(f) + " aside to " + folder().setAside(f) + ": it is dated after " + limit + ", in the future");
                DataFolder.Written w = folder().writeChain(c, new DataFolder.Origin(Provider.CBOE.label(), c.asOfLabel(), now));
                if (w.outcome().equals("kept"))
                    notes.add("kept the file of " + c.quoteDate() + ": it has more contracts (" + w.before() + ") than this fetch (" + c.size() + ")");
                Outcome o = w.outcome().equals("kept") ? Outcome.KEPT : w.before() > 0 ? Outcome.REPLACED : Outcome.NEW;
                return new Written(o, w.file(), o == Outcome.KEPT ? w.before() : c.size(), String.join("; ", notes));
            });
        } catch (LocalDataException e) {
            throw new LocalDataException("cannot write into " + dir + " (" + e.getMessage() + "); nothing was written", e);
        }
    }

    /** The folder's chain files of {@code und} dated after {@code limit}. */
    private List<Path> futureChains(String und, LocalDate limit) {
        List<Path> out = new ArrayList<>();
        for (SnapshotRef r : SnapshotCatalog.of(DataSource.folder(dir)).snapshots()) {
            if (!r.ticker().equals(und) || !r.quoteDate().isAfter(limit)) continue;
            Path gz = dir.resolve(r.file() + ".gz"), plain = dir.resolve(r.file());
            if (Files.isRegularFile(gz)) out.add(gz);
            if (Files.isRegularFile(plain)) out.add(plain);
        }
        return out;
    }

    /**
     * Merges {@code fresh} into the folder's series of its ticker ({@link PriceMerge}: days not covered are kept, a
     * re-adjusted history re-adjusts them, days in the future are dropped), read and written as the folder's one
     * writer. A file whose values change is kept as a dated backup first.
     */
    Written prices(DailyCloses fresh) { return prices(fresh, null); }

    /**
     * {@link #prices(DailyCloses)}, with the series {@link #held} read before the fetch: used again when the file has not
     * changed since (its size and time), else read again under the lock.
     */
    Written prices(DailyCloses fresh, Held before) {
        String t = fresh.ticker();
        Instant now = clock.instant();
        try {
            return folder().locked(() -> {
                Path gz = dir.resolve(PriceLoader.path(t) + ".gz"), plain = dir.resolve(PriceLoader.path(t));
                Path held = Files.isRegularFile(gz) ? gz : Files.isRegularFile(plain) ? plain : null;
                PriceSeries old = held == null ? null
                        : before != null && before.series() != null && before.version() == version(t) ? before.series() : existing(t);
                PriceMerge m = PriceMerge.of(t, old == null ? null : old.epochDays(), old == null ? null : old.prices(), fresh.days(), fresh.closes(),
                        FutureDays.limit(now));
                List<String> notes = new ArrayList<>(m.notes());
                if (m.change() == PriceMerge.Change.UNCHANGED)
                    return new Written(Outcome.UNCHANGED, held, old.size(), "up to date (last day " + old.lastDate() + ")");
                if (held != null && (old == null || m.changed())) {
                    if (old == null) notes.add("the file held could not be read; replaced");
                    notes.add("the file before is kept as " + folder().backup(held, now));
                }
                DataFolder.Written done = folder().writePrices(t, m.days(), m.closes(), "the fetched prices of " + t);
                if (!done.notes().isEmpty())
                    notes.add(done.notes().stream().map(x -> "kept " + x.replaceFirst("^row \\d+: ", "")).collect(Collectors.joining(", "))
                            + ": the closes arrive adjusted, so a move like that is taken as real");
                Outcome o = switch (m.change()) {
                    case NEW -> Outcome.NEW;
                    case APPENDED -> Outcome.APPENDED;
                    default -> Outcome.REPLACED;
                };
                return new Written(held == null ? Outcome.NEW : o, done.file(), m.days().length, String.join("; ", notes));
            });
        } catch (LocalDataException e) {
            String msg = e.getMessage();
            throw new LocalDataException(msg.contains("nothing was written") || msg.contains("kept the held file") ? msg : msg + "; nothing was written", e);
        }
    }

    /**
     * Merges the fetched months into the folder's rate file: months the answer lacks are kept, a month the answer gives
     * takes its value (FRED revises), months after the fetch's New York date are left out; a file whose values change
     * is kept as a dated backup first.
     */
    Written rates(MonthlyRates r) {
        Path target = dir.resolve(TreasuryBillRates.FILE);
        Instant now = clock.instant();
        LocalDate limit = FutureDays.limit(now);
        try {
            return folder().locked(() -> {
                List<String> notes = new ArrayList<>();
                TreeMap<LocalDate, Double> merged = new TreeMap<>();
                byte[] before = rateBytes(target).orElse(null); // read once: merged from, then compared with
                boolean unreadable = false;
                try {
                    if (before != null) merged.putAll(heldRates(before, target));
                } catch (LocalDataException e) {
                    unreadable = true;
                    notes.add("the file held could not be read (" + e.getMessage() + "); replaced");
                }
                int revised = 0, future = 0, droppedHeld = 0;
                for (LocalDate d : new ArrayList<>(merged.keySet()))
                    if (d.isAfter(limit)) { merged.remove(d); droppedHeld++; }
                for (int i = 0; i < r.size(); i++) {
                    LocalDate d = r.dates()[i];
                    double v = r.percent()[i];
                    if (d.isAfter(limit)) { future++; continue; }
                    Double was = merged.get(d);
                    if (Double.isNaN(v) && was != null) continue; // a month the answer leaves blank keeps its value
                    if (was != null && !Double.isNaN(was) && Double.compare(was, v) != 0) revised++;
                    merged.put(d, v);
                }
                if (future > 0) notes.add("left out " + future + " month" + (future == 1 ? "" : "s") + " after " + limit + ", dated in the future");
                if (droppedHeld > 0) notes.add("dropped " + droppedHeld + " held month" + (droppedHeld == 1 ? "" : "s") + " after " + limit + ", dated in the future");
                if (revised > 0) notes.add("the source revised " + revised + " month" + (revised == 1 ? "" : "s") + " held");
                if (merged.isEmpty()) throw new LocalDataException("the answer holds no month up to " + limit + "; nothing was written");
                StringWriter sw = new StringWriter();
                Csv.Out csv = Csv.write(sw).row("date", r.series().toLowerCase(Locale.ROOT));
                merged.forEach((d, v) -> csv.number(d.toString()).number(Double.isNaN(v) ? null : Double.toString(v)).end());
                csv.flush();
                byte[] text = sw.toString().getBytes(StandardCharsets.UTF_8);
                boolean existed = before != null, rewritten = unreadable || revised > 0 || droppedHeld > 0;
                if (existed && !unreadable && Arrays.equals(before, text))
                    return new Written(Outcome.UNCHANGED, target, merged.size(), "up to date (last month " + r.last() + ")");
                if (existed && rewritten) notes.add("the file before is kept as " + folder().backup(target, now));
                try {
                    AtomicFiles.write(target, text);
                } catch (IOException e) {
                    throw new LocalDataException("cannot write " + target + " (" + e.getMessage() + "); nothing was written", e);
                }
                return new Written(existed ? (rewritten ? Outcome.REPLACED : Outcome.APPENDED) : Outcome.NEW,
                        target, merged.size(), String.join("; ", notes));
            });
        } catch (LocalDataException e) {
            String msg = e.getMessage();
            throw new LocalDataException(msg.contains("nothing was written") ? msg : "cannot write " + target + " (" + msg + "); nothing was written", e);
        }
    }

    /** The rate file's bytes under the rule for the user's files (a regular file, at most the data files' bound). */
    private static Optional<byte[]> rateBytes(Path file) {
        return UserFiles.readBytes(file, "rate file", DataLimits.MAX_TEXT_BYTES, "remove it and fetch the rate again (oqa data fetch rates)");
    }

    /** The bytes of the folder's rate {@code file} as month to percent (NaN for a blank month), by the series' one reader. */
    private static Map<LocalDate, Double> heldRates(byte[] bytes, Path file) {
        Map<LocalDate, Double> out = new TreeMap<>();
        try (Csv.Rows rows = Csv.read(new ByteArrayInputStream(bytes), file.toString())) {
            MonthlyRates held = MonthlyRates.read(rows);
            for (int i = 0; i < held.size(); i++) out.put(held.dates()[i], held.percent()[i]);
        } catch (OqaException e) {
            throw e instanceof LocalDataException l ? l : new LocalDataException(e.getMessage(), e);
        }
        return out;
    }

    /** A ticker's series as read before a fetch, and the version (size and time) of its file then. */
    record Held(PriceSeries series, long version) {}

    /** The ticker's series in this folder alone and its file's version; the series null when none or unreadable. */
    Held held(String ticker) {
        long v = version(ticker);
        return new Held(existing(ticker), v);
    }

    private long version(String ticker) {
        return Files.isDirectory(dir) ? DataSource.folder(dir).version(PriceLoader.path(ticker)) : 0L;
    }

    /** The ticker's series in this folder alone (not the bundled set), or null when there is none or it cannot be read. */
    PriceSeries existing(String ticker) {
        if (!Files.isDirectory(dir)) return null;
        try {
            DataSource folder = DataSource.folder(dir);
            return folder.exists(PriceLoader.path(ticker)) ? PriceLoader.load(folder, ticker) : null;
        } catch (LocalDataException unreadable) {
            return null; // replaced by the fetched history; the importer checks that one
        }
    }
}
