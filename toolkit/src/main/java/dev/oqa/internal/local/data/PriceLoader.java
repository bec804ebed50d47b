package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Parses {@code prices/<TICKER>.csv}: a header naming at least {@code date} and {@code adj_close} (also spelled
 * {@code adjusted_close} or {@code Adj Close}; the bundled layout is {@code date,open,high,low,close,adj_close,volume}),
 * ISO dates ascending (a trailing time of day is ignored), one row per
 * trading day. Only {@code date} and {@code adj_close} are read, but every row must have as many fields as the
 * header. Any missing, ragged, unparsable, non-positive or out-of-order row is a {@link LocalDataException}
 * naming the file and the line: quant results computed over silently skipped rows would be wrong without notice.
 * Only the adjusted close is needed: every quant analytic works on close-to-close returns, none on OHLC bars,
 * so the bundled files carry {@code date,adj_close} alone.
 */
public final class PriceLoader {
    private PriceLoader() {}

    public static final String DIR = "prices";

    /** Header spellings of the adjusted close: ours, Alpha Vantage's and Yahoo's. */
    private static final List<String> ADJ_CLOSE_NAMES = List.of("adj_close", "adjusted_close", "adj close");

    /** The relative path of a ticker's file, without the optional {@code .gz}. */
    public static String path(String ticker) { return DIR + "/" + ticker + ".csv"; }

    /** Loads one ticker from {@code source}; a missing file names the tickers that are available. */
    public static PriceSeries load(DataSource source, String ticker) {
        String rel = path(ticker);
        if (!source.exists(rel)) {
            List<String> have = available(source);
            throw new LocalDataException("no daily prices for " + ticker + " in " + source.describe() + " (looked for " + rel
                    + "[.gz]); tickers available: " + (have.isEmpty() ? "none (no prices/ folder)" : String.join(", ", have)));
        }
        DataSource from = source.origin(rel).orElse(source);
        String where = rel + " in " + from.describe();
        try (Csv.Rows rows = Csv.read(from.open(rel).orElseThrow(), where)) {
            return parse(ticker, rows).from(from.label());
        }
    }

    /** Tickers that have a {@code prices/} file, sorted. */
    public static List<String> available(DataSource source) {
        return source.list(DIR).stream().filter(n -> n.endsWith(".csv"))
                .map(n -> n.substring(0, n.length() - 4)).sorted().toList();
    }

    static PriceSeries parse(String ticker, Csv.Rows rows) {
        String where = rows.file();
        String[] names = rows.next();
        if (names == null) throw new LocalDataException(where + " is empty; expected a header date,open,high,low,close,adj_close,volume");
        List<String> lower = Csv.names(names);
        int dateCol = lower.lastIndexOf("date"), adjCol = -1; // a name given twice: its last column
        for (String spelling : ADJ_CLOSE_NAMES) adjCol = Math.max(adjCol, lower.lastIndexOf(spelling));
        if (dateCol < 0 || adjCol < 0)
            throw new LocalDataException(rows.where() + ": header " + Csv.shown(String.join(",", names)) + " lacks " + (dateCol < 0 ? "'date'" : "'adj_close'")
                    + "; expected date,open,high,low,close,adj_close,volume");
        int cols = names.length;
        int[] days = new int[4096];
        double[] px = new double[4096];
        int n = 0;
        for (String[] f; (f = rows.next()) != null; ) {
            int lineNo = rows.line();
            if (f.length != cols)
                throw new LocalDataException(rows.where() + ": " + f.length + " fields, the header has " + cols + ": " + Csv.shown(String.join(",", f)));
            if (n == DataLimits.MAX_PRICE_ROWS)
                throw new LocalDataException(rows.where() + ": more than " + String.format(Locale.ROOT, "%,d", DataLimits.MAX_PRICE_ROWS)
                        + " price rows, the most one price file may hold (400 years of trading days; limits: docs/DATA.md)");
            int day = parseDate(f[dateCol].trim(), where, lineNo);
            String p = f[adjCol].trim();
            double v;
            if (p.isEmpty()) throw new LocalDataException(rows.where() + ": adj_close is missing");
            try { v = Double.parseDouble(p); }
            catch (NumberFormatException e) { throw new LocalDataException(rows.where() + ": adj_close " + Csv.shown(p) + " is not a number"); }
            if (!(v > 0) || Double.isInfinite(v))
                throw new LocalDataException(rows.where() + ": adj_close " + p + " must be a positive finite price");
            if (n > 0 && day <= days[n - 1])
                throw new LocalDataException(rows.where() + ": date " + f[dateCol].trim() + " is not after the previous row's "
                        + LocalDate.ofEpochDay(days[n - 1]) + "; rows must be ascending by date without duplicates");
            if (n == days.length) { days = Arrays.copyOf(days, n * 2); px = Arrays.copyOf(px, n * 2); }
            days[n] = day;
            px[n++] = v;
        }
        if (n == 0) throw new LocalDataException(where + " has a header but no price rows");
        return new PriceSeries(ticker, where, Arrays.copyOf(days, n), Arrays.copyOf(px, n));
    }

    private static int parseDate(String s, String where, int lineNo) {
        // A timestamp such as "2015-10-08 00:00:00-04:00" (yfinance) is read as its date: daily bars carry one date.
        if (s.length() > 10 && (s.charAt(10) == ' ' || s.charAt(10) == 'T')) s = s.substring(0, 10);
        if (s.length() == 10 && s.charAt(4) == '-' && s.charAt(7) == '-') {
            try {
                int y = Integer.parseInt(s, 0, 4, 10), m = Integer.parseInt(s, 5, 7, 10), d = Integer.parseInt(s, 8, 10, 10);
                return (int) LocalDate.of(y, m, d).toEpochDay();
            } catch (NumberFormatException | DateTimeException ignored) {
                // fall through to the message below
            }
        }
        throw new LocalDataException(where + " line " + lineNo + ": date " + Csv.shown(s) + " is not a YYYY-MM-DD date");
    }
}
