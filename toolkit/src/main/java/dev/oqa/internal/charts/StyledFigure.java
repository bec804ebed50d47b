package dev.oqa.internal.charts;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oqa.internal.format.Html;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tech.tablesaw.plotly.components.Config;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.traces.Trace;

/**
 * A Plotly figure held as data: {@code data} (the traces), {@code layout} and {@code config} as maps and lists of
 * strings, numbers and booleans, in the schema plotly.js 2.35 and 4.x both read (titles as {@code {text, font}},
 * CSS colours). That tree is the figure: {@link #toPlotly()} is the {@code application/vnd.plotly.v1+json} content
 * of a notebook output, and {@link #asJavascript(String)} draws from the same JSON, so Tablesaw's own {@code Page}
 * and {@code Plot} still show it.
 *
 * <p>Text in the tree is plotly.js text: data-derived strings are escaped once ({@link Html#plotly}) when the chart
 * builds them; on the way out only {@code $} becomes {@code &#36;} ({@link #noTex}). Numbers are kept to six significant digits,
 * non-finite numbers become
 * {@code null} (a gap for plotly.js), and {@code null} members of objects are dropped.
 *
 * <p>Immutable: the tree is copied and frozen when built, and the setters Tablesaw's {@code Figure} exposes throw.
 */
public final class StyledFigure extends Figure {
    private final List<Map<String, Object>> data;
    private final Map<String, Object> layout;
    /** No plotly logo; plotly.js resizes the chart with its cell. */
    private static final Map<String, Object> CONFIG = Collections.unmodifiableMap(ChartStyle.map("responsive", true, "displaylogo", false));
    private final Map<String, Object> plotly, packed;
    private static final ObjectMapper JSON = new ObjectMapper();

    @SuppressWarnings("unchecked")
    private StyledFigure(Builder b) {
        // Tablesaw's layout carries only the title, for readers of getLayout().getTitle().
        super(Layout.builder(titleText(b.layout)).build(), (Config) null, new Trace[0]);
        this.data = (List<Map<String, Object>>) freeze(b.traces);
        this.layout = (Map<String, Object>) freeze(b.layout);
        List<Map<String, Object>> shown = (List<Map<String, Object>>) noTex(null, data);
        Map<String, Object> shownLayout = (Map<String, Object>) noTex(null, layout);
        this.plotly = tree(shown, shownLayout);
        this.packed = tree(packed(shown, shownLayout), shownLayout);
    }

    public static Builder styled() { return new Builder(); }

    /** The traces, in drawing order (the main one first). */
    public List<Map<String, Object>> data() { return data; }

    /** Trace {@code i}; throws naming the valid range. */
    public Map<String, Object> trace(int i) {
        if (i < 0 || i >= data.size()) throw new IndexOutOfBoundsException("trace index " + i + " is outside 0.." + (data.size() - 1));
        return data.get(i);
    }

    public Map<String, Object> layout() { return layout; }

    /** {@code {data, layout, config}} with every array as a list: the figure as {@code Plotly.newPlot} takes it. */
    public Map<String, Object> figure() { return plotly; }

    /**
     * The figure as the {@code application/vnd.plotly.v1+json} output holds it: {@link #figure()} with long numeric
     * arrays as plotly.js typed-array specs ({@code {dtype, bdata}}, read by plotly.js 2.28 and later), and the dates
     * of a date axis as milliseconds. A notebook file stores a list one number per line (nbformat indents its JSON),
     * a spec as one base64 string: a ten-year daily chart of nine assets goes from 0.7 MB to about 0.2 MB.
     */
    public Map<String, Object> toPlotly() { return packed; }

    /** The figure as compact JSON. */
    public String json() {
        try {
            return JSON.writeValueAsString(plotly);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a frozen figure is always JSON-able", e);
        }
    }

    /** The figure as JSON, safe to put inside a {@code <script>} element. */
    public String scriptJson() { return Html.scriptJson(plotly); }

