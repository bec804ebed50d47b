package dev.oqa.internal.tables;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.Percent;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.internal.local.data.OptionRoots;
import dev.oqa.model.data.ChainData;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
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
     * <p>When the expiry lists more than one option root (SPX and SPXW share the monthly expiries and their strikes), a
     * row is one root at one strike and a first column {@code root} names it; the rows run by strike, then root. Rows
     * with no contract symbol that share a side and a strike (a file without symbols) each get a row of their own.
     *
     * @param expiry {@code YYYY-MM-DD}; must be one of the rows' expiries (the message lists them)
     */
    public static Table sideBySide(ChainData data, String expiry) {
        if (expiry == null || expiry.isBlank()) throw new IllegalArgumentException("sideBySide needs an expiry (YYYY-MM-DD); the chain lists " + expiries(data));
        String exp = expiry.strip();
        // strike -> root -> the rows at that strike and root, each a call and a put (a second one when a side repeats)
        TreeMap<Double, TreeMap<String, List<double[][]>>> byStrike = new TreeMap<>();
        Set<String> roots = new TreeSet<>();
        JsonNode rows = data.chain();
        if (rows != null && rows.isArray()) {
            for (JsonNode r : rows) {
                if (r == null || !r.isObject() || !exp.equals(QuantJson.text(r, "expiry")) || !r.path("strike").isNumber()) continue;
                String type = QuantJson.text(r, "type");
                int side = type == null ? -1 : type.toUpperCase(Locale.ROOT).startsWith("C") ? 0 : type.toUpperCase(Locale.ROOT).startsWith("P") ? 1 : -1;
                if (side < 0) continue;
                double[] v = new double[SIDE_FIELDS.size()];
                for (int i = 0; i < v.length; i++) v[i] = QuantJson.num(r, SIDE_FIELDS.get(i));
                double iv = Double.isFinite(QuantJson.num(r, "iv_calc")) ? QuantJson.num(r, "iv_calc") : QuantJson.num(r, "iv");
                v[SIDE_FIELDS.indexOf("iv")] = iv > 0 ? iv : Double.NaN;
                String root = OptionRoots.of(QuantJson.text(r, "contract"));
                if (root != null) roots.add(root);
                List<double[][]> slots = byStrike.computeIfAbsent(r.get("strike").asDouble(), k -> new TreeMap<>())
                        .computeIfAbsent(root == null ? "" : root, k -> new ArrayList<>());
                double[][] slot = slots.stream().filter(s -> s[side] == null).findFirst().orElse(null);
                if (slot == null) slots.add(slot = new double[2][]);
                slot[side] = v;
            }
        }
        if (byStrike.isEmpty())
            throw new IllegalArgumentException("chain for " + data.ticker() + " has no rows expiring " + exp + "; it lists " + expiries(data));
        Table t = Table.create(data.ticker() + " chain " + exp + " · calls | strike | puts");
        List<double[][]> flat = new ArrayList<>();
        StringColumn root = StringColumn.create("root");
        DoubleColumn strike = DoubleColumn.create("strike");
        byStrike.forEach((k, byRoot) -> byRoot.forEach((r, slots) -> slots.forEach(s -> { flat.add(s); strike.append(k); root.append(r); })));
        if (roots.size() > 1) t.addColumns(root);
        for (int i = SIDE_FIELDS.size() - 1; i >= 0; i--) t.addColumns(sideColumn("call_" + SIDE_FIELDS.get(i), flat, 0, i));
        t.addColumns(strike);
        for (int i = 0; i < SIDE_FIELDS.size(); i++) t.addColumns(sideColumn("put_" + SIDE_FIELDS.get(i), flat, 1, i));
        return t;
    }

    /** The distinct {@code expiry} values of the rows, ascending. */
    public static List<String> expiries(ChainData data) {
        JsonNode rows = data.chain();
        if (rows == null || !rows.isArray()) return List.of();
        return rows.valueStream().map(r -> QuantJson.text(r, "expiry")).filter(e -> e != null && !e.isBlank()).distinct().sorted().toList();
    }

    private static DoubleColumn sideColumn(String name, List<double[][]> rows, int side, int field) {
        DoubleColumn c = DoubleColumn.create(name);
        for (double[][] both : rows) Cells.number(c, both[side] == null ? Double.NaN : both[side][field]);
        return SIDE_FIELDS.get(field).equals("iv") ? Percent.of(c) : c;
    }
}
