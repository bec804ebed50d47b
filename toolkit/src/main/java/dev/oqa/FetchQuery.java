package dev.oqa;

import dev.oqa.internal.client.SettingsFile;
import dev.oqa.internal.fetch.DataFetch;
import dev.oqa.internal.fetch.HttpManners;
import dev.oqa.internal.fetch.Sources;
import dev.oqa.model.OqaHome;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Today's data from keyless public sources into the user's data folder, as {@code oqa data fetch} does:
 * {@code oqa.fetch().options("SPY", "QQQ").prices("AAPL").rates().run()}. Option chains come from Cboe's delayed
 * quotes (15 minutes delayed), daily adjusted closes from Yahoo's chart API, the 3-month T-bill rate from FRED; the
 * sources' terms are personal, non-commercial use (docs/DATA.md). Naming nothing refreshes everything the folder
 * holds. Immutable: every setter returns a new query. Symbols are checked by {@link #run()} before anything is sent.
 */
public final class FetchQuery {
    private final OqaHome home;
    private final Map<String, String> env;
    private final Clock clock;
    private final List<String[]> items;
    private final LocalDate since;
    private final Path into;
    private final Duration connectTimeout;

    FetchQuery(OqaHome home, Map<String, String> env, Clock clock) { this(home, env, clock, List.of(), null, null, null); }

    private FetchQuery(OqaHome home, Map<String, String> env, Clock clock, List<String[]> items, LocalDate since, Path into, Duration connectTimeout) {
        this.home = home;
        this.env = env;
        this.clock = clock;
        this.items = List.copyOf(items);
        this.since = since;
        this.into = into;
        this.connectTimeout = connectTimeout;
    }

    private FetchQuery with(String what, String... symbols) {
        List<String[]> more = new ArrayList<>(items);
        for (String s : symbols) more.add(new String[] {what, s});
        return new FetchQuery(home, env, clock, more, since, into, connectTimeout);
    }

    /** Option chains (Cboe delayed quotes) of these underlyings; an index may be written {@code SPX} or {@code _SPX}. */
    public FetchQuery options(String... symbols) { return with(DataFetch.Item.OPTIONS, symbols); }

    /** Daily adjusted closes (Yahoo) of these tickers. */
    public FetchQuery prices(String... tickers) { return with(DataFetch.Item.PRICES, tickers); }

    /** The 3-month T-bill rate (FRED TB3MS), for {@code --rf tbill}. */
    public FetchQuery rates() { return with(DataFetch.Item.RATES, "TB3MS"); }

    /** The first day of prices wanted (default: the first day of the ticker's file, else all the source has). */
    public FetchQuery since(LocalDate day) { return new FetchQuery(home, env, clock, items, day, into, connectTimeout); }

    /** Another data folder than the user's ({@code --data DIR}). */
    public FetchQuery into(Path dataFolder) { return new FetchQuery(home, env, clock, items, since, Objects.requireNonNull(dataFolder, "dataFolder"), connectTimeout); }

    /** How long to wait for a connection (default 5 s); a notebook that may run offline gives a short one. */
    public FetchQuery connectTimeout(Duration d) { return new FetchQuery(home, env, clock, items, since, into, Objects.requireNonNull(d, "connectTimeout")); }

    /** Fetches every item, one request at a time, and says what became of each. */
    public FetchResult run() {
        HttpManners manners = HttpManners.defaults().clock(clock);
        if (connectTimeout != null) manners = manners.connectTimeout(connectTimeout);
        DataFetch fetch = DataFetch.into(into != null ? into : home.dataDir(), Sources.resolve(env, SettingsFile.in(home).file()), manners)
                .termsShownIn(home.configRoot().resolve("fetch-terms"));
        List<DataFetch.Item> wanted = new ArrayList<>();
        for (String[] i : items)
            wanted.addAll(i[0].equals(DataFetch.Item.RATES) ? List.of(DataFetch.rates()) : DataFetch.items(i[0], Arrays.asList(i[1])));
        return new FetchResult(fetch.run(wanted.isEmpty() ? fetch.holdings() : wanted.stream().distinct().toList(), since));
    }

    @Override public String toString() {
        return "FetchQuery[" + (items.isEmpty() ? "everything the data folder holds" : String.join(" ", items.stream().map(i -> i[0] + " " + i[1]).toList())) + "]";
    }
}
