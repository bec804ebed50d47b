package dev.oqa.internal.fetch;

import dev.oqa.internal.calendar.TradingCalendar;
import dev.oqa.internal.fetch.DataFetch.Item;
import dev.oqa.internal.fetch.FetchRow.Outcome;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.TreasuryBillRates;
import dev.oqa.model.OqaException;
import dev.oqa.model.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code oqa data collect}: the watchlist's end-of-day data for today's session, into the data folder, through
 * {@link DataFetch}. For each watched symbol, its chain (one snapshot per underlying per session, filed by the date of
 * the underlying's last trade, so a later fetch of the day replaces an earlier one) and its daily closes (not for an
 * index: Yahoo files those under other names); and the T-bill rate.
 *
 * <p>When, in New York time (the clock is the fetch's, injected in tests):
 * <ul>
 *   <li>on a day the exchange is closed (a weekend, a holiday of the {@link TradingCalendar}), nothing is fetched and
 *       the report says why;</li>
 *   <li>on a session, nothing is fetched before {@link #READY_AFTER} past its close (16:00, or 13:00 on an early close):
 *       Cboe's quotes are 15 minutes delayed, so the closing quotes show from then; an hourly or early cron run is
 *       harmless;</li>
 *   <li>after that, each item not yet held for the session is fetched.</li>
 * </ul>
 *
 * <p>Idempotent: a chain already fetched after the closing quotes showed, closes that reach the session, and a rate
 * series that holds last month are not asked again; a second run fetches nothing and says so. Every item is logged
 * ({@link CollectLog}). A failed item or a warning makes the exit code non-zero; a closed day or an early run do not.
 */
public final class Collector {
    /** Cboe's delay: the closing quotes of a session show this long after its close. */
    public static final Duration READY_AFTER = Duration.ofMinutes(15);
    private static final DateTimeFormatter HM = DateTimeFormatter.ofPattern("HH:mm", Locale.ROOT);

    private final DataFetch fetch;
    private final TradingCalendar calendar;
    private final CollectLog log;
    private final ZoneId local;

    private Collector(DataFetch fetch, TradingCalendar calendar, CollectLog log, ZoneId local) {
        this.fetch = Objects.requireNonNull(fetch, "fetch");
        this.calendar = Objects.requireNonNull(calendar, "calendar");
        this.log = log;
        this.local = Objects.requireNonNull(local, "local");
    }

    /** Collects with {@code fetch} (its folder, sources and clock) by the NYSE calendar; times are also shown in {@code local}. */
    public static Collector with(DataFetch fetch, ZoneId local) {
        return new Collector(fetch, TradingCalendar.nyse(), new CollectLog(fetch.dir().resolve(CollectLog.FILE)), local);
    }

    /** The log file the runs append to. */
    public Path logFile() { return log.file(); }

    public CollectReport run(Watchlist watch) {
        if (watch.isEmpty())
            throw new UsageException("the watchlist is empty: nothing to collect. Add symbols with oqa data watch add SPY QQQ NVDA");
        Instant now = fetch.clock().instant();
        LocalDate today = TradingCalendar.newYorkDate(now);
        Optional<TradingCalendar.Closure> closed = calendar.closure(today);
        if (closed.isPresent()) {
            String why = today + " is " + closed.get().reason() + ": NYSE closed; nothing to collect (the next session is " + calendar.nextTradingDay(today) + ")";
            return logged(new CollectReport(null, why, List.of(), List.of(), List.of(), log.file()), now);
        }
        Instant close = calendar.close(today).toInstant(), ready = close.plus(READY_AFTER);
        if (now.isBefore(ready)) {
            String early = calendar.earlyClose(today).map(e -> " (an early close: " + e.reason() + ")").orElse("");
            String why = "the " + today + " session closes at " + HM.format(close.atZone(TradingCalendar.ZONE)) + " New York" + early
                    + "; its closing quotes show from " + HM.format(ready.atZone(TradingCalendar.ZONE)) + " New York ("
                    + HM.format(ready.atZone(local)) + " " + local.getId() + "); nothing to collect before then";
            return logged(new CollectReport(null, why, List.of(), List.of(), List.of(), log.file()), now);
        }
        return logged(collect(watch, today, ready), now);
    }

    private CollectReport collect(Watchlist watch, LocalDate day, Instant ready) {
        Path dir = fetch.dir();
        Map<Item, FetchRow> held = new LinkedHashMap<>(); // the plan, in order: null where a fetch is needed
        List<String> warnings = new ArrayList<>();
        // the folder's snapshots, scanned once for the whole watchlist (a scan reads the index and lists options/)
        Optional<SnapshotCatalog> before = catalog(dir);
        for (Symbol s : watch.symbols()) {
            Item chain = new Item(Item.OPTIONS, s); // SPXW is fetched and filed as SPX
            if (held.keySet().stream().noneMatch(i -> i.what().equals(Item.OPTIONS) && CboeOptions.underlying(i.symbol()).equals(CboeOptions.underlying(s))))
                held.put(chain, chainHeld(dir, before, CboeOptions.underlying(s), day, ready).orElse(null));
        }
        for (Symbol s : watch.symbols()) {
            if (index(s)) continue;
            held.put(new Item(Item.PRICES, s), pricesHeld(dir, s.value(), day, fetch.clock()).orElse(null));
        }
        held.put(DataFetch.rates(), ratesHeld(dir, day).orElse(null));

        List<Item> wanted = held.entrySet().stream().filter(e -> e.getValue() == null).map(Map.Entry::getKey).toList();
        FetchReport fetched = wanted.isEmpty() ? new FetchReport(List.of(), List.of()) : fetch.run(wanted, null);
        List<FetchRow> rows = new ArrayList<>();
        Optional<SnapshotCatalog> after = null; // scanned again once, after the fetch wrote, when a chain is to be checked
        int k = 0;
        for (Map.Entry<Item, FetchRow> e : held.entrySet()) {
            if (e.getValue() != null) { rows.add(e.getValue()); continue; }
            FetchRow r = fetched.rows().get(k++);
            if (r.outcome() == Outcome.KEPT) // the folder's rule for chains: a smaller file never replaces a larger one of the same day
                warnings.add(r.symbol() + ": the folder kept an earlier chain of the day with more contracts, so the end-of-day quotes are not in it ("
                        + r.note() + ")");
            else if (e.getKey().what().equals(Item.OPTIONS) && r.outcome().ok()) {
                if (after == null) after = catalog(dir);
                Optional<DataFetch.Fetched> last = after.flatMap(c -> DataFetch.lastFetched(c, r.symbol()));
                LocalDate dated = last.map(f -> f.ref().quoteDate()).orElse(null);
                if (!day.equals(dated))
                    warnings.add(r.symbol() + ": " + Provider.CBOE.label() + " dates its chain " + dated + ", not " + day
                            + " (the source has not moved on yet, or the symbol did not trade): run oqa data collect again later");
            }
            rows.add(r);
        }
        List<String> indices = watch.symbols().stream().filter(Collector::index).map(Symbol::value).toList();
        boolean nothing = rows.stream().allMatch(r -> r.outcome() == Outcome.UNCHANGED || r.outcome() == Outcome.RECENT || r.outcome() == Outcome.KEPT);
        String headline = "collected the " + day + " session for " + watch.shown() + (nothing ? ": nothing changed, every item was already held" : "")
                + (indices.isEmpty() ? "" : " (" + String.join(", ", indices) + ": an index, its chain only; Yahoo files index closes under other names)");
        return new CollectReport(day, headline, rows, fetched.notices(), warnings, log.file());
    }

    /** Whether {@code s} is an index (Cboe's underscore form, or one of its index roots): chains only. */
    private static boolean index(Symbol s) { return s.indexForm() || CboeOptions.INDICES.contains(CboeOptions.underlying(s)); }

    /** The snapshots of the folder {@code dir}; empty when there is no folder yet. */
    private static Optional<SnapshotCatalog> catalog(Path dir) {
        return Files.isDirectory(dir) ? Optional.of(SnapshotCatalog.of(DataSource.folder(dir))) : Optional.empty();
    }

    /** The row of a chain of {@code und} already fetched for {@code day} once its closing quotes showed, if there is one. */
    private static Optional<FetchRow> chainHeld(Path dir, Optional<SnapshotCatalog> folder, String und, LocalDate day, Instant ready) {
        return folder.flatMap(c -> DataFetch.lastFetched(c, und)).filter(f -> f.ref().quoteDate().equals(day) && !f.at().isBefore(ready)).map(f -> {
            Path file = dir.resolve(f.ref().file() + (Files.exists(dir.resolve(f.ref().file() + ".gz")) ? ".gz" : ""));
            return new FetchRow(Item.OPTIONS, und, Provider.CBOE.label(), day.toString(), 0, Outcome.UNCHANGED, file.toString(),
                    "already collected: the end-of-day chain fetched " + f.at(), false);
        });
    }

    /** The row of closes of {@code t} that already reach {@code day}, if the folder holds them. */
    private static Optional<FetchRow> pricesHeld(Path dir, String t, LocalDate day, Clock clock) {
        PriceSeries s = new FolderWrites(dir, clock).existing(t);
        if (s == null || s.lastDate().isBefore(day)) return Optional.empty();
        Path gz = dir.resolve(PriceLoader.path(t) + ".gz");
        return Optional.of(new FetchRow(Item.PRICES, t, Provider.YAHOO.label(), s.lastDate().toString(), s.size(), Outcome.UNCHANGED,
                (Files.exists(gz) ? gz : dir.resolve(PriceLoader.path(t))).toString(), "already collected (last day " + s.lastDate() + ")", false));
    }

    /**
     * The row of the folder's T-bill series when it already holds the month before {@code day}'s: FRED publishes a
     * month's average early in the next month, so nothing newer can be asked for.
     */
    private static Optional<FetchRow> ratesHeld(Path dir, LocalDate day) {
        Path file = dir.resolve(TreasuryBillRates.FILE);
        if (!Files.isRegularFile(file)) return Optional.empty();
        try {
            YearMonth last = TreasuryBillRates.of(DataSource.folder(dir)).last();
            if (last.isBefore(YearMonth.from(day).minusMonths(1))) return Optional.empty();
            return Optional.of(new FetchRow(Item.RATES, FredRates.SERIES, Provider.FRED.label(), last.toString(), 0, Outcome.UNCHANGED, file.toString(),
                    "already collected (last month " + last + ")", false));
        } catch (OqaException unreadable) {
            return Optional.empty(); // fetched again; the fetch replaces it
        }
    }

    /** {@code report}, after one log line per item (or one for the day when nothing was due). */
    private CollectReport logged(CollectReport report, Instant now) {
        List<String> lines = new ArrayList<>();
        String at = now.truncatedTo(ChronoUnit.SECONDS).toString();
        if (report.rows().isEmpty()) lines.add(at + " " + report.headline());
        for (FetchRow r : report.rows())
            lines.add(String.join(" ", at, r.what(), r.symbol(), r.outcome().name().toLowerCase(Locale.ROOT), r.outcome().ok() ? "as-of=" + r.asOf() : "-",
                    r.outcome().ok() ? "rows=" + r.rows() : "-", r.outcome().ok() ? r.file() : "", r.note().isEmpty() ? "" : "(" + r.note() + ")").replaceAll(" +", " ").trim());
        for (String w : report.warnings()) lines.add(at + " warning: " + w);
        try {
            log.append(lines);
            return report;
        } catch (IOException e) {
            List<String> w = new ArrayList<>(report.warnings());
            w.add("cannot write the log " + log.file() + ": " + e.getMessage());
            return new CollectReport(report.day(), report.headline(), report.rows(), report.notices(), w, null);
        }
    }
}