    /** The chart's title as plotly.js shows it (plotly text, subtitle excluded); empty when untitled. */
    public String title() { return titleText(layout); }

    /** The layout's height in pixels, or 0 when plotly.js chooses. */
    public int height() { return layout.get("height") instanceof Number n ? n.intValue() : 0; }

    private static Map<String, Object> tree(List<?> traces, Map<String, Object> layout) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("data", traces);
        p.put("layout", layout);
        p.put("config", CONFIG);
        return Collections.unmodifiableMap(p);
    }

    /** Arrays shorter than this stay lists: a spec saves nothing on a handful of numbers. */
    static final int PACK_FROM = 32;

    /** The traces with their long numeric arrays (top-level attributes) as typed-array specs. */
    private static List<Map<String, Object>> packed(List<Map<String, Object>> data, Map<String, Object> layout) {
        boolean dateX = layout.get("xaxis") instanceof Map<?, ?> x && "date".equals(x.get("type"));
        List<Map<String, Object>> out = new ArrayList<>(data.size());
        for (Map<String, Object> t : data) {
            Map<String, Object> p = new LinkedHashMap<>(t);
            for (Map.Entry<String, Object> e : t.entrySet()) {
                if (!(e.getValue() instanceof List<?> l) || l.size() < PACK_FROM) continue;
                Object spec = "x".equals(e.getKey()) && dateX && !t.containsKey("xaxis") ? dates(l) : null;
                if (spec == null) spec = floats(l);
                if (spec != null) p.put(e.getKey(), spec);
            }
            out.add(Collections.unmodifiableMap(p));
        }
        return Collections.unmodifiableList(out);
    }

    /** Numbers (null as NaN, a gap) as little-endian float32: seven significant digits hold the six kept. */
    private static Map<String, Object> floats(List<?> l) {
        ByteBuffer b = ByteBuffer.allocate(4 * l.size()).order(ByteOrder.LITTLE_ENDIAN);
        boolean any = false;
        for (Object v : l) {
            if (v == null) { b.putFloat(Float.NaN); continue; }
            if (!(v instanceof Double d)) return null;
            b.putFloat(d.floatValue());
            any = true;
        }
        return any ? Map.of("dtype", "f4", "bdata", Base64.getEncoder().encodeToString(b.array())) : null;
    }

    /** ISO dates (yyyy-MM-dd) as float64 milliseconds since 1970 (UTC midnight, as plotly.js reads a date string). */
    private static Map<String, Object> dates(List<?> l) {
        ByteBuffer b = ByteBuffer.allocate(8 * l.size()).order(ByteOrder.LITTLE_ENDIAN);
        for (Object v : l) {
            if (!(v instanceof String s) || s.length() != 10) return null;
            try {
                b.putDouble(LocalDate.parse(s).toEpochDay() * 86_400_000.0);
            } catch (DateTimeParseException notADate) {
                return null;
            }
        }
        return Map.of("dtype", "f8", "bdata", Base64.getEncoder().encodeToString(b.array()));
    }

    /** A script that draws this figure into the element {@code divName} (plotly.js must be on the page). */
    @Override
    public String asJavascript(String divName) {
        return "<script>(function () { var f = " + scriptJson() + ";\nPlotly.newPlot(document.getElementById("
                + Html.scriptString(divName) + "), f.data, f.layout, f.config); })();</script>";
    }

    @Override public void setTraces(Trace... data) { throw immutable(); }
    @Override public void setLayout(Layout layout) { throw immutable(); }
    @Override public void setConfig(Config config) { throw immutable(); }

    private static UnsupportedOperationException immutable() {
        return new UnsupportedOperationException("StyledFigure is immutable; build a new one with StyledFigure.styled()");
    }

    private static String titleText(Map<String, ?> layout) {
        if (!(layout.get("title") instanceof Map<?, ?> t) || !(t.get("text") instanceof String s)) return "";
        int br = s.indexOf("<br>");
        return br < 0 ? s : s.substring(0, br);
    }

    /**
     * The frozen tree with every {@code $} in its text as {@code &#36;}, which plotly.js draws as {@code $}: text with
     * two {@code $} is LaTeX to plotly.js, and where MathJax is loaded (JupyterLab) it hides that text for good. A d3
     * format (a key ending in {@code format}) and a template's {@code %{...}} fields keep theirs: there it is a currency sign.
     */
    static Object noTex(String key, Object v) {
        if (v instanceof String s) return s.indexOf('$') < 0 || key != null && key.endsWith("format") ? s : noTex(s);
        if (v instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>(Math.max(4, m.size() * 2));
            m.forEach((k, x) -> out.put((String) k, noTex((String) k, x)));
            return Collections.unmodifiableMap(out);
        }
        if (v instanceof List<?> l && l.stream().anyMatch(x -> !(x instanceof Number))) {
            List<Object> out = new ArrayList<>(l.size());
            for (Object x : l) out.add(noTex(key, x));
            return Collections.unmodifiableList(out);
        }
        return v;
    }

    private static String noTex(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16);
        int field = 0;   // inside a template's %{...}
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 1 < s.length() && s.charAt(i + 1) == '{') field++;
            else if (c == '}' && field > 0) field--;
            b.append(c == '$' && field == 0 ? "&#36;" : String.valueOf(c));
        }
        return b.toString();
    }

    /** A deep, unmodifiable copy with numbers kept to what a chart shows; anything not JSON-able is refused. */
    static Object freeze(Object v) {
        if (v == null || v instanceof String || v instanceof Boolean || v instanceof Integer || v instanceof Long) return v;
        if (v instanceof Number n) return number(n.doubleValue());
        if (v instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>(Math.max(4, m.size() * 2));
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!(e.getKey() instanceof String k)) throw new IllegalArgumentException("figure keys are strings, got " + e.getKey());
                Object x = freeze(e.getValue());
                if (x != null) out.put(k, x);
            }
            return Collections.unmodifiableMap(out);
        }
        if (v instanceof List<?> l) {
            List<Object> out = new ArrayList<>(l.size());
            for (Object x : l) out.add(freeze(x));
            return Collections.unmodifiableList(out);
        }
        if (v instanceof double[] a) {
            List<Object> out = new ArrayList<>(a.length);
            for (double x : a) out.add(number(x));
            return Collections.unmodifiableList(out);
        }
        if (v instanceof Object[] a) return freeze(Arrays.asList(a));
        throw new IllegalArgumentException("a figure holds maps, lists, strings, numbers and booleans; got " + v.getClass().getName());
    }

    /**
     * Six significant digits: finer than a pixel of any chart and than every hover format the charts use (a price
     * keeps its cents up to 9,999.99, a percent three decimals below 100). NaN and infinities become null.
     */
    static Double number(double v) {
        if (!Double.isFinite(v)) return null;
        double a = Math.abs(v);
        if (a == 0 || v == Math.rint(v) && a < 1e6) return v;
        int decimals = 5 - (int) Math.floor(Math.log10(a));
        if (decimals > 0) {
            if (decimals > 22) return v;
            double p = Math.pow(10, decimals);
            return a * p >= 9e15 ? v : Math.rint(v * p) / p;
        }
        double p = Math.pow(10, -decimals);
        return Math.rint(v / p) * p;
    }

    /** Reads like the call: {@code StyledFigure.styled().trace(t).trace(u).layout(l).build()}. */
    public static final class Builder {
        private final List<Map<String, ?>> traces = new ArrayList<>();
        private Map<String, ?> layout = Map.of();

        private Builder() {}

        public Builder trace(Map<String, ?> trace) {
            if (trace == null || trace.isEmpty()) throw new IllegalArgumentException("a trace must have at least its type");
            traces.add(trace);
            return this;
        }

        public Builder layout(Map<String, ?> l) {
            this.layout = l;
            return this;
        }

        public StyledFigure build() {
            if (traces.isEmpty()) throw new IllegalStateException("a figure needs at least one trace");
            return new StyledFigure(this);
        }
    }
}
