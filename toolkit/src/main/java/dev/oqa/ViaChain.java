package dev.oqa;

import dev.oqa.internal.local.options.ChainRequirements;
import dev.oqa.internal.local.options.ChainRowsReader;
import dev.oqa.internal.local.options.OptionsEngine;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Provenance;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ChainData;
import dev.oqa.query.Answerer;
import dev.oqa.result.Result;
import dev.oqa.internal.catalogue.EndpointSpec;
import dev.oqa.internal.catalogue.Endpoints;
import dev.oqa.internal.catalogue.Local;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * {@code --via-chain}: the options analytics (expected move, IV, open interest, UOA, GEX) computed locally from ONE
 * {@code /options/chain} answer. A key has 10 requests a day; five analytics of one ticker then cost one request,
 * and the next four are answered from the client's 60 s cache of that chain.
 *
 * <pre>{@code
 * Oqa oqa = Oqa.defaults();
 * Answer<?> gex = ViaChain.answer(oqa, oqa.gex("SPY").basis(Basis.VOLUME).request());
 * Answer<GexData> same = new GexQuery(ViaChain.answerer(oqa), "SPY").basis(Basis.VOLUME).answer();
 * }</pre>
 *
 * <ul>
 *   <li>The chain is asked for with the widest strike range api-v0 allows ({@value #CHAIN_RANGE_PCT}) and no expiry
 *       filter, always the same request per ticker, so every analytic shares one cache entry. Rows with strikes
 *       above 3× spot are therefore not sent; only GEX's zero-level sweep looks at them, and for index and ETF chains
 *       there are none.</li>
 *   <li>The chain goes through {@link Oqa#answer(ApiRequest)}: mode, cache, quota and the auto fallback to the local
 *       engine apply as for any request.</li>
 *   <li>Before computing, the rows are checked for the fields the analytic needs ({@link ChainRequirements}); when
 *       they lack one, a {@link dev.oqa.internal.local.options.MissingChainFieldsException} (exit 5) names it.</li>
 *   <li>The answer has the requested endpoint's data type; its provenance keeps the chain answer's source (remote,
 *       cached or local), as-of, fetch time, staleness and quota left, with a first note saying it was computed
 *       locally from the chain.</li>
 * </ul>
 */
public final class ViaChain {
    private ViaChain() {}

    /** The chain's {@code range_pct}: api-v0's maximum, strikes within spot × (1 ± 2). */
    public static final double CHAIN_RANGE_PCT = 2.0;

    /** Answers {@code request} via one chain request through {@code oqa}; a chain request is answered as is. */
    public static Answer<?> answer(Oqa oqa, ApiRequest request) {
        Objects.requireNonNull(oqa, "oqa");
        if (Objects.requireNonNull(request, "request").endpoint() == Endpoint.CHAIN) return oqa.answer(request);
        return from(oqa.answer(chainRequest(request), ChainData.class), request); // chainRequest refuses what no chain computes
    }

    /** Typed variant; {@code type} must be the endpoint's data record. */
    public static <T> Answer<T> answer(Oqa oqa, ApiRequest request, Class<T> type) {
        Oqa.checkType(request, type);
        return answer(oqa, request).as(type);
    }

    /** An {@link Answerer} for the fluent queries: {@code new GexQuery(ViaChain.answerer(oqa), "SPY").answer()}. */
    public static Answerer answerer(Oqa oqa) {
        Objects.requireNonNull(oqa, "oqa");
        return new Answerer() {
            @Override public <T> Answer<T> answer(ApiRequest request, Class<T> type) { return ViaChain.answer(oqa, request, type); }

            @Override public <T> Result<T> result(ApiRequest request, Class<T> type) {
                return Oqa.result(answer(request, type), request);
            }
        };
    }

    /** The one chain request behind {@code request}: same ticker, range 2.0, no expiry filter. */
    public static ApiRequest chainRequest(ApiRequest request) {
        onChain(Endpoints.of(request.endpoint()), request);
        return Endpoints.CHAIN.query(null, List.of(request.ticker().orElseThrow())).range(CHAIN_RANGE_PCT).request();
    }

    /**
     * Computes {@code request} from a chain answer the caller already holds (e.g. one fetched earlier in a notebook).
     * For a chain request the rows are filtered again by its range and expiry.
     */
    public static Answer<?> from(Answer<ChainData> chain, ApiRequest request) {
        return from(Endpoints.of(request.endpoint()), chain, request);
    }

    private static <T> Answer<T> from(EndpointSpec<T, ?> spec, Answer<ChainData> chain, ApiRequest request) {
        Objects.requireNonNull(chain, "chain");
        Local.OnChain<T> onChain = onChain(spec, request);
        Provenance cp = chain.provenance();
        // The rows in canonical records whatever table shape the server sent them in.
        ChainData rows = chain.data();
        try {
            rows = Endpoints.CHAIN.reader().read(chain.raw()).record();
        } catch (IllegalArgumentException keepAsReceived) {
            // the chain's own reading already accepted it; ChainRowsReader names what it lacks
        }
        ChainRowsReader.ParsedChain read = ChainRowsReader.read(rows, cp);
        List<String> needs = ChainRequirements.check(request, read.coverage(), onChain.needs());

        List<String> notes = new ArrayList<>(request.notes());
        notes.add(viaNote(cp, read.coverage().rows()));
        notes.addAll(read.notes());
        notes.addAll(needs);
        Answer<T> computed = OptionsEngine.answer(request, read.chain(), notes, onChain.analytic());
        List<String> all = new ArrayList<>(computed.provenance().notes());
        for (String n : cp.notes()) {
            String tagged = "chain: " + n;
            if (!all.contains(n) && !all.contains(tagged)) all.add(tagged);
        }
        Provenance p = new Provenance(cp.source(), cp.asOf(), cp.fetchedAt(), cp.stale(), cp.quotaLeftToday(), all);
        return computed.withProvenance(cp.wroteData() ? p.withDataWritten() : p); // the chain's archiving is this answer's too
    }

    private static String viaNote(Provenance cp, int rows) {
        String how = switch (cp.source()) {
            case REMOTE -> "remote, fetched " + cp.fetchedAt();
            case CACHED -> (cp.stale() ? "cached (stale)" : "cached") + ", fetched " + cp.fetchedAt();
            case LOCAL -> "local" + (cp.asOf() == null ? "" : ", snapshot as of " + cp.asOf());
        };
        return "via-chain: computed locally from one /options/chain answer (" + how + "; " + rows + " contracts)";
    }

    /** Only the endpoints whose spec computes them from a chain can be answered from one. */
    private static <T> Local.OnChain<T> onChain(EndpointSpec<T, ?> spec, ApiRequest request) {
        if (spec.local() instanceof Local.OnChain<T> onChain) return onChain;
        throw new UsageException("--via-chain applies to em, iv, oi, uoa and gex; " + request.endpoint().path().toLowerCase(Locale.ROOT)
                + " is not computed from an option chain (drop --via-chain)");
    }
}
