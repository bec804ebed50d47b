package dev.oqa.internal.calendar;

import de.focus_shift.jollyday.core.Holiday;
import de.focus_shift.jollyday.core.HolidayCalendar;
import de.focus_shift.jollyday.core.HolidayManager;
import de.focus_shift.jollyday.core.ManagerParameters;
import dev.oqa.internal.calendar.jollyday.OpenHolidayConfigurationService;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.Month;
import java.time.Year;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.TextStyle;
import java.time.temporal.TemporalAdjusters;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The New York Stock Exchange's sessions, in New York time: which days trade, when each one closes, and which close is
 * the last one known at an instant. One instance, {@link #nyse()}; it answers every question the same way for its
 * whole life (the per-year holiday lists are computed once, on first use, and never change). jollyday itself is loaded
 * only when a holiday is first asked for; {@link Bounds} answers from weekdays alone where that settles a question.
 *
 * <p>Conventions, each a named object here:
 * <ul>
 *   <li>{@link #ZONE} America/New_York; a day is a New York calendar date.</li>
 *   <li>{@link #OPEN} 09:30 and {@link #CLOSE} 16:00; an early close at {@link #EARLY_CLOSE} 13:00.</li>
 *   <li>Holidays (full closures) are jollyday's NYSE calendar ({@code HolidayCalendar.NYSE}): the ten regular holidays
 *       with the exchange's observance rules (a Saturday holiday is observed on the Friday before, a Sunday one on the
 *       Monday after, except New Year's Day, which is not moved back into December), and the one-off closures (the
 *       national days of mourning for Presidents Bush, 2018-12-05, and Carter, 2025-01-09; Hurricane Sandy; 9/11).
 *       No network is used: the list is the XML jollyday ships in its jar.</li>
 *   <li>Early closes (13:00), which jollyday does not carry, are the rule the exchange publishes each year: the day
 *       after Thanksgiving; Christmas Eve when it is a Monday to Thursday session; July 3 when it is a Monday to
 *       Thursday session (when July 3 is a Friday it is the observed Independence Day). One-off early closes outside
 *       that rule would be added to {@link #EXTRA_EARLY_CLOSES}; none are known for the years the toolkit covers.
 *       The test checks this against the exchange's published lists for 2024, 2025 and 2026.</li>
 * </ul>
 */
public final class TradingCalendar {
    public static final ZoneId ZONE = ZoneId.of("America/New_York");
    public static final LocalTime OPEN = LocalTime.of(9, 30), CLOSE = LocalTime.of(16, 0), EARLY_CLOSE = LocalTime.of(13, 0);
    /** One-off 13:00 closes the rule in {@link #earlyClose} does not give: none known. */
    static final Map<LocalDate, String> EXTRA_EARLY_CLOSES = Map.of();
    /** The years the holiday list answers for; a date outside them is a programming error, not a weekday guess. */
    public static final int FIRST_YEAR = 1990, LAST_YEAR = 2100;

    /**
     * The most calendar days a weekday can be after the session on or before it (Good Friday after a Thursday holiday
     * is 1; 9/11, Friday 2001-09-14 back to Monday 2001-09-10, is 4): the slack {@link Bounds#earliest()} allows. The
     * test walks every weekday of {@link #FIRST_YEAR} to {@link #LAST_YEAR} against it.
     */
    static final int MOST_CLOSED_DAYS = 7;

    private static final TradingCalendar NYSE = new TradingCalendar();

    /**
     * jollyday's manager, built on first use only: building it parses jollyday's XML through JAXB, about 1 to 3 s in a
     * fresh JVM, which a command whose question {@link Bounds} already settles must not pay (the holder class is not
     * initialised until a holiday is asked for).
     */
    private static final class Jollyday {
        static final HolidayManager NYSE = HolidayManager.getInstance(ManagerParameters.create(HolidayCalendar.NYSE, readerOnAnyPath()));
    }

    /** A day the exchange does not trade and why, e.g. "Thanksgiving" or "Saturday". */
    public record Closure(LocalDate day, String reason) {}

    /** A session that closes at {@code close} instead of 16:00, and why. */
    public record EarlyClose(LocalDate day, LocalTime close, String reason) {}

    /**
     * Where a session lies when the holidays have not been asked: between {@code earliest} and {@code latest}, both
     * inclusive, from weekdays alone. {@code latest} is the answer were every weekday a session (the exact answer is
     * never later, holidays only remove days); {@code earliest} is {@link #MOST_CLOSED_DAYS} before it. A question
     * whose answer is the same for every day in between (data newer than {@code latest} is current whatever the
     * holidays) needs no holiday at all; only one in between asks the calendar.
     */
    public record Bounds(LocalDate earliest, LocalDate latest) {
        public Bounds {
            Objects.requireNonNull(earliest, "earliest");
            Objects.requireNonNull(latest, "latest");
            if (earliest.isAfter(latest)) throw new IllegalArgumentException("earliest " + earliest + " is after latest " + latest);
        }

        static Bounds below(LocalDate latest) { return new Bounds(latest.minusDays(MOST_CLOSED_DAYS), latest); }
    }

    /** Full closures by year (weekends aside), computed once per year from jollyday. */
    private final Map<Integer, Map<LocalDate, String>> byYear = new ConcurrentHashMap<>();

    private TradingCalendar() {}

    /** The New York Stock Exchange's calendar. */
    public static TradingCalendar nyse() { return NYSE; }

    /**
     * Whether the calendar answers for {@code day}: its year is {@link #FIRST_YEAR} to {@link #LAST_YEAR}. A caller
     * with a date from a file or a source asks this first, to refuse it in its own words rather than as a programming error.
     */
    public static boolean covers(LocalDate day) { return day.getYear() >= FIRST_YEAR && day.getYear() <= LAST_YEAR; }

    /** The years the calendar covers, for a message: "1990 to 2100". */
    public static String years() { return FIRST_YEAR + " to " + LAST_YEAR; }

    /** Whether {@code day} is a session: a weekday that is not an exchange holiday. */
    public boolean isTradingDay(LocalDate day) { return closure(day).isEmpty(); }

    /** Why {@code day} is not a session (a weekend, or the holiday's name), or empty when it is one. */
    public Optional<Closure> closure(LocalDate day) {
        check(day);
        if (!isWeekday(day)) return Optional.of(new Closure(day, day.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.US)));
        String name = holidaysOf(day.getYear()).get(day);
        return name == null ? Optional.empty() : Optional.of(new Closure(day, name));
    }

    /** The exchange holidays of {@code year} that fall on weekdays, in date order, with their names. */
    public Map<LocalDate, String> holidays(int year) {
        if (year < FIRST_YEAR || year > LAST_YEAR) throw new IllegalArgumentException("the calendar covers " + FIRST_YEAR + " to " + LAST_YEAR + ", not " + year);
        return new TreeMap<>(holidaysOf(year));
    }

    /** The session before {@code day} (not {@code day} itself). */
    public LocalDate previousTradingDay(LocalDate day) { return step(day, -1, this::isTradingDay); }

    /** The session after {@code day} (not {@code day} itself). */
    public LocalDate nextTradingDay(LocalDate day) { return step(day, 1, this::isTradingDay); }

    /** {@code day} when it is a session, else the session before it. */
    public LocalDate onOrBefore(LocalDate day) { return isTradingDay(day) ? day : previousTradingDay(day); }

    /** The sessions in {@code [from, to]}, in order; none when {@code to} is before {@code from}. */
    public List<LocalDate> tradingDays(LocalDate from, LocalDate to) {
        return to.isBefore(from) ? List.of() : from.datesUntil(to.plusDays(1)).filter(this::isTradingDay).toList();
    }

    /** The 13:00 close of {@code day}, if it is a session that closes early. */
    public Optional<EarlyClose> earlyClose(LocalDate day) {
        if (!isTradingDay(day)) return Optional.empty();
        String extra = EXTRA_EARLY_CLOSES.get(day);
        if (extra != null) return Optional.of(new EarlyClose(day, EARLY_CLOSE, extra));
        LocalDate thanksgiving = LocalDate.of(day.getYear(), Month.NOVEMBER, 1).with(TemporalAdjusters.dayOfWeekInMonth(4, DayOfWeek.THURSDAY));
        if (day.equals(thanksgiving.plusDays(1))) return Optional.of(new EarlyClose(day, EARLY_CLOSE, "the day after Thanksgiving"));
        boolean monToThu = day.getDayOfWeek().compareTo(DayOfWeek.THURSDAY) <= 0;
        if (monToThu && day.getMonth() == Month.DECEMBER && day.getDayOfMonth() == 24) return Optional.of(new EarlyClose(day, EARLY_CLOSE, "Christmas Eve"));
        if (monToThu && day.getMonth() == Month.JULY && day.getDayOfMonth() == 3) return Optional.of(new EarlyClose(day, EARLY_CLOSE, "the day before Independence Day"));
        return Optional.empty();
    }

    /** When the session {@code day} closes (16:00, or 13:00 on an early close), New York time. */
    public ZonedDateTime close(LocalDate day) {
        return session(day).atTime(earlyClose(day).map(EarlyClose::close).orElse(CLOSE)).atZone(ZONE);
    }

    /** When the session {@code day} opens, New York time. */
    public ZonedDateTime open(LocalDate day) { return session(day).atTime(OPEN).atZone(ZONE); }

    /** {@code day}, refused when it is not a session. */
    private LocalDate session(LocalDate day) {
        if (!isTradingDay(day)) throw new IllegalArgumentException(day + " is not a session (" + closure(day).orElseThrow().reason() + ")");
        return day;
    }

    /** The last session whose close had passed at {@code now}: today once it closed, else the session before. */
    public LocalDate lastClose(Instant now) {
        LocalDate today = newYorkDate(now);
        if (isTradingDay(today) && !now.isBefore(close(today).toInstant())) return today;
        return previousTradingDay(today);
    }

    /**
     * The session a New York time belongs to when a session "begins" at {@code start} (09:30 for trades, later for a
     * delayed feed): that day once {@code start} has passed on a session, else the session before.
     */
    public LocalDate sessionAt(Instant now, LocalTime start) {
        ZonedDateTime ny = now.atZone(ZONE);
        LocalDate d = ny.toLocalDate();
        return isTradingDay(d) && !ny.toLocalTime().isBefore(start) ? d : previousTradingDay(d);
    }

    /** Where {@link #sessionAt} lies, without asking the holidays: the exact answer is {@code onOrBefore(latest)}. */
    public Bounds sessionAtBounds(Instant now, LocalTime start) {
        ZonedDateTime ny = now.atZone(ZONE);
        LocalDate d = ny.toLocalDate();
        return Bounds.below(isWeekday(d) && !ny.toLocalTime().isBefore(start) ? d : previousWeekday(d));
    }

    /**
     * Where {@link #lastClose} lies, without asking the holidays: {@code latest} takes the earliest close any session
     * has ({@link #EARLY_CLOSE}), so a 13:00 close is never later than it; a session's close is between
     * {@link #EARLY_CLOSE} and {@link #CLOSE} of its day.
     */
    public Bounds lastCloseBounds(Instant now) {
        // the exact answer is at least the session before today, which is at most MOST_CLOSED_DAYS before the weekday before today
        return new Bounds(previousWeekday(newYorkDate(now)).minusDays(MOST_CLOSED_DAYS), sessionAtBounds(now, EARLY_CLOSE).latest());
    }

    /** The New York date of {@code now}. */
    public static LocalDate newYorkDate(Instant now) { return now.atZone(ZONE).toLocalDate(); }

    /** jollyday's XML reader through {@link OpenHolidayConfigurationService}, so it also works on the module path. */
    private static Properties readerOnAnyPath() {
        Properties p = new Properties();
        p.setProperty("configuration.service.impl", OpenHolidayConfigurationService.class.getName());
        return p;
    }

    private static boolean isWeekday(LocalDate d) { return d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY; }

    private static LocalDate previousWeekday(LocalDate d) { return step(d, -1, TradingCalendar::isWeekday); }

    /** The first day {@code by} days at a time from {@code day} (not {@code day} itself) that {@code is} accepts. */
    private static LocalDate step(LocalDate day, int by, Predicate<LocalDate> is) {
        LocalDate d = day.plusDays(by);
        while (!is.test(d)) d = d.plusDays(by);
        return d;
    }

    private Map<LocalDate, String> holidaysOf(int year) {
        return byYear.computeIfAbsent(year, y -> {
            Map<LocalDate, String> out = new TreeMap<>();
            for (Holiday h : Jollyday.NYSE.getHolidays(Year.of(y))) {
                // the day the exchange is shut: the observed day when jollyday moved it (a Saturday July 4 -> Friday July 3)
                LocalDate shut = h.getObservedDate().orElse(h.getDate());
                if (shut.getYear() == y && isWeekday(shut)) out.merge(shut, h.getDescription(Locale.US), (a, b) -> a + " and " + b);
            }
            return Map.copyOf(out);
        });
    }

    private static void check(LocalDate day) {
        Objects.requireNonNull(day, "day");
        if (!covers(day)) throw new IllegalArgumentException("the trading calendar covers " + years() + ", not " + day);
    }
}
