package dev.oqa.local.quant;

import dev.oqa.local.data.DataSource;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import java.time.LocalDate;

/** Quant endpoints from local daily prices. */
public final class QuantEngine {
    private final DataSource data;
    private final LocalDate asOf;

    public QuantEngine(DataSource data, LocalDate asOf) {
        this.data = data;
        this.asOf = asOf;
    }

    public Answer<?> answer(ApiRequest request) {
        throw new UnsupportedOperationException("TODO(quant helper): " + request.endpoint());
    }
}
