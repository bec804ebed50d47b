package dev.oqa.spark;

import dev.oqa.internal.local.data.ChainSnapshot;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The normalised chain layout as a Spark schema, the same columns as the csv
 * ({@code quote_date,underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest}),
 * typed: dates as dates, numbers as doubles, a missing number as null.
 */
final class ChainColumns {
    private ChainColumns() {}

    static final List<String> NAMES = List.of("quote_date", "underlying", "spot", "expiration", "type", "contract",
            "strike", "last", "net_change", "bid", "ask", "volume", "iv", "delta", "gamma", "open_interest");

    static StructType schema() {
        return DataTypes.createStructType(NAMES.stream().map(n -> DataTypes.createStructField(n, switch (n) {
            case "quote_date", "expiration" -> DataTypes.DateType;
            case "underlying", "type", "contract" -> DataTypes.StringType;
            default -> DataTypes.DoubleType;
        }, !n.equals("quote_date") && !n.equals("underlying"))).toList());
    }

    /** Every contract of {@code c} as a row of {@link #schema()}. */
    static List<Row> rows(ChainSnapshot c) {
        return IntStream.range(0, c.size()).mapToObj(i -> RowFactory.create(values(c, i))).toList();
    }

    /** Contract {@code i} of {@code c} in {@link #NAMES}' order, typed as {@link #schema()} says. */
    static Object[] values(ChainSnapshot c, int i) {
        return new Object[] {c.quoteDate(), c.underlying(), num(c.spot()), c.expiry(i), c.isCall(i) ? "C" : "P", c.contract(i),
                num(c.strike(i)), num(c.last(i)), num(c.netChange(i)), num(c.bid(i)), num(c.ask(i)), num(c.volume(i)),
                num(c.iv(i)), num(c.delta(i)), num(c.gamma(i)), num(c.openInterest(i))};
    }

    private static Double num(double v) { return Double.isNaN(v) ? null : v; }
}
