package dev.oqa.local.options;

import dev.oqa.local.data.DataSource;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import java.time.LocalDate;

/** Options and greeks endpoints from local chain snapshots. */
public final class OptionsEngine {
    private final DataSource data;
    private final LocalDate asOf;

    public OptionsEngine(DataSource data, LocalDate asOf) {
        this.data = data;
        this.asOf = asOf;
    }

    public Answer<?> answer(ApiRequest request) {
        throw new UnsupportedOperationException("TODO(options helper): " + request.endpoint());
    }
}
