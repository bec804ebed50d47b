package dev.oqa.internal.fetch;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

/**
 * The three sources' formats as docs/DATA.md ("Fetching today's data") and the team's notes describe them, written
 * here from those descriptions and not from the toolkit's own output: Cboe's delayed-quotes chain JSON, Yahoo's chart
 * JSON, FRED's graph CSV; and the normalised chain CSV of docs/DATA.md for comparing answers.
 */
public final class KeylessFormats {
    private KeylessFormats() {}

    /**
     * One contract of Cboe's {@code data.options}. {@code iv} 0 means "not computed"; {@code lastTradeTime} null means it
     * never traded (then {@code last} is 0).
     */
    public record Quote(String option, double bid, double ask, double iv, double openInterest, double volume, double delta, double gamma,
                        double last, double change, String lastTradeTime) {}

    /**
     * A Cboe chain file: the top-level {@code timestamp} (UTC publication time), {@code data} with the underlying's fields
     * and {@code options}, and {@code symbol}; sizes, volume and open interest as floats, as Cboe sends them.
     */
    public static String cboeChain(String symbol, String timestamp, String lastTradeTime, double spot, List<Quote> quotes) {
        // SYNTHETIC when symbol is not SPY: the real SPY contracts relabelled to the symbol's root, as a chain of it lists
        // its own roots (the reader refuses another symbol's contracts)
        String root = symbol.startsWith("_") ? symbol.substring(1) : symbol;
        if (!root.equals("SPY"))
            quotes = quotes.stream().map(q -> q == null || !q.option().startsWith("SPY") ? q : new Quote(root + q.option().substring(3), q.bid(), q.ask(),
                    q.iv(), q.openInterest(), q.volume(), q.delta(), q.gamma(), q.last(), q.change(), q.lastTradeTime())).toList();
        StringBuilder sb = new StringBuilder(256 + quotes.size() * 420);
        sb.append("{\"timestamp\": \"").append(timestamp).append("\", \"data\": {\"symbol\": \"").append(symbol)
                .append("\", \"security_type\": \"stock\", \"exchange_id\": 3, \"current_price\": ").append(spot)
                .append(", \"price_change\": 1.05, \"price_change_percent\": 1.0479, \"bid\": ").append(spot - 0.01).append(", \"ask\": ").append(spot + 0.01)
                .append(", \"bid_size\": 200, \"ask_size\": 100, \"open\": ").append(spot).append(", \"high\": ").append(spot).append(", \"low\": ").append(spot)
                .append(", \"close\": ").append(spot).append(", \"prev_day_close\": ").append(spot).append(", \"volume\": 2345678, \"iv30\": 27.412,")
                .append(" \"iv30_change\": -0.512, \"iv30_change_percent\": -1.8333, \"seqno\": 123456789, \"last_trade_time\": ")
                .append(lastTradeTime == null ? "null" : "\"" + lastTradeTime + "\"").append(", \"tick\": \"up\", \"options\": [");
        for (int i = 0; i < quotes.size(); i++) {
            Quote q = quotes.get(i);
            if (i > 0) sb.append(", ");
            if (q == null) { sb.append("null"); continue; }
            sb.append(String.format(Locale.ROOT, "{\"option\": \"%s\", \"bid\": %s, \"bid_size\": 25.0, \"ask\": %s, \"ask_size\": 31.0, \"iv\": %s,"
                            + " \"open_interest\": %s, \"volume\": %s, \"delta\": %s, \"gamma\": %s, \"vega\": 0.1342, \"theta\": -0.0451, \"rho\": 0.0561,"
                            + " \"theo\": 4.2003, \"change\": %s, \"open\": 0.0, \"high\": 0.0, \"low\": 0.0, \"tick\": \"no_change\", \"last_trade_price\": %s,"
                            + " \"last_trade_time\": %s, \"percent_change\": 0.0, \"prev_day_close\": 3.90000009536743}",
                    q.option(), d(q.bid()), d(q.ask()), d(q.iv()), d(q.openInterest()), d(q.volume()), d(q.delta()), d(q.gamma()), d(q.change()),
                    d(q.last()), q.lastTradeTime() == null ? "null" : "\"" + q.lastTradeTime() + "\""));
        }
        return sb.append("]}, \"symbol\": \"").append(symbol).append("\"}").toString();
    }

    /** A double as Cboe writes it: always with a decimal point ({@code 6.0}). */
    private static String d(double v) { return Double.toString(v); }

