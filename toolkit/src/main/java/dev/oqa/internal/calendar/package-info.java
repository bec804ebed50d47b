/**
 * The exchange's trading calendar: which New York days are sessions, when each closes, and the last close as of an
 * instant ({@link dev.oqa.internal.calendar.TradingCalendar}). Holidays come from jollyday's NYSE calendar; the 13:00
 * early closes, which jollyday does not carry, from the exchange's published rule.
 */
package dev.oqa.internal.calendar;
