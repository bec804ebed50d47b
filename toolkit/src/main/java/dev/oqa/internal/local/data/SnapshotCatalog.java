package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
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
 * <p>Parsed snapshots are cached in memory, at most {@value #CACHE_SIZE} chains across all sources
 * (least recently used evicted), because notebooks ask the same chain again and again.
 */
public final class SnapshotCatalog {
    static final int CACHE_SIZE = 6;
    private static final Pattern NAME = Pattern.compile("([A-Z0-9._-]{1,10})_(\\d{4}-\\d{2}-\\d{2})\\.csv", Pattern.CASE_INSENSITIVE);
    private static final Map<CacheKey, ChainSnapshot> CACHE = new LinkedHashMap<>(16, 0.75f, true) {
        @Override protected boolean removeEldestEntry(Map.Entry<CacheKey, ChainSnapshot> e) { return size() > CACHE_SIZE; }
    };

    private record CacheKey(DataSource source, String file, long version) {}

    private final DataSource source;
    private final List<SnapshotRef> snapshots;

    private SnapshotCatalog(DataSource source, List<SnapshotRef> snapshots) {
        this.source = source;
        this.snapshots = snapshots;
    }

    /** Lists the snapshots of {@code source} (reads {@code options/index.csv} and sniffs unnamed files). */
    public static SnapshotCatalog of(DataSource source) {
        Objects.requireNonNull(source, "source");
        Map<String, String> times = readIndex(source);
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
                sniff(source, "options/" + name).ifPresent(refs::add);
            }
        }
        refs.sort(Comparator.comparing(SnapshotRef::ticker).thenComparing(SnapshotRef::quoteDate));
        return new SnapshotCatalog(source, List.copyOf(refs));
    }

    public DataSource source() { return source; }

    public List<SnapshotRef> snapshots() { return snapshots; }

    /** Tickers with at least one snapshot, sorted. */
    public List<String> tickers() {
        return snapshots.stream().map(SnapshotRef::ticker).collect(Collectors.toCollection(TreeSet::new)).stream().toList();
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
        synchronized (CACHE) { CACHE.put(key, s); }
        return s;
    }

    /** Reads one snapshot file, detecting its format from the first lines. */
    static ChainSnapshot read(DataSource source, SnapshotRef ref) {
        String where = where(source, ref.file());
        SnapshotRef named = new SnapshotRef(ref.ticker(), ref.quoteDate(), where, ref.snapshotTime());
        // One pass over the (usually gzip) file: the format is sniffed from its first lines, then the same reader
        // is rewound to the start and parsed.
        try (BufferedReader in = source.reader(ref.file())) {
            in.mark(SNIFF_LIMIT);
            List<String> first = firstLines(in, 6, SNIFF_LIMIT);
            if (first == null) return readTwice(source, ref, named, where);
            in.reset();
            if (!first.isEmpty() && ChainCsvReader.looksLikeHeader(first.get(0))) {
                return ChainCsvReader.read(in, named);
            }
            if (CboeQuoteTableReader.looksLike(first)) return CboeQuoteTableReader.read(in, named);
        } catch (IOException e) {
            throw new LocalDataException("cannot read " + where + ": " + e.getMessage(), e);
        }
        throw notAChain(where);
    }

    private static final int SNIFF_LIMIT = 1 << 15;

    /** The first {@code max} non-blank lines, or null when they span more than {@code limit} characters. */
    private static List<String> firstLines(BufferedReader in, int max, int limit) throws IOException {
        List<String> out = new ArrayList<>();
        int chars = 0;
        String l;
        while (out.size() < max && (l = in.readLine()) != null) {
            chars += l.length() + 2;
            if (chars >= limit) return null;
            if (!l.isBlank()) out.add(l);
        }
        return out;
    }

    /** Files whose first lines are longer than the sniffing window: sniff, then open again. */
    private static ChainSnapshot readTwice(DataSource source, SnapshotRef ref, SnapshotRef named, String where) throws IOException {
        List<String> first = firstLines(source, ref.file(), 6);
        try (BufferedReader in = source.reader(ref.file())) {
            if (!first.isEmpty() && ChainCsvReader.looksLikeHeader(first.get(0))) return ChainCsvReader.read(in, named);
            if (CboeQuoteTableReader.looksLike(first)) return CboeQuoteTableReader.read(in, named);
        }
        throw notAChain(where);
    }

    private static LocalDataException notAChain(String where) {
        return new LocalDataException(where + " line 1: not an option chain; expected the header "
                + String.join(",", ChainCsvReader.COLUMNS) + " or a Cboe quote-table download (\"Date: ...\" and \"Expiration Date,Calls,...\")");
    }

    /**
     * A file's name for messages and the provenance line: its full path in a {@code --data} folder, else
     * {@code options/X.csv (bundled)} or {@code options/X.csv (your data folder)}.
     */
    static String where(DataSource source, String file) {
        DataSource from = source.origin(file).orElse(source);
        return from.nameOf(file);
    }

    private static List<String> firstLines(DataSource source, String file, int max) {
        List<String> out = new ArrayList<>();
        try (BufferedReader in = source.reader(file)) {
            String l;
            while (out.size() < max && (l = in.readLine()) != null) if (!l.isBlank()) out.add(l);
        } catch (IOException e) {
            throw new LocalDataException("cannot read " + file + " in " + source.describe() + ": " + e.getMessage(), e);
        }
        return out;
    }

    /** {@link #sniff} for one file of any name (the importer's entry). */
    static Optional<SnapshotRef> sniffFile(DataSource source, String file) { return sniff(source, file); }

    private static Optional<SnapshotRef> sniff(DataSource source, String file) {
        List<String> first = firstLines(source, file, 6);
        if (first.isEmpty()) return Optional.empty();
        try {
            if (ChainCsvReader.looksLikeHeader(first.get(0)) && first.size() > 1) {
                List<String> h = CsvFields.split(CsvFields.stripBom(first.get(0)).trim().toLowerCase(Locale.ROOT));
                List<String> row = CsvFields.split(first.get(1));
                int u = h.indexOf("underlying"), q = h.indexOf("quote_date");
                if (u < 0 || q < 0 || row.size() != h.size()) return Optional.empty();
                return Optional.of(new SnapshotRef(row.get(u).trim().toUpperCase(Locale.ROOT), LocalDate.parse(row.get(q).trim()), file, null));
            }
            if (CboeQuoteTableReader.looksLike(first)) {
                try (BufferedReader in = source.reader(file)) {
                    CboeQuoteTableReader.Header h = CboeQuoteTableReader.header(in, file);
                    String row = in.readLine();
                    String root = row == null ? null : CboeQuoteTableReader.root(CsvFields.split(row).get(1));
                    if (root == null) return Optional.empty();
                    String lname = h.name().toLowerCase(Locale.ROOT);
                    if (root.equals("SPXW") && lname.contains("500") && lname.contains("index")) root = "SPX";
                    return Optional.of(new SnapshotRef(root, h.quoteDate(), file, null));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            return Optional.empty(); // unreadable unnamed files are not snapshots; named ones fail loudly on use
        }
        return Optional.empty();
    }

    private static Map<String, String> readIndex(DataSource source) {
        Map<String, String> out = new HashMap<>();
        for (DataSource layer : source.layers()) readIndex(layer, out);
        return out;
    }

    private static void readIndex(DataSource source, Map<String, String> out) {
        if (!source.exists("options/index.csv")) return;
        String where = "options/index.csv in " + source.describe();
        try (BufferedReader in = source.reader("options/index.csv")) {
            String header = in.readLine();
            if (header == null) return;
            List<String> h = CsvFields.split(CsvFields.stripBom(header).trim());
            int f = h.indexOf("file"), t = h.indexOf("snapshot_time");
            if (f < 0 || t < 0) throw new LocalDataException(where + " line 1: needs the columns file and snapshot_time");
            String line;
            int n = 1;
            while ((line = in.readLine()) != null) {
                n++;
                if (line.isBlank()) continue;
                List<String> v = CsvFields.split(line);
                if (v.size() != h.size()) throw new LocalDataException(where + " line " + n + ": " + v.size() + " fields, the header has " + h.size());
                String time = v.get(t).trim();
                if (!time.isEmpty()) out.put(v.get(f).trim(), time);
            }
        } catch (IOException e) {
            throw new LocalDataException("cannot read " + where + ": " + e.getMessage(), e);
        }
    }
}
