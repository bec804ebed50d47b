package dev.oqa.local.options;

import dev.oqa.local.data.ChainSnapshot;
import dev.oqa.local.data.DataSource;
import dev.oqa.local.data.SnapshotCatalog;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Params;
import dev.oqa.model.Provenance;
import dev.oqa.model.UsageException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Options and greeks endpoints from local chain snapshots: expected move, IV, open interest, UOA, chain
 * and GEX, each with exactly the {@code data} shape of api-v0 and provenance
 * {@code local · as of <snapshot time>}. Parameters are read from the request and sanitised with
 * {@link Params} (defaults of api-v0 §4; range_pct defaults differ per endpoint).
 */
public final class OptionsEngine {
    private final DataSource data;
    private final LocalDate asOf;
    private volatile SnapshotCatalog catalog;

    public OptionsEngine(DataSource data, LocalDate asOf) {
        this.data = Objects.requireNonNull(data, "data");
        this.asOf = asOf;
    }

    /** The snapshots this engine can see (listed once, lazily). */
    public SnapshotCatalog catalog() {
        SnapshotCatalog c = catalog;
        if (c == null) catalog = c = SnapshotCatalog.of(data);
        return c;
    }

    public Answer<?> answer(ApiRequest request) {
        Endpoint ep = request.endpoint();
        Params.Ticker ticker = Params.ticker(request.first("ticker").orElse(null), ep.defaultTicker().orElse("SPY"));
        List<String> notes = new ArrayList<>(request.notes());
        if (ticker.fellBack() && !notes.contains(ticker.note())) notes.add(ticker.note());
        ChainSnapshot chain = catalog().load(ticker.value(), asOf);
        ChainAnalytics a = ChainAnalytics.of(chain);
        notes.add("snapshot " + chain.file());
        if (!(chain.spot() > 0)) notes.add("the file states no spot; used the parity forward of the nearest expiry, " + Params.number(Math.round(a.spot() * 100) / 100.0));
        return switch (ep) {
            case GEX -> {
                GexCalculator.Result r = GexCalculator.compute(ticker.value(), chain, a.spot(), basis(request),
                        expirations(request), rangePct(request, 1.0), a.ivForGamma());
                notes.addAll(r.notes());
                yield Answer.of(r.data(), Provenance.local(chain.asOfLabel(), notes));
            }
            default -> throw new UsageException(ep.path() + " is not an options endpoint the local engine answers");
        };
    }

    static double rangePct(ApiRequest r, double def) {
        String raw = r.first("range_pct").orElse(null);
        if (raw == null || raw.isBlank()) return def;
        try {
            return Params.rangePct(Double.parseDouble(raw.trim()));
        } catch (NumberFormatException e) {
            throw new UsageException("range_pct '" + raw + "' is not a number; use a fraction between 0.01 and 2.0, e.g. 0.15");
        }
    }

    static Basis basis(ApiRequest r) {
        return r.first("basis").filter(s -> !s.isBlank()).map(Basis::parse).orElse(Basis.OPEN_INTEREST);
    }

    static List<LocalDate> expirations(ApiRequest r) {
        List<String> raw = r.all("expiration").stream().filter(s -> !s.isBlank() && !s.equalsIgnoreCase("all")).toList();
        return Params.expirations(raw).stream().map(LocalDate::parse).toList();
    }
}
