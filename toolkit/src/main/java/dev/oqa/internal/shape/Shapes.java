package dev.oqa.internal.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * Normalises one member, in any shape a pandas or plain-JSON service sends, into a {@link Frame} or into the
 * canonical shapes the toolkit's tables and charts read. Each method returns empty when the member is in no shape
 * it knows; it never throws for what a server can send.
 *
 * <p>Shapes known, for a table-like member:
 * <ul>
 *   <li>records: {@code [{a: 1, b: 2}, ...]} (also pandas {@code orient="records"});</li>
 *   <li>{@code split}: {@code {index: [...], columns: [...], data: [[...]]}} (index optional; a Series' split has
 *       {@code name, index, data}); pandas {@code orient="table"}: {@code {schema, data: [records]}};</li>
 *   <li>{@code list}: {@code {col: [v, ...]}} with equal lengths;</li>
 *   <li>dict of dicts: {@code columns} orient {@code {col: {idx: v}}} or {@code index} orient {@code {idx: {col: v}}},
 *       told apart by the column names expected (else pandas' default, {@code columns});</li>
 *   <li>a map {@code {key: value}} of scalars (a {@code {date: value}} series): columns index and {@code value};</li>
 *   <li>a list of lists, with a header row, labels beside it ({@code {labels|tickers|index: [...],
 *       values|matrix|data: [[...]]}} and optional {@code columns}), or {@code [[key, value], ...]} pairs.</li>
 * </ul>
 */
public final class Shapes {
    private Shapes() {}

    /** Row keys: dates, or years (a pivot by year and month). */
    private static final Pattern ROW_KEY = Pattern.compile("\\d{4}(-\\d{2}(-\\d{2})?([T ].*)?)?");
    private static final List<String> DATE_NAMES = List.of("date", "dates", "index", "timestamp", "time", "datetime", "day", "period", "month");
    private static final List<String> LABEL_KEYS = List.of("index", "labels", "tickers", "row_labels", "rows", "names", "dates");
    private static final List<String> MATRIX_KEYS = List.of("data", "values", "matrix");

    // ------------------------------------------------------------------ frames

    /**
     * The member as a frame; its index (the row keys of a map or of {@code split}) becomes a column named
     * {@code indexName}. {@code expected} are column names the endpoint knows, used to tell a dict of dicts by
     * column from one by row.
     */
    public static Optional<Frame> frame(JsonNode m, String indexName, Set<String> expected) {
        if (m == null || !m.isContainerNode()) return Optional.empty();
        if (m.isArray()) return arrayFrame((ArrayNode) m, indexName);
        if (m.isEmpty()) return Optional.of(new Frame(List.of(), List.of()));
        Optional<Frame> labelled = labelled(m, indexName);
        if (labelled.isPresent()) return labelled;
        List<Map.Entry<String, JsonNode>> fields = List.copyOf(m.properties());
        if (fields.stream().allMatch(e -> e.getValue().isValueNode())) {
            List<ObjectNode> rows = new ArrayList<>();
            for (var e : fields) rows.add(Cells.F.objectNode().put(indexName, e.getKey()).set("value", e.getValue()));
            return Optional.of(new Frame(List.of(indexName, "value"), rows));
        }
        if (fields.stream().allMatch(e -> e.getValue().isArray() && e.getValue().size() == fields.get(0).getValue().size())) {
            int n = fields.get(0).getValue().size();
            List<ObjectNode> rows = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                ObjectNode r = Cells.F.objectNode();
                for (var e : fields) r.set(e.getKey(), e.getValue().get(i));
                rows.add(r);
            }
            return Optional.of(new Frame(fields.stream().map(Map.Entry::getKey).toList(), rows));
        }
        if (fields.stream().allMatch(e -> e.getValue().isObject() && e.getValue().valueStream().allMatch(JsonNode::isValueNode)))
            return dictOfDicts(fields, indexName, expected);
        // index orient whose rows carry nested members (e.g. {rank: {score, match_prices: [...]}})
        if (fields.stream().allMatch(e -> e.getValue().isObject())) return Optional.of(Frame.of(byRow(fields, indexName)));
        return Optional.empty();
    }

    private static Optional<Frame> arrayFrame(ArrayNode a, String indexName) {
        if (a.isEmpty()) return Optional.of(new Frame(List.of(), List.of()));
        if (a.valueStream().allMatch(JsonNode::isObject)) return Optional.of(Frame.of(a.valueStream().map(e -> (ObjectNode) e).toList()));
        if (!a.valueStream().allMatch(JsonNode::isArray)) return Optional.empty();
        JsonNode first = a.get(0);
        boolean header = a.size() > 1 && allText(first) && !allText(a.get(1));
        List<String> cols = new ArrayList<>();
        if (header) first.forEach(h -> cols.add(h.asText()));
        else if (first.size() == 2) { cols.add(indexName); cols.add("value"); }
        else return Optional.empty();
        List<ObjectNode> rows = new ArrayList<>();
        for (int i = header ? 1 : 0; i < a.size(); i++) {
            JsonNode r = a.get(i);
            if (r.size() != cols.size()) return Optional.empty();
            ObjectNode o = Cells.F.objectNode();
            for (int j = 0; j < cols.size(); j++) o.set(cols.get(j), r.get(j));
            rows.add(o);
        }
        return Optional.of(new Frame(cols, rows));
    }

    /** {@code split}, {@code table}, and lists of lists with their labels beside them. */
    private static Optional<Frame> labelled(JsonNode m, String indexName) {
        JsonNode data = null;
        for (String k : MATRIX_KEYS) if (m.path(k).isArray()) { data = m.get(k); break; }
        if (data == null) return Optional.empty();
        if (m.has("schema") && data.size() > 0 && data.get(0).isObject()) return arrayFrame((ArrayNode) data, indexName);
        JsonNode labels = null;
        for (String k : LABEL_KEYS) if (m.path(k).isArray() && m.get(k).valueStream().allMatch(JsonNode::isValueNode)) { labels = m.get(k); break; }
        JsonNode columns = m.path("columns").isArray() ? m.get("columns") : null;
        if (columns == null && labels == null) return Optional.empty();
        if (labels != null && labels.size() != data.size()) return Optional.empty();
        boolean rowsAreLists = data.valueStream().allMatch(JsonNode::isArray);
        boolean rowsAreScalars = data.valueStream().allMatch(JsonNode::isValueNode);
        List<String> cols = new ArrayList<>();
        if (labels != null) cols.add(indexName);
        if (rowsAreScalars) {
            cols.add(m.path("name").isTextual() ? m.get("name").asText() : "value");
        } else if (rowsAreLists) {
            int width = data.isEmpty() ? 0 : data.get(0).size();
            if (columns != null) {
                if (columns.size() != width) return Optional.empty();
                columns.forEach(c -> cols.add(Cells.text(c)));
            } else if (labels != null && m.path("tickers").isArray() && width == labels.size()) {
                labels.forEach(c -> cols.add(Cells.text(c))); // a square matrix labelled once: same labels both ways
            } else return Optional.empty();
        } else return Optional.empty();
        if (new LinkedHashSet<>(cols).size() != cols.size()) {
            if (labels != null && cols.indexOf(indexName) != cols.lastIndexOf(indexName)) cols.set(0, indexName + "_");
            else return Optional.empty();
        }
        List<ObjectNode> rows = new ArrayList<>(data.size());
        for (int i = 0; i < data.size(); i++) {
            ObjectNode o = Cells.F.objectNode();
            int j = 0;
            if (labels != null) o.set(cols.get(j++), labels.get(i));
            JsonNode r = data.get(i);
            if (rowsAreScalars) o.set(cols.get(j), r);
            else {
                if (r.size() != cols.size() - j) return Optional.empty();
                for (JsonNode v : r) o.set(cols.get(j++), v);
            }
            rows.add(o);
        }
        return Optional.of(new Frame(cols, rows));
    }

    private static Optional<Frame> dictOfDicts(List<Map.Entry<String, JsonNode>> fields, String indexName, Set<String> expected) {
        LinkedHashSet<String> inner = new LinkedHashSet<>();
        for (var e : fields) e.getValue().fieldNames().forEachRemaining(inner::add);
        long outerHits = fields.stream().filter(e -> hit(expected, e.getKey())).count();
        long innerHits = inner.stream().filter(k -> hit(expected, k)).count();
        boolean byColumn;
        if (outerHits != innerHits) byColumn = outerHits > innerHits;
        else {
            boolean outerDates = fields.stream().allMatch(e -> ROW_KEY.matcher(e.getKey()).matches());
            boolean innerDates = !inner.isEmpty() && inner.stream().allMatch(k -> ROW_KEY.matcher(k).matches());
            byColumn = !outerDates || innerDates; // pandas' default to_dict() is by column
        }
        List<ObjectNode> rows = new ArrayList<>();
        List<String> cols = new ArrayList<>();
        cols.add(indexName);
        if (byColumn) {
            for (var e : fields) cols.add(e.getKey());
            for (String idx : inner) {
                ObjectNode r = Cells.F.objectNode().put(indexName, idx);
                for (var e : fields) if (e.getValue().has(idx)) r.set(e.getKey(), e.getValue().get(idx));
                rows.add(r);
            }
        } else {
            cols.addAll(inner);
            rows.addAll(byRow(fields, indexName));
        }
        if (new LinkedHashSet<>(cols).size() != cols.size()) return Optional.empty();
        return Optional.of(new Frame(cols, rows));
    }

    /** Index orient {@code {idx: {col: v}}}: one row per field, its name under {@code indexName}, then its members. */
    private static List<ObjectNode> byRow(List<Map.Entry<String, JsonNode>> fields, String indexName) {
        return fields.stream().map(e -> Cells.F.objectNode().put(indexName, e.getKey()).<ObjectNode>setAll((ObjectNode) e.getValue())).toList();
    }

    private static boolean hit(Set<String> expected, String k) {
        return expected.stream().anyMatch(e -> Frame.key(e).equals(Frame.key(k)));
    }

    // ------------------------------------------------------------------ canonical shapes

    /** A table-like member as canonical records (numeric columns as numbers); the index column named {@code indexName}. */
    public static Optional<ArrayNode> records(JsonNode m, String indexName, Set<String> expected) {
        if (m != null && m.isArray() && m.valueStream().allMatch(JsonNode::isObject) && alreadyCanonical(m)) return Optional.of((ArrayNode) m);
        return frame(m, indexName, expected).map(Frame::records);
    }

    /** A dated series as canonical {@code [{date, value}]}; value null where missing. */
    public static Optional<ArrayNode> dated(JsonNode m) {
        if (m == null || m.isValueNode() && !m.isNull()) return Optional.empty();
        Optional<Frame> f = frame(m, "date", Set.of("date", "value"));
        if (f.isEmpty()) return Optional.empty();
        Frame fr = f.get();
        if (fr.isEmpty()) return Optional.of(Cells.F.arrayNode());
        Optional<String> date = fr.column(DATE_NAMES).or(fr::firstText);
        if (date.isEmpty()) return Optional.empty();
        String d = date.get();
        Optional<String> value = fr.column("value").filter(fr::numeric);
        if (value.isEmpty()) {
            List<String> others = fr.columns().stream().filter(c -> !c.equals(d) && fr.numeric(c)).toList();
            if (others.size() != 1) return Optional.empty();
            value = Optional.of(others.get(0));
        }
        ArrayNode out = Cells.F.arrayNode(fr.size());
        for (int i = 0; i < fr.size(); i++) {
            String day = Cells.date(fr.cell(i, d));
            if (day == null) continue;
            ObjectNode p = Cells.F.objectNode().put("date", day);
            p.set("value", Cells.numberNode(fr.cell(i, value.get())));
            // keep a row's other fields (e.g. days, days_without_decliners of a monthly mean)
            for (String c : fr.columns())
                if (!c.equals(d) && !c.equals(value.get()) && fr.cell(i, c) != null) p.set(c, Cells.scalar(fr.cell(i, c)));
            out.add(p);
        }
        return Optional.of(out);
    }

    /**
     * Several named dated series: {@code {NAME: series}} with each series in any shape {@link #dated} reads, or one
     * wide table (a date column and one numeric column per name).
     */
    public static Optional<ObjectNode> seriesByName(JsonNode m) {
        if (m == null || !(m.isObject() || m.isArray())) return Optional.empty();
        if (m.isObject() && m.isEmpty() || m.isArray() && m.isEmpty()) return Optional.of(Cells.F.objectNode());
        if (m.isObject() && !isLabelled(m)) {
            ObjectNode out = Cells.F.objectNode(); // a member dated cannot read (a scalar, say) leaves it to the wide table below
            for (var e : m.properties()) dated(e.getValue()).ifPresent(s -> out.set(e.getKey(), s));
            if (out.size() == m.size()) return Optional.of(out);
        }
        Optional<Frame> f = frame(m, "date", Set.of("date"));
        if (f.isEmpty()) return Optional.empty();
        Frame fr = f.get();
        Optional<String> date = fr.column(DATE_NAMES).or(fr::firstText);
        if (date.isEmpty()) return Optional.empty();
        String d = date.get();
        ObjectNode out = Cells.F.objectNode();
        for (String c : fr.columns()) {
            if (c.equals(d) || !fr.numeric(c)) continue;
            ArrayNode s = Cells.F.arrayNode(fr.size());
            for (int i = 0; i < fr.size(); i++) {
                String day = Cells.date(fr.cell(i, d));
                if (day != null) s.add(Cells.F.objectNode().put("date", day).set("value", Cells.numberNode(fr.cell(i, c))));
            }
            out.set(c, s);
        }
        return out.isEmpty() ? Optional.empty() : Optional.of(out);
    }

    /**
     * Named numbers {@code {NAME: number}} (weights, risk contributions, named strikes): a map, records of a key and a
     * value, {@code split}, or {@code [[name, number], ...]}. {@code valueNames} are the value column's likely names.
     */
    public static Optional<ObjectNode> numbersByName(JsonNode m, String keyName, List<String> valueNames) {
        if (m == null || m.isValueNode()) return Optional.empty();
        if (m.isObject() && m.properties().stream().allMatch(e -> e.getValue().isValueNode() && Cells.numeric(e.getValue()))) {
            ObjectNode out = Cells.F.objectNode();
            for (var e : m.properties()) out.set(e.getKey(), Cells.numberNode(e.getValue()));
            return Optional.of(out);
        }
        Optional<Frame> f = frame(m, keyName, Set.copyOf(valueNames));
        if (f.isEmpty()) return Optional.empty();
        Frame fr = f.get();
        Optional<String> key = fr.column(keyName).or(fr::firstText);
        if (key.isEmpty()) return Optional.empty();
        Optional<String> value = valueNames.stream().map(fr::column).flatMap(Optional::stream).filter(fr::numeric).findFirst()
                .or(() -> fr.column("value").filter(fr::numeric)).or(() -> fr.firstNumeric(List.of(key.get())));
        if (value.isEmpty() && !fr.isEmpty()) return Optional.empty();
        ObjectNode out = Cells.F.objectNode();
        for (int i = 0; i < fr.size(); i++) {
            String k = Cells.text(fr.cell(i, key.get()));
            if (k != null) out.set(k, Cells.numberNode(fr.cell(i, value.get())));
        }
        return Optional.of(out);
    }

    /**
     * One record of named scalars (a summary): an object of scalars, a one-row table in any shape, a Series
     * ({@code split} with {@code index} and {@code data}), or long form {@code [{metric, value}]}. Numeric strings
     * become numbers; "no value" becomes null.
     */
    public static Optional<ObjectNode> scalars(JsonNode m) {
        if (m == null || m.isValueNode()) return Optional.empty();
        ObjectNode out = Cells.F.objectNode();
        if (m.isObject() && !isLabelled(m) && !m.properties().isEmpty()
                && !m.properties().stream().allMatch(e -> e.getValue().isArray()) && !m.properties().stream().allMatch(e -> e.getValue().isObject())) {
            for (var e : m.properties()) out.set(e.getKey(), e.getValue().isValueNode() ? Cells.scalar(e.getValue()) : e.getValue());
            return Optional.of(out);
        }
        if (m.isObject() && m.size() == 1 && m.iterator().next().isObject()) return scalars(m.iterator().next());
        Optional<Frame> f = frame(m, "metric", Set.of());
        if (f.isEmpty()) return Optional.empty();
        Frame fr = f.get();
        if (fr.isEmpty()) return Optional.of(out);
        Optional<String> name = fr.column(List.of("metric", "name", "field", "key"));
        if (name.isPresent() && fr.columns().size() == 2) {
            String v = fr.columns().get(0).equals(name.get()) ? fr.columns().get(1) : fr.columns().get(0);
            for (int i = 0; i < fr.size(); i++) {
                String k = Cells.text(fr.cell(i, name.get()));
                if (k != null) out.set(k, Cells.scalar(fr.cell(i, v)));
            }
            return Optional.of(out);
        }
        if (fr.size() == 1) {
            for (String c : fr.columns()) if (fr.cell(0, c) != null) out.set(c, Cells.scalar(fr.cell(0, c)));
            return Optional.of(out);
        }
        return Optional.empty();
    }

    /**
     * A labelled square matrix as canonical {@code {tickers, matrix}}: already so, a dict of dicts, {@code split},
     * records with a label column, or labels beside a list of lists.
     */
    public static Optional<ObjectNode> matrix(JsonNode m) {
        if (m == null || m.isValueNode()) return Optional.empty();
        if (m.isObject() && m.path("tickers").isArray() && m.path("matrix").isArray() && !m.has("columns")) {
            JsonNode t = m.get("tickers"), x = m.get("matrix");
            if (t.size() != x.size()) return Optional.empty();
            ArrayNode rows = Cells.F.arrayNode();
            for (JsonNode r : x) {
                if (!r.isArray() || r.size() != t.size()) return Optional.empty();
                ArrayNode row = Cells.F.arrayNode();
                r.forEach(v -> row.add(Cells.numberNode(v)));
                rows.add(row);
            }
            ObjectNode out = Cells.F.objectNode();
            out.set("tickers", t);
            out.set("matrix", rows);
            return Optional.of(out);
        }
        Optional<Frame> f = frame(m, "ticker", Set.of());
        if (f.isEmpty()) return Optional.empty();
        Frame fr = f.get();
        if (fr.isEmpty()) return Optional.of(Cells.F.objectNode().<ObjectNode>set("tickers", Cells.F.arrayNode()).set("matrix", Cells.F.arrayNode()));
        Optional<String> label = fr.column("ticker").or(() -> fr.column("index")).or(fr::firstText);
        if (label.isEmpty()) return Optional.empty();
        List<String> cols = fr.columns().stream().filter(c -> !c.equals(label.get())).toList();
        List<String> rowLabels = IntStream.range(0, fr.size()).mapToObj(i -> Cells.text(fr.cell(i, label.get()))).toList();
        if (!new LinkedHashSet<>(rowLabels).equals(new LinkedHashSet<>(cols))) return Optional.empty();
        ArrayNode tickers = Cells.F.arrayNode();
        cols.forEach(tickers::add);
        ArrayNode rows = Cells.F.arrayNode();
        for (String c : cols) {
            int i = rowLabels.indexOf(c);
            ArrayNode row = Cells.F.arrayNode();
            for (String c2 : cols) row.add(Cells.numberNode(fr.cell(i, c2)));
            rows.add(row);
        }
        return Optional.of(Cells.F.objectNode().<ObjectNode>set("tickers", tickers).set("matrix", rows));
    }

    /**
     * A pivot (rows by columns of numbers) as canonical {@code {columns, rows: [{label, values}]}} plus any scalar
     * members of a canonical pivot (e.g. {@code grouping}). Rows keep the server's order.
     */
    public static Optional<ObjectNode> pivot(JsonNode m) {
        if (m == null || m.isValueNode()) return Optional.empty();
        if (m.isObject() && m.path("columns").isArray() && m.path("rows").isArray() && m.get("rows").size() > 0
                && m.get("rows").get(0).isObject()) {
            ObjectNode out = Cells.F.objectNode();
            for (var e : m.properties()) if (e.getValue().isValueNode()) out.set(e.getKey(), e.getValue());
            out.set("columns", m.get("columns"));
            ArrayNode rows = Cells.F.arrayNode();
            for (JsonNode r : m.get("rows")) {
                ArrayNode vals = Cells.F.arrayNode();
                r.path("values").forEach(v -> vals.add(Cells.numberNode(v)));
                if (vals.size() != m.get("columns").size()) return Optional.empty();
                rows.add(Cells.F.objectNode().put("label", Cells.text(r.get("label"))).set("values", vals));
            }
            out.set("rows", rows);
            return Optional.of(out);
        }
        JsonNode body = m;
        if (m.isObject() && !isLabelled(m) && m.properties().stream().anyMatch(e -> e.getValue().isValueNode())) {
            ObjectNode rest = Cells.F.objectNode(); // the pivot's own scalars (grouping) beside a dict of dicts
            for (var e : m.properties()) if (!e.getValue().isValueNode()) rest.set(e.getKey(), e.getValue());
            body = rest;
        }
        Optional<Frame> f = frame(body, "label", Set.of());
        if (f.isEmpty()) return Optional.empty();
        Frame fr = f.get();
        ObjectNode out = Cells.F.objectNode();
        if (m.isObject()) for (var e : m.properties()) if (e.getValue().isTextual() && e.getKey().equals("grouping")) out.set("grouping", e.getValue());
        ArrayNode cols = Cells.F.arrayNode(), rows = Cells.F.arrayNode();
        out.set("columns", cols);
        out.set("rows", rows);
        if (fr.isEmpty()) return Optional.of(out);
        Optional<String> label = fr.column("label").or(() -> fr.column("index")).or(fr::firstText)
                .or(() -> fr.columns().isEmpty() ? Optional.empty() : Optional.of(fr.columns().get(0)));
        List<String> vc = fr.columns().stream().filter(c -> !c.equals(label.get())).toList();
        if (vc.isEmpty() || !vc.stream().allMatch(fr::numeric)) return Optional.empty();
        vc.forEach(cols::add);
        for (int i = 0; i < fr.size(); i++) {
            ArrayNode vals = Cells.F.arrayNode();
            for (String c : vc) vals.add(Cells.numberNode(fr.cell(i, c)));
            rows.add(Cells.F.objectNode().put("label", Cells.text(fr.cell(i, label.get()))).set("values", vals));
        }
        return Optional.of(out);
    }

    // ------------------------------------------------------------------ helpers

    /** An object that {@link #labelled} reads: a matrix key beside {@code columns} or a label key. */
    private static boolean isLabelled(JsonNode m) {
        return MATRIX_KEYS.stream().anyMatch(k -> m.path(k).isArray())
                && (m.path("columns").isArray() || LABEL_KEYS.stream().anyMatch(k -> m.path(k).isArray()));
    }

    private static boolean allText(JsonNode n) {
        if (n.isEmpty()) return false;
        for (JsonNode e : n) if (!e.isTextual() || Cells.numeric(e)) return false;
        return true;
    }

    /** Records whose cells are already numbers, text, booleans or nested values, with no numeric strings: reused as is. */
    private static boolean alreadyCanonical(JsonNode records) {
        // a missing cell reads as numeric, so a numeric string and a "no value" string are both caught here
        return records.valueStream().flatMap(JsonNode::valueStream)
                .noneMatch(v -> v.isTextual() ? Cells.numeric(v) : v.isNumber() && Cells.missing(v));
    }
}
