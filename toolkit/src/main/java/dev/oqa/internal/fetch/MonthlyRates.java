package dev.oqa.internal.fetch;

import java.time.LocalDate;
import java.util.List;

/**
 * A monthly rate series as fetched (TB3MS: percent a year, discount basis, each month's average), checked: dates
 * ascending, values finite. A month without an observation is NaN and written blank.
 */
public record MonthlyRates(String series, LocalDate[] dates, double[] percent, List<String> notes) {
    public MonthlyRates {
        if (dates.length != percent.length) throw new IllegalArgumentException(dates.length + " dates but " + percent.length + " values");
        dates = dates.clone();
        percent = percent.clone();
        notes = List.copyOf(notes);
    }

    public int size() { return dates.length; }

    /** The last month with a value. */
    public LocalDate last() {
        for (int i = dates.length - 1; i >= 0; i--) if (!Double.isNaN(percent[i])) return dates[i];
        throw new IllegalStateException("no observation");
    }
}
