package dev.oqa;

import dev.oqa.cache.CachePolicy;
import dev.oqa.cache.CacheView;
import dev.oqa.cache.QuotaLedger;
import dev.oqa.cache.QuotaLimits;
import dev.oqa.cache.ResponseCache;
import dev.oqa.client.ApiException;
import dev.oqa.client.ApiKey;
import dev.oqa.client.AuthException;
import dev.oqa.client.AuthScheme;
import dev.oqa.client.ConfigException;
import dev.oqa.client.Credentials;
import dev.oqa.client.Mode;
import dev.oqa.client.NetworkException;
import dev.oqa.client.OqaClient;
import dev.oqa.client.OqaHome;
import dev.oqa.client.QuotaExceededException;
import dev.oqa.client.RateLimitedException;
import dev.oqa.client.Status;
import dev.oqa.local.LocalEngine;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Json;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.OqaException;
import dev.oqa.model.Provenance;
import dev.oqa.model.Source;
import dev.oqa.query.*;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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

    private Oqa(Builder b) {
        this.mode = b.mode;
        this.scheme = b.scheme;
        this.policy = b.policy;
        this.maxStale = b.maxStale;
        this.local = b.local != null ? b.local : LocalEngine.bundled();
        this.home = b.home != null ? b.home : OqaHome.resolve();
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
        try {
            if (b.baseUrl != null) { us = "explicit"; url = checkUrl(b.baseUrl, "--base-url"); }
            else if (!blank(env.get("OQA_BASE_URL"))) { us = "env OQA_BASE_URL"; url = checkUrl(env.get("OQA_BASE_URL"), "env OQA_BASE_URL"); }
            else if (stored.isPresent() && stored.get().baseUrl().isPresent()) {
                us = "credentials file " + cred.file();
                url = checkUrl(stored.get().baseUrl().get(), "the credentials file");
            }
        } catch (ConfigException e) {
            found.add(e);
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
            this.client = OqaClient.builder().baseUrl(baseUrl).apiKey(key).authScheme(scheme).ledger(ledger)
                    .connectTimeout(b.connectTimeout).readTimeout(b.readTimeout).maxBodyBytes(b.maxBodyBytes)
                    .maxRetryAfterWait(b.maxRetryAfterWait).clock(clock).sleeper(b.sleeper).build();
        } else {
            this.ledger = key != null ? new QuotaLedger(home.quotaDir(), key.hash(), limits, clock) : null;
            this.client = null;
        }
    }

    private static String checkUrl(String u, String origin) { return dev.oqa.client.BaseUrl.check(u, origin); }

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
        return switch (mode) {
            case LOCAL -> fromLocal(request, "local mode: no request sent");
            case REMOTE -> {
                if (!problems.isEmpty()) throw remoteProblem();
                yield remote(request);
            }
            case AUTO -> {
                // Order: remote when a key and the quota allow; else the cache, at any age; else local.
                if (!problems.isEmpty()) {
                    String why = "auto: " + problems.get(0).getMessage();
                    Answer<?> cached = anyCached(request, why);
                    yield cached != null ? cached : fromLocal(request, why + "; answered by the local engine");
                }
                try {
                    yield remote(request);
                } catch (QuotaExceededException | RateLimitedException | NetworkException | AuthException | ApiException | ConfigException e) {
                    Answer<?> cached = e instanceof AuthException ? null : anyCached(request, "auto: " + e.getMessage());
                    if (cached != null) yield cached;
                    try {
                        yield fromLocal(request, "auto: " + e.getMessage() + "; answered by the local engine");
                    } catch (RuntimeException localFailure) {
                        e.addSuppressed(localFailure);
                        throw e;
                    }
                }
            }
        };
    }

    @SuppressWarnings("unchecked")
    @Override
    public <T> Answer<T> answer(ApiRequest request, Class<T> type) {
        if (!type.equals(request.endpoint().dataType()))
            throw new IllegalArgumentException(request.endpoint().path() + " answers " + request.endpoint().dataType().getSimpleName()
                    + ", not " + type.getSimpleName());
        return (Answer<T>) answer(request);
    }

    private OqaException remoteProblem() { return problems.get(0); }

    private Answer<?> remote(ApiRequest request) {
        String ns = key.hash();
        List<String> cacheNotes = new ArrayList<>();
        if (policy != CachePolicy.NETWORK_ONLY && ResponseCache.cacheable(request.endpoint())) {
            ResponseCache.Lookup found = cache.get(ns, request);
            if (found instanceof ResponseCache.Corrupt c) cacheNotes.add(c.reason());
            if (found instanceof ResponseCache.Hit hit) {
                Instant now = clock.instant();
                ResponseCache.Entry e = hit.entry();
                if (e.fresh(now)) return fromCache(request, e, false, List.of());
                if (policy == CachePolicy.PREFER_CACHE && e.age(now).compareTo(maxStale) <= 0)
                    return fromCache(request, e, true, List.of("stale: past its time-to-live (expired " + e.expiresAt()
                            + "); used to save quota (policy prefer-cache, max stale age " + maxStale + ")"));
            }
        }
        Answer<?> a = client.send(request);
        cache.put(ns, request, a.raw(), a.provenance().fetchedAt()).ifPresent(cacheNotes::add);
        Provenance p = a.provenance();
        for (String n : cacheNotes) p = p.withNote(n);
        return a.withProvenance(p);
    }

    /** Auto mode's second choice: this key's cached answer however old, marked stale; null when there is none. */
    private Answer<?> anyCached(ApiRequest request, String why) {
        if (key == null || cache == null || !ResponseCache.cacheable(request.endpoint())) return null;
        try {
            if (cache.get(key.hash(), request) instanceof ResponseCache.Hit hit) {
                ResponseCache.Entry e = hit.entry();
                boolean stale = !e.fresh(clock.instant());
                return fromCache(request, e, stale, List.of(why + "; answered from the cache" + (stale ? " (stale)" : "")));
            }
        } catch (RuntimeException unreadable) {
            // a cache that cannot be read must not stop the local engine from answering
        }
        return null;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Answer<?> fromCache(ApiRequest request, ResponseCache.Entry e, boolean stale, List<String> extra) {
        Object typed;
        try {
            typed = dev.oqa.client.Responses.typed(request.endpoint(), e.data());
        } catch (IllegalArgumentException bad) {
            throw new ApiException(200, "unexpected_shape", null, "a cached answer for " + request.canonical() + " no longer reads as "
                    + request.endpoint().dataType().getSimpleName());
        }
        List<String> notes = new ArrayList<>(request.notes());
        notes.addAll(extra);
        OptionalInt left = OptionalInt.empty();
        try {
            left = OptionalInt.of(ledger.usage().leftToday());
        } catch (UncheckedIOException ignored) { /* quota unknown: shown as such */ }
        Provenance p = new Provenance(Source.CACHED, e.fetchedAt().toString(), e.fetchedAt(), stale, left, notes);
        return new Answer(typed, e.data(), p);
    }

    private Answer<?> fromLocal(ApiRequest request, String why) {
        Answer<?> a;
        try {
            a = local.answer(request);
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
        if (ledger != null) try { u = ledger.usage(); } catch (UncheckedIOException ignored) { /* shown as zero */ }
        ZonedDateTime now = clock.instant().atZone(limits.zone());
        Instant dayReset = u != null ? u.dayResetsAt() : now.toLocalDate().plusDays(1).atStartOfDay(limits.zone()).toInstant();
        Instant monthReset = u != null ? u.monthResetsAt() : YearMonth.from(now).plusMonths(1).atDay(1).atStartOfDay(limits.zone()).toInstant();
        return new Status(mode, key != null, keySource, Optional.ofNullable(baseUrl), baseUrlSource, scheme, policy,
                u == null ? 0 : u.usedToday(), limits.perDay(), u == null ? 0 : u.usedMonth(), limits.perMonth(), limits.perMinute(),
                dayReset, monthReset, limits.zone(),
                Optional.ofNullable(u == null ? null : u.blockedUntil()).filter(b -> b.isAfter(clock.instant())),
                cache.dir(), cache.size(), cache.count(), cache.maxBytes(),
                problems.stream().map(Throwable::getMessage).toList());
    }

    public CacheView cache() { return new CacheView(cache); }

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
        private LocalEngine local;
        private OqaHome home;
        private QuotaLimits limits = QuotaLimits.documented();
        private Clock clock = Clock.systemUTC();
        private Map<String, String> env = System.getenv();
        private long maxCacheBytes = 64L << 20;
        private long maxBodyBytes = 32L << 20;
        private Duration connectTimeout = Duration.ofSeconds(5), readTimeout = Duration.ofSeconds(30);
        private Duration maxRetryAfterWait = Duration.ofSeconds(3);
        private OqaClient.Sleeper sleeper = d -> Thread.sleep(d.toMillis());

        private Builder() {}

        public Builder mode(Mode m) { this.mode = Objects.requireNonNull(m, "mode"); return this; }
        /** The service address, e.g. {@code http://127.0.0.1:8080}; {@code /api/v0} is added. */
        public Builder baseUrl(String url) { this.baseUrl = url == null || url.isBlank() ? null : url; return this; }
        public Builder apiKey(ApiKey key) { this.key = key; return this; }
        public Builder authScheme(AuthScheme s) { this.scheme = Objects.requireNonNull(s, "authScheme"); return this; }
        public Builder cachePolicy(CachePolicy p) { this.policy = Objects.requireNonNull(p, "cachePolicy"); return this; }
        /** How old a stale cached answer may be and still be preferred to spending quota (default 24 h). */
        public Builder maxStale(Duration d) { this.maxStale = Objects.requireNonNull(d, "maxStale"); return this; }
        public Builder local(LocalEngine engine) { this.local = Objects.requireNonNull(engine, "local"); return this; }
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
        public Builder maxRetryAfterWait(Duration d) { this.maxRetryAfterWait = d; return this; }
        public Builder sleeper(OqaClient.Sleeper s) { this.sleeper = Objects.requireNonNull(s); return this; }
        public Oqa build() { return new Oqa(this); }
    }
}
