package dev.oqa.internal.fetch;

import dev.oqa.internal.cache.AtomicFiles;
import dev.oqa.internal.fetch.FetchRow.Outcome;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.TreasuryBillRates;
import dev.oqa.internal.local.data.importer.DataFolder;
import dev.oqa.model.LocalDataException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;

/**
 * Writes what was fetched into a data folder through the importer's own code, so every row passes the checks of
 * {@code oqa data import} and every file is replaced atomically; a failure writes nothing and leaves the earlier file
 * as it was. Chains follow the chain archive's rules (a later fetch of the same day replaces the file only when it is
 * not smaller) with the source and the fetch time in {@code options/index.csv}; prices are merged with the file there
 * (new days appended; the whole file replaced when the adjusted history changed); the rate series becomes
 * {@code macro/FRED_TB3MS.csv}.
 */
record FolderWrites(Path dir) {
    record Written(Outcome change, Path file, int rows, String note) {}

    /** Two adjusted closes of one day that differ by more than this (relative) mean the history was re-adjusted. */
    static final double SAME_CLOSE = 1e-6;

    FolderWrites { dir = dir.toAbsolutePath().normalize(); }

    Written chain(ChainSnapshot c) {
        DataFolder.Written w;
        try {
            w = DataFolder.at(dir).writeChain(c, new DataFolder.Origin(Provider.CBOE.label(), c.asOfLabel(), Instant.now()));
        } catch (LocalDataException e) {
            throw new LocalDataException("cannot write into " + dir + " (" + e.getMessage() + "); nothing was written", e);
        }
        if (w.outcome().equals("kept"))
            return new Written(Outcome.KEPT, w.file(), w.before(), "kept the file of " + c.quoteDate() + ": it has more contracts ("
                    + w.before() + ") than this fetch (" + c.size() + ")");
        return new Written(w.before() > 0 ? Outcome.REPLACED : Outcome.NEW, w.file(), c.size(), "");
    }

    /** Merges {@code fresh} with {@code old}, the folder's series as {@link #existing} read it (null when none). */
    Written prices(DailyCloses fresh, PriceSeries old) {
        String t = fresh.ticker();
        int[] days = fresh.days();
        double[] closes = fresh.closes();
        Outcome change = Outcome.NEW;
        String note = "";
        if (old != null) {
            Comparison c = compare(old, fresh);
            if (c.differ() > 0) {
                change = Outcome.REPLACED;
                note = String.format(Locale.ROOT, "the adjusted history changed (a dividend or a split re-adjusts the past: %d of %d common days"
                        + " differ, by up to %.4g%%); replaced the file", c.differ(), c.common(), c.largest() * 100);
                if (fresh.first().isAfter(old.firstDate()))
                    note += "; days before " + fresh.first() + " were not fetched again and are no longer in it";
            } else {
                int from = Arrays.binarySearch(days, (int) old.lastDate().toEpochDay());
                from = from >= 0 ? from + 1 : -from - 1;
                Path gz = dir.resolve(PriceLoader.path(t) + ".gz");
                Path held = Files.exists(gz) ? gz : dir.resolve(PriceLoader.path(t));
                if (from == days.length) return new Written(Outcome.UNCHANGED, held, old.size(), "up to date (last day " + old.lastDate() + ")");
                int added = days.length - from;
                days = IntStream.concat(Arrays.stream(old.epochDays()), Arrays.stream(days, from, days.length)).toArray();
                closes = DoubleStream.concat(Arrays.stream(old.prices()), Arrays.stream(closes, from, closes.length)).toArray();
                change = Outcome.APPENDED;
                note = "appended " + added + " day" + (added == 1 ? "" : "s") + " after " + old.lastDate();
            }
        }
        DataFolder.Written done;
        try {
            done = DataFolder.at(dir).writePrices(t, days, closes, "the fetched prices of " + t);
        } catch (LocalDataException e) {
            String m = e.getMessage();
            throw new LocalDataException(m.contains("nothing was written") ? m : m + "; nothing was written", e);
        }
        if (!done.notes().isEmpty()) {
            String moves = done.notes().stream().map(m -> "kept " + m.replaceFirst("^row \\d+: ", "")).collect(Collectors.joining(", "));
            note += (note.isEmpty() ? "" : "; ") + moves + ": the closes arrive adjusted, so a move like that is taken as real";
        }
        return new Written(change, done.file(), days.length, note);
    }

    Written rates(MonthlyRates r) {
        StringBuilder sb = new StringBuilder("date,").append(r.series().toLowerCase(Locale.ROOT)).append('\n');
        for (int i = 0; i < r.size(); i++)
            sb.append(r.dates()[i]).append(',').append(Double.isNaN(r.percent()[i]) ? "" : Double.toString(r.percent()[i])).append('\n');
        Path target = dir.resolve(TreasuryBillRates.FILE);
        try {
            if (Files.isRegularFile(target) && Files.readString(target, StandardCharsets.UTF_8).contentEquals(sb))
                return new Written(Outcome.UNCHANGED, target, r.size(), "up to date (last month " + r.last() + ")");
            boolean existed = Files.exists(target);
            AtomicFiles.write(target, sb.toString().getBytes(StandardCharsets.UTF_8));
            return new Written(existed ? Outcome.REPLACED : Outcome.NEW, target, r.size(), "");
        } catch (IOException e) {
            throw new LocalDataException("cannot write " + target + " (" + e.getMessage() + "); nothing was written", e);
        }
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

    private record Comparison(int common, int differ, double largest) {}

    private static Comparison compare(PriceSeries old, DailyCloses fresh) {
        int common = 0, differ = 0;
        double largest = 0;
        int[] od = old.epochDays(), fd = fresh.days();
        double[] op = old.prices(), fp = fresh.closes();
        for (int i = 0, j = 0; i < od.length && j < fd.length; ) {
            if (od[i] < fd[j]) i++;
            else if (od[i] > fd[j]) j++;
            else {
                common++;
                double rel = Math.abs(fp[j] / op[i] - 1);
                if (rel > SAME_CLOSE) { differ++; largest = Math.max(largest, rel); }
                i++;
                j++;
            }
        }
        return new Comparison(common, differ, largest);
    }
}
