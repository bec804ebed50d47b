package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Params;
import dev.oqa.model.data.GexData;
import java.util.ArrayList;
import java.util.List;

/** {@code GET /greeks/gex}: ticker (SPY), basis (open_interest), repeated expiration (all), range_pct (1.0). */
public final class GexQuery extends Query<GexData> {
    private final String ticker;
    private Double range;
    private String basis;
    private final List<String> expirations = new ArrayList<>();

    public GexQuery(Answerer a, String ticker) { super(a, Endpoint.GEX, GexData.class); this.ticker = ticker; }

    /** The strike range around spot as a fraction above 0, e.g. {@code 0.1} for ±10%; clamped into 0.01..2.0 as the service does. */
    public GexQuery range(double rangePct) { this.range = Check.range(rangePct); return this; }

    public GexQuery basis(Basis basis) { this.basis = Check.given("basis", basis).wire(); return this; }

    /** {@code open_interest}, {@code volume} or {@code total_premium}. */
    public GexQuery basis(String basis) { this.basis = Basis.parse(basis).wire(); return this; }

    /** Adds expiration filters ({@code YYYY-MM-DD}); repeated on the wire; none means all. */
    public GexQuery expiration(String... dates) { for (String d : dates) expirations.add(Check.date("expiration", d)); return this; }

    public GexQuery expirations(List<String> dates) { for (String d : dates) expirations.add(Check.date("expiration", d)); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        ticker(b, "ticker", ticker, defaultTicker());
        rangePct(b, range, GexData.DEFAULT_RANGE);
        b.param("basis", basis == null ? Basis.OPEN_INTEREST.wire() : Basis.parse(basis).wire());
        b.params("expiration", Params.expirations(expirations));
    }
}
