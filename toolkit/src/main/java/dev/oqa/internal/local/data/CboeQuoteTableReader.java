package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.io.BufferedReader;
import java.io.IOException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Cboe's own "Download CSV" of the delayed quote table ({@code quotedata.csv}) exactly as saved from
 * the web page (PROVENANCE §5a): a blank line, {@code <name>,Last: <spot>,Change: <chg>}, a
 * {@code "Date: <Month D, YYYY at h:mm AM/PM TZ>"} line, the 22-column header, then one row per strike
 * with the call on the left and the put on the right.
 *
 * <p>The quote date is the snapshot's calendar date moved back to Friday for weekend snapshots (the
 * session the quotes belong to), matching the file names of the normalised set.
 */
public final class CboeQuoteTableReader {
    private CboeQuoteTableReader() {}

    static final String HEADER_START = "expiration date,calls,";
    private static final Pattern LAST = Pattern.compile("Last:\\s*([0-9.,]+)");
    private static final Pattern DATE = Pattern.compile(
            "Date:\\s*([A-Za-z]+)\\s+(\\d{1,2}),?\\s+(\\d{4}),?\\s*(?:at\\s+)?(\\d{1,2}):(\\d{2})\\s*([AaPp][Mm])\\s*([A-Za-z]{2,5})?");
    private static final DateTimeFormatter EXPIRY = DateTimeFormatter.ofPattern("EEE MMM d yyyy", Locale.US);
    private static final Pattern ROOT = Pattern.compile("^([A-Z.]+?)\\d{6}[CP]\\d{8}$");

    /** What the first lines of a Cboe download say, read without the body. */
    record Header(String name, double spot, LocalDate snapshotDate, LocalDate quoteDate, String snapshotTime, int linesRead) {}

    /** True when the first non-blank lines look like a Cboe quote-table download. */
    static boolean looksLike(List<String> firstLines) {
        boolean last = false, date = false, header = false;
        for (String l : firstLines) {
            if (LAST.matcher(l).find()) last = true;
            if (l.contains("Date:")) date = true;
            if (CsvFields.stripBom(l).trim().toLowerCase(Locale.ROOT).startsWith(HEADER_START)) header = true;
        }
        return last && date && header;
    }

    /** Reads the three preamble lines (and the column header); the reader is left at the first contract row. */
    static Header header(BufferedReader in, String file) throws IOException {
        String nameLine = null, dateLine = null;
        int lineNo = 0;
        String line;
        while ((line = in.readLine()) != null) {
            lineNo++;
            String t = CsvFields.stripBom(line).trim();
            if (t.isEmpty()) continue;
            if (t.toLowerCase(Locale.ROOT).startsWith(HEADER_START)) break;
            if (nameLine == null) nameLine = t;
            else if (dateLine == null) dateLine = t;
        }
        if (line == null || nameLine == null || dateLine == null)
            throw new LocalDataException(file + ": not a Cboe quote-table download (expected a '<name>,Last: <spot>' line, a 'Date: ...' line and the header 'Expiration Date,Calls,...')");
        Matcher m = LAST.matcher(nameLine);
        if (!m.find()) throw new LocalDataException(file + ": no 'Last: <price>' on the first line '" + nameLine + "'");
        double spot = ChainCsvReader.num(file, 2, "Last", m.group(1));
        Matcher d = DATE.matcher(dateLine);
        if (!d.find())
            throw new LocalDataException(file + ": cannot read the snapshot date in '" + dateLine + "'; expected e.g. 'Date: September 14, 2023 at 4:31 PM EDT'");
        LocalDate day;
        try {
            day = LocalDate.parse(d.group(1) + " " + d.group(2) + " " + d.group(3), DateTimeFormatter.ofPattern("MMMM d yyyy", Locale.US));
        } catch (DateTimeParseException e) {
            throw new LocalDataException(file + ": cannot read the snapshot date in '" + dateLine + "'");
        }
        int hour = Integer.parseInt(d.group(4)) % 12 + (d.group(6).equalsIgnoreCase("PM") ? 12 : 0);
        String time = String.format(Locale.ROOT, "%sT%02d:%s%s", day, hour, d.group(5), d.group(7) == null ? "" : " " + d.group(7).toUpperCase(Locale.ROOT));
        LocalDate session = day;
        while (session.getDayOfWeek() == DayOfWeek.SATURDAY || session.getDayOfWeek() == DayOfWeek.SUNDAY) session = session.minusDays(1);
        String name = CsvFields.split(nameLine).get(0).trim();
        return new Header(name, spot, day, session, time, lineNo);
    }

    /** The option root of a contract symbol ({@code SPXW230914C04500000} gives {@code SPXW}), or null. */
    static String root(String symbol) {
        Matcher m = ROOT.matcher(symbol.trim());
        return m.matches() ? m.group(1) : null;
    }

    static ChainSnapshot read(BufferedReader in, SnapshotRef ref) throws IOException {
        String file = ref.file();
        Header h = header(in, file);
        ChainSnapshot.Builder b = ChainSnapshot.builder(ref.ticker(), file, ref.quoteDate())
                .spot(h.spot()).valuationDate(h.snapshotDate())
                .asOfLabel(h.snapshotTime() + " (" + ref.ticker() + " snapshot)");
        int lineNo = h.linesRead();
        ChainRowChecks checks = new ChainRowChecks(file);
        String line;
        while ((line = in.readLine()) != null) {
            lineNo++;
            if (line.isBlank()) continue;
            List<String> v = CsvFields.split(line);
            if (v.size() != 22)
                throw new LocalDataException(file + " line " + lineNo + ": " + v.size() + " fields, a Cboe quote-table row has 22");
            LocalDate exp;
            try {
                exp = LocalDate.parse(v.get(0).trim(), EXPIRY);
            } catch (DateTimeParseException e) {
                throw new LocalDataException(file + " line " + lineNo + ": expiration '" + v.get(0) + "' is not like 'Thu Sep 14 2023'");
            }
            double strike = ChainCsvReader.num(file, lineNo, "Strike", v.get(11));
            if (!(strike > 0)) throw new LocalDataException(file + " line " + lineNo + ": strike '" + v.get(11) + "' must be a positive number");
            for (int side = 0; side < 2; side++) {
                int o = side == 0 ? 1 : 12;
                String sym = v.get(o).trim();
                double[] n = {strike,
                        ChainCsvReader.num(file, lineNo, "Last Sale", v.get(o + 1)), ChainCsvReader.num(file, lineNo, "Net", v.get(o + 2)),
                        ChainCsvReader.num(file, lineNo, "Bid", v.get(o + 3)), ChainCsvReader.num(file, lineNo, "Ask", v.get(o + 4)),
                        ChainCsvReader.num(file, lineNo, "Volume", v.get(o + 5)), ChainCsvReader.num(file, lineNo, "IV", v.get(o + 6)),
                        ChainCsvReader.num(file, lineNo, "Delta", v.get(o + 7)), ChainCsvReader.num(file, lineNo, "Gamma", v.get(o + 8)),
                        ChainCsvReader.num(file, lineNo, "Open Interest", v.get(o + 9))};
                if (!checks.accept("line " + lineNo, exp, side == 0, sym, n)) continue;
                b.add(exp, side == 0, sym.isEmpty() ? null : sym, n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9]);
            }
        }
        if (b.size() == 0) throw new LocalDataException(file + " has the Cboe header but no contract rows");
        return b.notes(checks.notes()).build();
    }
}
