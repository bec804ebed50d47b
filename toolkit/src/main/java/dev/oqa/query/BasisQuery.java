package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.Params;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A {@link RangeQuery} that also weighs by a {@link Basis} and may keep only some expirations: GEX and open
 * interest, which take the same parameters.
 *
 * @param <T> the record of the endpoint's {@code data}
 * @param <Q> the query itself, so that its setters chain
 */
public abstract class BasisQuery<T, Q extends BasisQuery<T, Q>> extends RangeQuery<T, Q> {
    private Basis basis;
    private final List<LocalDate> expirations = new ArrayList<>();

    BasisQuery(Answerer a, Endpoint endpoint, Class<T> type, String ticker, double defaultRange) {
        super(a, endpoint, type, ticker, defaultRange);
    }

    public Q basis(Basis basis) { this.basis = Check.given("basis", basis); return self(); }

    /** {@code open_interest}, {@code volume} or {@code total_premium}. */
    public Q basis(String basis) { this.basis = Basis.parse(basis); return self(); }

    /** Adds expiration filters ({@code YYYY-MM-DD}); repeated on the wire; none means all. */
    public Q expiration(String... dates) { return expirations(Arrays.asList(dates)); }

    public Q expirations(List<String> dates) { for (String d : dates) expirations.add(Params.date("expiration", d)); return self(); }

    @Override protected void fill(ApiRequest.Builder b) {
        super.fill(b);
        b.set(Param.BASIS, basis == null ? Basis.OPEN_INTEREST : basis);
        b.set(Param.EXPIRATION, expirations.stream().distinct().sorted().toList()); // equal sets, one cache key
    }
}
