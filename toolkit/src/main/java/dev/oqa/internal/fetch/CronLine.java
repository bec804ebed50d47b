package dev.oqa.internal.fetch;

import dev.oqa.internal.calendar.TradingCalendar;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Locale;
import java.util.TreeSet;

/**
 * The crontab lines that run {@code oqa data collect} at {@link #AT} New York time, written in the machine's local
 * time (cron's). New York's offset from the local zone changes when only one of the two is on summer time, so 16:30
 * New York may be two different local times in a year: one line per local time found over the coming year, every day
 * of the week (the New York date of a local evening or morning differs by zone). A line that fires while New York is
 * still before the close, or on a day the exchange is closed, does nothing: the collector checks the time and the
 * calendar itself, so every line is safe on every day.
 */
public final class CronLine {
    /** 16:30 New York: half an hour after the close, a quarter after Cboe's delayed closing quotes show. */
    public static final LocalTime AT = LocalTime.of(16, 30);

    private CronLine() {}

    /**
     * The comment and crontab lines for {@code local}, from {@code from} for a year.
     *
     * @param command what cron runs, e.g. {@code /home/me/oqa/bin/oqa data collect}
     * @param log     the collector's log, shown when a run fails (cron mails what the line prints)
     */
    public static String lines(ZoneId local, LocalDate from, String command, String log) {
        TreeSet<LocalTime> times = new TreeSet<>();
        for (LocalDate d = from; d.isBefore(from.plusYears(1)); d = d.plusDays(1))
            times.add(ZonedDateTime.of(d, AT, TradingCalendar.ZONE).withZoneSameInstant(local).toLocalTime());
        StringBuilder sb = new StringBuilder();
        sb.append("# oqa data collect at ").append(AT).append(" New York (after the 16:00 close) in this machine's time zone, ").append(local.getId()).append('\n');
        if (times.size() == 1)
            sb.append("# ").append(AT).append(" New York is ").append(times.first()).append(" here all year\n");
        else
            sb.append("# ").append(AT).append(" New York is ").append(String.join(" or ", times.stream().map(LocalTime::toString).toList()))
                    .append(" here, depending on summer time in each zone: one line for each; the run that comes before the close does nothing\n");
        sb.append("# it prints nothing unless something went wrong; then the log's last lines (cron mails them)\n");
        String quoted = "'" + log.replace("'", "'\\''") + "'";
        for (LocalTime t : times)
            sb.append(String.format(Locale.ROOT, "%d %d * * * %s >/dev/null 2>&1 || tail -n 20 %s%n", t.getMinute(), t.getHour(), command, quoted));
        return sb.toString().stripTrailing();
    }
}
