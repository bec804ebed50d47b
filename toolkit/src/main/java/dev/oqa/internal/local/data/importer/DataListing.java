package dev.oqa.internal.local.data.importer;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import dev.oqa.model.LocalDataException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What a data source holds, for {@code oqa data list}: every ticker with its first and last date, row count and the
 * folder that answers for it; every option snapshot with its date and folder. A series whose last day or a snapshot
 * whose date lies after today's New York date (and a day of slack, {@link FutureDays}) is flagged: it came from a
 * source's error, is never taken as current, and the next fetch of it sets it right. A file that cannot be read is listed
 * with the reason instead of failing the listing (a price file as an unreadable row, a file in {@code options/} in
 * {@code problems}, each message naming its file).
 */
public record DataListing(DataSource source, List<Prices> prices, List<Snapshot> snapshots, List<String> problems) {
    /** One price file. {@code problem} is empty when it reads; {@code future} when its last day is after {@link FutureDays#limit}. */
    public record Prices(String ticker, String first, String last, int days, String origin, String problem, boolean future) {
        public Prices(String ticker, String first, String last, int days, String origin, String problem) {
            this(ticker, first, last, days, origin, problem, false);
        }
    }

    /** One snapshot; {@code future} when it is dated after {@link FutureDays#limit}. */
    public record Snapshot(String ticker, String quoteDate, String file, String origin, boolean future) {
        public Snapshot(String ticker, String quoteDate, String file, String origin) { this(ticker, quoteDate, file, origin, false); }
    }

    private static final String FUTURE = "  FUTURE-DATED: after today in New York; never current, the next fetch of it moves it aside";

    public DataListing {
        prices = List.copyOf(prices);
        snapshots = List.copyOf(snapshots);
        problems = List.copyOf(problems);
    }

    public static DataListing of(DataSource source) { return of(source, Instant.now()); }

    /** The listing at {@code now} (which dates count as in the future). */
    public static DataListing of(DataSource source, Instant now) {
        List<Prices> p = new ArrayList<>();
        for (String t : PriceLoader.available(source)) {
            String origin = source.origin(PriceLoader.path(t)).map(DataSource::label).orElse(source.label());
            try {
                PriceSeries s = PriceLoader.load(source, t);
                p.add(new Prices(t, s.firstDate().toString(), s.lastDate().toString(), s.size(), origin, "", FutureDays.future(s.lastDate(), now)));
            } catch (LocalDataException e) {
                p.add(new Prices(t, "", "", 0, origin, e.getMessage()));
            }
        }
        List<Snapshot> o = new ArrayList<>();
        SnapshotCatalog catalog = SnapshotCatalog.of(source);
        for (SnapshotRef r : catalog.snapshots())
            o.add(new Snapshot(r.ticker(), r.quoteDate().toString(), r.file(), source.origin(r.file()).map(DataSource::label).orElse(source.label()),
                    FutureDays.future(r.quoteDate(), now)));
        return new DataListing(source, p, o, catalog.problems());
    }

    /** The listing as text: a table of prices, then one of snapshots. */
    public String text() {
        // the listing is asked for: it says where the user's folder is, which the provenance line leaves to words
        StringBuilder sb = new StringBuilder(source.describe()).append(source.folder().filter(f -> !source.describe().contains(f.toString()))
                .map(f -> " (your data folder is " + f + ")").orElse("")).append('\n');
        sb.append(prices.size()).append(" tickers (prices/, daily adjusted closes):\n");
        sb.append(String.format("  %-10s %-10s %-10s %6s  %s%n", "ticker", "first", "last", "days", "from"));
        for (Prices p : prices) {
            if (p.problem().isEmpty())
                sb.append(String.format("  %-10s %-10s %-10s %6d  %s%s%n", p.ticker(), p.first(), p.last(), p.days(), p.origin(), p.future() ? FUTURE : ""));
            else sb.append(String.format("  %-10s unreadable: %s%n", p.ticker(), p.problem()));
        }
        sb.append(snapshots.size()).append(" option snapshots (options/):\n");
        sb.append(String.format("  %-10s %-10s  %s%n", "ticker", "date", "from"));
        for (Snapshot s : snapshots) sb.append(String.format("  %-10s %-10s  %s%s%n", s.ticker(), s.quoteDate(), s.origin(), s.future() ? FUTURE : ""));
        if (!problems.isEmpty()) {
            sb.append(problems.size()).append(" file").append(problems.size() == 1 ? "" : "s").append(" in options/ left out:\n");
            for (String p : problems) sb.append("  unreadable: ").append(p).append('\n');
        }
        return sb.toString().stripTrailing();
    }
}
