package dev.oqa.internal.fetch;

import dev.oqa.internal.calendar.TradingCalendar;
import dev.oqa.internal.client.SettingsFile;
import dev.oqa.internal.fetch.DataFetch.Item;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceStore;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.importer.FutureDays;
import dev.oqa.internal.local.quant.QuantConventions;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Family;
import dev.oqa.model.OqaException;
import dev.oqa.model.OqaHome;
import dev.oqa.model.Param;
import dev.oqa.model.data.RiskData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Auto mode's fetch before a local answer: an options analytic whose underlying has no snapshot, or only one older
 * than the session a delayed feed shows now, fetches today's chain first; a quant analytic does the same for tickers
 * with no prices, or whose last close is older than the last session's. Whatever it fetched, or could not, is a note
 * on the answer; the answer then comes from what the folder holds, if anything (a note never says "answered"). Items
 * a source that could not be reached left as they were are named on one line per source, however many; an answer that
 * would fetch more than {@link #MAX_ITEMS} items fetches none and its note gives the command that does. Not used with {@code --local}, {@code --as-of} or
 * {@code --data} (the router does not call it), nor when turned off ({@code oqa data fetch auto off}, or env
 * {@code OQA_AUTOFETCH=off} for one process).
 *
 * <p>"Outdated" knows no exchange holidays: on one, the chain fetched after the session's delayed start (or the price
 * file written after its close) counts as current, so a holiday costs one fetch, not one per answer. A source that
 * could not be reached, by this or any fetch in the process, is not asked again for {@link #RETRY_OFFLINE} (a notebook
 * builds many instances, and offline each would otherwise wait out its own connect timeout).
 */
public final class AutoFetch implements LocalRefresh {
    public static final String ENV = "OQA_AUTOFETCH", SETTING = "autofetch";
    public static final Duration RETRY_OFFLINE = Duration.ofMinutes(5);

    private final DataFetch fetch;
    private final DataSource data;
    private final QuantConventions conventions;

    AutoFetch(DataFetch fetch, QuantConventions conventions) {
        this.fetch = fetch;
        this.data = DataSource.layered(fetch.dir());
        this.conventions = conventions;
    }

    /**
     * The fetch into {@code home}'s data folder, or {@link LocalRefresh#NONE} when turned off; a source address that is
     * not usable (a bad {@code OQA_SOURCE_*}) turns it off with a note on every answer rather than failing them.
     */
    public static LocalRefresh of(OqaHome home, SettingsFile settings, Map<String, String> env, HttpManners manners, QuantConventions conventions) {
        if (!settings.on(env, ENV, SETTING)) return LocalRefresh.NONE;
        try {
            return new AutoFetch(DataFetch.into(home.dataDir(), Sources.from(env, settings), manners)
                    .termsShownIn(home.configRoot().resolve("fetch-terms")), conventions);
        } catch (OqaException bad) {
            Refreshed note = new Refreshed(false, List.of("auto-fetch: off (" + bad.getMessage() + ")"));
            return request -> note;
        }
    }

