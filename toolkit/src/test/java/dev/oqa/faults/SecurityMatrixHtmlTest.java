package dev.oqa.faults;

import dev.oqa.internal.display.ChartSession;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.oqa.Oqa;
import dev.oqa.internal.charts.StyledFigure;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.shape.Reading;
import dev.oqa.internal.catalogue.Endpoints;
import dev.oqa.internal.results.ViewedResult;
import dev.oqa.model.Answer;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.Provenance;
import dev.oqa.model.Source;
import dev.oqa.result.Result;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Security matrix, issue 24 fault 1 (script injection into the notebook): a hostile string in every string field of
 * every endpoint's answer (each fixture under {@code fixtures/shapes}, values and then keys too), and in the text
 * columns of a local chain file, reaches the notebook only encoded for where it lands. Every panel is rendered as
 * {@link Panel#html(boolean)} and as {@link Panel#outputs()}; each HTML must hold no element the payload brought
 * ({@code <img>}, {@code <script>}), every {@code <script>} must be one the toolkit wrote and must not be closed
 * early, every chart's JSON must parse back, and no plotly text may carry raw markup.
 *
 * <p>It also writes the pages the browser canary opens ({@code scripts/checks/canary.py}): {@code target/canary-pages}
 * (every view in an nbconvert-like page under require.js) and {@code target/canary-notebook/canary.ipynb} (the same
 * panels as Jupyter outputs, for JupyterLab). The payload sets {@code window.oqaCanary} and the page title if any of
 * it runs.
 */
class SecurityMatrixHtmlTest {
    /** Closes a script element, opens one, adds an element with an event handler, quotes, U+2028, and ends in a backslash. */
    static final String PAYLOAD = "</script><script>window.oqaCanary='script';document.title='PWNED'</script>"
            + "<img src=x onerror=\"window.oqaCanary='img';document.title='PWNED'\">\"q' \u2028 \u2029 oqaPwned\\";
    private static final Pattern SCRIPT = Pattern.compile("(?is)<script\\b(.*?)>(.*?)</script\\s*>");
    private static final Pattern FIGURE = Pattern.compile("var f = null, z = '([A-Za-z0-9+/=]*)';");
    private static final Map<String, String> PAGES = new LinkedHashMap<>();
    private static final List<Map<String, Object>> CELLS = new ArrayList<>();

    @Test
    void everyStringOfEveryEndpointAnswerIsEncodedWhereItLands() throws IOException {
        int rendered = 0, refused = 0;
        List<String> marked = new ArrayList<>();
        for (Path f : fixtures()) {
            String name = f.getParent().getFileName() + "/" + f.getFileName();
            if (f.getFileName().toString().startsWith("bad-")) continue;
            Endpoint e = endpoint(f.getParent().getFileName().toString());
            for (boolean keys : new boolean[] {false, true}) {
                JsonNode data = poison(Json.MAPPER.readTree(f.toFile()), keys);
                Reading<?> r;
                try {
                    r = Endpoints.of(e).reader().read(data);
                } catch (RuntimeException refusedByReader) {
                    refused++; // a client refuses such an answer as an API error: nothing of it is drawn
                    continue;
                }
                Answer<?> a = new Answer<>(r.record(), data, new Provenance(Source.REMOTE, "2023-09-14" + PAYLOAD, Instant.EPOCH, false,
                        OptionalInt.empty(), List.of(PAYLOAD)), r.unread());
                Panel p = ViewedResult.panel(Endpoints.of(e), a, null).note(PAYLOAD);
                String label = name + (keys ? " (keys too)" : "");
                if (check(label, p)) marked.add(label);
                rendered++;
                if (!keys && f.getFileName().toString().equals("records.json")) keep(f.getParent().getFileName().toString(), p);
            }
        }
        assertTrue(rendered >= 40, "rendered " + rendered + " poisoned answers (" + refused + " refused by their reader)");
        assertEquals(rendered, marked.size(), "the payload reached every rendered panel, encoded");
    }

    @Test
    void stringsOfALocalChainFileAreEncodedToo(@TempDir Path data) throws IOException {
        Path options = Files.createDirectories(data.resolve("options"));
        List<String> lines;
        try (InputStream in = new GZIPInputStream(SecurityMatrixHtmlTest.class.getResourceAsStream("/dev/oqa/data/options/SPY_2023-09-14.csv.gz"))) {
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        // The free-text column (contract) carries the payload, quoted as CSV; the other columns stay readable. A contract
        // holding white space or a line separator is refused by the reader (issue 32), so here the payload's white space
        // is '/', which HTML reads as an attribute separator all the same (<img/src=x/onerror=...>).
        List<String> out = new ArrayList<>(List.of(lines.get(0)));
        String quoted = "\"" + PAYLOAD.replaceAll("[\\s\u2028\u2029]+", "/").replace("\"", "\"\"") + "\"";
        for (String l : lines.subList(1, lines.size())) {
            String[] c = l.split(",", -1);
            c[5] = quoted;
            out.add(String.join(",", c));
        }
        Files.write(options.resolve("SPY_2023-09-14.csv"), out, StandardCharsets.UTF_8);
        Oqa oqa = Oqa.builder().mode(dev.oqa.model.Mode.LOCAL).dataFolder(data).asOf(LocalDate.parse("2023-09-14")).build();
        int checked = 0;
        for (Result<?> r : List.<Result<?>>of(oqa.chain("SPY").get(), oqa.gex("SPY").get())) {
            Panel p = ViewedResult.panel(r);
            check("local " + r.request().map(q -> q.endpoint().path()).orElse("?"), p);
            checked++;
        }
        assertEquals(2, checked);
    }

    /**
     * The panel's HTML (as one block and as outputs) holds no markup of the payload, only the toolkit's scripts,
     * parseable chart JSON and plotly text without raw tags. Returns whether the payload's marker is in the output.
     */
    static boolean check(String label, Panel p) {
        List<String> htmls = new ArrayList<>();
        htmls.add(p.html(true));
        for (Map<String, Object> b : p.outputs(ChartSession.notebook())) {
            htmls.add((String) b.get("text/html"));
            Object fig = b.get(Panel.PLOTLY_MIME);
            if (fig != null) assertNoRawMarkup(label, fig);
        }
        for (StyledFigureOrNot f : figures(p)) assertNoRawMarkup(label, f.tree());
        boolean marked = false;
        for (String h : htmls) {
            String lower = h.toLowerCase(Locale.ROOT);
            assertFalse(lower.contains("<img"), label + ": an <img> from the data reached the HTML");
            assertFalse(h.contains("onerror=\""), label + ": an event handler attribute reached the HTML");
            int opened = count(lower, "<script"), closed = count(lower, "</script");
            assertEquals(opened, closed, label + ": every script element is closed once");
            Matcher m = SCRIPT.matcher(h);
            int scripts = 0;
            while (m.find()) {
                scripts++;
                String body = m.group(2);
                assertTrue(body.startsWith("(function () {") || body.startsWith("/* plotly.js"),
                        label + ": a script the toolkit did not write: " + body.substring(0, Math.min(80, body.length())));
                assertFalse(body.contains("\u2028") || body.contains("\u2029"), label + ": a raw line separator inside a script");
                Matcher fm = FIGURE.matcher(body);
                int figures = 0;
                while (fm.find()) {
                    figures++;
                    try {
                        JsonNode tree = Json.MAPPER.readTree(new GZIPInputStream(new java.io.ByteArrayInputStream(
                                java.util.Base64.getDecoder().decode(fm.group(1)))));
                        assertTrue(tree.has("data") && tree.has("layout"), label + ": a chart's JSON");
                    } catch (IOException bad) {
                        throw new AssertionError(label + ": a chart's JSON does not parse: " + bad.getMessage());
                    }
                }
                assertTrue(figures > 0 || !body.contains("Plotly.newPlot(el, f.data"), label + ": a chart script whose data was not found");
            }
            assertEquals(opened, scripts, label + ": every <script is a whole, toolkit-written element");
            marked |= h.contains("oqaPwned");
        }
        return marked;
    }

    private record StyledFigureOrNot(Object tree) {}

    private static List<StyledFigureOrNot> figures(Panel p) {
        return p.figures().stream().filter(StyledFigure.class::isInstance).flatMap(f -> Stream.of(new StyledFigureOrNot(((StyledFigure) f).figure()), new StyledFigureOrNot(((StyledFigure) f).toPlotly()))).toList();
    }

    /** plotly.js reads its strings as HTML: every one must be escaped (no raw tag, no bare quote of the payload). */
    static void assertNoRawMarkup(String label, Object tree) {
        if (tree instanceof String s) {
            String l = s.toLowerCase(Locale.ROOT);
            assertFalse(l.contains("<script") || l.contains("</script") || l.contains("<img"), label + ": raw markup in plotly text: " + s);
            assertFalse(s.contains("&amp;lt;"), label + ": escaped twice (shows &lt; literally): " + s);
        } else if (tree instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : m.entrySet()) { assertNoRawMarkup(label, e.getKey()); assertNoRawMarkup(label, e.getValue()); }
        } else if (tree instanceof List<?> l) {
            for (Object x : l) assertNoRawMarkup(label, x);
        }
    }

    /** A copy with the payload appended to every string value (and, with {@code keys}, to every object key). */
    static JsonNode poison(JsonNode n, boolean keys) {
        if (n.isTextual()) return TextNode.valueOf(n.asText() + PAYLOAD);
        if (n.isArray()) {
            ArrayNode a = Json.MAPPER.createArrayNode();
            for (JsonNode x : n) a.add(poison(x, keys));
            return a;
        }
        if (n.isObject()) {
            ObjectNode o = Json.MAPPER.createObjectNode();
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                var e = it.next();
                o.set(keys ? e.getKey() + PAYLOAD : e.getKey(), poison(e.getValue(), keys));
            }
            return o;
        }
        return n;
    }

    /** One view per endpoint for the browser canary: an nbconvert-like page, and a notebook cell of Jupyter outputs. */
    /** The canary notebook's one session: its first chart output carries plotly.js, as in a kernel. */
    private static final ChartSession CANARY_SESSION = ChartSession.notebook();

    private static void keep(String endpoint, Panel p) {
        PAGES.put(endpoint, p.html(PAGES.isEmpty()));
        List<Map<String, Object>> outputs = new ArrayList<>();
        for (Map<String, Object> b : p.outputs(CANARY_SESSION)) { // the notebook's first chart carries plotly.js
            Map<String, Object> data = new LinkedHashMap<>();
            b.forEach((k, v) -> data.put(k, v instanceof String s ? s.lines().map(x -> x + "\n").toList() : v));
            outputs.add(Map.of("output_type", "display_data", "data", data, "metadata", Map.of()));
        }
        Map<String, Object> cell = new LinkedHashMap<>();
        cell.put("cell_type", "code");
        cell.put("execution_count", CELLS.size() + 1);
        cell.put("id", "canary-" + endpoint);
        cell.put("metadata", Map.of());
        cell.put("outputs", outputs);
        cell.put("source", List.of("%" + endpoint + " (SYNTHETIC answer, every string poisoned)"));
        CELLS.add(cell);
    }

    @AfterAll
    static void writePagesForTheBrowserCanary() throws IOException {
        if (PAGES.isEmpty()) return;
        Path pages = Files.createDirectories(Path.of("target", "canary-pages"));
        try (InputStream in = SecurityMatrixHtmlTest.class.getResourceAsStream("/dev/oqa/charts/require-2.3.8.js")) {
            Files.write(pages.resolve("require-2.3.8.js"), in.readAllBytes());
        }
        // nbconvert's head: require.js, then the outputs in order (the first carries plotly.js).
        StringBuilder body = new StringBuilder();
        PAGES.values().forEach(h -> body.append("<div class=\"jp-OutputArea-output\">").append(h).append("</div>\n"));
        Files.writeString(pages.resolve("every-view.html"), "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>OQA canary</title>\n"
                + "<script src=\"require-2.3.8.js\"></script>\n</head>\n<body style=\"margin:16px\">\n" + body + "</body></html>\n", StandardCharsets.UTF_8);
        Map<String, Object> nb = new LinkedHashMap<>();
        nb.put("cells", CELLS);
        nb.put("metadata", Map.of("kernelspec", Map.of("display_name", "Java (OQA)", "language", "java", "name", "oqa"),
                "language_info", Map.of("name", "java")));
        nb.put("nbformat", 4);
        nb.put("nbformat_minor", 5);
        Path dir = Files.createDirectories(Path.of("target", "canary-notebook"));
        Files.writeString(dir.resolve("canary.ipynb"), Json.write(Json.MAPPER.valueToTree(nb), true), StandardCharsets.UTF_8);
    }

    static List<Path> fixtures() throws IOException {
        Path root;
        try {
            root = Path.of(SecurityMatrixHtmlTest.class.getResource("/fixtures/shapes").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<Path> out = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(root)) {
            for (Path d : dirs.sorted().toList())
                try (Stream<Path> files = Files.list(d)) { out.addAll(files.filter(f -> f.toString().endsWith(".json")).sorted().toList()); }
        }
        return out;
    }

    static Endpoint endpoint(String dir) {
        return Arrays.stream(Endpoint.values()).filter(e -> e.path().endsWith("/" + dir)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no endpoint for fixture folder " + dir));
    }

    static int count(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + needle.length())) n++;
        return n;
    }

    static {
        try {
            Files.createDirectories(Path.of("target"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
