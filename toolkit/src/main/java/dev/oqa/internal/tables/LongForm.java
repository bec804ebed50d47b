package dev.oqa.internal.tables;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.internal.local.data.Csv;
import dev.oqa.model.Answer;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import tech.tablesaw.api.Table;

/**
 * An endpoint's {@code data} object as data tables in long form: one row per record, every field a column,
 * numbers exactly as in the JSON (no display rounding), for {@code --format csv} and for anyone who wants the
 * whole answer as tables. The display tables of {@code dev.oqa.internal.display} are a different thing: a summary
 * chosen for reading.
 * <p>Each endpoint's data splits into named <b>members</b>, the <b>main</b> one first:
 * <table>
 *   <caption>members by endpoint (main first)</caption>
 *   <tr><td>ping</td><td>{@code ping}</td></tr>
 *   <tr><td>expected-move</td><td>{@code term}, {@code table}, {@code summary}</td></tr>
 *   <tr><td>iv</td><td>{@code smile} (strike, iv, expiry), {@code term}, {@code summary}</td></tr>
 *   <tr><td>open-interest</td><td>{@code strike_summary}, {@code expiry_summary}, {@code summary}</td></tr>
 *   <tr><td>uoa</td><td>{@code trades}, {@code summary}</td></tr>
 *   <tr><td>chain</td><td>{@code chain} (every contract, with its expiry), {@code summary}</td></tr>
 *   <tr><td>gex</td><td>{@code series} (series, strike, value), {@code highlight_strikes}, {@code summary}</td></tr>
 *   <tr><td>risk</td><td>{@code timeseries} (series, date, value), {@code summary}</td></tr>
 *   <tr><td>asset-correlation</td><td>{@code correlation_matrix} (a, b, correlation and, when the answer has it, each ticker's place in
 *       {@code cluster_order}), {@code perf_table},
 *       {@code summary}, {@code timeseries} (series, ticker, date, value)</td></tr>
 *   <tr><td>market-memory</td><td>{@code matches} (rank, score, start, end), {@code kernel_prices},
 *       {@code match_prices} and {@code trailing_prices} (rank, date, value)</td></tr>
 *   <tr><td>portfolio-optimizer</td><td>{@code weights} (ticker, weight, risk_contribution), {@code summary},
 *       {@code portfolios} (portfolio, date, value)</td></tr>
 *   <tr><td>seasonality</td><td>{@code stats}, {@code seasonality_pivot} (label, column, value),
 *       {@code annual_cum_returns} (year, total_pct, date, value)</td></tr>
 *   <tr><td>sector-insights</td><td>{@code summary} (one row per sector), {@code timeseries} (series, ticker, date,
 *       value, …)</td></tr>
 * </table>
 * A {@code summary} member holds the data object's scalar fields as one row (arrays of scalars joined with
 * {@code ;}, nested objects flattened to {@code parent.child}). Records are read generically, so fields a newer
 * server adds become columns and missing ones become empty cells. Stateless.
 */
public final class LongForm {
    private LongForm() {}

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    /** One member: its name and its rows, flat JSON objects of scalars. */
    public record Member(String name, ArrayNode rows) {
        /** The rows as a Tablesaw table (numbers as doubles). */
        public Table table() { return JsonTables.of(name, rows); }

        /** RFC 4180 CSV with a header; numbers as the JSON has them, null as an empty cell. */
        public String csv() { return LongForm.csv(rows); }
    }

    /**
     * The members of {@code answer}, read by its endpoint's tolerant reader: a server's pandas orients, maps and
     * string numbers come out in the document's record form, so every shape of the same values writes the same
     * files. {@code Result.saveCsv} reads an answer here, and the command line's {@code --format csv} and
     * {@code --out DIR} read it alike. Falls back to the data object as received when the record cannot be turned back into JSON.
     */
    public static List<Member> of(Endpoint endpoint, Answer<?> answer) {
        JsonNode data;
        try {
            data = Json.tree(answer.data());
        } catch (RuntimeException e) {
            data = answer.raw();
        }
        return of(endpoint, data);
    }

