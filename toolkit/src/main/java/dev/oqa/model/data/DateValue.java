package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One point of a dated series, {@code {date, value}}, the shape of every quant timeseries the local engine
 * emits. {@code date} is ISO {@code YYYY-MM-DD} (or {@code YYYY-MM} for monthly aggregates); {@code value} is
 * null where the statistic is undefined (e.g. a zero-variance window).
 */
public record DateValue(String date, @JsonInclude(JsonInclude.Include.ALWAYS) Double value) {
    /** NaN and infinities become null so the JSON stays valid. */
    public static DateValue of(String date, double value) { return new DateValue(date, Double.isFinite(value) ? value : null); }
}
