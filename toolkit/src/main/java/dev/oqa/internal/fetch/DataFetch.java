package dev.oqa.internal.fetch;

import dev.oqa.internal.fetch.FetchRow.Outcome;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.MonthlyRates;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.OqaException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code oqa data fetch}: fetches items one after the other (chains, daily prices, the T-bill rate) into one data
 * folder and reports one row per item. Every symbol is checked before anything is sent; an item that fails writes
 * nothing and the next one is still fetched. A chain fetched less than {@link #REFETCH_AFTER} ago is not fetched again.
 */
public final class DataFetch {
    public static final Duration REFETCH_AFTER = Duration.ofMinutes(1);
    private static final Pattern FETCHED = Pattern.compile("fetched (\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ)");

    public record Item(String what, Symbol symbol) {
        public static final String OPTIONS = "options", PRICES = "prices", RATES = "rates";

        Provider provider() {
            return switch (what) {
                case OPTIONS -> Provider.CBOE;
                case PRICES -> Provider.YAHOO;
                case RATES -> Provider.FRED;
                default -> throw new IllegalArgumentException("no source for " + what);
            };
        }
    }

    /** When each source's base URL last could not be reached, in this process; the automatic fetch waits before asking again. */
    private static final Map<String, Instant> UNREACHABLE = new ConcurrentHashMap<>();

    private final Path dir;
    private final Sources sources;
    private final FetchHttp http;
    private final TermsNotice terms;
    private final Consumer<String> listener;

    private DataFetch(Path dir, Sources sources, FetchHttp http, TermsNotice terms, Consumer<String> listener) {
        this.dir = Objects.requireNonNull(dir, "dir").toAbsolutePath().normalize();
        this.sources = Objects.requireNonNull(sources, "sources");
        this.http = Objects.requireNonNull(http, "http");
        this.terms = terms;
        this.listener = listener;
    }

    /** Fetches into {@code dataDir} (created when missing) from {@code sources}, with {@code manners} on the wire. */
    public static DataFetch into(Path dataDir, Sources sources, HttpManners manners) {
        return new DataFetch(dataDir, sources, new FetchHttp(manners), new TermsNotice(null), line -> { });
    }

    /** Remembers in {@code file} which sources' terms were shown, so each is shown once; null shows them every time. */
    public DataFetch termsShownIn(Path file) { return new DataFetch(dir, sources, http, new TermsNotice(file), listener); }

    /** Hears one line as each item starts, for progress on a long run. */
    public DataFetch listener(Consumer<String> l) { return new DataFetch(dir, sources, http, terms, Objects.requireNonNull(l, "listener")); }

    public Path dir() { return dir; }

    public Clock clock() { return http.clock(); }

    String base(Provider p) { return sources.base(p).toString(); }

    /** When a fetch in this process last found {@code base} unreachable, or null. */
    static Instant unreachableAt(String base) { return UNREACHABLE.get(base); }

    /** Items of one kind for the symbols as typed; a symbol that is not one is a usage error before anything is sent. */
    public static List<Item> items(String what, List<String> symbols) {
        return symbols.stream().map(Symbol::of).map(s -> new Item(what, s)).distinct().toList();
    }

    public static Item rates() { return new Item(Item.RATES, new Symbol(FredRates.SERIES, false)); }

    /**
     * Everything the folder holds, refreshed: its chains' underlyings, its tickers and the rate (the daily cron line).
     * Names in the folder that are not symbols are left out.
     */
    public List<Item> holdings() {
        Set<Item> out = new LinkedHashSet<>();
        if (Files.isDirectory(dir)) {
            DataSource folder = DataSource.folder(dir);
            for (String t : SnapshotCatalog.of(folder).tickers()) Symbol.parse(t).ifPresent(s -> out.add(new Item(Item.OPTIONS, Symbol.parse(CboeOptions.underlying(s)).orElse(s))));
            for (String t : PriceLoader.available(folder)) Symbol.parse(t).ifPresent(s -> out.add(new Item(Item.PRICES, s)));
        }
        out.add(rates());
        return List.copyOf(out);
    }

    /**
     * Fetches every item, in order, one request at a time.
     *
     * @param since the first day of prices wanted; null: from the first day of the ticker's file, else all there is
     */
    public FetchReport run(List<Item> items, LocalDate since) {
        List<FetchRow> rows = new ArrayList<>();
        Set<Provider> used = EnumSet.noneOf(Provider.class);
        for (int i = 0; i < items.size(); i++) {
            Item it = items.get(i);
            Provider p = it.provider();
            if (items.size() > 1) listener.accept("fetching " + it.what() + " " + it.symbol() + " from " + p.label() + " (" + (i + 1) + " of " + items.size() + ")");
            used.add(p); // a mirror serves the same data on the same terms
            FetchRow row = one(it, p, since);
            if (row.network()) UNREACHABLE.put(base(p), http.clock().instant());
            rows.add(row);
        }
        return new FetchReport(rows, terms.firstTime(used));
    }

    private FetchRow one(Item it, Provider p, LocalDate since) {
        String sym = it.what().equals(Item.OPTIONS) ? CboeOptions.underlying(it.symbol()) : it.symbol().value();
        try {
            FolderWrites writes = new FolderWrites(dir, http.clock());
            return switch (it.what()) {
                case Item.OPTIONS -> {
                    Optional<FetchRow> recent = recent(sym);
                    if (recent.isPresent()) yield recent.get();
                    ChainSnapshot c = new CboeOptions(sources.base(p)).fetch(http, it.symbol());
                    List<String> notes = new ArrayList<>(c.notes());
                    if (it.symbol().value().equals("SPXW")) notes.add(0, "SPXW weeklies are in Cboe's _SPX file with the monthlies: filed as SPX");
                    yield row(it, sym, p, label(c.asOfLabel()), writes.chain(c), notes);
                }
                case Item.PRICES -> {
                    // from the first day of the ticker's file, so a later fetch covers it and can tell a re-adjusted history
                    FolderWrites.Held held = writes.held(sym);
                    LocalDate from = since != null ? since : held.series() == null ? null : held.series().firstDate();
                    DailyCloses d = new YahooPrices(sources.base(p)).fetch(http, it.symbol(), from);
                    yield row(it, sym, p, d.last().toString(), writes.prices(d, held), d.notes());
                }
                default -> {
                    MonthlyRates r = new FredRates(sources.base(p)).fetch(http);
                    yield row(it, sym, p, r.last().toString(), writes.rates(r), r.notes());
                }
            };
        } catch (FetchException e) {
            return FetchRow.failed(it.what(), sym, p.label(), e.getMessage(), e.network());
        } catch (OqaException e) {
            return FetchRow.failed(it.what(), sym, p.label(), e.getMessage(), false);
        }
    }

    /** The row of a fetch that wrote {@code w}: the reading's notes, then the write's. */
    private static FetchRow row(Item it, String sym, Provider p, String asOf, FolderWrites.Written w, List<String> notes) {
        String note = String.join("; ", notes);
        if (!w.note().isEmpty()) note += (note.isEmpty() ? "" : "; ") + w.note();
        return new FetchRow(it.what(), sym, p.label(), asOf, w.rows(), w.change(), w.file().toString(), note, false);
    }

    /** The quote time of an as-of label, without the source in parentheses. */
    private static String label(String asOf) {
        int cut = asOf.indexOf(" (");
        return cut > 0 ? asOf.substring(0, cut) : asOf;
    }

    /** A row for a chain of {@code und} fetched from Cboe less than {@link #REFETCH_AFTER} ago, if there is one. */
    private Optional<FetchRow> recent(String und) {
        Optional<Fetched> last = lastFetched(dir, und);
        if (last.isEmpty()) return Optional.empty();
        Duration age = Duration.between(last.get().at(), http.clock().instant());
        if (age.isNegative() || age.compareTo(REFETCH_AFTER) >= 0) return Optional.empty();
        SnapshotRef ref = last.get().ref();
        int size = SnapshotCatalog.of(DataSource.folder(dir)).load(ref).size();
        Path file = dir.resolve(ref.file() + (Files.exists(dir.resolve(ref.file() + ".gz")) ? ".gz" : ""));
        return Optional.of(new FetchRow(Item.OPTIONS, und, Provider.CBOE.label(), label(ref.snapshotTime()), size, Outcome.RECENT, file.toString(),
                "fetched " + age.toSeconds() + " s ago; a chain is fetched at most once a minute", false));
    }

    /** A snapshot of the folder and when it was fetched from Cboe. */
    record Fetched(SnapshotRef ref, Instant at) {}

    /** The newest Cboe fetch of {@code und} recorded in {@code dir}'s index (its snapshot time says when). */
    static Optional<Fetched> lastFetched(Path dir, String und) {
        if (!Files.isDirectory(dir)) return Optional.empty();
        return lastFetched(SnapshotCatalog.of(DataSource.folder(dir)), und);
    }

    /** {@link #lastFetched(Path, String)} in a catalogue of the folder already scanned (one scan for many tickers). */
    static Optional<Fetched> lastFetched(SnapshotCatalog folder, String und) {
        List<Fetched> found = new ArrayList<>();
        for (SnapshotRef r : folder.snapshots()) {
            if (!r.ticker().equals(und) || r.snapshotTime() == null || !r.snapshotTime().contains(Provider.CBOE.label())) continue;
            Matcher m = FETCHED.matcher(r.snapshotTime());
            if (m.find()) found.add(new Fetched(r, Instant.parse(m.group(1))));
        }
        return found.stream().max(Comparator.comparing(Fetched::at));
    }
}
