package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The 3-month T-bill series TB3MS (percent a year, discount basis, each month's average), read by the one reader of
 * its CSV: FRED's download ({@code /graph/fredgraph.csv?id=TB3MS}) and a data folder's {@link TreasuryBillRates#FILE}
 * (bundled, fetched or the user's own) alike. Checked: dates ascending, values within a T-bill rate's range. A month
 * without an observation is NaN, written blank.
 *
 * <p>The CSV: a header whose first column is {@code date} or whose second is {@code TB3MS} (any case: FRED's date
 * column was {@code DATE} until late 2024 and is {@code observation_date} now; the folder's file says
 * {@code date,tb3ms}), then {@code YYYY-MM-DD,percent} a month; {@code .} or blank is a month without an observation.
 * Read by column position; spaces and tabs around a field are ignored.
 */
public record MonthlyRates(String series, LocalDate[] dates, double[] percent, List<String> notes) {
    public static final String SERIES = "TB3MS";
    private static final double LOWEST = -5, HIGHEST = 100; // percent a year: anything outside is not a T-bill rate

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

    /**
     * Reads the series from {@code rows}.
     *
     * @throws LocalDataException naming the file and line and what was expected, or saying that no month has a value
     */
    public static MonthlyRates read(Csv.Rows rows) {
        String[] header = rows.next();
        if (header == null || header.length < 2 || !(padless(header[0]).equalsIgnoreCase("date") || padless(header[1]).equalsIgnoreCase(SERIES)))
            throw new LocalDataException(rows.file() + " line 1: expected the header date," + SERIES.toLowerCase(Locale.ROOT)
                    + " (a date column, then " + SERIES + "), got " + (header == null ? "nothing" : Csv.shown(String.join(",", header))));
        List<LocalDate> dates = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        int missing = 0;
        for (String[] row; (row = rows.next()) != null; ) {
            if (row.length != 2) throw bad(rows, "expected 2 fields, got " + row.length);
            LocalDate d;
            try {
                d = LocalDate.parse(padless(row[0]));
            } catch (DateTimeException e) {
                throw bad(rows, Csv.shown(row[0]) + " is not a YYYY-MM-DD date");
            }
            if (d.getYear() < DataFile.FIRST_YEAR || d.getYear() > DataFile.LAST_YEAR) // the years a data folder's dates may hold
                throw bad(rows, d + " is not a month of the series (" + DataFile.FIRST_YEAR + " to " + DataFile.LAST_YEAR + ")");
            if (!dates.isEmpty() && !d.isAfter(dates.getLast())) throw bad(rows, d + " does not come after " + dates.getLast());
            String v = padless(row[1]);
            double p;
            if (v.isEmpty() || v.equals(".")) { p = Double.NaN; missing++; }
            else {
                try {
                    p = Double.parseDouble(v);
                } catch (NumberFormatException e) {
                    throw bad(rows, Csv.shown(v) + " is not a rate in percent");
                }
                if (!(p >= LOWEST && p <= HIGHEST)) throw bad(rows, Csv.shown(v) + " is not a T-bill rate in percent (" + LOWEST + " to " + HIGHEST + ")");
            }
            dates.add(d);
            values.add(p);
        }
        if (missing == values.size()) throw new LocalDataException(rows.file() + " has no observation of " + SERIES);
        List<String> notes = missing == 0 ? List.of() : List.of(missing + " month" + (missing == 1 ? "" : "s") + " without an observation (. or blank) kept blank");
        return new MonthlyRates(SERIES, dates.toArray(LocalDate[]::new), values.stream().mapToDouble(Double::doubleValue).toArray(), notes);
    }

    /** Without the spaces and tabs around it; any other character (NUL, U+2028) stays and makes the value unreadable. */
    private static String padless(String s) { return s.replaceAll("^[ \t]+|[ \t]+$", ""); }

    private static LocalDataException bad(Csv.Rows rows, String why) { return new LocalDataException(rows.where() + ": " + why); }
}
