package dev.oqa.internal.local.options;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.LongNode;
import dev.oqa.internal.local.data.ChainRowChecks;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Params;
import dev.oqa.model.Provenance;
import dev.oqa.model.Source;
import dev.oqa.model.data.ChainData;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads the rows of an {@code /options/chain} answer into a {@link ChainSnapshot}, so the local engine can compute
 * the other options analytics from one request ({@code --via-chain}).
 *
 * <h2>Row fields</h2>
 * api-v0 leaves them open, so each {@link Field} is read under several spellings: our own rows ({@link ChainRows})
 * and common vendor ones. Names are matched ignoring case, {@code _}, {@code -} and spaces, so {@code open_interest},
 * {@code openInterest} and {@code OpenInterest} are one name. Values may be JSON numbers or numeric strings
 * ({@code "1,234"}); JSON null, {@code ""}, {@code "-"} and {@code "NaN"} are missing.
 * <ul>
 *   <li>a row needs a strike, a type and an expiry; any of them missing is taken from an OCC contract symbol
 *       ({@code SPY230915C00450000}, also with Polygon's {@code O:} prefix or padded roots); rows with none are
 *       skipped and counted;</li>
 *   <li>type: {@code C}/{@code P}/{@code CALL}/{@code PUT} (any case, plural too);</li>
 *   <li>expiry: {@code YYYY-MM-DD} (a longer ISO timestamp is cut to its date), {@code YYYYMMDD}, or epoch
 *       seconds/milliseconds (Yahoo) read as a UTC date;</li>
 *   <li>iv is a fraction. When the median positive value exceeds {@value #PERCENT_IV_THRESHOLD} (a 500% median
 *       volatility is not a market), the column is in percent: every value is divided by 100 and a note says so;</li>
 *   <li>without any bid or any ask but with last prices, the last price stands in for both, so that mids (and with
 *       them forwards, straddles and solved IVs) exist; a note says so, because a last sale can be stale.</li>
 * </ul>
 *
 * <h2>Dates</h2>
 * The quote date is the rows' {@code quote_date} (ours; also {@code trade_date}, {@code quoteDate}, {@code tradeDate}).
 * The valuation day, from which time to expiry is counted, is in order: the date the provenance {@code as of} label
 * starts with when the answer is local (the snapshot time, e.g. a Sunday for a weekend snapshot); the quote date;
 * the fetch day of a remote or cached answer in New York, where US options trade; else today in New York. The last
 * two are said in the notes, because a replayed or old chain would then be valued on the wrong day.
 */
public final class ChainRowsReader {
    private ChainRowsReader() {}

    /** Median positive IV above this means the column is in percent. */
    public static final double PERCENT_IV_THRESHOLD = 5.0;
    /** US-listed options: a fetch instant is turned into a session day in this zone. */
    public static final ZoneId MARKET_ZONE = ZoneId.of("America/New_York");

    private static final Pattern OCC = Pattern.compile("^([A-Z0-9.]{1,6})(\\d{6})([CP])(\\d{8})$");
    private static final Pattern EIGHT_DIGITS = Pattern.compile("\\d{8}"), EPOCH_DIGITS = Pattern.compile("\\d{9,13}");
    private static final Pattern LEADING_DATE = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2})"), SEPARATORS = Pattern.compile("[_\\- ]");

    /** The row fields the engine uses, each with its canonical name and the spellings read for it, preferred first. */
    public enum Field {
        CONTRACT("contract", "contractSymbol", "symbol", "option_symbol", "occ_symbol"),
        EXPIRY("expiry", "expiration", "expiration_date", "expiry_date", "exp_date"),
        TYPE("type", "option_type", "right", "put_call", "call_put", "contract_type", "side"),
        STRIKE("strike", "strike_price"),
        BID("bid", "bid_price"),
        ASK("ask", "ask_price"),
        LAST("last", "last_price", "price", "mark"),
        CHANGE("change", "net_change"),
        VOLUME("volume", "total_volume"),
        OPEN_INTEREST("open_interest", "oi", "open_int"),
        IV("iv", "implied_volatility"),
        DELTA("delta"),
        GAMMA("gamma"),
        QUOTE_DATE("quote_date", "trade_date"),
        UNDERLYING_PRICE("underlying_price", "spot");

        private final String wire;
        private final List<String> spellings;

        Field(String wire, String... more) {
            this.wire = wire;
            this.spellings = Stream.concat(Stream.of(wire), Stream.of(more)).toList();
        }

        /** Canonical name, as our own rows spell it. */
        public String wire() { return wire; }

        /** Documented spellings; each also matches its camelCase and other case/separator variants. */
        public List<String> spellings() { return spellings; }
    }

    /** How many readable rows carry each field ({@code {calls, puts}}), and the readable rows per side. */
    public record Coverage(Map<Field, int[]> counts, int callRows, int putRows) {
        public int rows() { return callRows + putRows; }
        public int calls(Field f) { return counts.getOrDefault(f, new int[2])[0]; }
        public int puts(Field f) { return counts.getOrDefault(f, new int[2])[1]; }
        public int count(Field f) { return calls(f) + puts(f); }
        /** At least one row carries the field. */
        public boolean has(Field f) { return count(f) > 0; }
        /** At least one call row and one put row carry the field. */
        public boolean onBothSides(Field f) { return calls(f) > 0 && puts(f) > 0; }

        @Override public String toString() {
            StringBuilder sb = new StringBuilder("Coverage[" + rows() + " rows");
            for (Field f : Field.values()) if (has(f)) sb.append(", ").append(f.wire()).append(' ').append(count(f));
            return sb.append(']').toString();
        }
    }

    /** The snapshot, what the rows carried (after any stand-ins) and what the reader had to decide. */
    public record ParsedChain(ChainSnapshot chain, Coverage coverage, List<String> notes) {
        public ParsedChain { notes = List.copyOf(notes); }
    }

    /**
     * @param data       the {@code data} of an {@code /options/chain} answer
     * @param provenance where it came from (for the valuation day); null when unknown
     * @throws MissingChainFieldsException when no row has a strike, a type and an expiry
     */
    public static ParsedChain read(ChainData data, Provenance provenance) {
        Objects.requireNonNull(data, "data");
        String underlying = data.ticker() == null || data.ticker().isBlank() ? "?" : data.ticker();
        JsonNode rows = data.chain();
        List<String> notes = new ArrayList<>();
        List<JsonNode> objects = new ArrayList<>();
        if (rows != null && rows.isArray()) for (JsonNode r : rows) if (r.isObject()) objects.add(r);

        Map<Field, List<String>> keys = resolveKeys(objects);
        List<String> renamed = new ArrayList<>();
        for (var e : keys.entrySet())
            for (String k : e.getValue()) if (!k.equals(e.getKey().wire())) renamed.add(k + " as " + e.getKey().wire());
        if (!renamed.isEmpty()) notes.add("read " + String.join(", ", renamed));

        int n = objects.size();
        LocalDate[] expiry = new LocalDate[n];
        boolean[] call = new boolean[n];
        String[] contract = new String[n];
        double[][] col = new double[10][n]; // strike, last, change, bid, ask, volume, iv, delta, gamma, open interest
        Field[] numeric = {Field.STRIKE, Field.LAST, Field.CHANGE, Field.BID, Field.ASK, Field.VOLUME, Field.IV, Field.DELTA, Field.GAMMA, Field.OPEN_INTEREST};
        boolean[] ok = new boolean[n];
        int fromSymbol = 0, skipped = 0;
        Map<LocalDate, Integer> quoteDates = new LinkedHashMap<>();
        double rowSpot = Double.NaN;
        Set<String> badValues = new LinkedHashSet<>();
        Map<String, LocalDate> seen = new HashMap<>(); // a chain has a few dozen distinct date strings
        for (int i = 0; i < n; i++) {
            JsonNode r = objects.get(i);
            for (int c = 0; c < numeric.length; c++) col[c][i] = number(r, keys.get(numeric[c]), badValues);
            contract[i] = text(r, keys.get(Field.CONTRACT));
            Occ occ = contract[i] == null ? null : Occ.parse(contract[i]);
            Boolean isCall = type(r, keys.get(Field.TYPE));
            LocalDate exp = date(r, keys.get(Field.EXPIRY), seen);
            boolean used = false;
            if (isCall == null && occ != null) { isCall = occ.call(); used = true; }
            if (exp == null && occ != null) { exp = occ.expiry(); used = true; }
            if (!(col[0][i] > 0) && occ != null) { col[0][i] = occ.strike(); used = true; }
            if (isCall == null || exp == null || !(col[0][i] > 0)) { skipped++; continue; }
            if (used) fromSymbol++;
            ok[i] = true;
            call[i] = isCall;
            expiry[i] = exp;
            LocalDate q = date(r, keys.get(Field.QUOTE_DATE), seen);
            if (q != null) quoteDates.merge(q, 1, Integer::sum);
            if (Double.isNaN(rowSpot)) {
                double s = number(r, keys.get(Field.UNDERLYING_PRICE), badValues);
                if (s > 0) rowSpot = s;
            }
        }
        if (skipped == n) {
            List<String> missing = new ArrayList<>();
            for (Field f : List.of(Field.STRIKE, Field.TYPE, Field.EXPIRY)) if (keys.get(f).isEmpty()) missing.add(f.wire());
            if (missing.isEmpty()) missing.add("readable strike, type and expiry values");
            throw new MissingChainFieldsException(Endpoint.CHAIN, missing,
                    n == 0 ? "the answer has no rows" : n + " rows, none with all three, nor an OCC contract symbol to take them from");
        }
        if (fromSymbol > 0) notes.add("strike, type or expiry taken from the OCC contract symbol on " + fromSymbol + " rows");
        if (skipped > 0) notes.add("skipped " + skipped + " of " + n + " rows without a strike, type and expiry");
        if (!badValues.isEmpty()) notes.add("unreadable numbers read as missing in " + String.join(", ", badValues));

        // iv: fraction expected; a percent column is rescaled (median of positive values decides).
        double[] iv = col[6];
        double[] positive = Arrays.stream(iv).filter(v -> v > 0).sorted().toArray();
        if (positive.length > 0) {
            double median = positive[positive.length / 2];
            if (median > PERCENT_IV_THRESHOLD) {
                for (int i = 0; i < n; i++) iv[i] /= 100;
                notes.add("iv looks like percent (median " + Params.number(median) + " > " + Params.number(PERCENT_IV_THRESHOLD)
                        + "): divided by 100");
            }
        }

        // bid/ask stand-in: last sale when one side of the quote is wholly absent.
        int bids = countPresent(col[3], ok), asks = countPresent(col[4], ok), lasts = countPresent(col[1], ok);
        if ((bids == 0 || asks == 0) && lasts > 0) {
            for (int i = 0; i < n; i++) { col[3][i] = col[1][i]; col[4][i] = col[1][i]; }
            notes.add("the rows carry no " + (bids == 0 && asks == 0 ? "bid or ask" : bids == 0 ? "bid" : "ask")
                    + ": used the last price as bid and ask, so mids are last sales (stale where a strike has not traded)");
        }

        LocalDate quote = quoteDates.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
        if (quoteDates.size() > 1) notes.add("rows name " + quoteDates.size() + " quote dates; used the most common, " + quote);
        LocalDate labelled = provenance != null && provenance.source() == Source.LOCAL ? leadingDate(provenance.asOf()) : null;
        LocalDate valuation;
        if (labelled != null) valuation = labelled;
        else if (quote != null) valuation = quote;
        else {
            LocalDate fetched = provenance == null ? null : fetchDay(provenance);
            valuation = fetched != null ? fetched : LocalDate.now(MARKET_ZONE);
            notes.add("the rows carry no quote_date: valued on " + valuation + (fetched != null ? ", the day the chain was fetched (New York)" : ", today (New York)"));
        }
        if (quote == null) quote = valuation;

        double spot = data.spot() > 0 ? data.spot() : rowSpot;
        if (!(data.spot() > 0) && rowSpot > 0) notes.add("spot " + Params.number(rowSpot) + " from the rows' underlying price");

        String file = "/options/chain answer for " + underlying + (provenance == null ? "" : " (" + provenance.source().name().toLowerCase(Locale.ROOT) + ")");
        ChainSnapshot.Builder b = ChainSnapshot.builder(underlying, file, quote).valuationDate(valuation).spot(spot)
                .asOfLabel(provenance != null && provenance.asOf() != null ? provenance.asOf() : quote + " (quote date of the chain rows)");
        int[] cCount = new int[numeric.length], pCount = new int[numeric.length];
        int callRows = 0, putRows = 0, contracts = 0;
        ChainRowChecks checks = new ChainRowChecks(file);
        for (int i = 0; i < n; i++) {
            if (!ok[i]) continue;
            double[] row = new double[col.length];
            for (int c = 0; c < col.length; c++) row[c] = col[c][i];
            if (!checks.accept("row " + (i + 1), expiry[i], call[i], contract[i], row)) { ok[i] = false; continue; }
            b.add(expiry[i], call[i], contract[i], col[0][i], col[1][i], col[2][i], col[3][i], col[4][i], col[5][i], col[6][i], col[7][i], col[8][i], col[9][i]);
            if (call[i]) callRows++; else putRows++;
            if (contract[i] != null) contracts++;
            for (int c = 0; c < numeric.length; c++) if (!Double.isNaN(col[c][i])) { if (call[i]) cCount[c]++; else pCount[c]++; }
        }
        Map<Field, int[]> counts = new EnumMap<>(Field.class);
        for (int c = 0; c < numeric.length; c++) counts.put(numeric[c], new int[] {cCount[c], pCount[c]});
        counts.put(Field.TYPE, new int[] {callRows, putRows});
        counts.put(Field.EXPIRY, new int[] {callRows, putRows});
        counts.put(Field.CONTRACT, new int[] {contracts, 0});
        notes.addAll(checks.notes());
        ChainSnapshot chain = b.build();
        if (chain.expirations().stream().allMatch(e -> e.isBefore(valuation)))
            notes.add("every expiration (last " + chain.expirations().get(chain.expirations().size() - 1) + ") is before the valuation day " + valuation);
        return new ParsedChain(chain, new Coverage(counts, callRows, putRows), notes);
    }

    /** For each field, the row keys present in the answer that spell it, preferred spelling first. */
    static Map<Field, List<String>> resolveKeys(List<JsonNode> rows) {
        Map<String, String> present = new LinkedHashMap<>(); // normalised -> first actual spelling seen
        Set<String> raw = new HashSet<>();
        for (JsonNode r : rows)
            for (Iterator<String> it = r.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                if (raw.add(k)) present.putIfAbsent(normalise(k), k);
            }
        Map<Field, List<String>> out = new EnumMap<>(Field.class);
        for (Field f : Field.values()) {
            List<String> ks = new ArrayList<>();
            for (String s : f.spellings()) {
                String actual = present.get(normalise(s));
                if (actual != null && !ks.contains(actual)) ks.add(actual);
            }
            out.put(f, List.copyOf(ks));
        }
        return out;
    }

    static String normalise(String key) { return SEPARATORS.matcher(key).replaceAll("").toLowerCase(Locale.ROOT); }

    private static JsonNode first(JsonNode row, List<String> keys) {
        for (String k : keys) {
            JsonNode v = row.get(k);
            if (v != null && !v.isNull() && !(v.isTextual() && missingText(v.asText()))) return v;
        }
        return null;
    }

    private static boolean missingText(String s) {
        String t = s.trim();
        return t.isEmpty() || t.equals("-") || t.equals("--") || t.equalsIgnoreCase("nan") || t.equalsIgnoreCase("null") || t.equalsIgnoreCase("n/a");
    }

    static double number(JsonNode row, List<String> keys, Set<String> bad) {
        JsonNode v = first(row, keys);
        if (v == null) return Double.NaN;
        if (v.isNumber()) return v.doubleValue();
        if (v.isTextual()) {
            String t = v.asText().trim().replace(",", "");
            if (t.endsWith("%")) t = t.substring(0, t.length() - 1); // "14.5%": the percent rule below rescales the column
            try {
                return Double.parseDouble(t);
            } catch (NumberFormatException e) {
                // fall through
            }
        }
        for (String k : keys) if (row.hasNonNull(k)) { bad.add(k); break; }
        return Double.NaN;
    }

    private static String text(JsonNode row, List<String> keys) {
        JsonNode v = first(row, keys);
        return v == null || !v.isValueNode() ? null : v.asText().trim();
    }

    /** True for a call, false for a put, null when no spelling of type holds C/P/CALL/PUT. */
    static Boolean type(JsonNode row, List<String> keys) {
        for (String k : keys) {
            JsonNode v = row.get(k);
            if (v == null || !v.isTextual()) continue;
            switch (v.asText().trim().toUpperCase(Locale.ROOT)) {
                case "C", "CALL", "CALLS" -> { return true; }
                case "P", "PUT", "PUTS" -> { return false; }
                default -> { /* e.g. side = BUY: try the next spelling */ }
            }
        }
        return null;
    }

    static LocalDate date(JsonNode row, List<String> keys, Map<String, LocalDate> seen) {
        for (String k : keys) {
            JsonNode v = row.get(k);
            if (v == null || v.isNull()) continue;
            LocalDate d;
            if (v.isTextual()) {
                String t = v.asText();
                d = seen.get(t);
                if (d == null && !seen.containsKey(t)) { d = parseDate(v); seen.put(t, d); }
            } else d = parseDate(v);
            if (d != null) return d;
        }
        return null;
    }

    static LocalDate parseDate(JsonNode v) {
        if (v.isNumber()) {
            long x = v.asLong();
            if (x >= 19000101 && x <= 29991231) return compact(Long.toString(x));
            if (x > 100_000_000_000L) x /= 1000; // milliseconds
            return x > 0 ? Instant.ofEpochSecond(x).atZone(ZoneOffset.UTC).toLocalDate() : null;
        }
        if (!v.isTextual()) return null;
        String s = v.asText().trim();
        if (EIGHT_DIGITS.matcher(s).matches()) return compact(s);
        if (EPOCH_DIGITS.matcher(s).matches()) return parseDate(LongNode.valueOf(Long.parseLong(s)));
        return leadingDate(s);
    }

    private static LocalDate compact(String s) {
        try {
            return LocalDate.of(Integer.parseInt(s.substring(0, 4)), Integer.parseInt(s.substring(4, 6)), Integer.parseInt(s.substring(6, 8)));
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** The ISO date a label or timestamp starts with ({@code 2023-09-14T16:31 EDT (SPY snapshot)}), else null. */
    static LocalDate leadingDate(String s) {
        if (s == null) return null;
        Matcher m = LEADING_DATE.matcher(s.trim());
        if (!m.find()) return null;
        try {
            return LocalDate.parse(m.group(1));
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /** The New York day of a remote or cached answer's fetch instant. */
    private static LocalDate fetchDay(Provenance p) {
        return p.source() == Source.LOCAL ? null : p.fetchedAt().atZone(MARKET_ZONE).toLocalDate();
    }

    private static int countPresent(double[] v, boolean[] ok) {
        int k = 0;
        for (int i = 0; i < v.length; i++) if (ok[i] && !Double.isNaN(v[i])) k++;
        return k;
    }

    /** An OCC/OSI option symbol: root, YYMMDD, C or P, strike × 1000 in 8 digits. */
    record Occ(String root, LocalDate expiry, boolean call, double strike) {
        static Occ parse(String symbol) {
            String s = symbol.trim().toUpperCase(Locale.ROOT);
            if (s.startsWith("O:")) s = s.substring(2);
            s = s.replace(" ", "");
            Matcher m = OCC.matcher(s);
            if (!m.matches()) return null;
            String d = m.group(2);
            try {
                // Two-digit years: listed options run at most a few years out, so 20YY.
                LocalDate exp = LocalDate.of(2000 + Integer.parseInt(d.substring(0, 2)), Integer.parseInt(d.substring(2, 4)), Integer.parseInt(d.substring(4, 6)));
                return new Occ(m.group(1), exp, m.group(3).equals("C"), Long.parseLong(m.group(4)) / 1000.0);
            } catch (DateTimeException e) {
                return null;
            }
        }
    }
}
