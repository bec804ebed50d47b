package dev.oqa;

import dev.oqa.internal.client.ApiKey;
import dev.oqa.internal.client.InsecureHttp;
import dev.oqa.internal.config.OqaSettings;
import dev.oqa.internal.config.SettingsResolver;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.quant.QuantConventions;
import dev.oqa.internal.results.ViewedResult;
import dev.oqa.internal.route.Router;
import dev.oqa.internal.route.StatusReport;
import dev.oqa.internal.scan.Held;
import dev.oqa.internal.scan.History;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.catalogue.Endpoints;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.AuthException;
import dev.oqa.model.AuthScheme;
import dev.oqa.model.CachePolicy;
import dev.oqa.model.CacheView;
import dev.oqa.model.Endpoint;
import dev.oqa.model.LedgerView;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.Mode;
import dev.oqa.model.OqaHome;
import dev.oqa.model.QuotaLimits;
import dev.oqa.model.Status;
import dev.oqa.query.*;
import dev.oqa.result.Result;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The toolkit's front door: every question, by mode, answered remotely (spending quota only when the cache
 * cannot answer), from the persistent cache, or by the local engine, and always saying which and why.
 *
 * <pre>{@code
 * Oqa oqa = Oqa.defaults();                        // auto mode, key and address from env or credentials file
 * Answer<GexData> a = oqa.gex("SPY").basis(Basis.VOLUME).range(0.3).answer();
 * a.provenance().line();                           // remote · ... · quota left today 9
 * }</pre>
 *
 * Key and address resolution: explicit builder value, else env {@code OQA_API_KEY} / {@code OQA_BASE_URL}, else
 * the credentials file. Problems found while resolving do not fail {@link Builder#build()}: in auto mode they
 * route to the local engine with a note; in remote mode they are thrown by the first call.
 */
public final class Oqa implements Answerer {
    private final SettingsResolver.Resolved resolved;
    private final Router router;

    private Oqa(OqaSettings settings) {
        this.resolved = SettingsResolver.resolve(settings);
        this.router = Router.of(resolved);
    }

    public static Builder builder() { return new Builder(OqaSettings.builder()); }

    /** Local mode: never sends a request. */
    public static Oqa local() { return builder().mode(Mode.LOCAL).build(); }

    /** Auto mode with everything from the environment, the credentials file and {@link OqaHome#resolve()}. */
    public static Oqa defaults() { return builder().build(); }

    public Mode mode() { return resolved.settings().mode(); }

    public Answer<?> answer(ApiRequest request) {
        return router.answer(Endpoints.of(Objects.requireNonNull(request, "request").endpoint()), request);
    }

    /** As {@link #answer(ApiRequest)}, typed; refuses, before anything is sent, a {@code type} the endpoint does not answer. */
    @Override
    public <T> Answer<T> answer(ApiRequest request, Class<T> type) {
        checkType(request, type);
        return answer(request).as(type);
    }

    /** As {@link #answer(ApiRequest, Class)}, with the endpoint's view attached. */
    @Override
    public <T> Result<T> result(ApiRequest request, Class<T> type) {
        return result(answer(request, type), request);
    }

    /** {@code answer} to {@code request} as a result whose panel the endpoint's view draws. */
    public static <T> Result<T> result(Answer<T> answer, ApiRequest request) {
        return ViewedResult.of(Endpoints.of(request.endpoint()), answer, request);
    }

    static void checkType(ApiRequest request, Class<?> type) {
        Class<?> answers = Endpoints.of(request.endpoint()).type();
        if (!type.equals(answers))
            throw new IllegalArgumentException(request.endpoint().path() + " answers " + answers.getSimpleName() + ", not " + type.getSimpleName());
    }

    public Status status() { return StatusReport.of(resolved, router); }

    /** The persistent cache of this user's service answers ({@code oqa cache list|clear}). */
    public CacheView cache() { return router.cache(); }

    /**
     * Drops this key's cached answer to {@code request}, so that an answer that turned out unusable (it could not be
     * shown) is asked again rather than replayed; true when there was one.
     */
    public boolean forget(ApiRequest request) { return router.forget(request); }

    /** This key's quota ledger, for {@code oqa quota repair|unblock}; empty without a key. */
    public Optional<LedgerView> ledger() { return router.ledger().map(l -> l); }

    public OqaHome home() { return resolved.home(); }

    public PingQuery ping() { return new PingQuery(this); }
    public GexQuery gex() { return new GexQuery(this, null); }
    public GexQuery gex(String ticker) { return new GexQuery(this, ticker); }
    public ExpectedMoveQuery expectedMove() { return new ExpectedMoveQuery(this, null); }
    public ExpectedMoveQuery expectedMove(String ticker) { return new ExpectedMoveQuery(this, ticker); }
    public IvQuery iv() { return new IvQuery(this, null); }
    public IvQuery iv(String ticker) { return new IvQuery(this, ticker); }
    public OpenInterestQuery openInterest() { return new OpenInterestQuery(this, null); }
    public OpenInterestQuery openInterest(String ticker) { return new OpenInterestQuery(this, ticker); }
    public UoaQuery uoa() { return new UoaQuery(this, null); }
    public UoaQuery uoa(String ticker) { return new UoaQuery(this, ticker); }
    public ChainQuery chain() { return new ChainQuery(this, null); }
    public ChainQuery chain(String ticker) { return new ChainQuery(this, ticker); }
    public RiskQuery risk() { return new RiskQuery(this, null); }
    public RiskQuery risk(String ticker) { return new RiskQuery(this, ticker); }
    public AssetCorrelationQuery assetCorrelation() { return new AssetCorrelationQuery(this); }
    public MarketMemoryQuery marketMemory() { return new MarketMemoryQuery(this, null); }
    public MarketMemoryQuery marketMemory(String ticker) { return new MarketMemoryQuery(this, ticker); }
    public PortfolioQuery portfolio(String... tickers) { return new PortfolioQuery(this, Arrays.asList(tickers)); }
    public PortfolioQuery portfolio(List<String> tickers) { return new PortfolioQuery(this, tickers); }
    public SeasonalityQuery seasonality() { return new SeasonalityQuery(this, null); }
    public SeasonalityQuery seasonality(String ticker) { return new SeasonalityQuery(this, ticker); }
    public SectorInsightsQuery sectorInsights() { return new SectorInsightsQuery(this); }

    /**
     * The query of any endpoint, e.g. {@code oqa.query(Endpoint.RISK, "NVDA").get()}: every endpoint is reachable
     * here, including one that has no named method above.
     *
     * @param positionals what its command takes positionally: nothing, one ticker, or the tickers
     */
    public Query<?> query(Endpoint endpoint, String... positionals) {
        return Endpoints.of(Objects.requireNonNull(endpoint, "endpoint")).query(this, Arrays.asList(positionals));
    }

    /**
     * Today's data from keyless public sources into the user's data folder ({@code oqa data fetch}):
     * {@code oqa.fetch().options("QQQ").prices("TSLA").run()}; every later local answer uses it.
     */
    public FetchQuery fetch() { return new FetchQuery(resolved.home(), resolved.settings().env(), resolved.settings().clock()); }

    /** A universe scan of {@code analytic} ({@code gex, iv, em, oi, options, risk}) over a data folder. */
    public ScanQuery scan(String analytic) { return new ScanQuery(ScanAnalytic.parse(analytic)); }

    /** One headline row per snapshot of {@code ticker} in the local engine's data, oldest first ({@code --history}). */
    public ScanResult history(String ticker) {
        return new ScanResult(History.of(router.local().data(), ticker), ticker);
    }

    /**
     * Did the expected move hold ({@code em --held})? For every snapshot of {@code ticker} in the local engine's data,
     * the nearest weekly and the nearest monthly expiry: implied move against the move the held closes realized.
     * Rows whose expiry has not come, or whose closes are missing, are pending with the reason.
     */
    public ScanResult held(String ticker) { return held(ticker, 0); }

    /**
     * As {@link #held(String)}, with every expiry from 1 to {@code horizonDays} calendar days out instead ({@code --horizon});
     * 0 is the default (the nearest weekly and monthly).
     */
    public ScanResult held(String ticker, int horizonDays) {
        var h = horizonDays == 0 ? Held.Horizon.DEFAULT : Held.Horizon.days(horizonDays);
        return new ScanResult(Held.of(router.local().data(), ticker, h), ticker);
    }

    @Override public String toString() {
        return "Oqa[mode=" + mode() + ", key=" + (resolved.key() == null ? "none" : resolved.keySource()) + ", baseUrl=" + resolved.baseUrl() + "]";
    }

    /** The settings, each checked when it is set; {@link #build()} reads the environment and the credentials file. */
    public static final class Builder {
        private final OqaSettings.Builder s;

        private Builder(OqaSettings.Builder s) { this.s = s; }

        public Builder mode(Mode m) { s.mode(m); return this; }
        /** The service address, e.g. {@code http://127.0.0.1:8080}; {@code /api/v0} is added. */
        public Builder baseUrl(String url) { s.baseUrl(url); return this; }
        /**
         * The API key (48 hexadecimal characters), checked here; null leaves it to env {@code OQA_API_KEY} and the
         * credentials file.
         *
         * @throws AuthException when the key is malformed (the message never repeats it)
         */
        public Builder apiKey(String key) { s.apiKey(key == null ? null : ApiKey.of(key)); return this; }
        public Builder authScheme(AuthScheme scheme) { s.authScheme(scheme); return this; }
        public Builder cachePolicy(CachePolicy policy) { s.cachePolicy(policy); return this; }
        /** How old a stale cached answer may be and still be preferred to spending quota (default 24 h). */
        public Builder maxStale(Duration d) { s.maxStale(d); return this; }
        /**
         * The local engine reads this folder instead of the bundled set and the user's data folder ({@code --data DIR}),
         * laid out as {@code prices/<TICKER>.csv} and {@code options/<UND>_<DATE>.csv}.
         *
         * @throws LocalDataException when {@code dir} is not a folder
         */
        public Builder dataFolder(Path dir) { s.data(DataSource.folder(Objects.requireNonNull(dir, "dataFolder"))); return this; }
        /** The local engine's session ({@code --as-of}): the option snapshot of that day; null for the latest. */
        public Builder asOf(LocalDate date) { s.asOf(date); return this; }
        /**
         * The local quant answers' risk-free rate ({@code --rf}): {@code tbill} (3-month T-bill, FRED TB3MS) or an
         * annual fraction such as {@code 0.02}; default 0.
         *
         * @throws IllegalArgumentException when {@code spec} is neither, saying what is accepted
         */
        public Builder riskFree(String spec) { s.conventions(QuantConventions.defaults().withRiskFree(spec)); return this; }
        public Builder home(OqaHome home) { s.home(home); return this; }
        public Builder home(Path dir) { s.home(OqaHome.of(dir)); return this; }
        /** Plans differ: the documented 10/day, 100/month, per-minute 60/30/30 (UTC days) by default. */
        public Builder quotaLimits(QuotaLimits limits) { s.quotaLimits(limits); return this; }
        public Builder clock(Clock clock) { s.clock(clock); return this; }
        /**
         * The environment to resolve {@code OQA_API_KEY}, {@code OQA_BASE_URL}, {@code OQA_CALL_TIMEOUT} and
         * {@code OQA_ARCHIVE} from (default: the process's); the kernel and the command line pass theirs.
         */
        public Builder env(Map<String, String> env) { s.env(env); return this; }
        /** The cache's size bound in bytes (default 64 MiB); at least 1. */
        public Builder maxCacheBytes(long n) { s.maxCacheBytes(n); return this; }
        /** Bodies beyond this many bytes are refused (default 32 MiB); at least 1. */
        public Builder maxBodyBytes(long n) { s.maxBodyBytes(n); return this; }
        /** Positive (default 5 s). */
        public Builder connectTimeout(Duration d) { s.connectTimeout(d); return this; }
        /** Positive (default 30 s). */
        public Builder readTimeout(Duration d) { s.readTimeout(d); return this; }
        /** One deadline for a whole call, body included, up to an hour (else env {@code OQA_CALL_TIMEOUT} in seconds, else 30 s). */
        public Builder callTimeout(Duration d) { s.callTimeout(d); return this; }
        /** A 429 whose Retry-After is at most this is waited out and retried once (default 3 s; zero never waits). */
        public Builder maxRetryAfterWait(Duration d) { s.maxRetryAfterWait(d); return this; }
        /** How the client waits out a short Retry-After (default: it sleeps); a test seam, kept off the public API. */
        Builder sleeper(Consumer<Duration> sleeper) { Objects.requireNonNull(sleeper, "sleeper"); s.sleeper(sleeper::accept); return this; }
        /**
         * Whether remote {@code /options/chain} answers are saved as snapshots in the user's data folder (default:
         * on, unless env {@code OQA_ARCHIVE=off} or the stored setting {@code archive=off}).
         */
        public Builder archiveChains(boolean on) { s.archive(on); return this; }
        /**
         * Consents to sending the key over plain http to a host that is not this machine; {@code who} names the consent
         * in the warning every such call carries (e.g. {@code --insecure-http}). Without it, env
         * {@code OQA_INSECURE_HTTP=allow} or {@code insecure_http=allow} in the settings file consent; else such an
         * address is refused before anything is sent. https, and plain http to this machine, need no consent.
         */
        public Builder allowInsecureHttp(String who) { s.insecureHttp(InsecureHttp.allowedBy(Objects.requireNonNull(who, "who"))); return this; }
        public Oqa build() { return new Oqa(s.build()); }
    }
}
