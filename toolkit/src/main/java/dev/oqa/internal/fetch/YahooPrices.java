package dev.oqa.internal.fetch;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.ChainRowChecks;
import dev.oqa.model.Json;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import okhttp3.HttpUrl;

/**
 * Daily adjusted closes from Yahoo's chart API: {@code /v8/finance/chart/{T}?period1&period2&interval=1d&events=div,splits}.
 * Conventions, from docs/DATA.md:
 * <ul>
 *   <li>{@code indicators.adjclose[0].adjclose} is the split- and dividend-adjusted close (what returns are computed
 *       from); without it, {@code indicators.quote[0].close} (split-adjusted only) is used, with a note.</li>
 *   <li>{@code timestamp[i]} is the session's open in epoch seconds; its date is taken in
 *       {@code meta.exchangeTimezoneName}.</li>
 *   <li>{@code null} entries are skipped; two rows on one date (Yahoo sometimes sends the live day twice) keep the later;
 *       a day whose session has not closed yet is a live partial day and is not stored.</li>
 * </ul>
 * Yahoo refuses many non-browser clients with 429: that is reported with the fallback, never retried.
 */
public record YahooPrices(HttpUrl base) {
    /** 1900-01-01 in epoch seconds: the start of "all of it" that yfinance sends too. */
    static final long EARLIEST = -2208994789L;
    /** How far past the fetch a timestamp may lie (a session's open is before its close; a day of slack for the zones). */
    static final long LATEST_AHEAD = 2 * 86_400L;
    /** The highest close taken as a price: a chain's highest spot, 10^7 (a 1e308 close is damage, not a price). */
    static final double MAX_CLOSE = ChainRowChecks.MAX_SPOT;

    /**
     * Fetches and reads the daily closes of {@code symbol} from {@code since} (null: all there are); a
     * {@link FetchException} when they cannot be.
     */
    public DailyCloses fetch(FetchHttp http, Symbol symbol, LocalDate since) {
        Instant now = http.clock().instant();
        HttpUrl url = base.newBuilder().addPathSegments("v8/finance/chart").addPathSegment(symbol.value())
                .addQueryParameter("period1", Long.toString(since == null ? EARLIEST : since.atStartOfDay(ZoneOffset.UTC).toEpochSecond()))
                .addQueryParameter("period2", Long.toString(now.getEpochSecond()))
                .addQueryParameter("interval", "1d")
                .addQueryParameter("events", "div,splits")
                .addQueryParameter("includePrePost", "false")
                .build();
        String where = Provider.YAHOO.label() + " (" + url.host() + url.encodedPath() + ")";
        try {
            return http.read(Provider.YAHOO, url, FetchHttp.Expect.JSON, "a Yahoo chart", in -> read(Json.MAPPER.readTree(in), symbol.value(), where, now));
        } catch (FetchException e) {
            if (e.status() == 404)
                throw FetchException.source(where + " has no daily prices for " + symbol + " (404: unknown or delisted symbol)", 404);
            throw e;
        }
    }

