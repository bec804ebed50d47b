package dev.oqa.commands;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.charts.GexChart;
import dev.oqa.display.Panel;
import dev.oqa.model.Answer;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.data.GexData;
import dev.oqa.tables.GexTable;
import dev.oqa.tables.JsonTables;
import java.io.StringWriter;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.numbers.NumberColumnFormatter;

/** How an answer is shown: on the command line as table, JSON or CSV; in a notebook as a panel. */
public final class Render {
    private Render() {}

    public static String forCommandLine(Outcome.Result r) {
        return switch (r.invocation().format()) {
            case JSON -> Json.write(r.answer().raw(), true) + "\n";
            case TABLE -> {
                Table t = readable(table(r.answer()).copy());
                yield t.rowCount() == 0 ? "(no rows)\n" : t.printAll() + "\n";
            }
            case CSV -> {
                StringWriter w = new StringWriter();
                table(r.answer()).write().csv(w);
                yield w.toString();
            }
        };
    }

    /** Terminal formatting only (CSV and JSON keep full precision): grouped integers for big numbers, 4 decimals otherwise. */
    static Table readable(Table t) {
        for (var c : t.columns()) {
            if (c instanceof DoubleColumn d) {
                double max = d.removeMissing().isEmpty() ? 0 : Math.max(Math.abs(d.max()), Math.abs(d.min()));
                d.setPrintFormatter(max >= 1000 ? NumberColumnFormatter.fixedWithGrouping(0)
                        : max >= 1 ? NumberColumnFormatter.fixedWithGrouping(2) : NumberColumnFormatter.fixedWithGrouping(4));
            }
        }
        return t;
    }

    /** The panel a magic displays: title, provenance line, chart where there is one, table. */
    public static Panel panel(Outcome.Result r) {
        Answer<?> a = r.answer();
        Endpoint e = r.invocation().spec().endpoint();
        Panel p = Panel.titled(title(r)).provenance(a.provenance());
        if (a.data() instanceof GexData g) p = p.figure(GexChart.of(g));
        return p.table(table(a));
    }

    static String title(Outcome.Result r) {
        JsonNode t = r.answer().raw().get("ticker");
        String ticker = t != null && t.isTextual() ? " · " + t.asText() : "";
        return r.invocation().spec().name() + ticker;
    }

    /** The one table that best summarises an answer. */
    public static Table table(Answer<?> a) {
        if (a.data() instanceof GexData g) return GexTable.of(g);
        JsonNode raw = a.raw();
        String member = switch (endpointOf(a)) {
            case PING -> null;
            case EXPECTED_MOVE -> "term";
            case IV -> "smile";
            case OPEN_INTEREST -> "strike_summary";
            case UOA -> "trades";
            case CHAIN -> "chain";
            case GEX -> null;
            case MARKET_MEMORY -> "matches";
            default -> null;
        };
        if (member != null && raw.has(member)) return JsonTables.of(member, raw.get(member));
        // Quant answers: flatten the first array-of-records member found, else show the summary object as one row.
        for (var it = raw.fields(); it.hasNext(); ) {
            var f = it.next();
            if (f.getValue().isArray() && f.getValue().size() > 0 && f.getValue().get(0).isObject())
                return JsonTables.of(f.getKey(), f.getValue());
        }
        JsonNode summary = raw.has("summary") ? raw.get("summary") : raw;
        return JsonTables.of("summary", Json.MAPPER.createArrayNode().add(summary));
    }

    private static Endpoint endpointOf(Answer<?> a) {
        for (Endpoint e : Endpoint.values()) if (e.dataType().isInstance(a.data())) return e;
        throw new IllegalArgumentException("unknown data type " + a.data().getClass());
    }
}
