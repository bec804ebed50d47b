package dev.oqa.internal.scan;

import java.util.Objects;

/** One column of a scan's rows: its name (snake_case, as in csv, JSON and Parquet) and its type. */
public record ScanColumn(String name, Type type) {
    /** Value types: text, a calendar date ({@link java.time.LocalDate}), a double (missing = null). */
    public enum Type { STRING, DATE, DOUBLE }

    public ScanColumn {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
    }

    static ScanColumn text(String n) { return new ScanColumn(n, Type.STRING); }
    static ScanColumn date(String n) { return new ScanColumn(n, Type.DATE); }
    static ScanColumn number(String n) { return new ScanColumn(n, Type.DOUBLE); }
}
