package dev.oqa.internal.local.options;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.Params;
import dev.oqa.model.Provenance;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.model.data.UoaData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Options and greeks endpoints from local chain snapshots: expected move, IV, open interest, UOA, chain
 * and GEX, each with exactly the {@code data} shape of api-v0 and provenance
 * {@code local · as of <snapshot time>}. Parameters are the request's typed values ({@link Param}), sanitised where
 * the request was built; a parameter left out takes the service document's default (range_pct's differs per endpoint).
 */
public final class OptionsEngine {
    private final DataSource data;
    private final LocalDate asOf;
    private volatile SnapshotCatalog catalog;

    public OptionsEngine(DataSource data, LocalDate asOf) {
        this.data = Objects.requireNonNull(data, "data");
        this.asOf = asOf;
    }

    /** The snapshots this engine can see (listed once, lazily). */
    public SnapshotCatalog catalog() {
        SnapshotCatalog c = catalog;
        if (c == null) catalog = c = SnapshotCatalog.of(data);
        return c;
    }

    /** Answers {@code request} with {@code analytic} from the snapshot the request picks (ticker, as-of, expirations). */
    public <T> Answer<T> answer(ApiRequest request, ChainAnalytic<T> analytic) {
        List<String> notes = new ArrayList<>(request.notes());
        ChainSnapshot chain = snapshot(ticker(request), requestedExpiries(request), notes);
        notes.add("snapshot " + chain.file());
        return answer(request, chain, notes, analytic);
    }

    /**
     * Answers {@code request} with {@code analytic} from the given chain instead of the catalogue: the entry for
     * chains that did not come from a file, such as the rows of an {@code /options/chain} answer
     * ({@code --via-chain}, see {@link ChainRowsReader}). The provenance is {@code local · as of <chain.asOfLabel()>}
     * with {@code notes} first; callers that know better (a remote chain) replace it.
     *
     * @param notes what the caller wants said first (sanitising, where the chain came from); copied
     */
    public static <T> Answer<T> answer(ApiRequest request, ChainSnapshot chain, List<String> notes, ChainAnalytic<T> analytic) {
        Objects.requireNonNull(chain, "chain");
        notes = new ArrayList<>(notes);
        for (String n : request.notes()) if (!notes.contains(n)) notes.add(n); // what sanitising changed, said once
        for (String n : chain.notes()) if (!notes.contains(n)) notes.add(n);
        ChainAnalytics a = ChainAnalytics.of(chain);
        if (!(chain.spot() > 0)) notes.add("the file states no spot; used the parity forward of the nearest expiry, " + Params.number(Math.round(a.spot() * 100) / 100.0));
        Computed<T> r = analytic.compute(request, ticker(request), a);
        notes.addAll(r.notes());
        // The file read and the method are said on every answer: routine; a fallback or a spot from parity is news.
        List<String> routine = new ArrayList<>(chain.notes());
        routine.add("snapshot " + chain.file());
        routine.addAll(r.notes());
        return Answer.of(r.data(), Provenance.local(chain.asOfLabel(), notes).withMethod(r.notes().isEmpty() ? null : method(r.notes().get(0)))
                .withRoutine(routine));
    }

    /**
     * The method in a few words for the short provenance line: the analytic's first note up to its first clause
     * ({@code GEX: Γ·open_interest·100·S²·0.01 per strike, calls +, …} → {@code GEX: Γ·open_interest·100·S²·0.01 per strike}).
     */
    static String method(String note) {
        int cut = note.length();
        for (String sep : new String[] {", ", "; ", " ("}) {
            int i = note.indexOf(sep);
            if (i > 0) cut = Math.min(cut, i);
        }
        return note.substring(0, cut);
    }

    private static String ticker(ApiRequest request) {
        return request.ticker().orElseThrow(() -> new IllegalArgumentException(request.endpoint().path() + " takes no ticker, so no option chain"));
    }

    // ---- the analytics, one per options endpoint; an endpoint's spec names its own ----

