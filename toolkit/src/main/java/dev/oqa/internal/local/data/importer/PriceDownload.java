package dev.oqa.internal.local.data.importer;

import dev.oqa.internal.local.data.BoundedInput;
import dev.oqa.internal.local.data.Csv;
import dev.oqa.internal.local.data.DataLimits;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.UsageException;
import java.io.IOException;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One daily price download, read and checked. Accepted layouts, recognised by their header:
 * <ul>
 *   <li><b>Yahoo Finance</b> daily download {@code Date,Open,High,Low,Close,Adj Close,Volume}: the {@code Adj Close}
 *       column (split- and dividend-adjusted) is used; {@code Close} is not split-adjusted there;</li>
 *   <li><b>Stooq</b> daily download {@code Date,Open,High,Low,Close[,Volume]}: Stooq's closes are already split- and
 *       dividend-adjusted, so {@code Close} is used; also Stooq's bulk text files
 *       {@code <TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT>} (dates {@code YYYYMMDD});</li>
 *   <li>the <b>normalised</b> layout of {@code prices/}: {@code date,adj_close} or
 *       {@code date,open,high,low,close,adj_close,volume}.</li>
 * </ul>
 * Every date and price must parse, each failing with the file and line; the series then passes {@link PriceChecks}.
 *
 * @param layout the recognised layout, for the report
 * @param lines  the 1-based line of each row, for messages
 * @param tickerFrom where the ticker came from, for a refusal of it: {@code --ticker}, the file's line or its name
 * @param notes  one-day moves kept under {@link PriceChecks.Moves#NOTE} ({@code "line 12: the price moves ..."})
 */
public record PriceDownload(String ticker, String tickerFrom, String layout, int[] days, double[] closes, int[] lines,
                            List<String> notes) {

    public static final String ACCEPTED = "Yahoo Finance's daily download (Date,Open,High,Low,Close,Adj Close,Volume), Stooq's daily download"
            + " (Date,Open,High,Low,Close,Volume, or its <TICKER>,<PER>,<DATE>,... text files), the normalised prices layout"
            + " (date,adj_close or date,open,high,low,close,adj_close,volume), Cboe's quote-table download (quotedata.csv) or"
            + " the normalised chain layout (quote_date,underlying,spot,expiration,type,...)";

    public LocalDate first() { return LocalDate.ofEpochDay(days[0]); }

    public LocalDate last() { return LocalDate.ofEpochDay(days[days.length - 1]); }

    public int size() { return days.length; }

    /** The first row of a file as its text, for saying what a file of unknown format holds; null when it has none. */
    static String firstRow(Path file) {
        try (Csv.Rows rows = Csv.sniff(BoundedInput.open(file, file.toString()), file.toString())) {
            String[] r = rows.next();
            return r == null ? null : String.join(",", r);
        } catch (IOException e) {
            throw new LocalDataException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private record Layout(String name, int date, int price, boolean compactDates, int ticker) {}

    /** The layout a header announces, or empty for a file that is not a price download. */
    private static Optional<Layout> layout(String[] header) {
        List<String> h = Csv.names(header).stream().map(n -> n.replace("\"", "")).toList();
        int date = h.indexOf("date"), adj = h.indexOf("adj close"), close = h.indexOf("close"), norm = h.indexOf("adj_close");
        if (date >= 0 && adj >= 0 && h.contains("open") && close >= 0) return Optional.of(new Layout("Yahoo Finance daily", date, adj, false, -1));
        if (date >= 0 && norm >= 0) return Optional.of(new Layout("normalised prices", date, norm, false, -1));
        if (date >= 0 && close >= 0 && h.contains("open") && h.contains("high") && h.contains("low") && adj < 0 && norm < 0)
            return Optional.of(new Layout("Stooq daily", date, close, false, -1));
        int sd = h.indexOf("<date>"), sc = h.indexOf("<close>");
        if (sd >= 0 && sc >= 0) return Optional.of(new Layout("Stooq daily (text)", sd, sc, true, h.indexOf("<ticker>")));
        return Optional.empty();
    }

    /**
     * Reads {@code file} as a price download; empty when its header is none of the price layouts.
     *
     * @param ticker the ticker to file it under, or null to take it from the file (Stooq's ticker column, else the
     *               name); checked by {@link DataFile} when the file is planned
     */
    public static Optional<PriceDownload> read(Path file, String ticker, PriceChecks.Moves moves) throws IOException {
        String name = file.toString();
        int[] days = new int[4096], lines = new int[4096];
        double[] px = new double[4096];
        int n = 0;
        String fromFile = null, fromLine = null;
        try (Csv.Rows rows = Csv.read(BoundedInput.open(file, name), name)) {
            String[] header = rows.next();
            Optional<Layout> found = header == null ? Optional.empty() : layout(header);
            if (found.isEmpty()) return Optional.empty();
            Layout lay = found.get();
            int width = header.length;
            for (String[] f; (f = rows.next()) != null; ) {
                int lineNo = rows.line();
                if (f.length != width)
                    throw bad(name, lineNo, f.length + " fields, the header has " + width + ": " + Csv.shown(String.join(",", f)));
                if (n > DataLimits.MAX_PRICE_ROWS) break; // PriceChecks says how many are allowed
                if (lay.ticker() >= 0 && fromFile == null) { fromFile = f[lay.ticker()]; fromLine = rows.where() + " (<TICKER>)"; }
                int day = date(f[lay.date()].trim(), lay.compactDates(), name, lineNo);
                String raw = f[lay.price()].trim();
                double v;
                try { v = Double.parseDouble(raw); }
                catch (NumberFormatException e) {
                    throw bad(name, lineNo, "price " + Csv.shown(raw) + " is not a number" + (raw.equalsIgnoreCase("null") ? " (Yahoo writes null for a day without data; delete that row)" : ""));
                }
                if (n == days.length) { days = Arrays.copyOf(days, 2 * n); px = Arrays.copyOf(px, 2 * n); lines = Arrays.copyOf(lines, 2 * n); }
                days[n] = day; px[n] = v; lines[n++] = lineNo;
            }
            int[] at = Arrays.copyOf(lines, n), d = Arrays.copyOf(days, n);
            double[] c = Arrays.copyOf(px, n);
            String t = ticker != null ? ticker : fromFile != null ? stripStooqSuffix(fromFile) : tickerFromName(file);
            String tFrom = ticker != null ? "--ticker" : fromFile != null ? fromLine : "the file name of " + name;
            List<String> notes = PriceChecks.check(name, d, c, i -> "line " + at[i], moves);
            return Optional.of(new PriceDownload(t, tFrom, lay.name(), d, c, at, notes));
        } catch (LocalDataException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static int date(String s, boolean compact, String file, int line) {
        try {
            if (compact && s.length() == 8) return (int) LocalDate.of(Integer.parseInt(s.substring(0, 4)), Integer.parseInt(s.substring(4, 6)), Integer.parseInt(s.substring(6))).toEpochDay();
            if (s.length() > 10 && (s.charAt(10) == ' ' || s.charAt(10) == 'T')) s = s.substring(0, 10);
            if (s.length() == 10 && s.charAt(4) == '-' && s.charAt(7) == '-') return (int) LocalDate.parse(s).toEpochDay();
        } catch (NumberFormatException | DateTimeException ignored) {
            // the message below says what is accepted
        }
        throw bad(file, line, "date " + Csv.shown(s) + " is not a " + (compact ? "YYYYMMDD" : "YYYY-MM-DD") + " date");
    }

    /** {@code aapl.us.txt} → AAPL, {@code NVDA.csv} → NVDA, {@code BRK-B.csv.gz} → BRK-B. */
    static String tickerFromName(Path file) {
        String n = file.getFileName().toString();
        for (String ext : new String[] {".gz", ".csv", ".txt"}) if (n.toLowerCase(Locale.ROOT).endsWith(ext)) n = n.substring(0, n.length() - ext.length());
        return stripStooqSuffix(n);
    }

    private static String stripStooqSuffix(String t) {
        String u = t.replaceAll("^[ \\t]+|[ \\t]+$", "").toUpperCase(Locale.ROOT); // other characters are DataFile's to judge
        return u.endsWith(".US") ? u.substring(0, u.length() - 3) : u;
    }

    private static UsageException bad(String file, int line, String what) { return new UsageException(file + " line " + line + ": " + what); }
}
