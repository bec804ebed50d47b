package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Params;
import dev.oqa.model.data.OpenInterestData;
import java.util.ArrayList;
import java.util.List;

/** {@code GET /options/open-interest}: ticker (SPY), range_pct (0.25), basis (open_interest), repeated expiration (all). */
public final class OpenInterestQuery extends Query<OpenInterestData> {
    private final String ticker;
    private Double range;
    private String basis;
    private final List<String> expirations = new ArrayList<>();

    public OpenInterestQuery(Answerer a, String ticker) { super(a, Endpoint.OPEN_INTEREST, OpenInterestData.class); this.ticker = ticker; }

    /** The strike range around spot as a fraction above 0, e.g. {@code 0.1} for ±10%; clamped into 0.01..2.0 as the service does. */
    public OpenInterestQuery range(double rangePct) { this.range = Check.range(rangePct); return this; }

    public OpenInterestQuery basis(Basis basis) { this.basis = Check.given("basis", basis).wire(); return this; }

    /** {@code open_interest}, {@code volume} or {@code total_premium}. */
    public OpenInterestQuery basis(String basis) { this.basis = Basis.parse(basis).wire(); return this; }

    /** Adds expiration filters ({@code YYYY-MM-DD}); repeated on the wire. */
    public OpenInterestQuery expiration(String... dates) { for (String d : dates) expirations.add(Check.date("expiration", d)); return this; }

    public OpenInterestQuery expirations(List<String> dates) { for (String d : dates) expirations.add(Check.date("expiration", d)); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        ticker(b, "ticker", ticker, defaultTicker());
        rangePct(b, range, OpenInterestData.DEFAULT_RANGE);
        b.param("basis", basis == null ? Basis.OPEN_INTEREST.wire() : Basis.parse(basis).wire());
        b.params("expiration", Params.expirations(expirations));
    }
}
