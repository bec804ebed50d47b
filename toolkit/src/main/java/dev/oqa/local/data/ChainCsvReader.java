package dev.oqa.local.data;

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
        return ChainCsv.stripBom(firstLine).trim().toLowerCase(Locale.ROOT).startsWith("quote_date,");
    }

    static ChainSnapshot read(BufferedReader in, SnapshotRef ref) throws IOException {
        String file = ref.file();
        String header = in.readLine();
        if (header == null) throw new LocalDataException(file + " is empty; expected the header " + String.join(",", COLUMNS));
        List<String> names = ChainCsv.split(ChainCsv.stripBom(header).trim());
        Map<String, Integer> at = new HashMap<>();
        for (int i = 0; i < names.size(); i++) at.put(names.get(i).trim().toLowerCase(Locale.ROOT), i);
        for (String c : COLUMNS)
            if (!at.containsKey(c))
                throw new LocalDataException(file + " line 1: missing column '" + c + "'; expected the header " + String.join(",", COLUMNS));
        int[] col = COLUMNS.stream().mapToInt(at::get).toArray();
        int width = names.size();

        ChainSnapshot.Builder b = null;
        ChainRowChecks checks = new ChainRowChecks(file);
        String line;
        int lineNo = 1;
        while ((line = in.readLine()) != null) {
            lineNo++;
            if (line.isBlank()) continue;
            List<String> v = ChainCsv.split(line);
            if (v.size() != width)
                throw new LocalDataException(file + " line " + lineNo + ": " + v.size() + " fields, the header has " + width);
            if (b == null) {
                LocalDate quote = date(file, lineNo, "quote_date", v.get(col[0]));
                b = ChainSnapshot.builder(ref.ticker(), file, quote);
                String time = ref.snapshotTime();
                if (time != null) {
                    // The long form has no snapshot time of its own; index.csv supplies it and with it the valuation day.
                    b.asOfLabel(time + " (" + ref.ticker() + " snapshot)");
                    try { b.valuationDate(LocalDate.parse(time.substring(0, Math.min(10, time.length())))); }
                    catch (DateTimeParseException ignored) { /* keep the quote date */ }
                }
            }
            double spot = num(file, lineNo, "spot", v.get(col[2]));
            if (Double.isNaN(b.spot()) && spot > 0) b.spot(spot);
            LocalDate exp = date(file, lineNo, "expiration", v.get(col[3]));
            String type = v.get(col[4]).trim().toUpperCase(Locale.ROOT);
            boolean isCall = switch (type) {
                case "C", "CALL" -> true;
                case "P", "PUT" -> false;
                default -> throw new LocalDataException(file + " line " + lineNo + ": type '" + v.get(col[4]) + "' is not C or P");
            };
            double strike = num(file, lineNo, "strike", v.get(col[6]));
            if (!(strike > 0)) throw new LocalDataException(file + " line " + lineNo + ": strike '" + v.get(col[6]) + "' must be a positive number");
            String contract = v.get(col[5]).trim();
            double[] n = {strike,
                    num(file, lineNo, "last", v.get(col[7])), num(file, lineNo, "net_change", v.get(col[8])),
                    num(file, lineNo, "bid", v.get(col[9])), num(file, lineNo, "ask", v.get(col[10])),
                    num(file, lineNo, "volume", v.get(col[11])), num(file, lineNo, "iv", v.get(col[12])),
                    num(file, lineNo, "delta", v.get(col[13])), num(file, lineNo, "gamma", v.get(col[14])),
                    num(file, lineNo, "open_interest", v.get(col[15]))};
            if (!checks.accept("line " + lineNo, exp, isCall, contract, n)) continue;
            b.add(exp, isCall, contract.isEmpty() ? null : contract, n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9]);
        }
        if (b == null) throw new LocalDataException(file + " has a header but no contracts");
        return b.notes(checks.notes()).build();
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