    /** The members of {@code data} (the endpoint's data object), the main member first; never empty. */
    public static List<Member> of(Endpoint endpoint, JsonNode data) {
        JsonNode d = data == null ? F.objectNode() : data;
        List<Member> m = new ArrayList<>();
        // 'case null' makes this an enhanced switch, which the compiler requires to be exhaustive: a new endpoint
        // does not build until it is given its members here.
        switch (endpoint) {
            case null -> throw new NullPointerException("endpoint");
            case PING -> {
                m.add(new Member("ping", one(d, "checks")));
                if (!d.path("checks").isEmpty()) m.add(records("checks", d.path("checks"))); // the local engine's: what it checked
            }
            case EXPECTED_MOVE -> {
                m.add(records("term", d.path("term")));
                m.add(records("table", d.path("table")));
                m.add(summary(d, "term", "table"));
            }
            case IV -> {
                m.add(records("smile", d.path("smile")));
                m.add(records("term", d.path("term")));
                m.add(summary(d, "smile", "term"));
            }
            case OPEN_INTEREST -> {
                m.add(records("strike_summary", d.path("strike_summary")));
                m.add(records("expiry_summary", d.path("expiry_summary")));
                m.add(summary(d, "strike_summary", "expiry_summary"));
            }
            case UOA -> {
                m.add(records("trades", d.path("trades")));
                m.add(summary(d, "trades"));
            }
            case CHAIN -> {
                m.add(records("chain", d.path("chain")));
                m.add(summary(d, "chain"));
            }
            case GEX -> {
                m.add(new Member("series", nested(d.path("series"), List.of("series"))));
                m.add(new Member("highlight_strikes", pairs(d.path("highlight_strikes"), "name", "strike")));
                m.add(summary(d, "series", "highlight_strikes"));
            }
            case RISK -> {
                m.add(new Member("timeseries", nested(d.path("timeseries"), List.of("series"))));
                m.add(new Member("summary", one(d.path("summary"))));
            }
            case ASSET_CORRELATION -> {
                m.add(new Member("correlation_matrix", matrix(d.path("correlation_matrix"))));
                m.add(records("perf_table", d.path("perf_table")));
                m.add(new Member("summary", one(d.path("summary"))));
                m.add(new Member("timeseries", nested(d.path("timeseries"), List.of("series", "ticker"))));
            }
            case MARKET_MEMORY -> {
                ArrayNode matches = F.arrayNode(), match = F.arrayNode(), trailing = F.arrayNode();
                int rank = 0;
                for (JsonNode x : d.path("matches")) {
                    rank++;
                    ObjectNode ctx = F.objectNode().put("rank", rank);
                    ObjectNode row = ctx.deepCopy();
                    flatten(x, "", row, Set.of("match_prices", "trailing_prices"));
                    matches.add(row);
                    explode(x.path("match_prices"), ctx, match);
                    explode(x.path("trailing_prices"), ctx, trailing);
                }
                m.add(new Member("matches", matches));
                m.add(records("kernel_prices", d.path("kernel_prices")));
                m.add(new Member("match_prices", match));
                m.add(new Member("trailing_prices", trailing));
            }
            case PORTFOLIO_OPTIMIZER -> {
                ArrayNode w = F.arrayNode();
                JsonNode rc = d.path("risk_contributions");
                for (var e : d.path("weights").properties()) {
                    ObjectNode row = w.addObject().put("ticker", e.getKey());
                    row.set("weight", e.getValue());
                    row.set("risk_contribution", rc.has(e.getKey()) ? rc.get(e.getKey()) : F.nullNode());
                }
                m.add(new Member("weights", w));
                m.add(summary(d, "weights", "risk_contributions", "opt_portfolio", "eq_portfolio"));
                ObjectNode ports = F.objectNode();
                if (d.has("opt_portfolio")) ports.set("opt_portfolio", d.get("opt_portfolio"));
                if (d.has("eq_portfolio")) ports.set("eq_portfolio", d.get("eq_portfolio"));
                m.add(new Member("portfolios", nested(ports, List.of("portfolio"))));
            }
            case SEASONALITY -> {
                m.add(records("stats", d.path("stats")));
                JsonNode pivot = d.path("seasonality_pivot");
                ArrayNode cells = F.arrayNode();
                JsonNode columns = pivot.path("columns");
                for (JsonNode row : pivot.path("rows")) {
                    JsonNode values = row.path("values");
                    for (int c = 0; c < values.size(); c++) {
                        ObjectNode cell = cells.addObject();
                        cell.set("grouping", pivot.path("grouping").isMissingNode() ? F.nullNode() : pivot.get("grouping"));
                        cell.set("label", row.path("label").isMissingNode() ? F.nullNode() : row.get("label"));
                        cell.put("column", c < columns.size() ? columns.get(c).asText() : String.valueOf(c));
                        cell.set("value", values.get(c));
                    }
                }
                m.add(new Member("seasonality_pivot", cells));
                ArrayNode annual = F.arrayNode();
                for (JsonNode y : d.path("annual_cum_returns")) {
                    ObjectNode ctx = F.objectNode();
                    flatten(y, "", ctx, Set.of("series"));
                    explode(y.path("series"), ctx, annual);
                }
                m.add(new Member("annual_cum_returns", annual));
            }
            case SECTOR_INSIGHTS -> {
                m.add(records("summary", d.path("summary")));
                m.add(new Member("timeseries", nested(d.path("timeseries"), List.of("series", "ticker"))));
            }
        }
        return List.copyOf(m);
    }

    // ---- shapes --------------------------------------------------------------------------------------------

    private static Member records(String name, JsonNode array) {
        ArrayNode rows = F.arrayNode();
        explode(array, F.objectNode(), rows);
        return new Member(name, rows);
    }

    /** Each element of {@code array} as a row after the context columns; a scalar element becomes {@code value}. */
    private static void explode(JsonNode array, ObjectNode ctx, ArrayNode out) {
        if (!array.isArray()) return;
        for (JsonNode x : array) {
            ObjectNode row = ctx.deepCopy();
            if (x.isObject()) flatten(x, "", row, Set.of());
            else row.set("value", x);
            out.add(row);
        }
    }