    public static Computed<GexData> gex(ApiRequest request, String ticker, ChainAnalytics a) {
        return GexCalculator.compute(ticker, a.chain(), a.spot(), basis(request),
                expirations(request), request.get(Param.RANGE_PCT).orElse(GexData.DEFAULT_RANGE), a.ivForGamma());
    }

    public static Computed<ExpectedMoveData> expectedMove(ApiRequest request, String ticker, ChainAnalytics a) {
        return ExpectedMoves.compute(ticker, a, request.get(Param.RANGE_PCT).orElse(ExpectedMoveData.DEFAULT_RANGE));
    }

    public static Computed<IvData> iv(ApiRequest request, String ticker, ChainAnalytics a) {
        return IvSurface.compute(ticker, a, request.get(Param.RANGE_PCT).orElse(IvData.DEFAULT_RANGE));
    }

    public static Computed<OpenInterestData> openInterest(ApiRequest request, String ticker, ChainAnalytics a) {
        return ActivitySummary.compute(ticker, a, basis(request),
                selectedExpiries(a, expirations(request)), request.get(Param.RANGE_PCT).orElse(OpenInterestData.DEFAULT_RANGE));
    }

    public static Computed<UoaData> uoa(ApiRequest request, String ticker, ChainAnalytics a) {
        return UnusualActivity.compute(ticker, a, request.get(Param.INCLUDE_0DTE).orElse(false), request.get(Param.LIMIT).orElse(UoaData.DEFAULT_LIMIT));
    }

    public static Computed<ChainData> chain(ApiRequest request, String ticker, ChainAnalytics a) {
        return ChainRows.compute(ticker, a, request.get(Param.EXPIRY).orElse(null), request.get(Param.RANGE_PCT).orElse(ChainData.DEFAULT_RANGE));
    }

    /**
     * The snapshot to answer from. With no as-of date it is the latest one, except that a request naming
     * expirations is answered from the latest snapshot that still lists them all: {@code --expiration 2023-09-15}
     * means the 2023 chain, not an error against today's. The choice is reported in the notes.
     */
    ChainSnapshot snapshot(String ticker, List<LocalDate> wanted, List<String> notes) {
        ChainSnapshot latest = catalog().load(ticker, asOf);
        if (asOf != null || wanted.isEmpty() || latest.expirations().containsAll(wanted)) return latest;
        List<SnapshotRef> mine = catalog().snapshots().stream().filter(r -> r.ticker().equals(latest.underlying()) || r.file().equals(latest.file())).toList();
        for (int i = mine.size() - 1; i >= 0; i--) {
            ChainSnapshot c = catalog().load(mine.get(i));
            if (c.expirations().containsAll(wanted) && wanted.stream().noneMatch(w -> w.isBefore(c.valuationDate()))) {
                notes.add("picked the " + c.quoteDate() + " snapshot, the latest that lists " + wanted.stream().map(LocalDate::toString).collect(Collectors.joining(", ")));
                return c;
            }
        }
        return latest; // the calculators then name the expirations that do exist
    }

    static List<LocalDate> requestedExpiries(ApiRequest r) {
        return r.endpoint() == Endpoint.CHAIN ? r.get(Param.EXPIRY).map(List::of).orElse(List.of()) : expirations(r);
    }

    /** Live expiries, or the requested ones (each must be live, else a usage error listing the live ones). */
    static Set<Integer> selectedExpiries(ChainAnalytics a, List<LocalDate> requested) {
        List<LocalDate> live = a.liveExpirations();
        for (LocalDate r : requested)
            if (!live.contains(r))
                throw new UsageException("expiration " + r + " is not in the " + a.chain().underlying() + " snapshot of " + a.chain().quoteDate()
                        + "; available: " + live.stream().map(LocalDate::toString).collect(Collectors.joining(", ")));
        return (requested.isEmpty() ? live : requested).stream().map(e -> (int) e.toEpochDay()).collect(Collectors.toSet());
    }

    static Basis basis(ApiRequest r) {
        return r.get(Param.BASIS).orElse(Basis.OPEN_INTEREST);
    }

    static List<LocalDate> expirations(ApiRequest r) {
        return r.get(Param.EXPIRATION).orElse(List.of());
    }
}
