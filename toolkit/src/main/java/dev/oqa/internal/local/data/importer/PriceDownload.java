package dev.oqa.internal.local.data.importer;

import dev.oqa.model.UsageException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

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
 * Checks, each failing with the file and line: every date parses and dates ascend without duplicates; every price
 * is a finite positive number (Yahoo's {@code null} rows included); no gap of a year or more between rows; no
 * one-day move that matches a split ratio (a series whose splits are not adjusted would show a fake crash), unless
 * such moves are accepted ({@code --accept-moves}, and data fetched already adjusted): then they are listed in
 * {@link #splitLikeMoves()} for a note, since real markets make them too (GME rose 134% on 2021-01-27).
 *
 * @param file   the file as given
 * @param layout the recognised layout, for the report
 * @param lines  the 1-based line of each row, for messages
 */
public record PriceDownload(Path file, String ticker, String layout, int[] days, double[] closes, int[] lines) {

    /** A gap of more days than this between consecutive rows is refused: a daily series has no year-long hole. */
    public static final int MAX_GAP_DAYS = 365;
    /** Split ratios checked (new shares per old share; their inverses are reverse splits). */
    static final double[] SPLIT_RATIOS = {1.5, 2, 3, 4, 5, 6, 7, 8, 10, 15, 20, 25, 30, 40, 50};
    /** A one-day price ratio within this relative distance of a split ratio looks like an unadjusted split. */
    static final double SPLIT_TOLERANCE = 0.02;

    public static final String ACCEPTED = "Yahoo Finance's daily download (Date,Open,High,Low,Close,Adj Close,Volume), Stooq's daily download"
            + " (Date,Open,High,Low,Close,Volume, or its <TICKER>,<PER>,<DATE>,... text files), the normalised prices layout"
            + " (date,adj_close or date,open,high,low,close,adj_close,volume), Cboe's quote-table download (quotedata.csv) or"
            + " the normalised chain layout (quote_date,underlying,spot,expiration,type,...)";

    public LocalDate first() { return LocalDate.ofEpochDay(days[0]); }

    public LocalDate last() { return LocalDate.ofEpochDay(days[days.length - 1]); }

    public int size() { return days.length; }

    /** The first line of a file, for recognising it (BOM stripped; gzip read through). */
    static String firstLine(Path file) throws IOException {
        try (BufferedReader in = open(file)) {
            String l;
            while ((l = in.readLine()) != null) if (!l.isBlank()) return l.startsWith("\uFEFF") ? l.substring(1) : l;
            return null;
        }
    }

    static BufferedReader open(Path file) throws IOException {
        InputStream in = Files.newInputStream(file);
        if (file.getFileName().toString().endsWith(".gz")) in = new GZIPInputStream(in, 1 << 16);
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
    }

    private record Layout(String name, int date, int price, boolean compactDates, int ticker) {}

    /** The layout a header announces, or empty for a file that is not a price download. */
    private static Optional<Layout> layout(String header) {
        List<String> h = new ArrayList<>();
        for (String n : header.split(",", -1)) h.add(n.trim().replace("\"", "").toLowerCase(Locale.ROOT));
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
     * @param ticker the ticker to file it under, or null to take it from the file (Stooq's ticker column, else the name)
     */
    public static Optional<PriceDownload> read(Path file, String ticker) throws IOException { return read(file, ticker, false); }

    /** As {@link #read(Path, String)}; {@code acceptMoves} keeps one-day moves that look like an unadjusted split. */
    public static Optional<PriceDownload> read(Path file, String ticker, boolean acceptMoves) throws IOException {
        String header = firstLine(file);
        if (header == null) return Optional.empty();
        Optional<Layout> found = layout(header);
        if (found.isEmpty()) return Optional.empty();
        Layout lay = found.get();
        String name = file.toString();
        int[] days = new int[4096], lines = new int[4096];
        double[] px = new double[4096];
        int n = 0, lineNo = 0, width = header.split(",", -1).length;
        String fromFile = null;
        try (BufferedReader in = open(file)) {
            String line;
            boolean headerSeen = false;
            while ((line = in.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) continue;
                if (!headerSeen) { headerSeen = true; continue; }
                String[] f = line.split(",", -1);
                if (f.length != width)
                    throw bad(name, lineNo, f.length + " fields, the header has " + width + ": '" + abbreviate(line) + "'");
                if (lay.ticker() >= 0 && fromFile == null) fromFile = f[lay.ticker()].trim();
                int day = date(f[lay.date()].trim(), lay.compactDates(), name, lineNo);
                String raw = f[lay.price()].trim();
                double v;
                try { v = Double.parseDouble(raw); }
                catch (NumberFormatException e) {
                    throw bad(name, lineNo, "price '" + raw + "' is not a number" + (raw.equalsIgnoreCase("null") ? " (Yahoo writes null for a day without data; delete that row)" : ""));
                }
                if (!Double.isFinite(v) || !(v > 0)) throw bad(name, lineNo, "price " + raw + " is not a finite positive number");
                if (n > 0 && day == days[n - 1])
                    throw bad(name, lineNo, "date " + LocalDate.ofEpochDay(day) + " repeats line " + lines[n - 1] + "; one row per trading day");
                if (n > 0 && day < days[n - 1])
                    throw bad(name, lineNo, "date " + LocalDate.ofEpochDay(day) + " comes before line " + lines[n - 1] + "'s " + LocalDate.ofEpochDay(days[n - 1])
                            + "; rows must ascend by date (oldest first, as Yahoo and Stooq write them)");
                if (n == days.length) { days = Arrays.copyOf(days, 2 * n); px = Arrays.copyOf(px, 2 * n); lines = Arrays.copyOf(lines, 2 * n); }
                days[n] = day; px[n] = v; lines[n++] = lineNo;
            }
        }
        if (n < 2) throw new UsageException(name + ": " + n + " price row(s); a daily series needs at least 2");
        String t = ticker != null ? ticker : fromFile != null ? stripStooqSuffix(fromFile) : tickerFromName(file);
        PriceDownload d = new PriceDownload(file, t, lay.name(), Arrays.copyOf(days, n), Arrays.copyOf(px, n), Arrays.copyOf(lines, n));
        d.check(acceptMoves);
        return Optional.of(d);
    }

    /** Gaps of a year or more, and (unless accepted) one-day moves matching a split ratio. */
    private void check(boolean acceptMoves) {
        String name = file.toString();
        for (int i = 1; i < days.length; i++) {
            int gap = days[i] - days[i - 1];
            if (gap > MAX_GAP_DAYS)
                throw new UsageException(String.format(Locale.ROOT, "%s lines %d-%d: a gap of %.1f years between %s and %s; a daily series must not"
                        + " have a gap of more than %d days (a missing download year, or two listings in one file); download the full history",
                        name, lines[i - 1], lines[i], gap / 365.25, LocalDate.ofEpochDay(days[i - 1]), LocalDate.ofEpochDay(days[i]), MAX_GAP_DAYS));
        }
        if (acceptMoves) return;
        for (int i = 1; i < days.length; i++) {
            String move = splitLike(i);
            if (move != null)
                throw new UsageException(name + " line " + move + " that is not adjusted; import split-adjusted prices (Yahoo's Adj Close, Stooq's Close),"
                        + " or adjust the rows before " + LocalDate.ofEpochDay(days[i]) + "; give --accept-moves if the move is real");
        }
    }

    /** One-day moves within 2 % of a split ratio, each as {@code "<line>: the price moves from a to b on DATE (xR), like a K-for-1 split"}. */
    public List<String> splitLikeMoves() {
        List<String> out = new ArrayList<>();
        for (int i = 1; i < days.length; i++) {
            String move = splitLike(i);
            if (move != null) out.add(move);
        }
        return out;
    }

    private String splitLike(int i) {
        double r = closes[i] / closes[i - 1];
        for (double k : SPLIT_RATIOS) {
            boolean forward = Math.abs(r * k - 1) < SPLIT_TOLERANCE, reverse = Math.abs(r / k - 1) < SPLIT_TOLERANCE;
            if (forward || reverse)
                return String.format(Locale.ROOT, "%d: the price moves from %s to %s on %s (x%.4f), like a %s split",
                        lines[i], plain(closes[i - 1]), plain(closes[i]), LocalDate.ofEpochDay(days[i]), r, label(k, forward));
        }
        return null;
    }

    private static String label(double k, boolean forward) {
        String a = k == 1.5 ? "3" : Long.toString((long) k), b = k == 1.5 ? "2" : "1";
        return forward ? a + "-for-" + b : b + "-for-" + a + " reverse";
    }

    private static String plain(double v) { return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString(); }

    private static int date(String s, boolean compact, String file, int line) {
        try {
            if (compact && s.length() == 8) return (int) LocalDate.of(Integer.parseInt(s.substring(0, 4)), Integer.parseInt(s.substring(4, 6)), Integer.parseInt(s.substring(6))).toEpochDay();
            if (s.length() > 10 && (s.charAt(10) == ' ' || s.charAt(10) == 'T')) s = s.substring(0, 10);
            if (s.length() == 10 && s.charAt(4) == '-' && s.charAt(7) == '-') return (int) LocalDate.parse(s).toEpochDay();
        } catch (NumberFormatException | DateTimeException ignored) {
            // the message below says what is accepted
        }
        throw bad(file, line, "date '" + s + "' is not a " + (compact ? "YYYYMMDD" : "YYYY-MM-DD") + " date");
    }

    /** {@code aapl.us.txt} → AAPL, {@code NVDA.csv} → NVDA, {@code BRK-B.csv.gz} → BRK-B. */
    static String tickerFromName(Path file) {
        String n = file.getFileName().toString();
        for (String ext : new String[] {".gz", ".csv", ".txt"}) if (n.toLowerCase(Locale.ROOT).endsWith(ext)) n = n.substring(0, n.length() - ext.length());
        return stripStooqSuffix(n);
    }

    private static String stripStooqSuffix(String t) {
        String u = t.trim().toUpperCase(Locale.ROOT);
        return u.endsWith(".US") ? u.substring(0, u.length() - 3) : u;
    }

    private static UsageException bad(String file, int line, String what) { return new UsageException(file + " line " + line + ": " + what); }

    private static String abbreviate(String s) { return s.length() <= 80 ? s : s.substring(0, 77) + "..."; }
}