    /**
     * Objects of arrays, to the depth of {@code keys}: each level's field name goes into that key's column, and
     * the arrays' records below it become rows ({@code {series: {TICKER: [{date, value}]}}} → series, ticker, date, value).
     */
    private static ArrayNode nested(JsonNode node, List<String> keys) {
        ArrayNode out = F.arrayNode();
        nested(node, keys, 0, F.objectNode(), out);
        return out;
    }

    private static void nested(JsonNode node, List<String> keys, int depth, ObjectNode ctx, ArrayNode out) {
        if (node.isArray()) {
            explode(node, ctx, out);
            return;
        }
        if (!node.isObject() || depth >= keys.size()) return;
        for (var e : node.properties())
            nested(e.getValue(), keys, depth + 1, ctx.deepCopy().put(keys.get(depth), e.getKey()), out);
    }

    /** {@code {name: value}} → rows {keyName, valueName}. */
    private static ArrayNode pairs(JsonNode object, String keyName, String valueName) {
        ArrayNode out = F.arrayNode();
        for (var e : object.properties()) out.addObject().put(keyName, e.getKey()).set(valueName, e.getValue());
        return out;
    }

    /** {@code {tickers, matrix[, cluster_order]}} → every ordered pair (a, b, correlation), row-major in the matrix's order. */
    private static ArrayNode matrix(JsonNode cm) {
        ArrayNode out = F.arrayNode();
        JsonNode t = cm.path("tickers"), m = cm.path("matrix");
        Map<String, Integer> rank = new HashMap<>();
        for (JsonNode c : cm.path("cluster_order")) rank.putIfAbsent(c.asText(), rank.size() + 1);
        for (int i = 0; i < m.size(); i++)
            for (int j = 0; j < m.get(i).size(); j++) {
                ObjectNode row = out.addObject();
                String a = i < t.size() ? t.get(i).asText() : String.valueOf(i), b = j < t.size() ? t.get(j).asText() : String.valueOf(j);
                row.put("a", a);
                row.put("b", b);
                row.set("correlation", m.get(i).get(j));
                if (!rank.isEmpty()) {
                    row.set("a_cluster_order", rank.containsKey(a) ? F.numberNode(rank.get(a)) : F.nullNode());
                    row.set("b_cluster_order", rank.containsKey(b) ? F.numberNode(rank.get(b)) : F.nullNode());
                }
            }
        return out;
    }

    /** The data object's scalar fields as one row, leaving out the members exported as their own. */
    private static Member summary(JsonNode d, String... exported) { return new Member("summary", one(d, exported)); }

    private static ArrayNode one(JsonNode object, String... skip) {
        ObjectNode row = F.objectNode();
        flatten(object, "", row, Set.of(skip));
        return F.arrayNode().add(row);
    }

    /** Scalars as they are, nested objects as {@code parent.child}, arrays of scalars joined with ';', other arrays as JSON text. */
    private static void flatten(JsonNode object, String prefix, ObjectNode into, Set<String> skip) {
        for (var e : object.properties()) {
            if (prefix.isEmpty() && skip.contains(e.getKey())) continue;
            String name = prefix + e.getKey();
            JsonNode v = e.getValue();
            if (v.isObject()) flatten(v, name + ".", into, Set.of());
            else if (v.isArray() && v.valueStream().allMatch(JsonNode::isValueNode))
                into.put(name, v.valueStream().map(JsonNode::asText).collect(Collectors.joining(";")));
            else if (v.isArray()) into.put(name, v.toString());
            else into.set(name, v);
        }
    }

    /** Flat JSON rows as CSV (the toolkit's one dialect): the union of field names in first-seen order is the header. */
    private static String csv(ArrayNode rows) {
        Set<String> cols = new LinkedHashSet<>();
        for (JsonNode r : rows) r.fieldNames().forEachRemaining(cols::add);
        Csv.Out out = Csv.export();
        for (String c : cols) out.text(c);
        out.end();
        for (JsonNode r : rows) {
            for (String c : cols) {
                JsonNode v = r.get(c);
                if (v == null || v.isNull() || v.isMissingNode()) out.text(null);
                else if (v.isNumber()) out.number(plain(v));
                else out.text(v.isValueNode() ? v.asText() : v.toString());
            }
            out.end();
        }
        return out.toString();
    }

    /**
     * A number as csv holds it: plain decimal digits ({@code -17267337.657557808}, never {@code -1.7267337657557808E7},
     * which spreadsheets and some readers take for text) with the digits of {@link Double#toString}, the shortest text
     * that reads back to the same double, so nothing is lost either way.
     */
    static String plain(JsonNode v) {
        if (v.isIntegralNumber()) return v.asText();
        if (v.isBigDecimal()) return v.decimalValue().toPlainString();
        double d = v.asDouble();
        if (!Double.isFinite(d)) return v.asText();
        String s = new BigDecimal(Double.toString(d)).toPlainString();
        return s.equals("-0.0") ? "0.0" : s;
    }
}
