package dev.oqa.internal.fetch;

import dev.oqa.internal.local.data.Csv;
import dev.oqa.internal.local.data.DataFile;
import java.io.IOException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import okhttp3.HttpUrl;

/**
 * The 3-month T-bill rate from FRED's graph CSV ({@code /graph/fredgraph.csv?id=TB3MS}), which needs no key. Read by
 * column position: the date column's header was {@code DATE} until late 2024 and is {@code observation_date} now; the
 * second header must name the series. {@code .} and blanks are months without an observation.
 */
public record FredRates(HttpUrl base) {
    public static final String SERIES = "TB3MS";
    private static final double LOWEST = -5, HIGHEST = 100; // percent a year: anything outside is not a T-bill rate

    /** Fetches and reads the series; a {@link FetchException} when it cannot. */
    public MonthlyRates fetch(FetchHttp http) {
        HttpUrl url = base.newBuilder().addPathSegments("graph/fredgraph.csv").addQueryParameter("id", SERIES).build();
        String where = Provider.FRED.label() + " (" + url.host() + url.encodedPath() + ")";
        try (FetchHttp.Body body = http.get(Provider.FRED, url, FetchHttp.Expect.CSV)) {
            try (Csv.Rows parser = Csv.read(body.stream(), where)) {
                return read(parser, where);
            } catch (RuntimeException e) {
                if (e instanceof FetchException f) throw f;
                for (Throwable c = e; c != null; c = c.getCause())
                    if (c instanceof IOException io) throw http.failure(Provider.FRED, url, body.call(), io);
                throw FetchException.source(where + " does not read as CSV (" + FetchHttp.printable(String.valueOf(e.getMessage())) + "); nothing was written", e);
            }
        }
    }

    private static MonthlyRates read(Csv.Rows parser, String where) {
        String[] header = parser.next();
        if (header == null || header.length < 2 || !header[1].strip().equalsIgnoreCase(SERIES))
            throw FetchException.source(where + " line 1: expected a date column and " + SERIES + ", got '"
                    + (header == null ? "" : FetchHttp.printable(String.join(",", header))) + "'; nothing was written", 0);
        List<LocalDate> dates = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        int missing = 0;
        for (String[] row; (row = parser.next()) != null; ) {
            if (row.length < 2) throw bad(parser, "expected 2 fields, got " + row.length);
            LocalDate d;
            try {
                d = LocalDate.parse(padless(row[0]));
            } catch (DateTimeException e) {
                throw bad(parser, "'" + FetchHttp.printable(row[0]) + "' is not a YYYY-MM-DD date");
            }
            if (d.getYear() < DataFile.FIRST_YEAR || d.getYear() > DataFile.LAST_YEAR) // the years a data folder's dates may hold
                throw bad(parser, d + " is not a month of the series (" + DataFile.FIRST_YEAR + " to " + DataFile.LAST_YEAR + ")");
            if (!dates.isEmpty() && !d.isAfter(dates.getLast())) throw bad(parser, d + " does not come after " + dates.getLast());
            String v = padless(row[1]);
            double p;
            if (v.isEmpty() || v.equals(".")) { p = Double.NaN; missing++; }
            else {
                try {
                    p = Double.parseDouble(v);
                } catch (NumberFormatException e) {
                    throw bad(parser, "'" + FetchHttp.printable(v) + "' is not a rate in percent");
                }
                if (!(p >= LOWEST && p <= HIGHEST)) throw bad(parser, v + " is not a T-bill rate in percent (" + LOWEST + " to " + HIGHEST + ")");
            }
            dates.add(d);
            values.add(p);
        }
        if (missing == values.size()) throw FetchException.source(where + " has no observation of " + SERIES + "; nothing was written", 0);
        List<String> notes = missing == 0 ? List.of() : List.of(missing + " month" + (missing == 1 ? "" : "s") + " without an observation (. or blank) kept blank");
        return new MonthlyRates(SERIES, dates.toArray(LocalDate[]::new), values.stream().mapToDouble(Double::doubleValue).toArray(), notes);
    }

    /** Without the spaces and tabs around it; any other character (NUL, U+2028) stays and makes the value unreadable. */
    private static String padless(String s) { return s.replaceAll("^[ \t]+|[ \t]+$", ""); }

    private static FetchException bad(Csv.Rows row, String why) {
        return FetchException.source(row.where() + ": " + why + "; nothing was written", 0);
    }
}
