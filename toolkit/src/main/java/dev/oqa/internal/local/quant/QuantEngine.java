package dev.oqa.internal.local.quant;

import dev.oqa.internal.format.Percent;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.PriceStore;
import dev.oqa.internal.local.data.TreasuryBillRates;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.ComputationException;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.Params;
import dev.oqa.model.Period;
import dev.oqa.model.Provenance;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.model.data.MarketMemoryData;
import dev.oqa.model.data.PortfolioData;
import dev.oqa.model.data.RiskData;
import dev.oqa.model.data.SeasonalityData;
import dev.oqa.model.data.SectorInsightsData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The six quant endpoints computed from local daily prices ({@code prices/<TICKER>.csv}, returns from
 * {@code adj_close}), answering with exactly the {@code data} members api-v0 lists and
 * {@code Provenance.local(<last price date used>, notes)}. Conventions: {@link QuantConventions}.
 *
 * <p><b>Dates.</b> {@code asOf} (null = latest) ends the data: only prices dated on or before it are used. The
 * period (docs/INTERPRETATION.md, period, {@link Period}) then covers prices dated from {@code end − period} to {@code end}
 * inclusive ({@code ytd}: from the last close of the previous year), and returns run between consecutive prices
 * inside that span. A period longer than the data is
 * answered with the data there is, and a provenance note says so.
 * <p><b>End date of several tickers.</b> Risk and the optimizer end on the last date <em>all</em> requested
 * tickers have. The configured universes (asset correlation, sectors) end on the latest date on which at least
 * half the universe still has prices; tickers whose data stop earlier, or start after it, are left out with a
 * note. The bundled closes all run to the same 2026 date, so every universe is complete there; a user folder
 * mixing old and new files still answers the bulk of its universe.
 * <p><b>Market memory</b> has no period parameter: it searches all prices up to {@code asOf}.
 * <p>Immutable apart from the bounded cache of parsed series ({@link PriceStore#shared}); safe to share.
 */
public final class QuantEngine {
    public static final int KERNEL_MIN = 5, KERNEL_MAX = 252, TOP_N_MIN = 1, TOP_N_MAX = 50;

    private final PriceStore prices;
    private final LocalDate asOf;
    private final QuantConventions conventions;
    private volatile TreasuryBillRates bills;
    private final PortfolioAnalytics.Histories histories;

    public QuantEngine(DataSource data, LocalDate asOf) { this(data, asOf, QuantConventions.defaults()); }

    public QuantEngine(DataSource data, LocalDate asOf, QuantConventions conventions) {
        this(data, asOf, conventions, PortfolioAnalytics.Histories.COMMON);
    }

    /** @param histories the optimizer's rule for tickers with unequal histories ({@link PortfolioAnalytics}) */
    public QuantEngine(DataSource data, LocalDate asOf, QuantConventions conventions, PortfolioAnalytics.Histories histories) {
        this.prices = PriceStore.shared(Objects.requireNonNull(data, "data"));
        this.asOf = asOf;
        this.conventions = Objects.requireNonNull(conventions, "conventions");
        this.histories = Objects.requireNonNull(histories, "histories");
    }

    public QuantConventions conventions() { return conventions; }

    public Answer<RiskData> risk(ApiRequest request) {
        List<String> notes = notes(request, Endpoint.RISK);
        String ticker = request.ticker().orElseThrow();
        String bench = request.get(Param.BENCHMARK).orElse(RiskData.DEFAULT_BENCHMARK);
        Period period = period(request, RiskData.DEFAULT_PERIOD);
        int window = window(request, RiskData.DEFAULT_WINDOW, notes);
        List<PriceSeries> full = List.of(upToAsOf(prices.get(ticker)), upToAsOf(prices.get(bench)));
        LocalDate end = commonEnd(full);
        List<PriceSeries> cut = cut(full, end, period, notes);
        requireDays(cut, period, 3);
        QuantConventions conv = conventions(cut, notes);
        RiskData data = compute(() -> RiskAnalytics.compute(cut.get(0), cut.get(1), window, conv));
        if (data.timeseries().path("rolling_sharpe").isEmpty())
            notes.add("window " + window + " is longer than the " + data.summary().path("days").asInt() + " daily returns in the period; rolling series are empty");
        return answer(data, end, notes, conv, full);
    }

    public Answer<PortfolioData> portfolio(ApiRequest request) {
        List<String> notes = notes(request, Endpoint.PORTFOLIO_OPTIMIZER);
        List<String> tickers = request.get(Param.TICKERS).orElse(List.of()); // no 20-ticker cap locally: it is the service's limit
        if (tickers.size() < 2)
            throw new UsageException("the portfolio optimizer needs at least 2 distinct valid tickers (A-Z 0-9 . _ -, at most 10 characters); got "
                    + (tickers.isEmpty() ? "none" : String.join(", ", tickers)));
        Period period = period(request, PortfolioData.DEFAULT_PERIOD);
        List<PriceSeries> full = tickers.stream().map(t -> upToAsOf(prices.get(t))).toList();
        LocalDate end = commonEnd(full);
        List<PriceSeries> cut = new ArrayList<>();
        List<Dropped> dropped = new ArrayList<>();
        for (PriceSeries s : cut(full, end, period, notes)) {
            if (s.size() >= 3) cut.add(s);
            else drop(notes, dropped, s.ticker(), "has fewer than 3 prices in the period", " and was left out");
        }
        if (cut.size() < 2) throw new UsageException("fewer than 2 of " + tickers + " have prices in the period " + period + " ending " + end);
        String objective = request.get(Param.OBJECTIVE).orElse(PortfolioAnalytics.SHARPE);
        QuantConventions conv = conventions(cut, notes);
        PortfolioData data = compute(() -> PortfolioAnalytics.compute(cut, objective, period.wire(), conv, histories, notes));
        return leftOut(answer(data, end, notes, conv, full), cut, dropped);
    }

    public Answer<MarketMemoryData> marketMemory(ApiRequest request) {
        List<String> notes = notes(request, Endpoint.MARKET_MEMORY);
        String ticker = request.ticker().orElseThrow();
        String similarity = request.get(Param.SIMILARITY).orElse(MarketMemory.COSINE);
        int kernel = clamp(request, Param.KERNEL_SIZE, MarketMemoryData.DEFAULT_KERNEL_SIZE, KERNEL_MIN, KERNEL_MAX, notes);
        int topN = clamp(request, Param.TOP_N, MarketMemoryData.DEFAULT_TOP_N, TOP_N_MIN, TOP_N_MAX, notes);
        int minSep = clamp(request, Param.MIN_SEPARATION, MarketMemoryData.DEFAULT_MIN_SEPARATION, 0, Integer.MAX_VALUE, notes);
        PriceSeries s = upToAsOf(prices.get(ticker));
        MarketMemoryData data = compute(() -> MarketMemory.compute(s, similarity, kernel, topN, minSep, notes));
        return answer(data, s.lastDate(), notes, conventions, List.of(s));
    }

    public Answer<SeasonalityData> seasonality(ApiRequest request) {
        List<String> notes = notes(request, Endpoint.SEASONALITY);
        String ticker = request.ticker().orElseThrow();
        Period period = period(request, SeasonalityData.DEFAULT_PERIOD);
        String grouping = request.get(Param.GROUPING).orElse(Seasonality.MONTHLY);
        PriceSeries full = upToAsOf(prices.get(ticker));
        List<PriceSeries> cut = cut(List.of(full), full.lastDate(), period, notes);
        requireDays(cut, period, 2);
        SeasonalityData data = compute(() -> Seasonality.compute(cut.get(0), grouping, notes));
        return answer(data, full.lastDate(), notes, conventions, List.of(full));
    }

    public Answer<AssetCorrelationData> assetCorrelation(ApiRequest request) {
        List<String> notes = notes(request, Endpoint.ASSET_CORRELATION);
        Period period = period(request, AssetCorrelationData.DEFAULT_PERIOD);
        int window = window(request, AssetCorrelationData.DEFAULT_WINDOW, notes);
        List<String> basket = request.get(Param.TICKERS).orElse(List.of());
        for (String t : basket) prices.get(t); // a ticker asked for by name must have prices: the error lists those that do
        Universe u = universe(basket.isEmpty() ? conventions.correlationUniverse() : basket, period, notes);
        if (u.series.size() < 2) throw new LocalDataException("asset correlation needs at least 2 tickers of "
                + (basket.isEmpty() ? conventions.correlationUniverse() : basket) + " with prices in the period; " + u.series.size() + " have");
        QuantConventions conv = conventions(u.series, notes);
        AssetCorrelationData data = compute(() -> AssetCorrelation.compute(u.series, window, conv, notes));
        Answer<AssetCorrelationData> a = answer(data, u.end, notes, conv, u.series);
        return basket.isEmpty() ? a : leftOut(a, u.series, u.dropped); // the configured universe's gaps are notes; a basket's, warnings
    }

    public Answer<SectorInsightsData> sectorInsights(ApiRequest request) {
        List<String> notes = notes(request, Endpoint.SECTOR_INSIGHTS);
        Period period = period(request, SectorInsightsData.DEFAULT_PERIOD);
        Universe u = universe(conventions.sectorUniverse(), period, notes);
        if (u.series.isEmpty()) throw new LocalDataException("no sector of " + conventions.sectorUniverse() + " has prices in the period");
        QuantConventions conv = conventions(u.series, notes);
        SectorInsightsData data = compute(() -> SectorInsights.compute(u.series, conv, notes));
        return answer(data, u.end, notes, conv, u.series);
    }

    /** A ticker an answer left out, and why in a few words ({@code has no price file}). */
    private record Dropped(String ticker, String reason) {}

    /** Leaves {@code ticker} out: the note says so ({@code ticker reason suffix}), {@code dropped} keeps it for the warning. */
    private static void drop(List<String> notes, List<Dropped> dropped, String ticker, String reason, String suffix) {
        notes.add(ticker + " " + reason + suffix);
        dropped.add(new Dropped(ticker, reason));
    }

    /**
     * A basket answer that left a ticker out says so as a warning (the notes keep why), with the tickers and the
     * common dates the answer then covers: {@code left out ZAPL (data end on 2024-10-04, before the common end
     * 2026-08-03); the answer covers SPY, ZSPY from 2023-08-03 to 2026-08-03}.
     */
    private static <T> Answer<T> leftOut(Answer<T> a, List<PriceSeries> kept, List<Dropped> dropped) {
        if (dropped.isEmpty() || kept.isEmpty()) return a;
        LocalDate from = kept.stream().map(PriceSeries::firstDate).max(Comparator.naturalOrder()).orElseThrow();
        LocalDate to = kept.stream().map(PriceSeries::lastDate).min(Comparator.naturalOrder()).orElseThrow();
        String which = dropped.stream().map(d -> d.ticker() + " (" + d.reason() + ")").collect(Collectors.joining(", "));
        return a.withProvenance(a.provenance().withWarning("left out " + which + "; the answer covers "
                + kept.stream().map(PriceSeries::ticker).collect(Collectors.joining(", ")) + " from " + from + " to " + to));
    }

    private PriceSeries upToAsOf(PriceSeries s) {
        if (asOf == null) return s;
        PriceSeries c = s.between(null, asOf);
        if (c.isEmpty()) throw new LocalDataException(s.ticker() + " has no prices on or before the as-of date " + asOf + " (its data start on " + s.firstDate() + ")");
        return c;
    }

    private static LocalDate commonEnd(List<PriceSeries> series) {
        return series.stream().map(PriceSeries::lastDate).min(Comparator.naturalOrder()).orElseThrow();
    }

    /** Cuts each series to [end − period, end] and notes any ticker whose data start after the period does. */
    private static List<PriceSeries> cut(List<PriceSeries> series, LocalDate end, Period period, List<String> notes) {
        LocalDate start = period.startFrom(end);
        List<PriceSeries> out = new ArrayList<>();
        for (PriceSeries s : series) {
            out.add(s.between(base(s, period, start), end));
            noteLateStart(s, period, start, notes);
        }
        return out;
    }

    private static void noteLateStart(PriceSeries s, Period period, LocalDate start, List<String> notes) {
        if (start != null && s.firstDate().isAfter(start))
            notes.add("period " + period + " asks for prices from " + start + " but " + s.ticker() + " data start on " + s.firstDate()
                    + "; answered with the data there is");
    }

    private record Universe(List<PriceSeries> series, LocalDate end, List<Dropped> dropped) {}

    /** See the class comment: the end is the latest date at least half the universe reaches. */
    private Universe universe(List<String> tickers, Period period, List<String> notes) {
        List<PriceSeries> full = new ArrayList<>();
        List<Dropped> dropped = new ArrayList<>();
        for (String t : tickers) {
            if (!prices.has(t)) { drop(notes, dropped, t, "has no price file", " and was left out"); continue; }
            PriceSeries s = prices.get(t);
            if (asOf != null && s.firstDate().isAfter(asOf)) { drop(notes, dropped, t, "starts after the as-of date", " and was left out"); continue; }
            full.add(upToAsOf(s));
        }
        if (full.isEmpty()) throw new LocalDataException("none of " + tickers + " has daily prices in " + prices.source().describe()
                + "; tickers available: " + String.join(", ", prices.available()));
        List<LocalDate> lasts = full.stream().map(PriceSeries::lastDate).sorted(Comparator.reverseOrder()).toList();
        LocalDate end = lasts.get((full.size() + 1) / 2 - 1);
        LocalDate start = period.startFrom(end);
        List<PriceSeries> kept = new ArrayList<>();
        for (PriceSeries s : full) {
            if (s.lastDate().isBefore(end)) { drop(notes, dropped, s.ticker(), "data end on " + s.lastDate() + ", before the common end " + end, "; left out"); continue; }
            PriceSeries c = s.between(base(s, period, start), end);
            if (c.size() < 2) { drop(notes, dropped, s.ticker(), "has fewer than 2 prices in the period", "; left out"); continue; }
            noteLateStart(s, period, start, notes);
            kept.add(c);
        }
        if (lasts.get(0).isAfter(end))
            notes.add("common end " + end + ": the latest date at least half of the universe has prices (some tickers run to " + lasts.get(0) + ")");
        return new Universe(kept, end, dropped);
    }

    /** {@code ytd} is measured from the last close of the previous year, as year-to-date returns are quoted. */
    private static LocalDate base(PriceSeries s, Period period, LocalDate start) {
        if (period.unit() != Period.Unit.YTD || start == null) return start;
        int i = s.indexOf((int) start.toEpochDay());
        int before = (i >= 0 ? i : -i - 1) - 1;
        return before >= 0 ? s.date(before) : start;
    }

    private static void requireDays(List<PriceSeries> cut, Period period, int min) {
        for (PriceSeries s : cut)
            if (s.size() < min)
                throw new UsageException("period " + period + " leaves " + s.size() + " price(s) of " + s.ticker() + "; at least " + min
                        + " are needed; use a longer period (" + Period.ACCEPTED + ")");
    }

    /** The notes of {@code r}, a request for {@code e}, as a list the answer adds to. */
    private static List<String> notes(ApiRequest r, Endpoint e) {
        if (r.endpoint() != e) throw new IllegalArgumentException("expected a " + e + " request, got " + r.endpoint());
        return new ArrayList<>(r.notes());
    }

    private static Period period(ApiRequest r, String def) { return r.get(Param.PERIOD).orElseGet(() -> Period.parse(def)); }

    private static int window(ApiRequest r, int def, List<String> notes) {
        return clamp(r, Param.WINDOW, def, Params.WINDOW_MIN, Params.WINDOW_MAX, notes);
    }

    private static int clamp(ApiRequest r, Param<Integer> p, int def, int min, int max, List<String> notes) {
        int v = r.get(p).orElse(def);
        int c = Math.max(min, Math.min(max, v));
        if (c != v) notes.add(p.name() + " " + v + " clamped to " + c + " (accepted " + min + (max == Integer.MAX_VALUE ? " or more" : ".." + max) + ")");
        return c;
    }

    /**
     * Analytics signal impossible inputs with IllegalArgumentException (the user sees a usage error) and numerical
     * failures (a matrix that stays singular, no convergence) with ArithmeticException: not a usage error, so a
     * {@link ComputationException}.
     */
    private static <T> T compute(Supplier<T> c) {
        try { return c.get(); }
        catch (IllegalArgumentException e) { throw new UsageException(e.getMessage()); }
        catch (ArithmeticException e) {
            throw new ComputationException("the local engine could not compute the answer: " + e.getMessage()
                    + "; the prices leave the problem degenerate (for the optimizer: a constant ticker, two tickers with identical returns,"
                    + " or too few common days for the number of tickers); try other tickers or a longer period", e);
        }
    }

    /**
     * The conventions of one answer: unchanged for a constant rate; with {@link QuantConventions#treasuryBill()} the
     * T-bill rate averaged over the return dates of the longest series used (a note states the rule and the value).
     */
    private QuantConventions conventions(List<PriceSeries> used, List<String> notes) {
        if (!conventions.treasuryBill()) return conventions;
        PriceSeries longest = used.stream().max(Comparator.comparingInt(PriceSeries::size)).orElseThrow();
        List<LocalDate> dates = IntStream.range(1, longest.size()).mapToObj(longest::date).toList();
        if (dates.isEmpty()) return conventions.withRiskFreeRate(0);
        TreasuryBillRates.Window w = bills().over(dates);
        notes.add(w.note());
        return conventions.withRiskFreeRate(w.annual());
    }

    private TreasuryBillRates bills() {
        TreasuryBillRates b = bills;
        if (b == null) bills = b = TreasuryBillRates.of(prices.source());
        return b;
    }

    /**
     * The closing note: which folder answered for each ticker and where its data end (the as-of of the answer is
     * the last date used; a file may run further when {@code --as-of} cut it), and the conventions.
     */
    private <T> Answer<T> answer(T data, LocalDate end, List<String> notes, QuantConventions conv, List<PriceSeries> used) {
        List<String> all = new ArrayList<>(notes);
        String from = used.stream()
                .collect(Collectors.groupingBy(s -> s.origin().isEmpty() ? prices.source().label() : s.origin(), LinkedHashMap::new,
                        Collectors.mapping(s -> s.ticker() + " to " + s.lastDate(), Collectors.joining(", "))))
                .entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining("; "));
        // The rate in percent, as every display shows it (the data keep the fraction, risk_free_rate).
        String rate = Percent.text(conv.riskFreeRate()) + (conventions.treasuryBill() ? " a year (3-month T-bill)" : "");
        all.add(String.format(Locale.ROOT, "local quant: data end %s (%s); daily adjusted closes only (no OHLCV needed), returns from adj_close, 252 days a year, risk-free rate %s",
                end, from, rate));
        return Answer.of(data, Provenance.local(end.toString(), all).withMethod("daily adjusted closes, 252 days a year, risk-free rate " + rate)
                .withRoutine(List.of(all.get(all.size() - 1))));
    }
}