    @Override public Refreshed before(ApiRequest request) {
        Instant now = fetch.clock().instant();
        List<Item> due = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        // per source: why it could not be reached, and the items it left as they were (one line each, however many)
        Map<Provider, String> downWhy = new EnumMap<>(Provider.class);
        Map<Provider, List<Item>> notRefreshed = new EnumMap<>(Provider.class);
        HeldChains chains = new HeldChains();
        for (Item it : needs(request)) {
            if (!outdated(it, now, chains)) continue;
            Provider p = it.provider();
            Instant down = DataFetch.unreachableAt(fetch.base(p));
            if (down != null && now.isBefore(down.plus(RETRY_OFFLINE))) {
                downWhy.putIfAbsent(p, p.label() + " could not be reached " + Duration.between(down, now).toSeconds() + " s ago");
                notRefreshed.computeIfAbsent(p, k -> new ArrayList<>()).add(it);
                continue;
            }
            due.add(it);
        }
        if (due.size() > MAX_ITEMS) {
            notes.add(tooMany(due));
            due = List.of();
        }
        boolean changed = false;
        List<String> notices = List.of();
        if (!due.isEmpty()) {
            FetchReport report = fetch.run(due, null);
            for (int i = 0; i < report.rows().size(); i++) {
                FetchRow r = report.rows().get(i);   // one row per item, in the items' order
                if (r.outcome().ok()) {
                    changed |= r.outcome() != FetchRow.Outcome.UNCHANGED && r.outcome() != FetchRow.Outcome.RECENT;
                    notes.add("auto-fetch: " + r.what() + " " + r.symbol() + " from " + r.source() + ", fetched " + r.outcome().name().toLowerCase(Locale.ROOT)
                            + " (as of " + r.asOf() + ", " + r.rows() + (r.what().equals(Item.OPTIONS) ? " contracts" : " days") + ")");
                } else if (r.network() && i < due.size()) {
                    Item it = due.get(i);
                    downWhy.putIfAbsent(it.provider(), r.note().replace(" (not tried again)", ""));
                    notRefreshed.computeIfAbsent(it.provider(), k -> new ArrayList<>()).add(it);
                } else {
                    notes.add("auto-fetch: could not fetch " + r.what() + " " + r.symbol() + " (" + r.note() + "); not refreshed");
                }
            }
            notices = report.notices();
        }
        // A failure never says "answered": whether there is an answer is the engine's to say, from what the folder holds.
        notRefreshed.forEach((p, items) -> notes.add("auto-fetch: " + downWhy.get(p) + "; not refreshed: " + names(items)));
        notes.addAll(notices);
        return new Refreshed(changed, notes);
    }

    /** The most items one answer fetches before it is computed: past it, none are fetched and the note says how to. */
    public static final int MAX_ITEMS = 25;

    /** One line: how many would be fetched, and the command that fetches them (the first 20 symbols when there are more). */
    static String tooMany(List<Item> due) {
        Map<String, List<String>> byWhat = new LinkedHashMap<>();
        for (Item it : due) byWhat.computeIfAbsent(it.what(), k -> new ArrayList<>()).add(it.symbol().value());
        List<String> commands = new ArrayList<>();
        byWhat.forEach((what, symbols) -> commands.add("oqa data fetch " + what + " " + String.join(" ", symbols.subList(0, Math.min(20, symbols.size())))
                + (symbols.size() > 20 ? " … (" + String.format(Locale.ROOT, "%,d", symbols.size()) + " in all)" : "")));
        return "auto-fetch: " + String.format(Locale.ROOT, "%,d", due.size()) + " items are outdated or missing, more than the " + MAX_ITEMS
                + " fetched before an answer; none fetched. Fetch them with: " + String.join("; ", commands);
    }

    /** {@code prices SPY, QQQ, TLT} (one kind) or {@code options SPY, prices QQQ} (mixed). */
    private static String names(List<Item> items) {
        boolean one = items.stream().map(Item::what).distinct().count() == 1;
        String list = String.join(", ", items.stream().map(i -> (one ? "" : i.what() + " ") + i.symbol().value()).toList());
        return one ? items.get(0).what() + " " + list : list;
    }

    /** The chains or price series {@code request} is computed from. */
    List<Item> needs(ApiRequest r) {
        Endpoint e = r.endpoint();
        Set<String> tickers = new LinkedHashSet<>();
        String what = e.family() == Family.OPTIONS || e.family() == Family.GREEKS ? Item.OPTIONS : Item.PRICES;
        switch (e) {
            case PING -> { return List.of(); }
            case RISK -> {
                tickers.add(r.ticker().orElseThrow());
                tickers.add(r.get(Param.BENCHMARK).orElse(RiskData.DEFAULT_BENCHMARK));
            }
            case PORTFOLIO_OPTIMIZER -> tickers.addAll(r.get(Param.TICKERS).orElse(List.of()));
            case ASSET_CORRELATION -> tickers.addAll(r.get(Param.TICKERS).orElse(conventions.correlationUniverse()));
            case SECTOR_INSIGHTS -> tickers.addAll(conventions.sectorUniverse());
            default -> tickers.add(r.ticker().orElseThrow());
        }
        // SPXW is filed as SPX by a fetch, so its own snapshots would never look current: it is not fetched for.
        return tickers.stream().flatMap(t -> Symbol.parse(t).stream())
                .filter(s -> what.equals(Item.PRICES) || CboeOptions.underlying(s).equals(s.value())).map(s -> new Item(what, s)).toList();
    }

