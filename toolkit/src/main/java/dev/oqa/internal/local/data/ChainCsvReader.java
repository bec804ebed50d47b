package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.io.BufferedReader;
import java.io.IOException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the normalised long form, one row per contract:
 * {@code quote_date,underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest}.
 * Columns are found by header name (any order, extra columns ignored); a blank value is missing. Every
 * problem names the file and the 1-based line.
 */
final class ChainCsvReader {
    static final List<String> COLUMNS = List.of("quote_date", "underlying", "spot", "expiration", "type", "contract",
            "strike", "last", "net_change", "bid", "ask", "volume", "iv", "delta", "gamma", "open_interest");

    private ChainCsvReader() {}

    static boolean looksLikeHeader(String firstLine) {
        return CsvFields.stripBom(firstLine).trim().toLowerCase(Locale.ROOT).startsWith("quote_date,");
    }

    static ChainSnapshot read(BufferedReader in, SnapshotRef ref) throws IOException {
        String file = ref.file();
        String header = in.readLine();
        if (header == null) throw new LocalDataException(file + " is empty; expected the header " + String.join(",", COLUMNS));
        List<String> names = CsvFields.split(CsvFields.stripBom(header).trim());
        Map<String, Integer> at = new HashMap<>();
        for (int i = 0; i < names.size(); i++) at.put(names.get(i).trim().toLowerCase(Locale.ROOT), i);
        for (String c : COLUMNS)
            if (!at.containsKey(c))
                throw new LocalDataException(file + " line 1: missing column '" + c + "'; expected the header " + String.join(",", COLUMNS));
        int[] col = COLUMNS.stream().mapToInt(at::get).toArray();
        int width = names.size();

        ChainSnapshot.Builder b = null;
        Row row = new Row(file, width);
        ChainRowChecks checks = new ChainRowChecks(file);
        String line;
        int lineNo = 1;
        String lastExpText = null;
        LocalDate lastExp = null;
        while ((line = in.readLine()) != null) {
            lineNo++;
            if (line.isBlank()) continue;
            int got = row.split(line, lineNo);
            if (got != width)
                throw new LocalDataException(file + " line " + lineNo + ": " + got + " fields, the header has " + width);
            if (b == null) {
                LocalDate quote = date(file, lineNo, "quote_date", row.text(col[0]));
                b = ChainSnapshot.builder(ref.ticker(), file, quote);
                String time = ref.snapshotTime();
                if (time != null) {
                    // The long form has no snapshot time of its own; index.csv supplies it and with it the valuation day.
                    b.asOfLabel(time + " (" + ref.ticker() + " snapshot)");
                    try { b.valuationDate(LocalDate.parse(time.substring(0, Math.min(10, time.length())))); }
                    catch (DateTimeParseException ignored) { /* keep the quote date */ }
                }
            }
            double spot = row.number(col[2], "spot");
            if (Double.isNaN(b.spot()) && spot > 0) b.spot(spot);
            // Rows come grouped by expiry: parse each distinct date text once.
            String expText = row.text(col[3]);
            if (!expText.equals(lastExpText)) {
                lastExp = date(file, lineNo, "expiration", expText);
                lastExpText = expText;
            }
            String type = row.text(col[4]).trim();
            boolean isCall = switch (type.length() == 1 ? type : type.toUpperCase(Locale.ROOT)) {
                case "C", "c", "CALL" -> true;
                case "P", "p", "PUT" -> false;
                default -> throw new LocalDataException(file + " line " + lineNo + ": type '" + row.text(col[4]) + "' is not C or P");
            };
            double strike = row.number(col[6], "strike");
            if (!(strike > 0)) throw new LocalDataException(file + " line " + lineNo + ": strike '" + row.text(col[6]) + "' must be a positive number");
            String contract = row.text(col[5]).trim();
            double[] n = {strike,
                    row.number(col[7], "last"), row.number(col[8], "net_change"),
                    row.number(col[9], "bid"), row.number(col[10], "ask"),
                    row.number(col[11], "volume"), row.number(col[12], "iv"),
                    row.number(col[13], "delta"), row.number(col[14], "gamma"),
                    row.number(col[15], "open_interest")};
            if (!checks.accept("line " + lineNo, lastExp, isCall, contract, n)) continue;
            b.add(lastExp, isCall, contract.isEmpty() ? null : contract, n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9]);
        }
        if (b == null) throw new LocalDataException(file + " has a header but no contracts");
        return b.notes(checks.notes()).build();
    }

    /**
     * One line's fields, found in a single scan. A line without quotes (every bundled file) keeps field bounds into
     * the line and parses numbers in place; a quoted line goes through {@link CsvFields#split}.
     */
    private static final class Row {
        private final String file;
        private final int[] start, end;
        private String line;
        private List<String> quoted;
        private int lineNo;

        Row(String file, int width) {
            this.file = file;
            start = new int[width];
            end = new int[width];
        }

        /** Splits {@code line}; returns the field count (which may differ from the header's). */
        int split(String line, int lineNo) {
            this.line = line;
            this.lineNo = lineNo;
            if (line.indexOf('"') >= 0) {
                quoted = CsvFields.split(line);
                return quoted.size();
            }
            quoted = null;
            int n = 0, from = 0;
            for (int i = 0; ; i++) {
                if (i == line.length() || line.charAt(i) == ',') {
                    if (n < start.length) { start[n] = from; end[n] = i; }
                    n++;
                    from = i + 1;
                    if (i == line.length()) return n;
                }
            }
        }

        String text(int i) { return quoted != null ? quoted.get(i) : line.substring(start[i], end[i]); }

        double number(int i, String column) {
            if (quoted == null) {
                double v = CsvFields.plainDecimal(line, start[i], end[i]);
                if (!Double.isNaN(v)) return v;
            }
            return num(file, lineNo, column, text(i));
        }
    }

    static double num(String file, int line, String column, String raw) {
        String s = raw.trim();
        if (s.isEmpty()) return Double.NaN;
        try {
            return Double.parseDouble(s.indexOf(',') >= 0 ? s.replace(",", "") : s);
        } catch (NumberFormatException e) {
            throw new LocalDataException(file + " line " + line + ": " + column + " '" + raw + "' is not a number");
        }
    }

    static LocalDate date(String file, int line, String column, String raw) {
        try {
            return LocalDate.parse(raw.trim());
        } catch (DateTimeParseException e) {
            throw new LocalDataException(file + " line " + line + ": " + column + " '" + raw + "' is not a date (YYYY-MM-DD)");
        }
    }
}
