package dev.oqa.internal.fetch;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import dev.oqa.internal.local.data.ChainRowChecks;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.OptionRoots;
import dev.oqa.model.Json;
import dev.oqa.model.LocalDataException;
import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads Cboe's delayed-quotes chain ({@code {"timestamp", "data": {..., "options": [...]}, "symbol"}}): Jackson's
 * streaming parser walks the answer, and binds each element of {@code data.options} into a {@link Contract} record, one
 * contract at a time (an {@code _SPX} file holds about 31,000), in any member order. Conventions, from docs/DATA.md:
 * <ul>
 *   <li>The quote date is the New York date of the underlying's last trade ({@code data.last_trade_time}, naive
 *       Eastern time); the top-level {@code timestamp} is the publication time in UTC and runs on overnight, so it
 *       dates the chain only when the trade time is missing (read as UTC, then rolled back to the session it falls
 *       in: a time before the open belongs to the previous weekday, which makes the UTC and Eastern readings agree
 *       outside 09:30-13:30 UTC).</li>
 *   <li>{@code iv} is a fraction; {@code iv = 0} is "not computed" and {@code gamma = 0} on such a contract too: both
 *       missing, not zeros, as in every other reader ({@link ChainSnapshot.Builder#add}). A contract whose {@code last_trade_time} is null never traded: last and net change are
 *       missing. Sizes, volume and open interest arrive as floats and are rounded to whole contracts.</li>
 *   <li>Every row passes {@link ChainRowChecks}, the checks of {@code oqa data import}: an impossible number or one
 *       contract with two different quotes fails the whole chain.</li>
 *   <li>The answer must be the chain asked for: its {@code symbol} and {@code data.symbol}, and every contract's root
 *       ({@link OptionRoots#belongsTo}); an option symbol holding white space or a control character is refused.</li>
 *   <li>A price of the underlying that is negative, not finite or above {@link ChainRowChecks#MAX_SPOT} refuses the
 *       chain; 0 is "not given".</li>
 * </ul>
 */
final class CboeChainReader {
    private static final DateTimeFormatter LABEL = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm z", Locale.US);
    private static final DateTimeFormatter FETCHED = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);

    private CboeChainReader() {}

    private static final class Underlying {
        double price = Double.NaN, close = Double.NaN, prevClose = Double.NaN;
        String lastTrade;
        boolean sawOptions;
        int nulls;          // null entries in data.options
        String symbol;      // data.symbol, the underlying the source says it answered for
    }

    /**
     * @param underlying the underlying the chain is filed under (the requested symbol without {@code _})
     * @param url        where it came from, for messages
     * @return the checked contracts, dated by the session of the underlying's last trade; its as-of label names the
     *         source and the fetch time (the snapshot time in {@code options/index.csv}), its notes what reading changed
     *         or assumed (missing values, a quote date taken from the publication time)
     * @throws IOException from the stream or the JSON parser; the caller names the source
     * @throws FetchException when the JSON is not a Cboe chain, lists no options, or a row fails the checks
     */
    static ChainSnapshot read(InputStream in, String underlying, String url, Instant fetchedAt) throws IOException {
        ChainSnapshot.Builder rows = ChainSnapshot.builder(underlying, url, LocalDate.EPOCH); // dated once the underlying is read
        ChainRowChecks checks = new ChainRowChecks(url);
        List<String> notes = new ArrayList<>();
        String timestamp = null, symbol = null;
        Underlying u = null;
        try (JsonParser p = Json.MAPPER.getFactory().createParser(in)) {
            if (p.nextToken() != JsonToken.START_OBJECT) throw notAChain(url, "the answer is not a JSON object");
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                p.nextToken();
                switch (name) {
                    case "timestamp" -> timestamp = p.currentToken() == JsonToken.VALUE_STRING ? p.getText() : null;
                    case "symbol" -> symbol = p.currentToken() == JsonToken.VALUE_STRING ? p.getText() : null;
                    case "data" -> u = data(p, url, underlying, rows, checks);
                    default -> p.skipChildren();
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT || p.nextToken() != null) throw notAChain(url, "the JSON object does not end where it should");
        } catch (LocalDataException e) {
            throw FetchException.source(e.getMessage() + "; nothing was written", 0);
        }
        if (u == null || !u.sawOptions) throw notAChain(url, "it has no data.options");
        answeredFor(symbol, underlying, url, "symbol");
        answeredFor(u.symbol, underlying, url, "data.symbol");
        if (rows.size() == 0)
            throw FetchException.source("Cboe delayed quotes lists no options for " + underlying + " (" + url + " has an empty option list)", 0);
        if (u.nulls > 0) notes.add(u.nulls + " null entr" + (u.nulls == 1 ? "y" : "ies") + " in the option list skipped");

        LocalDateTime lastTrade = time(u.lastTrade);
        LocalDate quote;
        String asOf;
        if (lastTrade != null) {
            quote = lastTrade.toLocalDate();
            asOf = LABEL.format(lastTrade.atZone(Sessions.NEW_YORK));
        } else {
            LocalDateTime published = time(timestamp);
            Instant at = published != null ? published.toInstant(ZoneOffset.UTC) : fetchedAt;
            quote = Sessions.sessionAt(LocalDateTime.ofInstant(at, Sessions.NEW_YORK), Sessions.OPEN);
            asOf = quote.toString();
            notes.add("the file gives no last trade time for the underlying; quote date " + quote + " from its "
                    + (published != null ? "publication time " + timestamp + " read as UTC" : "fetch time"));
        }
        spotField(checks, u.price, "data.current_price");
        spotField(checks, u.close, "data.close");
        spotField(checks, u.prevClose, "data.prev_day_close");
        double spot = u.price > 0 ? u.price : u.close > 0 ? u.close : u.prevClose > 0 ? u.prevClose : Double.NaN;
        if (!(spot > 0)) notes.add("the file gives no price for the underlying; the engine infers it from put-call parity");
        else if (!(u.price > 0)) notes.add("no current price for the underlying; used its " + (u.close > 0 ? "close" : "previous close"));
        notes.addAll(checks.notes());
        return rows.quoteDate(quote).valuationDate(quote).spot(spot)
                .asOfLabel(asOf + " (" + Provider.CBOE.label() + "; fetched " + FETCHED.format(fetchedAt) + ")").notes(notes).build();
    }

    /**
     * The symbol the source says it answered for must be the one asked: {@code _SPX} or {@code SPX} for SPX (a weekly
     * root's index too, {@link OptionRoots#indexOf}); missing is allowed, since the contracts' roots are checked as well.
     */
    private static void answeredFor(String said, String underlying, String url, String field) {
        if (said == null || said.isBlank()) return;
        String s = said.startsWith("_") ? said.substring(1) : said;
        if (s.equals(underlying) || OptionRoots.indexOf(s).equals(underlying)) return;
        throw FetchException.source("asked for the chain of " + underlying + ", " + url + " answered with the chain of '"
                + FetchHttp.printable(said) + "' (" + field + "); another symbol's chain is not filed under " + underlying + "; nothing was written", 0);
    }

    /**
     * A price of the underlying, by the files' rule ({@link ChainRowChecks#spot}): 0 or null is "not given" (Cboe's
     * zero), and the next field is used; a negative, non-finite or absurd one (above {@link ChainRowChecks#MAX_SPOT})
     * refuses the chain with the field named, since a spot of 1e308 would turn every GEX value into an overflow.
     */
    private static void spotField(ChainRowChecks checks, double v, String field) {
        try {
            checks.spot("data", field, v);
        } catch (LocalDataException e) {
            throw FetchException.source(e.getMessage() + "; nothing was written", 0);
        }
    }

    private static Underlying data(JsonParser p, String url, String underlying, ChainSnapshot.Builder rows, ChainRowChecks checks) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) throw notAChain(url, "data is not an object");
        Underlying u = new Underlying();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            p.nextToken();
            switch (name) {
                case "current_price" -> u.price = number(p, url, name);
                case "close" -> u.close = number(p, url, name);
                case "prev_day_close" -> u.prevClose = number(p, url, name);
                case "last_trade_time" -> u.lastTrade = p.currentToken() == JsonToken.VALUE_STRING ? p.getText() : null;
                case "symbol" -> u.symbol = p.currentToken() == JsonToken.VALUE_STRING ? p.getText() : null;
                case "options" -> {
                    if (p.currentToken() != JsonToken.START_ARRAY) throw notAChain(url, "data.options is not a list");
                    u.sawOptions = true;
                    int n = 0;
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        n++;
                        if (p.currentToken() == JsonToken.VALUE_NULL) { u.nulls++; continue; }
                        if (p.currentToken() != JsonToken.START_OBJECT) throw notAChain(url, "option " + n + " is not an object");
                        contract(p, url, underlying, n, rows, checks);
                    }
                }
                default -> p.skipChildren();
            }
        }
        return u;
    }

    /**
     * One element of {@code data.options}, as Jackson binds it: the members the chain needs, by Cboe's names (the
     * others, greeks the engine computes itself and sizes, are skipped). A number may come as a number, a numeric
     * string or null (missing); an empty string is missing too.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Contract(String option, Double bid, Double ask, Double iv, @JsonProperty("open_interest") Double openInterest,
                    Double volume, Double delta, Double gamma, @JsonProperty("last_trade_price") Double last, Double change,
                    @JsonProperty("last_trade_time") String lastTradeTime) {}

    private static final ObjectReader CONTRACT = Json.MAPPER.readerFor(Contract.class);
    private static final ObjectReader NUMBER = Json.MAPPER.readerFor(Double.class);

    /** One element of {@code data.options}, checked and added (or dropped as an exact repeat). */
    private static void contract(JsonParser p, String url, String underlying, int n, ChainSnapshot.Builder rows, ChainRowChecks checks) throws IOException {
        Contract c = bound(CONTRACT, p, url, "option " + n + ": ", null);
        String option = c.option();
        String bad = option == null ? null : OccSymbol.unprintable(option);
        if (bad != null)
            throw FetchException.source(url + " option " + n + ": '" + FetchHttp.printable(option) + "' holds " + bad + "; an option symbol is"
                    + " letters and digits only, and one that holds anything else is refused, not cleaned; nothing was written", 0);
        OccSymbol occ = OccSymbol.parse(option).orElse(null);
        if (occ == null)
            throw FetchException.source(url + " option " + n + ": '" + FetchHttp.printable(String.valueOf(option)) + "' is not an OCC option"
                    + " symbol (ROOT + YYMMDD + C or P + the strike times 1000 in 8 digits); nothing was written", 0);
        if (!OptionRoots.belongsTo(occ.root(), underlying))
            throw FetchException.source("asked for the chain of " + underlying + ", " + url + " option " + n + " is " + option + " (root "
                    + occ.root() + "); a chain of " + underlying + " lists the roots " + OptionRoots.rule(underlying)
                    + "; nothing was written", 0);
        boolean traded = c.lastTradeTime() != null && !c.lastTradeTime().isBlank();
        // iv and gamma of 0: ChainSnapshot.Builder#add (Cboe's zero); a contract that never traded has no last or change
        double[] nums = {occ.strike(), traded ? v(c.last()) : Double.NaN, traded ? v(c.change()) : Double.NaN, v(c.bid()), v(c.ask()),
                Math.rint(v(c.volume())), v(c.iv()), v(c.delta()), v(c.gamma()), Math.rint(v(c.openInterest()))};
        if (!(occ.strike() > 0)) throw FetchException.source(url + " option " + n + " (" + option + "): the strike is 0; nothing was written", 0);
        if (checks.accept("option " + n, occ.expiry(), occ.call(), option, nums))
            rows.add(occ.expiry(), occ.call(), option, nums[0], nums[1], nums[2], nums[3], nums[4], nums[5], nums[6], nums[7], nums[8], nums[9]);
    }

    private static double v(Double d) { return d == null ? Double.NaN : d; }

    /** A number, a numeric string, or null (missing); anything else means the file is not what the notes describe. */
    private static double number(JsonParser p, String url, String name) throws IOException {
        return v(bound(NUMBER, p, url, "", name));
    }

    /**
     * The value at the parser's token as {@code reader} binds it; a member of the wrong kind is named ({@code where},
     * then the member Jackson was binding, else {@code member}) with its value.
     */
    private static <T> T bound(ObjectReader reader, JsonParser p, String url, String where, String member) throws IOException {
        try {
            return reader.readValue(p);
        } catch (MismatchedInputException e) {
            String field = e.getPath().isEmpty() ? member : e.getPath().get(e.getPath().size() - 1).getFieldName();
            String value = e instanceof InvalidFormatException f && f.getValue() != null ? " '" + FetchHttp.printable(String.valueOf(f.getValue())) + "'" : "";
            boolean text = e.getTargetType() == String.class;
            throw notAChain(url, where + (field == null ? "" : field) + value + " is not " + (text ? "text" : "a number"));
        }
    }

    private static LocalDateTime time(String s) {
        if (s == null || s.isBlank()) return null;
        try {
            return LocalDateTime.parse(s.strip().replace(' ', 'T'));
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private static FetchException notAChain(String url, String why) {
        return FetchException.source(url + " does not read as a Cboe option chain: " + why + "; nothing was written", 0);
    }
}