    /**
     * The snapshots one answer's items are compared with, each catalogue scanned at most once per answer and only when
     * a chain is asked about: a scan reads {@code options/index.csv} and lists (and may sniff) every file in
     * {@code options/}, and one per item (twice, with the fetch record) made an answer over 25 underlyings scan 50 times.
     */
    private final class HeldChains {
        private SnapshotCatalog all, fetched;

        /** Every snapshot the answer could use: the folder's and the bundled set's. */
        SnapshotCatalog all() {
            if (all == null) all = SnapshotCatalog.of(data);
            return all;
        }

        /** When {@code t}'s chain was last fetched into the folder, from its index. */
        Optional<Instant> lastFetched(String t) {
            if (!Files.isDirectory(fetch.dir())) return Optional.empty();
            if (fetched == null) fetched = SnapshotCatalog.of(DataSource.folder(fetch.dir()));
            return DataFetch.lastFetched(fetched, t).map(DataFetch.Fetched::at);
        }
    }

    /**
     * Whether {@code it} is older than the session a refresh expects. The holidays are asked only when the data lies
     * between the session's weekday bounds ({@link TradingCalendar.Bounds}): data at or after the latest possible
     * session is current, data before the earliest is outdated, whatever the holidays; loading the calendar costs a
     * fresh JVM one to three seconds, which neither case pays.
     */
    private boolean outdated(Item it, Instant now, HeldChains chains) {
        String t = it.symbol().value();
        if (it.what().equals(Item.OPTIONS)) {
            // a snapshot dated in the future (a source's error) is never current: the fetch moves it aside
            Optional<LocalDate> held = chains.all().snapshots().stream().filter(r -> r.ticker().equals(t)).map(r -> r.quoteDate())
                    .filter(q -> !FutureDays.future(q, now)).max(Comparator.naturalOrder());
            Optional<Instant> fetched = chains.lastFetched(t);
            // current for a session when a snapshot of it (or later) is held, or a fetch ran once its quotes showed
            Predicate<LocalDate> current = s -> held.filter(q -> !q.isBefore(s)).isPresent()
                    || fetched.filter(at -> !at.isBefore(Sessions.atNewYork(s, Sessions.DELAYED_OPEN))).isPresent();
            TradingCalendar.Bounds b = Sessions.delayedSessionBounds(now);
            if (current.test(b.latest())) return false;
            if (!current.test(b.earliest())) return true;
            return !current.test(Sessions.delayedSession(now));
        }
        PriceStore store = PriceStore.shared(data);
        if (!store.has(t)) return true;
        LocalDate last;
        try {
            last = store.get(t).lastDate();
        } catch (OqaException unreadable) {
            return true;
        }
        if (FutureDays.future(last, now)) return true; // held days in the future are never current: the fetch drops them
        Path mine = fetch.dir().resolve(PriceLoader.path(t) + ".gz");
        Optional<Instant> written;
        try {
            written = Files.isRegularFile(mine) ? Optional.of(Files.getLastModifiedTime(mine).toInstant()) : Optional.empty();
        } catch (IOException unreadable) {
            written = Optional.empty(); // as good as never written: outdated unless the series itself is current
        }
        // current when the series reaches the last close, or our file was written after that close; a close lies
        // between 13:00 and 16:00 of its day, so the bounds compare with the day's 16:00 (latest) and 13:00 (earliest)
        TradingCalendar.Bounds b = Sessions.lastCloseBounds(now);
        if (!last.isBefore(b.latest()) || written.filter(w -> !w.isBefore(Sessions.atNewYork(b.latest(), Sessions.CLOSE))).isPresent()) return false;
        if (last.isBefore(b.earliest()) && written.filter(w -> !w.isBefore(Sessions.atNewYork(b.earliest(), TradingCalendar.EARLY_CLOSE))).isEmpty()) return true;
        LocalDate close = Sessions.lastClose(now);
        return last.isBefore(close) && written.filter(w -> !w.isBefore(Sessions.close(close))).isEmpty();
    }
}