    static DailyCloses read(JsonNode root, String ticker, String where, Instant now) {
        JsonNode chart = root.path("chart");
        JsonNode error = chart.path("error");
        if (!error.isMissingNode() && !error.isNull())
            throw FetchException.source(where + ": " + FetchHttp.printable(error.path("description").asText(error.toString())), 0);
        JsonNode result = chart.path("result").path(0);
        if (!result.isObject()) throw FetchException.source(where + " does not read as a Yahoo chart: no chart.result; nothing was written", 0);
        String said = result.path("meta").path("symbol").asText("");
        if (!said.isEmpty() && !said.equalsIgnoreCase(ticker))
            throw FetchException.source("asked for the prices of " + ticker + ", " + where + " answered with those of '" + FetchHttp.printable(said)
                    + "' (meta.symbol); another symbol's prices are not filed under " + ticker + "; nothing was written", 0);
        List<String> notes = new ArrayList<>();
        ZoneId zone;
        try {
            zone = ZoneId.of(result.path("meta").path("exchangeTimezoneName").asText("America/New_York"));
        } catch (DateTimeException e) {
            zone = Sessions.NEW_YORK;
            notes.add("unknown exchange time zone; dates taken in New York");
        }
        JsonNode stamps = result.path("timestamp"), closes = result.path("indicators").path("adjclose").path(0).path("adjclose");
        if (!closes.isArray()) {
            closes = result.path("indicators").path("quote").path(0).path("close");
            if (closes.isArray()) notes.add("Yahoo sent no adjusted close; used the close, which is split-adjusted but not dividend-adjusted");
        }
        if (!stamps.isArray() || stamps.isEmpty() || !closes.isArray())
            throw FetchException.source(where + " has no daily prices for " + ticker + " in the range asked", 0);
        if (closes.size() != stamps.size())
            throw FetchException.source(where + " does not read as a Yahoo chart: " + stamps.size() + " timestamps but " + closes.size() + " closes; nothing was written", 0);

        int[] days = new int[stamps.size()];
        double[] px = new double[stamps.size()];
        int n = 0, nulls = 0, repeats = 0;
        for (int i = 0; i < stamps.size(); i++) {
            JsonNode t = stamps.get(i), c = closes.get(i);
            if (t == null || t.isNull() || c == null || c.isNull()) { nulls++; continue; }
            if (!c.isNumber()) throw FetchException.source(where + " row " + (i + 1) + ": close '" + FetchHttp.printable(c.asText()) + "' is not a number; nothing was written", 0);
            double close = c.asDouble();
            if (!(close > 0 && close <= MAX_CLOSE))
                throw FetchException.source(where + " row " + (i + 1) + ": close " + FetchHttp.printable(c.asText()) + " is not a price (above 0 and at most "
                        + String.format(Locale.ROOT, "%,.0f", MAX_CLOSE) + "); nothing was written", 0);
            long at = seconds(t, where, "timestamp[" + i + "]", now);
            int day = (int) Instant.ofEpochSecond(at).atZone(zone).toLocalDate().toEpochDay();
            if (n > 0 && day == days[n - 1]) { repeats++; n--; } // the later row of a repeated day wins
            days[n] = day;
            px[n++] = close;
        }
        if (nulls > 0) notes.add(nulls + " day" + (nulls == 1 ? "" : "s") + " without a close (null) skipped");
        if (repeats > 0) notes.add(repeats + " repeated day" + (repeats == 1 ? "" : "s") + " kept once, the later row");
        if (n > 0 && !closed(result, days[n - 1], zone, now)) {
            notes.add("left out " + LocalDate.ofEpochDay(days[n - 1]) + ", a live partial day (its session has not closed)");
            n--;
        }
        if (n == 0) throw FetchException.source(where + " has no complete day of prices for " + ticker + " in the range asked", 0);
        return new DailyCloses(ticker, Arrays.copyOf(days, n), Arrays.copyOf(px, n), notes);
    }

    /**
     * A timestamp in epoch seconds between 1900 and {@link #LATEST_AHEAD} past now; anything else (1e17, a fraction, a
     * string) refuses the item with the row named, where it used to end the whole fetch in an internal error.
     */
    private static long seconds(JsonNode t, String where, String field, Instant now) {
        if (!t.isIntegralNumber() || !t.canConvertToLong() || t.asLong() < EARLIEST || t.asLong() > now.getEpochSecond() + LATEST_AHEAD)
            throw FetchException.source(where + " " + field + ": " + FetchHttp.printable(t.toString()) + " is not a session time (whole seconds since"
                    + " 1970, from 1900 up to two days past the fetch); nothing was written", 0);
        return t.asLong();
    }

    /** Whether the session of {@code day} has closed at {@code now}: Yahoo's regular period end when it is that day's, else 16:00. */
    private static boolean closed(JsonNode result, int day, ZoneId zone, Instant now) {
        JsonNode end = result.path("meta").path("currentTradingPeriod").path("regular").path("end");
        boolean usable = end.isIntegralNumber() && end.canConvertToLong() && end.asLong() >= EARLIEST && end.asLong() <= now.getEpochSecond() + LATEST_AHEAD;
        Instant close = usable && Instant.ofEpochSecond(end.asLong()).atZone(zone).toLocalDate().toEpochDay() == day
                ? Instant.ofEpochSecond(end.asLong())
                : LocalDate.ofEpochDay(day).atTime(Sessions.CLOSE).atZone(zone).toInstant();
        return !now.isBefore(close);
    }
}
