package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;

/**
 * Reads the normalised long form, one row per contract:
 * {@code quote_date,underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest}.
 * Columns are found by header name (any order, extra columns ignored); a blank value is missing. Every
 * problem names the file and the 1-based line.
 */
final class ChainCsvReader {
    static final List<String> COLUMNS = List.of("quote_date", "underlying", "spot", "expiration", "type", "contract",
            "strike", "last", "net_change", "bid", "ask", "volume", "iv", "delta", "gamma", "open_interest");

    private static final double[] POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
            1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    private ChainCsvReader() {}

    /** True when {@code first}, a file's first row, is the long form's header. */
    static boolean isHeader(String[] first) { return first.length > 1 && first[0].trim().equalsIgnoreCase("quote_date"); }

    /** Reads the rows after {@code header}, the file's first row. */
    static ChainSnapshot read(Csv.Rows rows, String[] header, SnapshotRef ref) {
        String file = ref.file();
        List<String> names = Csv.names(header);
        int[] col = new int[COLUMNS.size()];
        for (int c = 0; c < col.length; c++) {
            col[c] = names.indexOf(COLUMNS.get(c));
            if (col[c] < 0)
                throw new LocalDataException(file + " line " + rows.line() + ": missing column '" + COLUMNS.get(c) + "'; expected the header " + String.join(",", COLUMNS));
        }
        int width = header.length;
        ChainSnapshot.Builder b = null;
        ChainRowChecks checks = new ChainRowChecks(file);
        String lastExpText = null;
        LocalDate lastExp = null;
        int count = 0;
        for (String[] r; (r = rows.next()) != null; ) {
            int line = rows.line();
            if (r.length != width)
                throw new LocalDataException(file + " line " + line + ": " + r.length + " fields, the header has " + width);
            if (++count > DataLimits.MAX_CONTRACTS) throw tooMany(file, line);
            if (b == null) {
                LocalDate quote = date(file, line, "quote_date", r[col[0]]);
                b = ChainSnapshot.builder(ref.ticker(), file, quote);
                String time = ref.snapshotTime();
                if (time != null) {
                    // The long form has no snapshot time of its own; index.csv supplies it and with it the valuation day.
                    b.asOfLabel(time + " (" + ref.ticker() + " snapshot)");
                    try { b.valuationDate(LocalDate.parse(time.substring(0, Math.min(10, time.length())))); }
                    catch (DateTimeParseException ignored) { /* keep the quote date */ }
                }
            }
            double spot = num(file, line, "spot", r[col[2]]);
            checks.spot("line " + line, "spot", spot);
            if (Double.isNaN(b.spot()) && spot > 0) b.spot(spot);
            // Rows come grouped by expiry: parse each distinct date text once.
            String expText = r[col[3]];
            if (!expText.equals(lastExpText)) {
                lastExp = date(file, line, "expiration", expText);
                lastExpText = expText;
            }
            String type = r[col[4]].trim();
            boolean isCall = switch (type.length() == 1 ? type : type.toUpperCase(Locale.ROOT)) {
                case "C", "c", "CALL" -> true;
                case "P", "p", "PUT" -> false;
                default -> throw new LocalDataException(file + " line " + line + ": type " + Csv.shown(r[col[4]]) + " is not C or P");
            };
            double strike = num(file, line, "strike", r[col[6]]);
            if (!(strike > 0)) throw new LocalDataException(file + " line " + line + ": strike " + Csv.shown(r[col[6]]) + " must be a positive number");
            String contract = r[col[5]].trim();
            checks.symbol("line " + line, contract);
            double[] n = new double[10];
            n[0] = strike;
            for (int k = 1; k < n.length; k++) n[k] = num(file, line, COLUMNS.get(6 + k), r[col[6 + k]]); // last .. open_interest
            if (!checks.accept("line " + line, lastExp, isCall, contract, n)) continue;
            b.add(lastExp, isCall, contract.isEmpty() ? null : contract, n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9]);
        }
        if (b == null) throw new LocalDataException(file + " has a header but no contracts");
        return b.notes(checks.notes()).build();
    }

    static LocalDataException tooMany(String file, int line) {
        return new LocalDataException(file + " line " + line + ": more than " + String.format(Locale.ROOT, "%,d", DataLimits.MAX_CONTRACTS)
                + " contracts, the most one chain file may hold (one underlying on one day has at most a few tens of thousands);"
                + " split the file per underlying and day (limits: docs/DATA.md)");
    }

    static double num(String file, int line, String column, String raw) {
        double fast = plain(raw);
        if (!Double.isNaN(fast)) return fast;
        String s = raw.trim();
        if (s.isEmpty()) return Double.NaN;
        try {
            return Double.parseDouble(s.indexOf(',') >= 0 ? s.replace(",", "") : s);
        } catch (NumberFormatException e) {
            throw new LocalDataException(file + " line " + line + ": " + column + " " + Csv.shown(raw) + " is not a number");
        }
    }

    /**
     * A plain decimal such as {@code 3300.1}, {@code -0.05} or {@code 0} (spaces around it allowed), or NaN when the
     * text is anything else (blank, exponent, grouping, more than 15 digits...), which {@link #num} then hands to
     * {@link Double#parseDouble}. Exact: up to 15 digits fit a double's 53-bit mantissa and 10^0..10^22 are exact
     * doubles, so one IEEE division gives the correctly rounded value, the same double parseDouble returns (Clinger's
     * fast path). Reading a chain is most of a local {@code gex} call from the command line, and there parseDouble took
     * half the reading time (a cold JVM runs it in C1 code); this path keeps the end-to-end figure where it was before
     * the CSV library came in.
     */
    static double plain(String s) {
        int from = 0, to = s.length();
        while (from < to && s.charAt(from) == ' ') from++;
        while (to > from && s.charAt(to - 1) == ' ') to--;
        if (from == to) return Double.NaN;
        boolean negative = s.charAt(from) == '-';
        if (negative && ++from == to) return Double.NaN;
        long m = 0;
        int digits = 0, decimals = -1;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                if (++digits > 15) return Double.NaN;
                m = m * 10 + (c - '0');
                if (decimals >= 0) decimals++;
            } else if (c == '.' && decimals < 0) {
                decimals = 0;
            } else {
                return Double.NaN;
            }
        }
        if (digits == 0) return Double.NaN;
        double v = decimals > 0 ? m / POW10[decimals] : m;
        return negative ? -v : v;
    }

    static LocalDate date(String file, int line, String column, String raw) {
        try {
            return LocalDate.parse(raw.trim());
        } catch (DateTimeParseException e) {
            throw new LocalDataException(file + " line " + line + ": " + column + " " + Csv.shown(raw) + " is not a date (YYYY-MM-DD)");
        }
    }
}