    /**
     * The normalised long form of docs/DATA.md for the same contracts: blank where a value is missing (an IV of 0, the
     * gamma of a contract without IV, the last sale of a contract that never traded).
     */
    public static String normalisedCsv(String underlying, LocalDate quoteDate, double spot, List<Quote> quotes) {
        StringBuilder sb = new StringBuilder("quote_date,underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest\n");
        for (Quote q : quotes) {
            if (q == null) continue;
            String o = q.option();
            String tail = o.substring(o.length() - 15);
            LocalDate exp = LocalDate.of(2000 + Integer.parseInt(tail.substring(0, 2)), Integer.parseInt(tail.substring(2, 4)), Integer.parseInt(tail.substring(4, 6)));
            boolean noIv = q.iv() == 0, traded = q.lastTradeTime() != null;
            sb.append(quoteDate).append(',').append(underlying).append(',').append(spot).append(',').append(exp).append(',').append(tail.charAt(6)).append(',')
                    .append(o).append(',').append(Long.parseLong(tail.substring(7)) / 1000.0).append(',')
                    .append(traded ? d(q.last()) : "").append(',').append(traded ? d(q.change()) : "").append(',')
                    .append(d(q.bid())).append(',').append(d(q.ask())).append(',').append(Math.round(q.volume())).append(',')
                    .append(noIv ? "" : d(q.iv())).append(',').append(d(q.delta())).append(',').append(noIv && q.gamma() == 0 ? "" : d(q.gamma())).append(',')
                    .append(Math.round(q.openInterest())).append('\n');
        }
        return sb.toString();
    }

    /**
     * REAL data: the bundled Cboe snapshot SPY 2023-09-14 (7,292 contracts, docs/DATA.md), read straight from its CSV and
     * turned into Cboe's chain fields: an IV of 0 is sent as 0.0 (Cboe's "not computed"), and a contract without a last
     * sale as never traded ({@code last_trade_time} null, {@code last_trade_price} 0.0).
     */
    public static List<Quote> realSpy20230914() { return realBundled("SPY_2023-09-14", "2023-09-14T15:59:00"); }

    /**
     * REAL data: any bundled snapshot in the normalised long form ({@code SPX_2024-01-05}), turned into Cboe's chain fields
     * as {@link #realSpy20230914()} does; a contract with a last sale traded at {@code tradeTime}.
     */
    public static List<Quote> realBundled(String name, String tradeTime) {
        List<Quote> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                KeylessFormats.class.getResourceAsStream("/dev/oqa/data/options/" + name + ".csv.gz")), StandardCharsets.UTF_8))) {
            String header = in.readLine();
            if (!header.startsWith("quote_date,underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest"))
                throw new IllegalStateException("unexpected header " + header);
            String line;
            while ((line = in.readLine()) != null) {
                String[] f = line.split(",", -1);
                double last = num(f[7]);
                boolean traded = last > 0;
                out.add(new Quote(f[5], num(f[9]), num(f[10]), num(f[12]), num(f[15]), num(f[11]), num(f[13]), num(f[14]),
                        traded ? last : 0.0, traded ? num(f[8]) : 0.0, traded ? tradeTime : null));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static double num(String s) { return s.isBlank() ? 0 : Double.parseDouble(s); }

    /**
     * Yahoo's chart answer: {@code chart.result[0]} with {@code meta} (the exchange's time zone and the regular trading
     * period), {@code timestamp} (each session's open, epoch seconds), {@code indicators.quote[0]} and
     * {@code indicators.adjclose[0].adjclose}; a null price is written {@code null}.
     *
     * @param regularEnd the current regular period's end, epoch seconds, or null to leave {@code currentTradingPeriod} out
     */
    public static String yahooChart(String ticker, String zone, long[] timestamps, Double[] adjClose, Double[] close, Long regularEnd) {
        StringBuilder sb = new StringBuilder("{\"chart\": {\"result\": [{\"meta\": {\"currency\": \"USD\", \"symbol\": \"").append(ticker)
                .append("\", \"exchangeName\": \"NMS\", \"instrumentType\": \"EQUITY\", \"firstTradeDate\": 345479400, \"regularMarketTime\": 1720036800,")
                .append(" \"gmtoffset\": -14400, \"timezone\": \"EDT\", \"exchangeTimezoneName\": \"").append(zone)
                .append("\", \"regularMarketPrice\": 101.25, \"chartPreviousClose\": 99.8, \"priceHint\": 2,");
        if (regularEnd != null)
            sb.append(" \"currentTradingPeriod\": {\"regular\": {\"timezone\": \"EDT\", \"start\": ").append(regularEnd - 23400)
                    .append(", \"end\": ").append(regularEnd).append(", \"gmtoffset\": -14400}},");
        sb.append(" \"dataGranularity\": \"1d\", \"range\": \"\", \"validRanges\": [\"1d\", \"5d\", \"1mo\", \"1y\", \"max\"]}, \"timestamp\": [");
        for (int i = 0; i < timestamps.length; i++) sb.append(i > 0 ? ", " : "").append(timestamps[i]);
        sb.append("], \"events\": {\"dividends\": {}, \"splits\": {}}, \"indicators\": {\"quote\": [{\"close\": ").append(array(close))
                .append(", \"open\": ").append(array(close)).append("}], \"adjclose\": [{\"adjclose\": ").append(array(adjClose)).append("}]}}], \"error\": null}}");
        return sb.toString();
    }

    private static String array(Double[] v) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < v.length; i++) sb.append(i > 0 ? ", " : "").append(v[i] == null ? "null" : Double.toString(v[i]));
        return sb.append(']').toString();
    }

    /** FRED's graph CSV: a header (the date column's name, then the series id) and one row per month. */
    public static String fredCsv(String dateHeader, String... rows) {
        return dateHeader + ",TB3MS\n" + String.join("\n", rows) + "\n";
    }
}
