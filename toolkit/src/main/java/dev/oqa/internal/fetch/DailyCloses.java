package dev.oqa.internal.fetch;

import java.time.LocalDate;
import java.util.List;

/**
 * Daily adjusted closes as fetched, in the source's order; not yet checked or written.
 *
 * @param days   epoch days, in the exchange's time zone
 * @param closes split- and dividend-adjusted closes
 * @param notes  what reading dropped or assumed (null entries, a live partial day, a repeated last day)
 */
public record DailyCloses(String ticker, int[] days, double[] closes, List<String> notes) {
    public DailyCloses {
        if (days.length != closes.length) throw new IllegalArgumentException(days.length + " dates but " + closes.length + " closes");
        days = days.clone();
        closes = closes.clone();
        notes = List.copyOf(notes);
    }

    public LocalDate last() { return LocalDate.ofEpochDay(days[days.length - 1]); }
}
