package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The option snapshots of one {@link DataSource}: every file directly in {@code options/} (shapes in
 * {@code docs/DATA.md}).
 *
 * <ul>
 *   <li>{@code <UNDERLYING>_<YYYY-MM-DD>.csv} (optionally {@code .gz}) in the normalised long form or as
 *       Cboe's quote-table download; the format is detected from the content, not the name.</li>
 *   <li>Any other {@code .csv} is sniffed: a Cboe download saved as {@code quotedata.csv} is accepted as it
 *       is; its underlying comes from the option root of the first contract and its date from the
 *       "Date:" line. Files that are neither format are ignored when listing.</li>
 *   <li>{@code options/index.csv} (bundled) supplies the snapshot time; a user folder may lack it, and the
 *       quote date is then the as-of time.</li>
 * </ul>
 *
 * <p>Ticker mapping: a request for {@code T} uses the files whose underlying is {@code T}. The bundled
 * {@code SPX_*} files hold both SPX roots (monthly SPX and weekly SPXW, as on Cboe's SPX page) and answer
 * {@code SPX}; {@code SPXW_*} files hold only weeklies and answer only {@code SPXW}. There is no
 * fallback between the two: a weeklies-only chain would silently miss the monthly open interest.
 * A Cboe download whose roots are SPXW only but whose name line is the S&amp;P 500 index is filed as SPX.
 *
 * <p>As-of date: {@code null} picks the latest snapshot of the ticker; otherwise the latest snapshot whose
 * quote date is on or before it.
 *
 * <p>Parsed snapshots are cached in memory, at most {@value #CACHE_SIZE} chains and
 * {@link DataLimits#CACHED_CONTRACTS} contracts across all sources (least recently used evicted), because notebooks
 * ask the same chain again and again.
 *
 * <p>A file that cannot be read costs only itself: an unnamed file that fails to sniff and an unreadable
 * {@code options/index.csv} are left out and listed in {@code problems} (each message names its file); a named file
 * fails only the answers that use it.
 */
public record SnapshotCatalog(DataSource source, List<SnapshotRef> snapshots, List<String> problems) {
    static final int CACHE_SIZE = 6;
    public static final String INDEX = "options/index.csv";
    private static final Pattern NAME = Pattern.compile("([A-Z0-9._-]{1,10})_(\\d{4}-\\d{2}-\\d{2})\\.csv", Pattern.CASE_INSENSITIVE);
    private static final LinkedHashMap<CacheKey, ChainSnapshot> CACHE = new LinkedHashMap<>(16, 0.75f, true);
    private static long cachedContracts;

    private record CacheKey(DataSource source, String file, long version) {}

    /** Lists the snapshots of {@code source} (reads {@code options/index.csv} and sniffs unnamed files). */
    public static SnapshotCatalog of(DataSource source) {
        List<String> problems = new ArrayList<>();
        Map<String, String> times = readIndex(source, problems);
        List<SnapshotRef> refs = new ArrayList<>();
        for (String name : source.list("options")) {
            if (!name.toLowerCase(Locale.ROOT).endsWith(".csv") || name.equalsIgnoreCase("index.csv")) continue;
            Matcher m = NAME.matcher(name);
            if (m.matches()) {
                LocalDate d;
                try { d = LocalDate.parse(m.group(2)); }
                catch (DateTimeParseException e) { continue; }
                refs.add(new SnapshotRef(m.group(1).toUpperCase(Locale.ROOT), d, "options/" + name, times.get(name)));
            } else {
                try {
                    sniff(source, "options/" + name).ifPresent(refs::add);
                } catch (LocalDataException e) {
                    problems.add(e.getMessage());
                }
            }
        }
        refs.sort(Comparator.comparing(SnapshotRef::ticker).thenComparing(SnapshotRef::quoteDate));
        return new SnapshotCatalog(source, List.copyOf(refs), List.copyOf(problems));
    }

    /** Tickers with at least one snapshot, sorted. */
    public List<String> tickers() {
        return snapshots.stream().map(SnapshotRef::ticker).distinct().sorted().toList();
    }

    /** The snapshot answering {@code ticker} as of {@code asOf} ({@code null} = latest). */
    public SnapshotRef resolve(String ticker, LocalDate asOf) {
        String t = ticker.trim().toUpperCase(Locale.ROOT);
        List<SnapshotRef> mine = snapshots.stream().filter(r -> r.ticker().equals(t)).toList();
        if (mine.isEmpty())
            throw new LocalDataException("no option snapshot for " + t + " in " + source.describe() + " (options/<TICKER>_<YYYY-MM-DD>.csv); tickers with snapshots: "
                    + (tickers().isEmpty() ? "none" : String.join(", ", tickers())));
        if (asOf == null) return mine.get(mine.size() - 1);
        SnapshotRef best = null;
        for (SnapshotRef r : mine) if (!r.quoteDate().isAfter(asOf)) best = r;
        if (best == null)
            throw new LocalDataException("no " + t + " option snapshot on or before " + asOf + " in " + source.describe() + "; " + t + " snapshots: "
                    + mine.stream().map(r -> r.quoteDate().toString()).collect(Collectors.joining(", ")));
        return best;
    }

    /** Resolves and reads (or takes from the cache) the chain for {@code ticker} as of {@code asOf}. */
    public ChainSnapshot load(String ticker, LocalDate asOf) { return load(resolve(ticker, asOf)); }

    public ChainSnapshot load(SnapshotRef ref) {
        CacheKey key = new CacheKey(source, ref.file(), source.version(ref.file()));
        synchronized (CACHE) {
            ChainSnapshot hit = CACHE.get(key);
            if (hit != null) return hit;
        }
        ChainSnapshot s = read(source, ref);
        synchronized (CACHE) {
            ChainSnapshot old = CACHE.put(key, s);
            cachedContracts += s.size() - (old == null ? 0 : old.size());
            var eldest = CACHE.entrySet().iterator();
            while (CACHE.size() > 1 && (CACHE.size() > CACHE_SIZE || cachedContracts > DataLimits.CACHED_CONTRACTS)) {
                cachedContracts -= eldest.next().getValue().size();
                eldest.remove();
            }
        }
        return s;
    }

    /** Reads one snapshot file, detecting its format from its first row. */
    static ChainSnapshot read(DataSource source, SnapshotRef ref) {
        String where = source.where(ref.file());
        SnapshotRef named = new SnapshotRef(ref.ticker(), ref.quoteDate(), where, ref.snapshotTime());
        try (Csv.Rows rows = source.rows(ref.file())) {
            String[] first = rows.next();
            if (first != null && ChainCsvReader.isHeader(first)) return ChainCsvReader.read(rows, first, named);
            if (first != null && CboeQuoteTableReader.startsLike(first)) return CboeQuoteTableReader.read(rows, first, named);
        }
        throw new LocalDataException(where + " line 1: not an option chain; expected the header "
                + String.join(",", ChainCsvReader.COLUMNS) + " or a Cboe quote-table download (\"Date: ...\" and \"Expiration Date,Calls,...\")");
    }

    /**
     * The underlying and quote date a file of any name holds, from its first rows; empty when it is neither format.
     * The underlying and the date become a file name when the chain is imported, so they are checked here, once,
     * naming the line that gave them.
     *
     * @throws LocalDataException for a chain whose underlying or date cannot name a file, or a file beyond the bounds
     */
    static Optional<SnapshotRef> sniff(DataSource source, String file) {
        try (Csv.Rows rows = source.sniff(file)) {
            String[] first = rows.next();
            if (first == null) return Optional.empty();
            if (ChainCsvReader.isHeader(first)) {
                String[] row = rows.next();
                int u = Csv.column(first, "underlying"), q = Csv.column(first, "quote_date");
                if (row == null || u < 0 || row.length != first.length) return Optional.empty();
                LocalDate day;
                try { day = LocalDate.parse(row[q].trim()); }
                catch (DateTimeParseException e) { return Optional.empty(); }
                String ticker = DataFile.symbol(row[u], rows.where() + " (underlying)");
                DataFile.date(day, rows.where() + " (quote_date)");
                return Optional.of(new SnapshotRef(ticker, day, file, null));
            }
            if (CboeQuoteTableReader.startsLike(first)) {
                CboeQuoteTableReader.Header h;
                try { h = CboeQuoteTableReader.header(rows, first); }
                catch (LocalDataException notCboe) { return Optional.empty(); }
                String[] row = rows.next();
                String root = row == null || row.length < 2 ? null : CboeQuoteTableReader.root(row[1]);
                if (root == null) return Optional.empty();
                String lname = h.name().toLowerCase(Locale.ROOT);
                if (root.equals("SPXW") && lname.contains("500") && lname.contains("index")) root = "SPX";
                String ticker = DataFile.symbol(root, rows.where() + " (the option root of " + Csv.shown(row[1]) + ")");
                DataFile.date(h.quoteDate(), rows.file() + " (its Date: line)");
                return Optional.of(new SnapshotRef(ticker, h.quoteDate(), file, null));
            }
            return Optional.empty();
        }
    }

    private static Map<String, String> readIndex(DataSource source, List<String> problems) {
        Map<String, String> out = new HashMap<>();
        for (DataSource layer : source.layers()) {
            if (!layer.exists(INDEX)) continue;
            try (Csv.Rows rows = layer.rows(INDEX)) {
                String[] h = rows.next();
                if (h == null) continue;
                int f = Csv.column(h, "file"), t = Csv.column(h, "snapshot_time");
                if (f < 0 || t < 0) throw new LocalDataException(rows.where() + ": needs the columns file and snapshot_time");
                for (String[] v; (v = rows.next()) != null; ) {
                    if (v.length != h.length) throw new LocalDataException(rows.where() + ": " + v.length + " fields, the header has " + h.length);
                    String time = v[t].trim();
                    if (!time.isEmpty()) out.put(v[f].trim(), time);
                }
            } catch (LocalDataException e) {
                problems.add(e.getMessage() + "; its snapshot times are not used");
            }
        }
        return out;
    }
}
