package dev.oqa.internal.local.data;

import dev.oqa.internal.calendar.TradingCalendar;
import dev.oqa.model.LocalDataException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Cboe's own "Download CSV" of the delayed quote table ({@code quotedata.csv}) exactly as saved from
 * the web page (PROVENANCE §5a): a blank line, {@code <name>,Last: <spot>,Change: <chg>}, a
 * {@code "Date: <Month D, YYYY at h:mm AM/PM TZ>"} line, the 22-column header, then one row per strike
 * with the call on the left and the put on the right.
 *
 * <p>The quote date is the snapshot's calendar date moved back to the session before for snapshots taken on a
 * weekend or an NYSE holiday ({@link TradingCalendar}: the session the quotes belong to), matching the file names
 * of the normalised set.
 */
public final class CboeQuoteTableReader {
    private CboeQuoteTableReader() {}

    private static final Pattern LAST = Pattern.compile("Last:\\s*([0-9.,]+)");
    private static final Pattern DATE = Pattern.compile(
            "Date:\\s*([A-Za-z]+)\\s+(\\d{1,2}),?\\s+(\\d{4}),?\\s*(?:at\\s+)?(\\d{1,2}):(\\d{2})\\s*([AaPp][Mm])\\s*([A-Za-z]{2,5})?");
    private static final DateTimeFormatter EXPIRY = DateTimeFormatter.ofPattern("EEE MMM d yyyy", Locale.US);
    private static final Pattern ROOT = Pattern.compile("^([A-Z.]+?)\\d{6}[CP]\\d{8}$");
    /** One side's columns after the symbol, as the header names them; the strike is column 11, between the sides. */
    private static final String[] SIDE = {"Strike", "Last Sale", "Net", "Bid", "Ask", "Volume", "IV", "Delta", "Gamma", "Open Interest"};

    /** What the first rows of a Cboe download say, read without the body. */
    record Header(String name, double spot, LocalDate snapshotDate, LocalDate quoteDate, String snapshotTime) {}

    /** True when {@code first}, a file's first row, is the name row of a Cboe download ({@code <name>,Last: <spot>,...}). */
    static boolean startsLike(String[] first) { return LAST.matcher(String.join(",", first)).find(); }

    /**
     * Reads the date row and the column header after {@code nameRow}; {@code rows} is left at the first contract.
     * The two preamble rows are matched as the line they were (their fields joined), so a comma inside an unquoted
     * date or price reads the same.
     */
    static Header header(Csv.Rows rows, String[] nameRow) {
        String file = rows.file();
        String nameLine = String.join(",", nameRow);
        int nameAt = rows.line();
        String[] dateRow = rows.next(), head = rows.next();
        for (int extra = 0; head != null && !isColumnHeader(head) && extra < 4; extra++) head = rows.next();
        if (dateRow == null || head == null || !isColumnHeader(head))
            throw new LocalDataException(file + ": not a Cboe quote-table download (expected a '<name>,Last: <spot>' line, a 'Date: ...' line and the header 'Expiration Date,Calls,...')");
        Matcher m = LAST.matcher(nameLine);
        if (!m.find()) throw new LocalDataException(file + ": no 'Last: <price>' on the first line");
        double spot = ChainCsvReader.num(file, nameAt, "Last", m.group(1));
        String dateLine = String.join(",", dateRow);
        Matcher d = DATE.matcher(dateLine);
        if (!d.find())
            throw new LocalDataException(file + ": cannot read the snapshot date in " + Csv.shown(dateLine) + "; expected e.g. 'Date: September 14, 2023 at 4:31 PM EDT'");
        LocalDate day;
        try {
            day = LocalDate.parse(d.group(1) + " " + d.group(2) + " " + d.group(3), DateTimeFormatter.ofPattern("MMMM d yyyy", Locale.US));
        } catch (DateTimeParseException e) {
            throw new LocalDataException(file + ": cannot read the snapshot date in " + Csv.shown(dateLine));
        }
        int hour = Integer.parseInt(d.group(4)) % 12 + (d.group(6).equalsIgnoreCase("PM") ? 12 : 0);
        String time = String.format(Locale.ROOT, "%sT%02d:%s%s", day, hour, d.group(5), d.group(7) == null ? "" : " " + d.group(7).toUpperCase(Locale.ROOT));
        // a download taken on a weekend or an exchange holiday holds the session before it (NYSE calendar)
        if (!TradingCalendar.covers(day))
            throw new LocalDataException(file + ": the snapshot date " + day + " is outside the years the trading calendar covers ("
                    + TradingCalendar.years() + ")");
        LocalDate session = TradingCalendar.nyse().onOrBefore(day);
        return new Header(nameRow[0].trim(), spot, day, session, time);
    }

    private static boolean isColumnHeader(String[] row) {
        return row.length > 1 && row[0].trim().equalsIgnoreCase("expiration date") && row[1].trim().equalsIgnoreCase("calls");
    }

    /** The option root of a contract symbol ({@code SPXW230914C04500000} gives {@code SPXW}), or null. */
    static String root(String symbol) {
        Matcher m = ROOT.matcher(symbol.trim());
        return m.matches() ? m.group(1) : null;
    }

    /** Reads the download whose first row, {@code nameRow}, has been read from {@code rows}. */
    static ChainSnapshot read(Csv.Rows rows, String[] nameRow, SnapshotRef ref) {
        String file = ref.file();
        Header h = header(rows, nameRow);
        ChainSnapshot.Builder b = ChainSnapshot.builder(ref.ticker(), file, ref.quoteDate())
                .spot(h.spot()).valuationDate(h.snapshotDate())
                .asOfLabel(h.snapshotTime() + " (" + ref.ticker() + " snapshot)");
        ChainRowChecks checks = new ChainRowChecks(file);
        checks.spot("line 1", "Last", h.spot());
        for (String[] v; (v = rows.next()) != null; ) {
            int line = rows.line();
            if (v.length != 22)
                throw new LocalDataException(file + " line " + line + ": " + v.length + " fields, a Cboe quote-table row has 22");
            if (b.size() >= DataLimits.MAX_CONTRACTS) throw ChainCsvReader.tooMany(file, line);
            LocalDate exp;
            try {
                exp = LocalDate.parse(v[0].trim(), EXPIRY);
            } catch (DateTimeParseException e) {
                throw new LocalDataException(file + " line " + line + ": expiration " + Csv.shown(v[0]) + " is not like 'Thu Sep 14 2023'");
            }
            double strike = ChainCsvReader.num(file, line, "Strike", v[11]);
            if (!(strike > 0)) throw new LocalDataException(file + " line " + line + ": strike " + Csv.shown(v[11]) + " must be a positive number");
            for (int side = 0; side < 2; side++) {
                int o = side == 0 ? 1 : 12;
                String sym = v[o].trim();
                checks.symbol("line " + line, sym);
                double[] n = new double[10];
                n[0] = strike;
                for (int k = 1; k < n.length; k++) n[k] = ChainCsvReader.num(file, line, SIDE[k], v[o + k]);
                if (!checks.accept("line " + line, exp, side == 0, sym, n)) continue;
                b.add(exp, side == 0, sym.isEmpty() ? null : sym, n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9]);
            }
        }
        if (b.size() == 0) throw new LocalDataException(file + " has the Cboe header but no contract rows");
        return b.notes(checks.notes()).build();
    }
}
