package dev.oqa.internal.tables;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.ChainData;
import java.util.List;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;

/**
 * Option chain rows to a Tablesaw {@link Table}: every row field a column ({@link JsonTables}), or one expiry in the
 * trader's layout ({@link #sideBySide}).
 */
public final class ChainTable {
    private ChainTable() {}

    public static Table of(ChainData data) {
        String name = data.ticker() + " chain" + (data.selectedExpiry() == null ? "" : " " + data.selectedExpiry());
        return JsonTables.of(name, data.chain());
    }

    /** The quote fields of each side in the {@link #sideBySide} layout, in reading order from the strike outwards. */
    private static final List<String> SIDE_FIELDS = List.of("bid", "ask", "last", "volume", "open_interest", "iv");

    /**
     * One expiry in the trader's layout, calls | strike | puts: {@code call_iv, call_open_interest, call_volume,
     * call_last, call_ask, call_bid, strike, put_bid, put_ask, put_last, put_volume, put_open_interest, put_iv},
     * strikes ascending. IV is our Black IV ({@code iv_calc}) when the row has it, else the vendor's {@code iv}: an
     * annualised fraction as on the wire, marked {@link dev.oqa.internal.format.Percent} so a display shows it in percent. A side without a contract at a strike is missing cells.
     *
     * @param expiry {@code YYYY-MM-DD}; must be one of the rows' expiries (the message lists them)
     */
    public static Table sideBySide(ChainData data, String expiry) {
        if (expiry == null || expiry.isBlank()) throw new IllegalArgumentException("sideBySide needs an expiry (YYYY-MM-DD); the chain lists " + expiries(data));
        String exp = expiry.strip();
        java.util.TreeMap<Double, double[][]> byStrike = new java.util.TreeMap<>();
        JsonNode rows = data.chain();
        if (rows != null && rows.isArray()) {
            for (JsonNode r : rows) {
                if (r == null || !r.isObject() || !exp.equals(QuantJson.text(r, "expiry")) || !r.path("strike").isNumber()) continue;
                String type = QuantJson.text(r, "type");
                int side = type == null ? -1 : type.toUpperCase(java.util.Locale.ROOT).startsWith("C") ? 0 : type.toUpperCase(java.util.Locale.ROOT).startsWith("P") ? 1 : -1;
                if (side < 0) continue;
                double[] v = new double[SIDE_FIELDS.size()];
                for (int i = 0; i < v.length; i++) v[i] = QuantJson.num(r, SIDE_FIELDS.get(i));
                double iv = Double.isFinite(QuantJson.num(r, "iv_calc")) ? QuantJson.num(r, "iv_calc") : QuantJson.num(r, "iv");
                v[SIDE_FIELDS.indexOf("iv")] = iv > 0 ? iv : Double.NaN;
                double[][] both = byStrike.computeIfAbsent(r.get("strike").asDouble(), k -> new double[2][]);
                if (both[side] != null)
                    throw new IllegalArgumentException("chain for " + data.ticker() + " lists two " + (side == 0 ? "calls" : "puts") + " at strike "
                            + r.get("strike").asDouble() + " expiring " + exp);
                both[side] = v;
            }
        }
        if (byStrike.isEmpty())
            throw new IllegalArgumentException("chain for " + data.ticker() + " has no rows expiring " + exp + "; it lists " + expiries(data));
        Table t = Table.create(data.ticker() + " chain " + exp + " · calls | strike | puts");
        for (int i = SIDE_FIELDS.size() - 1; i >= 0; i--) t.addColumns(sideColumn("call_" + SIDE_FIELDS.get(i), byStrike, 0, i));
        DoubleColumn strike = DoubleColumn.create("strike");
        byStrike.keySet().forEach(strike::append);
        t.addColumns(strike);
        for (int i = 0; i < SIDE_FIELDS.size(); i++) t.addColumns(sideColumn("put_" + SIDE_FIELDS.get(i), byStrike, 1, i));
        return t;
    }

    /** The distinct {@code expiry} values of the rows, ascending. */
    public static List<String> expiries(ChainData data) {
        JsonNode rows = data.chain();
        if (rows == null || !rows.isArray()) return List.of();
        return rows.valueStream().map(r -> QuantJson.text(r, "expiry")).filter(e -> e != null && !e.isBlank()).distinct().sorted().toList();
    }

    private static DoubleColumn sideColumn(String name, java.util.TreeMap<Double, double[][]> byStrike, int side, int field) {
        DoubleColumn c = DoubleColumn.create(name);
        for (double[][] both : byStrike.values()) {
            Cells.number(c, both[side] == null ? Double.NaN : both[side][field]);
        }
        return SIDE_FIELDS.get(field).equals("iv") ? dev.oqa.internal.format.Percent.of(c) : c;
    }
}
