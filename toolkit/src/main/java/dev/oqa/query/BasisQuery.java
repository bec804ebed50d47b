package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Params;
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
    private String basis;
    private final List<String> expirations = new ArrayList<>();

    BasisQuery(Answerer a, Endpoint endpoint, Class<T> type, String ticker, double defaultRange) {
        super(a, endpoint, type, ticker, defaultRange);
    }

    public Q basis(Basis basis) { this.basis = Check.given("basis", basis).wire(); return self(); }

    /** {@code open_interest}, {@code volume} or {@code total_premium}. */
    public Q basis(String basis) { this.basis = Basis.parse(basis).wire(); return self(); }

    /** Adds expiration filters ({@code YYYY-MM-DD}); repeated on the wire; none means all. */
    public Q expiration(String... dates) { return expirations(Arrays.asList(dates)); }

    public Q expirations(List<String> dates) { for (String d : dates) expirations.add(Check.date("expiration", d)); return self(); }

    @Override protected void fill(ApiRequest.Builder b) {
        super.fill(b);
        b.param("basis", basis == null ? Basis.OPEN_INTEREST.wire() : Basis.parse(basis).wire());
        b.params("expiration", Params.expirations(expirations));
    }
}
