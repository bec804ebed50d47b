package dev.oqa.internal.route;

import dev.oqa.internal.cache.QuotaLedger;
import dev.oqa.internal.cache.ResponseCache;
import dev.oqa.internal.client.OqaClient;
import dev.oqa.internal.config.OqaSettings;
import dev.oqa.internal.config.SettingsResolver.Resolved;
import dev.oqa.internal.fetch.AutoFetch;
import dev.oqa.internal.fetch.HttpManners;
import dev.oqa.internal.fetch.LocalRefresh;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.importer.ChainArchive;
import dev.oqa.internal.local.options.ChainRowsReader;
import dev.oqa.internal.shape.Reading;
import dev.oqa.internal.catalogue.EndpointSpec;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiException;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.AuthException;
import dev.oqa.model.CachePolicy;
import dev.oqa.model.ConfigException;
import dev.oqa.model.Endpoint;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.Mode;
import dev.oqa.model.NetworkException;
import dev.oqa.model.OqaException;
import dev.oqa.model.Provenance;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.RateLimitedException;
import dev.oqa.model.Source;
import dev.oqa.model.data.ChainData;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Answers a request by mode: remote (cache, then the service, then the cache write and the chain archive), the cache
 * at any age, or the local engine, and says which and why in the answer's provenance. Auto mode tries them in that
 * order. Two decisions have one place each: {@link #namespace()} (whose cache entries a request reads and writes)
 * and {@link #fromLocal} (the only call to the local engine, so whatever must happen before it answers goes there).
 */
public final class Router {
    private final OqaSettings settings;
    private final Resolved resolved;
    private volatile LocalEngine local;
    /** Auto mode's fetch of missing or outdated data before a local answer; {@link LocalRefresh#NONE} otherwise. */
    private final LocalRefresh refresh;
    private final ResponseCache cache;
    /** This key's quota ledger; null without a key. */
    private final QuotaLedger ledger;
    /** Null when no remote answer is possible (local mode, or a problem in {@link Resolved#problems()}). */
    private final OqaClient client;
    /** Where remote chain answers are kept as local snapshots; null when archiving is off. */
    private final ChainArchive archive;

    private Router(Resolved r) {
        this.resolved = r;
        this.settings = r.settings();
        OqaSettings s = settings;
        // The user's data folder (imports, archived chains) over the bundled set, unless the caller chose a folder.
        this.local = LocalEngine.of(s.data() != null ? s.data() : DataSource.layered(r.home().dataDir()), s.asOf(), s.conventions());
        this.archive = r.archive() ? ChainArchive.in(r.home().dataDir()) : null;
        // Only over the user's own folder, for the latest data: never with --data DIR, --as-of or another mode.
        this.refresh = s.mode() == Mode.AUTO && s.data() == null && s.asOf() == null
                ? AutoFetch.of(r.home(), r.settingsFile(), s.env(), HttpManners.defaults().clock(s.clock()), s.conventions()) : LocalRefresh.NONE;
        this.cache = new ResponseCache(r.home().cacheDir(), s.maxCacheBytes(), s.clock());
        this.ledger = r.key() == null ? null : new QuotaLedger(r.home().quotaDir(), r.key().hash(), s.limits(), s.clock());
        this.client = !r.remotePossible() ? null : new OqaClient(new OqaClient.Options(r.baseUrl(), r.key(), r.insecureHttp(), s.scheme(),
                ledger, s.connectTimeout(), s.readTimeout(), r.callTimeout(), s.maxBodyBytes(), s.maxRetryAfterWait(), s.clock(), s.sleeper()));
    }

    public static Router of(Resolved resolved) { return new Router(resolved); }

    public ResponseCache cache() { return cache; }

    public Optional<QuotaLedger> ledger() { return Optional.ofNullable(ledger); }

    public LocalEngine local() { return local; }

    /** Answers {@code request}, which is to {@code spec}'s endpoint, by mode. */
    public <T> Answer<T> answer(EndpointSpec<T, ?> spec, ApiRequest request) {
        List<OqaException> problems = resolved.problems();
        return switch (settings.mode()) {
            case LOCAL -> fromLocal(spec, request, LOCAL_MODE);
            case REMOTE -> {
                if (!problems.isEmpty()) throw problems.get(0);
                yield remote(spec, request);
            }
            case AUTO -> {
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

    /** Drops the cached answer to {@code request}; true when there was one. */
    public boolean forget(ApiRequest request) {
        return namespace() != null && ResponseCache.cacheable(request.endpoint()) && cache.remove(namespace(), request);
    }

    /**
     * The cache namespace of this instance's answers: the key, the service's address and the auth form, so that one
     * key never reads another's, nor one service another's answer; null without a key or an address.
     */
    private ResponseCache.Namespace namespace() {
        return resolved.key() == null || resolved.baseUrl() == null ? null
                : new ResponseCache.Namespace(resolved.key().hash(), resolved.baseUrl(), settings.scheme());
    }

    /** The fresh (or acceptably stale) cached answer, else the service's, which is then cached and, for a chain, archived. */
    private <T> Answer<T> remote(EndpointSpec<T, ?> spec, ApiRequest asked) {
        ApiRequest request = asked.forService(); // the service's caps (tickers ≤ 20); the local engine has none
        List<String> cacheNotes = new ArrayList<>();
        Answer<T> cached = ResponseCache.cacheable(request.endpoint()) && settings.policy() != CachePolicy.NETWORK_ONLY
                ? fromFreshCache(spec, request, cacheNotes) : null;
        if (cached != null) return cached;
        Answer<T> a = client.send(request, spec.reader());
        // The client has read the answer as its record (an API error when it does not fit), so only readable answers are stored.
        cache.put(namespace(), request, a.raw(), a.provenance().fetchedAt()).ifPresent(cacheNotes::add);
        ChainArchive.Saved archived = archive != null && request.endpoint() == Endpoint.CHAIN ? archive(a) : null;
        if (archived != null) cacheNotes.add(archived.note());
        Provenance p = a.provenance();
        for (String n : cacheNotes) p = p.withNote(n);
        return a.withProvenance(archived != null && archived.saved() ? p.withDataWritten() : p);
    }

    private <T> Answer<T> fromFreshCache(EndpointSpec<T, ?> spec, ApiRequest request, List<String> notes) {
        ResponseCache.Lookup found = cache.get(namespace(), request);
        if (found instanceof ResponseCache.Corrupt c) notes.add(c.reason());
        if (!(found instanceof ResponseCache.Hit hit)) return null;
        ResponseCache.Entry e = hit.entry();
        return switch (CacheDecision.of(settings.clock().instant(), settings.policy(), settings.maxStale(), e)) {
            case FRESH -> fromCache(spec, request, e, false, List.of(), notes);
            case STALE -> fromCache(spec, request, e, true, List.of("stale: past its time-to-live (expired " + e.expiresAt()
                    + "); used to save quota (policy prefer-cache, max stale age " + settings.maxStale() + ")"), notes);
            case NETWORK -> null;
        };
    }

    /** Saves a remote chain answer as a local snapshot; the note says where, or why not. Never throws. */
    private ChainArchive.Saved archive(Answer<?> chain) {
        try {
            var read = ChainRowsReader.read(chain.as(ChainData.class).data(), chain.provenance());
            return archive.save(read.chain(), chain.provenance().fetchedAt());
        } catch (RuntimeException e) {
            return new ChainArchive.Saved(false, "archive: not saved (" + e.getMessage() + "); the answer is unaffected");
        }
    }

    /** Auto mode's second choice: this key's cached answer however old, marked stale; null when there is none. */
    private <T> Answer<T> anyCached(EndpointSpec<T, ?> spec, ApiRequest asked, String why) {
        ApiRequest request = asked.forService();
        if (namespace() == null || !ResponseCache.cacheable(request.endpoint())) return null;
        try {
            if (cache.get(namespace(), request) instanceof ResponseCache.Hit hit) {
                ResponseCache.Entry e = hit.entry();
                boolean stale = !e.fresh(settings.clock().instant());
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
        Reading<T> reading;
        try {
            reading = spec.reader().read(e.data()); // every member checked, a chain's rows included
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

    /** The local engine's answer, with {@code why} it answered; the one place the local engine is asked. */
    private <T> Answer<T> fromLocal(EndpointSpec<T, ?> spec, ApiRequest request, String why) {
        LocalRefresh.Refreshed fetched = refresh.before(request);
        if (fetched.changed()) local = local.reopened(); // it lists the snapshots once
        Answer<T> a;
        try {
            a = local.answer(spec, request);
        } catch (UnsupportedOperationException e) {
            throw new LocalDataException("the local engine cannot answer " + request.endpoint().path() + " (" + e.getMessage() + "); " + why);
        } catch (LocalDataException e) {
            if (fetched.notes().isEmpty()) throw e;
            throw new LocalDataException(e.getMessage() + "; " + String.join("; ", fetched.notes()), e); // what could not be fetched
        }
        Provenance p = a.provenance();
        for (String n : request.notes()) if (!p.notes().contains(n)) p = p.withNote(n);
        for (String n : fetched.notes()) p = p.withNote(n);
        if (fetched.changed()) p = p.withDataWritten();
        return a.withProvenance(why.equals(LOCAL_MODE) ? p.withRoutineNote(why) : p.withNote(why));
    }

    /** Said on every answer in local mode: a routine note, not news. */
    private static final String LOCAL_MODE = "local mode: no request sent";
}
