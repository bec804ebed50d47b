package dev.oqa;

import dev.oqa.model.CachePolicy;
import dev.oqa.model.CacheView;
import dev.oqa.model.LedgerView;
import dev.oqa.internal.cache.QuotaLedger;
import dev.oqa.model.QuotaLimits;
import dev.oqa.internal.cache.ResponseCache;
import dev.oqa.model.ApiException;
import dev.oqa.internal.client.ApiKey;
import dev.oqa.model.AuthException;
import dev.oqa.model.AuthScheme;
import dev.oqa.model.ConfigException;
import dev.oqa.internal.client.Credentials;
import dev.oqa.model.Mode;
import dev.oqa.model.NetworkException;
import dev.oqa.internal.client.OqaClient;
import dev.oqa.model.OqaHome;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.RateLimitedException;
import dev.oqa.model.Status;
import dev.oqa.internal.local.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.importer.ChainArchive;
import dev.oqa.internal.local.quant.QuantConventions;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Json;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.OqaException;
import dev.oqa.model.Provenance;
import dev.oqa.model.Source;
import dev.oqa.query.*;
import dev.oqa.result.Result;
import dev.oqa.internal.spec.EndpointSpec;
import dev.oqa.internal.spec.Endpoints;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.OptionalInt;

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
    private final Mode mode;
    private final AuthScheme scheme;
    private final CachePolicy policy;
    private final Duration maxStale;
    private final LocalEngine local;
    private final OqaHome home;
    private final QuotaLimits limits;
    private final Clock clock;
    private final ResponseCache cache;
    private final ApiKey key;
    private final String keySource;
    private final String baseUrl;
    private final String baseUrlSource;
    /** Why a remote answer is impossible, in the user's terms; empty when remote is possible. */
    private final List<OqaException> problems;
    private final QuotaLedger ledger;
    private final OqaClient client;
    /** Where remote chain answers are kept as local snapshots; null when archiving is off. */
    private final ChainArchive archive;

    private Oqa(Builder b) {
        this.mode = b.mode;
        this.scheme = b.scheme;
        this.policy = b.policy;
        this.maxStale = b.maxStale;
        this.home = b.home != null ? b.home : OqaHome.resolve();
        // The user's data folder (imports, archived chains) over the bundled set, unless the caller chose a folder.
        this.local = LocalEngine.of(b.data != null ? b.data : DataSource.layered(home.dataDir()), b.asOf, b.conventions);
        boolean archiving = b.archive != null ? b.archive : ChainArchive.enabled(b.env, home.configRoot().resolve("settings"));
        this.archive = archiving ? ChainArchive.in(home.dataDir()) : null;
        this.limits = b.limits;
        this.clock = b.clock;
        this.cache = new ResponseCache(home.cacheDir(), b.maxCacheBytes, clock);
        List<OqaException> found = new ArrayList<>();
        Map<String, String> env = b.env;

        Optional<Credentials.Stored> stored = Optional.empty();
        OqaException credentialsProblem = null;
        Credentials cred = Credentials.at(home);
        boolean needFile = b.key == null && blank(env.get("OQA_API_KEY")) || b.baseUrl == null && blank(env.get("OQA_BASE_URL"));
        if (needFile && mode != Mode.LOCAL) {
            try {
                stored = cred.read();
            } catch (OqaException e) {
                credentialsProblem = e;
            }
        }

        ApiKey k = null;
        String ks = "none";
        if (b.key != null) { k = b.key; ks = "explicit"; }
        else if (!blank(env.get("OQA_API_KEY"))) {
            ks = "env OQA_API_KEY";
            try {
                k = ApiKey.of(env.get("OQA_API_KEY"));
            } catch (AuthException e) {
                found.add(new AuthException(e.code(), "the API key in env OQA_API_KEY is malformed: expected 48 hexadecimal characters"));
            }
        } else if (stored.isPresent()) { k = stored.get().key(); ks = "credentials file " + cred.file(); }
        else if (credentialsProblem != null) { ks = "credentials file " + cred.file(); found.add(credentialsProblem); }
        else found.add(new AuthException("missing_api_key", "no API key (set OQA_API_KEY or run %oqa login)"));

        String url = null, us = "none";
        dev.oqa.internal.client.InsecureHttp insecure = dev.oqa.internal.client.InsecureHttp.REFUSED;
        try {
            Path settings = home.configRoot().resolve("settings");
            insecure = b.insecureHttp != null ? b.insecureHttp : dev.oqa.internal.client.InsecureHttp.from(env,
                    dev.oqa.internal.client.SettingsFile.at(settings).get(dev.oqa.internal.client.InsecureHttp.SETTING), settings.toString());
        } catch (ConfigException e) {
            found.add(e);
        }
        try {
            if (b.baseUrl != null) { us = "explicit"; url = checkUrl(b.baseUrl, "--base-url", insecure); }
            else if (!blank(env.get("OQA_BASE_URL"))) { us = "env OQA_BASE_URL"; url = checkUrl(env.get("OQA_BASE_URL"), "env OQA_BASE_URL", insecure); }
            else if (stored.isPresent() && stored.get().baseUrl().isPresent()) {
                us = "credentials file " + cred.file();
                url = checkUrl(stored.get().baseUrl().get(), "the credentials file", insecure);
            }
        } catch (ConfigException e) {
            found.add(e);
        }
        Duration callTimeout = b.callTimeout;
        if (callTimeout == null) {
            try {
                callTimeout = callTimeoutFrom(env.get("OQA_CALL_TIMEOUT"));
            } catch (ConfigException e) {
                found.add(e);
                callTimeout = OqaClient.DEFAULT_CALL_TIMEOUT;
            }
        }
        if (url == null && credentialsProblem != null && !found.contains(credentialsProblem)) found.add(credentialsProblem);
        if (url == null && found.stream().noneMatch(e -> e instanceof ConfigException))
            found.add(new ConfigException("no service address (the API document names no host): set OQA_BASE_URL, pass --base-url,"
                    + " or store base_url= in the credentials file (" + cred.file() + ")"));

        this.key = k;
        this.keySource = ks;
        this.baseUrl = url;
        this.baseUrlSource = us;
        this.problems = List.copyOf(found);
        if (key != null && baseUrl != null && problems.isEmpty() && mode != Mode.LOCAL) {
            this.ledger = new QuotaLedger(home.quotaDir(), key.hash(), limits, clock);
            this.client = OqaClient.builder().baseUrl(baseUrl).apiKey(key).insecureHttp(insecure).authScheme(scheme).ledger(ledger)
                    .connectTimeout(b.connectTimeout).readTimeout(b.readTimeout).callTimeout(callTimeout).maxBodyBytes(b.maxBodyBytes)
                    .maxRetryAfterWait(b.maxRetryAfterWait).clock(clock).sleeper(b.sleeper).build();
        } else {
            this.ledger = key != null ? new QuotaLedger(home.quotaDir(), key.hash(), limits, clock) : null;
            this.client = null;
        }
    }

    /** {@code OQA_CALL_TIMEOUT}: seconds (e.g. {@code 30} or {@code 2.5}) or an ISO-8601 duration ({@code PT1M}). */
    static Duration callTimeoutFrom(String value) {
        if (blank(value)) return OqaClient.DEFAULT_CALL_TIMEOUT;
        String v = value.trim();
        Duration d;
        try {
            d = v.toUpperCase(java.util.Locale.ROOT).startsWith("P") ? Duration.parse(v)
                    : Duration.ofMillis(Math.round(Double.parseDouble(v) * 1000));
        } catch (RuntimeException e) {
            d = null;
        }
        if (d == null || d.isNegative() || d.isZero() || d.compareTo(Duration.ofHours(1)) > 0)
            throw new ConfigException("OQA_CALL_TIMEOUT '" + v + "' is not usable: give the call deadline in seconds, more than 0 and at most 3600"
                    + " (e.g. 30), or as an ISO-8601 duration (e.g. PT45S)");
        return d;
    }

    private static String checkUrl(String u, String origin, dev.oqa.internal.client.InsecureHttp insecure) {
        return dev.oqa.internal.client.BaseUrl.forKey(u, origin, insecure).url();
    }

    /** Whose cached answers this configuration reads and writes: the key, the service and the auth form; null without a key or an address. */
    private ResponseCache.Namespace space() {
        return key == null || baseUrl == null ? null : new ResponseCache.Namespace(key.hash(), baseUrl, scheme);
    }

    private static boolean blank(String s) { return s == null || s.isBlank(); }

    public static Builder builder() { return new Builder(); }

    /** Local mode: never sends a request. */
    public static Oqa local() { return builder().mode(Mode.LOCAL).build(); }

    /** Auto mode with everything from the environment, the credentials file and {@link OqaHome#resolve()}. */
    public static Oqa defaults() { return builder().build(); }

    public Mode mode() { return mode; }

    // ---------------------------------------------------------------- answering

    public Answer<?> answer(ApiRequest request) {
        Objects.requireNonNull(request, "request");
        return answer(Endpoints.of(request.endpoint()), request);
    }

    /** Answers {@code request}, which must be to {@code spec}'s endpoint, by mode. */
    <T> Answer<T> answer(EndpointSpec<T, ?> spec, ApiRequest request) {
        Objects.requireNonNull(request, "request");
        if (spec.endpoint() != request.endpoint()) throw new IllegalArgumentException(request.endpoint().path() + " is not " + spec.endpoint().path());
        return switch (mode) {
            case LOCAL -> fromLocal(spec, request, "local mode: no request sent");
            case REMOTE -> {
                if (!problems.isEmpty()) throw remoteProblem();
                yield remote(spec, request);
            }
            case AUTO -> {
                // Order: remote when a key and the quota allow; else the cache, at any age; else local.
                if (!problems.isEmpty()) {
                    String why = "auto: " + problems.get(0).getMessage();
                    Answer<T> cached = anyCached(spec, request, why);
                    yield cached != null ? cached : fromLocal(spec, request, why + "; answered by the local engine");
                }
                try {
                    yield remote(spec, request);
                } catch (QuotaExceededException | RateLimitedException | NetworkException | AuthException | ApiException | ConfigException e) {
                    Answer<T> cached = e instanceof AuthException ? null : anyCached(spec, request, "auto: " + e.getMessage());
                    if (cached != null) yield cached;
                    try {
                        yield fromLocal(spec, request, "auto: " + e.getMessage() + "; answered by the local engine");
                    } catch (RuntimeException localFailure) {
                        e.addSuppressed(localFailure);
                        throw e;
                    }
                }
            }
        };
    }

    /** As {@link #answer(ApiRequest)}, typed; refuses, before anything is sent, a {@code type} the endpoint does not answer. */
    @Override
    public <T> Answer<T> answer(ApiRequest request, Class<T> type) {
        return answer(checked(request, type), request).as(type);
    }

    /** As {@link #answer(ApiRequest, Class)}, with the endpoint's view attached. */
    @Override
    public <T> Result<T> result(ApiRequest request, Class<T> type) {
        return result(answer(request, type), request);
    }

    /** {@code answer} to {@code request} as a result whose panel the endpoint's view draws. */
    public static <T> Result<T> result(Answer<T> answer, ApiRequest request) {
        return Endpoints.of(request.endpoint()).result(answer, request);
    }

    static EndpointSpec<?, ?> checked(ApiRequest request, Class<?> type) {
        EndpointSpec<?, ?> spec = Endpoints.of(request.endpoint());
        if (!type.equals(spec.type()))
            throw new IllegalArgumentException(request.endpoint().path() + " answers " + spec.type().getSimpleName() + ", not " + type.getSimpleName());
        return spec;
    }

    private OqaException remoteProblem() { return problems.get(0); }

    private <T> Answer<T> remote(EndpointSpec<T, ?> spec, ApiRequest asked) {
        ApiRequest request = asked.forService(); // the service's caps (tickers ≤ 20); the local engine has none
        ResponseCache.Namespace ns = space();
        List<String> cacheNotes = new ArrayList<>();
        if (policy != CachePolicy.NETWORK_ONLY && ResponseCache.cacheable(request.endpoint())) {
            ResponseCache.Lookup found = cache.get(ns, request);
            if (found instanceof ResponseCache.Corrupt c) cacheNotes.add(c.reason());
            if (found instanceof ResponseCache.Hit hit) {
                Instant now = clock.instant();
                ResponseCache.Entry e = hit.entry();
                Answer<T> cached = null;
                if (e.fresh(now)) cached = fromCache(spec, request, e, false, List.of(), cacheNotes);
                else if (policy == CachePolicy.PREFER_CACHE && e.age(now).compareTo(maxStale) <= 0)
                    cached = fromCache(spec, request, e, true, List.of("stale: past its time-to-live (expired " + e.expiresAt()
                            + "); used to save quota (policy prefer-cache, max stale age " + maxStale + ")"), cacheNotes);
                if (cached != null) return cached;
            }
        }
        Answer<T> a = client.send(request, spec.reader());
        // Validated before caching: the client has read the answer as its record (an API error, exit 5, when it does
        // not fit), so only readable answers are stored.
        cache.put(ns, request, a.raw(), a.provenance().fetchedAt()).ifPresent(cacheNotes::add);
        if (archive != null && request.endpoint() == dev.oqa.model.Endpoint.CHAIN) cacheNotes.add(archive(a));
        Provenance p = a.provenance();
        for (String n : cacheNotes) p = p.withNote(n);
        return a.withProvenance(p);
    }

    /** Saves a remote chain answer as a local snapshot; the note says where, or why not. Never throws. */
    private String archive(Answer<?> chain) {
        try {
            var read = dev.oqa.internal.local.options.ChainRowsReader.read(chain.as(dev.oqa.model.data.ChainData.class).data(), chain.provenance());
            return archive.save(read.chain(), chain.provenance().fetchedAt());
        } catch (RuntimeException e) {
            return "archive: not saved (" + e.getMessage() + "); the answer is unaffected";
        }
    }

    /** Auto mode's second choice: this key's cached answer however old, marked stale; null when there is none. */
    private <T> Answer<T> anyCached(EndpointSpec<T, ?> spec, ApiRequest asked, String why) {
        ApiRequest request = asked.forService();
        ResponseCache.Namespace ns = space();
        if (ns == null || cache == null || !ResponseCache.cacheable(request.endpoint())) return null;
        try {
            if (cache.get(ns, request) instanceof ResponseCache.Hit hit) {
                ResponseCache.Entry e = hit.entry();
                boolean stale = !e.fresh(clock.instant());
                return fromCache(spec, request, e, stale, List.of(why + "; answered from the cache" + (stale ? " (stale)" : "")), new ArrayList<>());
            }
        } catch (RuntimeException unreadable) {
            // a cache that cannot be read must not stop the local engine from answering
        }
        return null;
    }

    /**
     * The cached answer, or null (with a note in {@code dropped}) when the entry no longer reads as its record: such
     * an entry is passed over, never fatal, and the next good answer replaces it.
     */
    private <T> Answer<T> fromCache(EndpointSpec<T, ?> spec, ApiRequest request, ResponseCache.Entry e, boolean stale, List<String> extra, List<String> dropped) {
        dev.oqa.internal.shape.Reading<T> reading;
        try {
            reading = spec.read(e.data()); // every member checked, a chain's rows included
            if (spec.type() == dev.oqa.model.data.ChainData.class) // kept as parsed, as the client keeps it
                reading = new dev.oqa.internal.shape.Reading<>(spec.reader().read(e.data()).record(), reading.unread());
        } catch (IllegalArgumentException bad) {
            dropped.add("dropped a cached answer for " + request.endpoint().path() + " that no longer reads as "
                    + spec.type().getSimpleName() + " (" + bad.getMessage() + ")");
            return null;
        }
        List<String> notes = new ArrayList<>(request.notes());
        notes.addAll(extra);
        OptionalInt left = OptionalInt.empty();
        try {
            left = OptionalInt.of(ledger.usage().leftToday());
        } catch (UncheckedIOException | QuotaExceededException ignored) { /* quota unknown: shown as such */ }
        Provenance p = new Provenance(Source.CACHED, e.fetchedAt().toString(), e.fetchedAt(), stale, left, notes);
        return new Answer<>(reading.record(), e.data(), p, reading.unread());
    }

    private <T> Answer<T> fromLocal(EndpointSpec<T, ?> spec, ApiRequest request, String why) {
        Answer<T> a;
        try {
            a = local.answer(spec, request);
        } catch (UnsupportedOperationException e) {
            throw new LocalDataException("the local engine cannot answer " + request.endpoint().path() + " (" + e.getMessage() + "); " + why);
        }
        Provenance p = a.provenance();
        for (String n : request.notes()) if (!p.notes().contains(n)) p = p.withNote(n);
        return a.withProvenance(p.withNote(why));
    }

    // ---------------------------------------------------------------- status and cache

    public Status status() {
        QuotaLedger.Usage u = null;
        String quotaProblem = null;
        if (ledger != null) {
            try {
                u = ledger.usage();
            } catch (dev.oqa.model.LedgerUnreadableException e) {
                quotaProblem = e.getMessage();
            } catch (UncheckedIOException e) {
                quotaProblem = e.getMessage() + "; nothing can be sent until it can be read";
            }
        }
        ZonedDateTime now = clock.instant().atZone(limits.zone());
        Instant dayReset = u != null ? u.dayResetsAt() : now.toLocalDate().plusDays(1).atStartOfDay(limits.zone()).toInstant();
        Instant monthReset = u != null ? u.monthResetsAt() : YearMonth.from(now).plusMonths(1).atDay(1).atStartOfDay(limits.zone()).toInstant();
        return new Status(mode, key != null, keySource, Optional.ofNullable(baseUrl), baseUrlSource, scheme, policy,
                u == null ? 0 : u.usedToday(), limits.perDay(), u == null ? 0 : u.usedMonth(), limits.perMonth(), limits.perMinute(),
                dayReset, monthReset, limits.zone(),
                Optional.ofNullable(u == null ? null : u.blockedUntil()).filter(b -> b.isAfter(clock.instant())),
                cache.dir(), cache.size(), cache.count(), cache.maxBytes(),
                problems.stream().map(Throwable::getMessage).toList(), u == null ? List.of() : u.notes(), Optional.ofNullable(quotaProblem));
    }

    /** The persistent cache of this user's service answers ({@code oqa cache list|clear}). */
    public CacheView cache() { return cache; }

    /**
     * Drops this key's cached answer to {@code request}, so that an answer that turned out unusable (it could not be
     * shown) is asked again rather than replayed; true when there was one.
     */
    public boolean forget(ApiRequest request) {
        ResponseCache.Namespace ns = space();
        return ns != null && ResponseCache.cacheable(request.endpoint()) && cache.remove(ns, request);
    }

    /** This key's quota ledger, for {@code oqa quota repair|unblock}; empty without a key. */
    public Optional<LedgerView> ledger() { return Optional.ofNullable(ledger); }

    public OqaHome home() { return home; }

    // ---------------------------------------------------------------- fluent queries

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
    public Query<?> query(dev.oqa.model.Endpoint endpoint, String... positionals) {
        return Endpoints.of(Objects.requireNonNull(endpoint, "endpoint")).query(this, Arrays.asList(positionals));
    }

    /** A universe scan of {@code analytic} ({@code gex, iv, em, oi, options, risk}) over a data folder. */
    public ScanQuery scan(String analytic) { return new ScanQuery(dev.oqa.internal.scan.ScanAnalytic.parse(analytic)); }

    /** One headline row per snapshot of {@code ticker} in the local engine's data, oldest first ({@code --history}). */
    public ScanResult history(String ticker) {
        return new ScanResult(dev.oqa.internal.scan.History.of(local.data(), ticker), ticker);
    }

    @Override public String toString() {
        return "Oqa[mode=" + mode + ", key=" + (key == null ? "none" : keySource) + ", baseUrl=" + baseUrl + "]";
    }

    public static final class Builder {
        private Mode mode = Mode.AUTO;
        private String baseUrl;
        private ApiKey key;
        private AuthScheme scheme = AuthScheme.API_KEY;
        private CachePolicy policy = CachePolicy.PREFER_CACHE;
        private Duration maxStale = Duration.ofHours(24);
        private DataSource data;
        private LocalDate asOf;
        private QuantConventions conventions = QuantConventions.defaults();
        private OqaHome home;
        private QuotaLimits limits = QuotaLimits.documented();
        private Clock clock = Clock.systemUTC();
        private Map<String, String> env = System.getenv();
        private long maxCacheBytes = 64L << 20;
        private long maxBodyBytes = 32L << 20;
        private Duration connectTimeout = Duration.ofSeconds(5), readTimeout = Duration.ofSeconds(30);
        private Duration maxRetryAfterWait = Duration.ofSeconds(3);
        private Duration callTimeout;
        private OqaClient.Sleeper sleeper = d -> Thread.sleep(d.toMillis());
        private Boolean archive;
        private dev.oqa.internal.client.InsecureHttp insecureHttp;

        private Builder() {}

        public Builder mode(Mode m) { this.mode = Objects.requireNonNull(m, "mode"); return this; }
        /** The service address, e.g. {@code http://127.0.0.1:8080}; {@code /api/v0} is added. */
        public Builder baseUrl(String url) { this.baseUrl = url == null || url.isBlank() ? null : url; return this; }
        /**
         * The API key (48 hexadecimal characters), checked here; null leaves it to env {@code OQA_API_KEY} and the
         * credentials file.
         *
         * @throws AuthException when the key is malformed (the message never repeats it)
         */
        public Builder apiKey(String key) { this.key = key == null ? null : ApiKey.of(key); return this; }
        public Builder authScheme(AuthScheme s) { this.scheme = Objects.requireNonNull(s, "authScheme"); return this; }
        public Builder cachePolicy(CachePolicy p) { this.policy = Objects.requireNonNull(p, "cachePolicy"); return this; }
        /** How old a stale cached answer may be and still be preferred to spending quota (default 24 h). */
        public Builder maxStale(Duration d) { this.maxStale = Objects.requireNonNull(d, "maxStale"); return this; }
        /**
         * The local engine reads this folder instead of the bundled set and the user's data folder ({@code --data DIR}),
         * laid out as {@code prices/<TICKER>.csv} and {@code options/<UND>_<DATE>.csv}.
         *
         * @throws LocalDataException when {@code dir} is not a folder
         */
        public Builder dataFolder(java.nio.file.Path dir) { this.data = DataSource.folder(Objects.requireNonNull(dir, "dataFolder")); return this; }
        /** The local engine's session ({@code --as-of}): the option snapshot of that day; null for the latest. */
        public Builder asOf(LocalDate date) { this.asOf = date; return this; }
        /**
         * The local quant answers' risk-free rate ({@code --rf}): {@code tbill} (3-month T-bill, FRED TB3MS) or an
         * annual fraction such as {@code 0.02}; default 0.
         *
         * @throws IllegalArgumentException when {@code spec} is neither, saying what is accepted
         */
        public Builder riskFree(String spec) { this.conventions = QuantConventions.defaults().withRiskFree(spec); return this; }
        public Builder home(OqaHome h) { this.home = Objects.requireNonNull(h, "home"); return this; }
        public Builder home(java.nio.file.Path dir) { this.home = OqaHome.of(dir); return this; }
        /** Plans differ: the documented 10/day, 100/month, per-minute 60/30/30 (UTC days) by default. */
        public Builder quotaLimits(QuotaLimits l) { this.limits = Objects.requireNonNull(l, "quotaLimits"); return this; }
        public Builder clock(Clock c) { this.clock = Objects.requireNonNull(c, "clock"); return this; }
        /** The environment to read {@code OQA_API_KEY} and {@code OQA_BASE_URL} from (default: the process's). */
        public Builder env(Map<String, String> env) { this.env = Map.copyOf(env); return this; }
        public Builder maxCacheBytes(long n) { this.maxCacheBytes = n; return this; }
        public Builder maxBodyBytes(long n) { this.maxBodyBytes = n; return this; }
        public Builder connectTimeout(Duration d) { this.connectTimeout = d; return this; }
        public Builder readTimeout(Duration d) { this.readTimeout = d; return this; }
        /** One deadline for a whole call, body included (else env {@code OQA_CALL_TIMEOUT} in seconds, else 30 s). */
        public Builder callTimeout(Duration d) { this.callTimeout = d; return this; }
        public Builder maxRetryAfterWait(Duration d) { this.maxRetryAfterWait = d; return this; }
        /** How the client waits out a short Retry-After (default: it sleeps); tests record the wait instead. */
        public Builder sleeper(Consumer<Duration> s) { Objects.requireNonNull(s, "sleeper"); this.sleeper = s::accept; return this; }
        /**
         * Whether remote {@code /options/chain} answers are saved as snapshots in the user's data folder (default:
         * on, unless env {@code OQA_ARCHIVE=off} or the stored setting {@code archive=off}).
         */
        public Builder archiveChains(boolean on) { this.archive = on; return this; }
        /**
         * Consents to sending the key over plain http to a host that is not this machine; {@code who} names the consent
         * in the warning every such call carries (e.g. {@code --insecure-http}). Without it, env
         * {@code OQA_INSECURE_HTTP=allow} or {@code insecure_http=allow} in the settings file consent; else such an
         * address is refused before anything is sent. https, and plain http to this machine, need no consent.
         */
        public Builder allowInsecureHttp(String who) {
            this.insecureHttp = dev.oqa.internal.client.InsecureHttp.allowedBy(Objects.requireNonNull(who, "who"));
            return this;
        }
        public Oqa build() { return new Oqa(this); }
    }
}
