package dev.oqa.internal.calendar;

import static org.junit.jupiter.api.Assertions.*;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The NYSE calendar against the exchange's published holiday and early-close lists ("Holidays and Trading Hours",
 * nyse.com, as published for 2024, 2025 and 2026), written out here as the reference.
 */
class TradingCalendarTest {
    private final TradingCalendar cal = TradingCalendar.nyse();

    /** The exchange's published full closures (every one a weekday). */
    static final Map<Integer, List<String>> PUBLISHED_HOLIDAYS = Map.of(
            2024, List.of("2024-01-01", "2024-01-15", "2024-02-19", "2024-03-29", "2024-05-27", "2024-06-19", "2024-07-04", "2024-09-02",
                    "2024-11-28", "2024-12-25"),
            // 2025-01-09: national day of mourning for President Carter, announced in late December 2024
            2025, List.of("2025-01-01", "2025-01-09", "2025-01-20", "2025-02-17", "2025-04-18", "2025-05-26", "2025-06-19", "2025-07-04",
                    "2025-09-01", "2025-11-27", "2025-12-25"),
            // 2026-07-03: Independence Day falls on a Saturday and is observed on Friday 2026-07-03
            2026, List.of("2026-01-01", "2026-01-19", "2026-02-16", "2026-04-03", "2026-05-25", "2026-06-19", "2026-07-03", "2026-09-07",
                    "2026-11-26", "2026-12-25"));

    /** The published 1:00 p.m. closes. */
    static final Map<Integer, List<String>> PUBLISHED_EARLY_CLOSES = Map.of(
            2024, List.of("2024-07-03", "2024-11-29", "2024-12-24"),
            2025, List.of("2025-07-03", "2025-11-28", "2025-12-24"),
            2026, List.of("2026-11-27", "2026-12-24"));

