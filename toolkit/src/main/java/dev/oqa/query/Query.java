package dev.oqa.query;

import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.Params;
import dev.oqa.model.Period;
import dev.oqa.model.UsageException;
import dev.oqa.result.Result;
import java.util.List;
import java.util.Locale;
import java.util.function.IntUnaryOperator;

/**
 * A fluent, typed question to one endpoint. A setter refuses at once, with a {@link UsageException} that says what is
 * accepted, a value no question could mean (a negative range, an unknown basis, a date that is not one): the command
 * line's options drive the same setters, so both refuse alike ({@link Check}). {@link #request()} then sanitises what
 * was asked exactly as the service document's parameter rules and docs/INTERPRETATION.md say (fallbacks and clamps
 * become notes) and refuses anything else the service would reject, so no quota is wasted.
 * Every parameter is sent explicitly, defaults included, so equal questions share one canonical cache key.
 *
 * @param <T> the record of the endpoint's {@code data}
 */
public abstract class Query<T> {
    private final Answerer answerer;
    private final Endpoint endpoint;
    private final Class<T> type;
    private final String ticker;

    /** For an endpoint that takes no ticker. */
    protected Query(Answerer answerer, Endpoint endpoint, Class<T> type) { this(answerer, endpoint, type, null); }

    /** For an endpoint that takes one ticker: {@code null} asks for its documented default. */
    protected Query(Answerer answerer, Endpoint endpoint, Class<T> type, String ticker) {
        this.answerer = answerer;
        this.endpoint = endpoint;
        this.type = type;
        this.ticker = ticker;
    }

    public Endpoint endpoint() { return endpoint; }

    public Class<T> type() { return type; }

    /**
     * The sanitised request; throws {@link UsageException} for one the service would reject. The ticker is written
     * here, for every endpoint that takes one (normalised by {@link ApiRequest.Builder#ticker}, falling back to the
     * endpoint's documented default); {@link #fill} writes the endpoint's other parameters.
     */
    public final ApiRequest request() {
        ApiRequest.Builder b = ApiRequest.to(endpoint);
        endpoint.defaultTicker().ifPresent(def -> b.ticker(Param.TICKER, ticker, def));
        fill(b);
        return b.build();
    }

    protected abstract void fill(ApiRequest.Builder b);

    /** Sends (or answers from cache or locally, by mode) and returns the typed answer with its provenance. */
    public Answer<T> answer() {
        if (answerer == null) throw new IllegalStateException("this query is not attached to an Oqa instance; use oqa." + getClass().getSimpleName());
        return answerer.answer(request(), type);
    }

    /** As {@link #answer()}, with the endpoint's tables and charts: {@code oqa.gex("SPY").get().chart()}. */
    public Result<T> get() {
        ApiRequest r = request();
        if (answerer == null) throw new IllegalStateException("this query is not attached to an Oqa instance; use oqa." + getClass().getSimpleName());
        return answerer.result(r, type);
    }

    @Override public String toString() {
        try {
            return request().toString();
        } catch (UsageException e) {
            return "GET " + endpoint.path() + " (invalid: " + e.getMessage() + ")";
        }
    }

    // ---- shared sanitisers, each adding a note when it changed what was asked ----

    static void window(ApiRequest.Builder b, Integer raw, int def) { clamped(b, Param.WINDOW, raw, def, Params::window, "5 to 365"); }

    static void clamped(ApiRequest.Builder b, Param<Integer> p, Integer raw, int def, IntUnaryOperator clamp, String accepted) {
        int v = raw == null ? def : raw;
        int c = clamp.applyAsInt(v);
        if (c != v) b.note(p.name() + " " + v + " clamped to " + c + " (accepted " + accepted + ")");
        b.set(p, c);
    }

    static void period(ApiRequest.Builder b, Period raw, String def) {
        b.set(Param.PERIOD, raw == null ? Period.parse(def) : raw);
    }

    /** {@code raw} (else {@code def}) when it is one of {@code accepted}, else {@code fallback}, noting {@code why}. */
    static void oneOf(ApiRequest.Builder b, Param<String> p, String raw, String def, List<String> accepted, String fallback, String why) {
        String v = raw == null ? def : raw.trim().toLowerCase(Locale.ROOT);
        if (!accepted.contains(v)) {
            b.note(p.name() + " '" + raw + "' is not one of " + String.join(", ", accepted) + "; " + why);
            v = fallback;
        }
        b.set(p, v);
    }

    /** At least two distinct valid tickers, sent as repeated {@code tickers}; fewer is refused, saying what {@code needs} them. */
    static void basket(ApiRequest.Builder b, List<String> raw, String needs, String orElse) {
        List<String> clean = Params.allTickers(raw);
        if (clean.size() < 2)
            throw new UsageException(needs + " (each at most 10 of A-Z 0-9 . _ -), got " + clean.size() + (raw.isEmpty() ? "" : " from " + raw) + orElse);
        if (clean.size() < raw.size()) b.note("tickers sanitised to " + String.join(",", clean) + " (invalid or repeated ones dropped)");
        b.set(Param.TICKERS, clean);
    }

}
