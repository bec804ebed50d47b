package dev.oqa.local;

import dev.oqa.local.data.DataSource;
import dev.oqa.local.options.OptionsEngine;
import dev.oqa.local.quant.QuantConventions;
import dev.oqa.local.quant.QuantEngine;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Provenance;
import dev.oqa.model.data.PingData;
import java.time.LocalDate;
import java.util.List;
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

    public Answer<?> answer(ApiRequest request) {
        return switch (request.endpoint().family()) {
            case PING -> Answer.of(new PingData("ok"), Provenance.local(null, List.of("local engine: no request sent")));
            case OPTIONS, GREEKS -> options.answer(request);
            case QUANT -> quant.answer(request);
        };
    }

    /** Typed variant: the caller names the data record it expects (must match the endpoint). */
    @SuppressWarnings("unchecked")
    public <T> Answer<T> answer(ApiRequest request, Class<T> type) {
        if (!type.equals(request.endpoint().dataType()))
            throw new IllegalArgumentException(request.endpoint() + " answers " + request.endpoint().dataType().getSimpleName() + ", not " + type.getSimpleName());
        return (Answer<T>) answer(request);
    }
}
