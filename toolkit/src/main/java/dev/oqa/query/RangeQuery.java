package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;

/**
 * A question about the strikes around spot of one ticker: the options endpoints that take {@code ticker} and
 * {@code range_pct}, each with its own documented default range.
 *
 * @param <T> the record of the endpoint's {@code data}
 * @param <Q> the query itself, so that its setters chain
 */
public abstract class RangeQuery<T, Q extends RangeQuery<T, Q>> extends Query<T> {
    private final double defaultRange;
    private Double range;

    RangeQuery(Answerer a, Endpoint endpoint, Class<T> type, String ticker, double defaultRange) {
        super(a, endpoint, type, ticker);
        this.defaultRange = defaultRange;
    }

    @SuppressWarnings("unchecked")
    final Q self() { return (Q) this; }

    /**
     * The strike range around spot as a fraction of spot, 0.01 to 2.0, e.g. {@code 0.1} for ±10% (sent as the service's
     * {@code range_pct}, which despite its name is a fraction); a value outside is refused.
     */
    public Q range(double fraction) { this.range = Check.range(fraction); return self(); }

    /** The strike range around spot in percent of spot, 1 to 200, e.g. {@code 10} for ±10%; a value outside is refused. */
    public Q rangePct(double percent) { this.range = Check.rangePct(percent); return self(); }

    @Override protected void fill(ApiRequest.Builder b) {
        b.set(Param.RANGE_PCT, range == null ? defaultRange : range); // the setters refuse a range outside 0.01..2.0: none is clamped
    }
}
