package dev.oqa.internal.scan;

import java.io.Serializable;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One row of a scan: values in the order of its analytic's {@link ScanAnalytic#columns()} ({@link String},
 * {@link LocalDate}, {@link Double}, or null). A failed snapshot is a row too, with its key and the message in
 * {@code error}. Equal rows are equal values, which is how the two engines are compared. Serialisable: Spark
 * brings the rows back from its executors.
 */
public record ScanRow(ScanAnalytic analytic, List<Object> values) implements Serializable {
    public ScanRow {
        Objects.requireNonNull(analytic, "analytic");
        if (values.size() != analytic.columns().size())
            throw new IllegalArgumentException(values.size() + " values for " + analytic.columns().size() + " columns of " + analytic.wire());
        for (int i = 0; i < values.size(); i++) check(analytic.columns().get(i), values.get(i));
        values = Collections.unmodifiableList(new ArrayList<>(values)); // List.copyOf refuses the nulls of missing figures
    }

    private static void check(ScanColumn c, Object v) {
        if (v == null) return;
        boolean ok = switch (c.type()) {
            case STRING -> v instanceof String;
            case DATE -> v instanceof LocalDate;
            case DOUBLE -> v instanceof Double;
        };
        if (!ok) throw new IllegalArgumentException("column " + c.name() + " is " + c.type() + ", got " + v.getClass().getSimpleName());
    }

    public Object get(String column) {
        List<ScanColumn> cs = analytic.columns();
        for (int i = 0; i < cs.size(); i++) if (cs.get(i).name().equals(column)) return values.get(i);
        throw new IllegalArgumentException("no column " + column + " in a " + analytic.wire() + " row");
    }

    public Double number(String column) { return (Double) get(column); }

    public String key() { return (String) values.get(0); }

    /** The snapshot's date (options family), else null. */
    public LocalDate asOf() { return analytic.family() == ScanAnalytic.Family.OPTIONS ? (LocalDate) values.get(1) : null; }

    public String file() { return (String) get("file"); }

    public String error() { return (String) values.get(values.size() - 1); }

    public boolean failed() { return error() != null; }
}
