package dev.oqa.internal.route;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.options.OptionsEngine;
import dev.oqa.internal.local.quant.QuantConventions;
import dev.oqa.internal.local.quant.QuantEngine;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.internal.catalogue.EndpointSpec;
import dev.oqa.internal.catalogue.Endpoints;
import dev.oqa.internal.catalogue.Local;
import java.time.LocalDate;
import java.util.Objects;

/**
 * Answers any v0 request from local data with exactly the {@code data} shape the service documents.
 * It never touches the network. Immutable: a different folder or as-of date is a different engine.
 */
public final class LocalEngine {
    private final DataSource data;
    private final LocalDate asOf;
    private final OptionsEngine options;
    private final QuantEngine quant;

    private LocalEngine(DataSource data, LocalDate asOf, QuantConventions conventions) {
        this.data = Objects.requireNonNull(data, "data");
        this.asOf = asOf;
        this.options = new OptionsEngine(data, asOf);
        this.quant = new QuantEngine(data, asOf, conventions);
    }

    /** The bundled sample set, latest snapshot. */
    public static LocalEngine bundled() { return new LocalEngine(DataSource.bundled(), null, QuantConventions.defaults()); }

    /** @param asOf option snapshot date to use; {@code null} for the latest available */
    public static LocalEngine of(DataSource data, LocalDate asOf) { return new LocalEngine(data, asOf, QuantConventions.defaults()); }

    /** With quant conventions of the caller's choosing, e.g. {@code QuantConventions.defaults().withTreasuryBillRate()}. */
    public static LocalEngine of(DataSource data, LocalDate asOf, QuantConventions conventions) {
        return new LocalEngine(data, asOf, Objects.requireNonNull(conventions, "conventions"));
    }

    public DataSource data() { return data; }

    public LocalDate asOf() { return asOf; }

    /** The same engine over the same data, its listing of snapshots read again (after files were added). */
    public LocalEngine reopened() { return new LocalEngine(data, asOf, quant.conventions()); }

    public Answer<?> answer(ApiRequest request) { return answer(Endpoints.of(request.endpoint()), request); }

    /** Typed variant: the caller names the data record it expects (must match the endpoint). */
    public <T> Answer<T> answer(ApiRequest request, Class<T> type) { return answer(request).as(type); }

    /** Answers {@code request} as {@code spec}'s local analytic says: from a chain snapshot, from prices, or from the data source. */
    public <T> Answer<T> answer(EndpointSpec<T, ?> spec, ApiRequest request) {
        if (spec.endpoint() != request.endpoint()) throw new IllegalArgumentException(request.endpoint() + " is not " + spec.endpoint());
        return switch (spec.local()) {
            case Local.OnChain<T> c -> options.answer(request, c.analytic());
            case Local.OnPrices<T> p -> p.analytic().apply(quant, request);
            case Local.OnSource<T> s -> s.analytic().apply(data);
        };
    }
}