    @Test void holidaysAreTheExchangesPublishedOnes() {
        for (int year : List.of(2024, 2025, 2026)) {
            List<LocalDate> expected = PUBLISHED_HOLIDAYS.get(year).stream().map(LocalDate::parse).toList();
            assertEquals(expected, List.copyOf(cal.holidays(year).keySet()), "NYSE holidays " + year);
            // every weekday that is not a published holiday trades, and none of them does
            for (LocalDate d = LocalDate.of(year, 1, 1); d.getYear() == year; d = d.plusDays(1)) {
                boolean weekend = d.getDayOfWeek().getValue() >= 6;
                assertEquals(!weekend && !expected.contains(d), cal.isTradingDay(d), d.toString());
            }
        }
        // 252 sessions in 2024 and 250 in 2025 (the Carter closure), as the exchange's calendars give
        assertEquals(252, cal.tradingDays(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 12, 31)).size());
        assertEquals(250, cal.tradingDays(LocalDate.of(2025, 1, 1), LocalDate.of(2025, 12, 31)).size());
        assertEquals(251, cal.tradingDays(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 12, 31)).size());
    }

    @Test void earlyClosesAreTheExchangesPublishedOnes() {
        for (int year : List.of(2024, 2025, 2026)) {
            List<LocalDate> expected = PUBLISHED_EARLY_CLOSES.get(year).stream().map(LocalDate::parse).toList();
            for (LocalDate d = LocalDate.of(year, 1, 1); d.getYear() == year; d = d.plusDays(1)) {
                Optional<TradingCalendar.EarlyClose> e = cal.earlyClose(d);
                assertEquals(expected.contains(d), e.isPresent(), d.toString());
                if (cal.isTradingDay(d))
                    assertEquals(expected.contains(d) ? LocalTime.of(13, 0) : LocalTime.of(16, 0), cal.close(d).toLocalTime(), d.toString());
            }
        }
        assertEquals("the day after Thanksgiving", cal.earlyClose(LocalDate.of(2026, 11, 27)).orElseThrow().reason());
    }

    @Test void closuresSayWhy() {
        assertTrue(cal.closure(LocalDate.of(2026, 11, 26)).orElseThrow().reason().toLowerCase().contains("thanksgiving"),
                cal.closure(LocalDate.of(2026, 11, 26)).toString());
        assertEquals("Saturday", cal.closure(LocalDate.of(2026, 11, 28)).orElseThrow().reason());
        assertTrue(cal.closure(LocalDate.of(2025, 1, 9)).orElseThrow().reason().toLowerCase().contains("carter"), cal.closure(LocalDate.of(2025, 1, 9)).toString());
        assertEquals(Optional.empty(), cal.closure(LocalDate.of(2026, 11, 27)));
        // New Year's Day on a Saturday is not moved back into December (2022-01-01: 2021-12-31 traded)
        assertTrue(cal.isTradingDay(LocalDate.of(2021, 12, 31)));
    }

    @Test void previousNextAndTheLastClose() {
        LocalDate thanksgiving = LocalDate.of(2026, 11, 26);
        assertEquals(LocalDate.of(2026, 11, 25), cal.previousTradingDay(thanksgiving));
        assertEquals(LocalDate.of(2026, 11, 27), cal.nextTradingDay(thanksgiving));
        assertEquals(LocalDate.of(2026, 11, 30), cal.nextTradingDay(LocalDate.of(2026, 11, 27)));
        assertEquals(LocalDate.of(2026, 7, 2), cal.previousTradingDay(LocalDate.of(2026, 7, 6)), "Friday 07-03 is the observed holiday");
        assertEquals(LocalDate.of(2025, 1, 8), cal.onOrBefore(LocalDate.of(2025, 1, 9)));
        assertEquals(LocalDate.of(2025, 1, 10), cal.nextTradingDay(LocalDate.of(2025, 1, 8)));

        // Friday 2026-11-27 closes at 13:00 New York (18:00 UTC): the last close is that day from 13:00, the day before until then
        assertEquals(LocalDate.of(2026, 11, 25), cal.lastClose(Instant.parse("2026-11-27T17:59:59Z")));
        assertEquals(LocalDate.of(2026, 11, 27), cal.lastClose(Instant.parse("2026-11-27T18:00:00Z")));
        // across a holiday and a weekend; in summer time 16:00 New York is 20:00 UTC
        assertEquals(LocalDate.of(2026, 11, 27), cal.lastClose(Instant.parse("2026-11-30T20:59:00Z")));
        assertEquals(LocalDate.of(2026, 11, 30), cal.lastClose(Instant.parse("2026-11-30T21:00:00Z")));
        assertEquals(LocalDate.of(2026, 7, 2), cal.lastClose(Instant.parse("2026-07-04T12:00:00Z")));
        assertEquals(LocalDate.of(2026, 7, 6), cal.lastClose(Instant.parse("2026-07-06T20:00:00Z")));
        // a time before the open belongs to the session before
        assertEquals(LocalDate.of(2026, 11, 25), cal.sessionAt(Instant.parse("2026-11-27T14:29:00Z"), TradingCalendar.OPEN));
        assertEquals(LocalDate.of(2026, 11, 27), cal.sessionAt(Instant.parse("2026-11-27T14:30:00Z"), TradingCalendar.OPEN));
    }

    @Test void noWeekdayIsFurtherFromASessionThanTheBoundsAllow() {
        long most = 0;
        LocalDate worst = null;
        for (LocalDate d = LocalDate.of(TradingCalendar.FIRST_YEAR, 1, 8); d.getYear() <= TradingCalendar.LAST_YEAR; d = d.plusDays(1)) {
            if (d.getDayOfWeek().getValue() >= 6) continue;
            long gap = ChronoUnit.DAYS.between(cal.onOrBefore(d), d);
            if (gap > most) { most = gap; worst = d; }
        }
        assertTrue(most <= TradingCalendar.MOST_CLOSED_DAYS, worst + " is " + most + " days after the session before it");
        // 9/11: the exchange was shut Tuesday to Friday, so Friday 2001-09-14 is 4 days after Monday the 10th
        assertEquals(LocalDate.of(2001, 9, 10), cal.onOrBefore(LocalDate.of(2001, 9, 14)));
    }

    @Test void theWeekdayBoundsHoldTheExactAnswerEveryHalfHour() {
        int settled = 0, all = 0;
        for (String[] span : List.of(new String[] {"2024-01-01", "2027-01-01"}, new String[] {"2001-09-01", "2001-10-01"}, new String[] {"2012-10-20", "2012-11-10"})) {
            for (Instant t = Instant.parse(span[0] + "T00:00:00Z"); t.isBefore(Instant.parse(span[1] + "T00:00:00Z")); t = t.plusSeconds(1800)) {
                for (LocalTime start : List.of(TradingCalendar.OPEN, LocalTime.of(9, 45))) {
                    TradingCalendar.Bounds b = cal.sessionAtBounds(t, start);
                    LocalDate exact = cal.sessionAt(t, start);
                    assertEquals(cal.onOrBefore(b.latest()), exact, t + " " + start);
                    assertFalse(exact.isBefore(b.earliest()), t + " " + start + " " + b);
                }
                TradingCalendar.Bounds c = cal.lastCloseBounds(t);
                LocalDate close = cal.lastClose(t);
                assertFalse(close.isBefore(c.earliest()) || close.isAfter(c.latest()), t + ": " + close + " outside " + c);
                all++;
                if (close.equals(c.latest())) settled++;
            }
        }
        // the latest bound is the answer on most half hours (every weekday session outside 13:00 to 16:00 and holidays)
        assertTrue(settled > all * 0.8, settled + " of " + all);
        // Thanksgiving 2026-11-26 at 12:00 New York: weekdays alone say the 26th, the calendar the 25th
        Instant thanksgivingNoon = Instant.parse("2026-11-26T17:00:00Z");
        assertEquals(new TradingCalendar.Bounds(LocalDate.of(2026, 11, 19), LocalDate.of(2026, 11, 26)), cal.sessionAtBounds(thanksgivingNoon, TradingCalendar.OPEN));
        assertEquals(LocalDate.of(2026, 11, 25), cal.sessionAt(thanksgivingNoon, TradingCalendar.OPEN));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TradingCalendar.Bounds(LocalDate.of(2026, 1, 2), LocalDate.of(2026, 1, 1)));
        assertEquals("earliest 2026-01-02 is after latest 2026-01-01", e.getMessage());
    }

    @Test void aDayOutsideTheCoveredYearsIsRefusedNotGuessed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> cal.isTradingDay(LocalDate.of(2101, 1, 3)));
        assertEquals("the trading calendar covers 1990 to 2100, not 2101-01-03", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> cal.close(LocalDate.of(2026, 11, 26)));
    }
}
