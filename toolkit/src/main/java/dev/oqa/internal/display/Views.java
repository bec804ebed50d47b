package dev.oqa.internal.display;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.internal.tables.ChainTable;
import dev.oqa.internal.tables.GexTable;
import dev.oqa.internal.tables.JsonTables;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.Unread;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.MarketMemoryData;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.model.data.PingData;
import dev.oqa.model.data.PortfolioData;
import dev.oqa.model.data.RiskData;
import dev.oqa.model.data.SeasonalityData;
import dev.oqa.model.data.SectorInsightsData;
import dev.oqa.model.data.UoaData;
import java.util.Objects;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The display side: the view of each endpoint, keyed by the same {@link Endpoint} the catalogue uses, and the one call
 * that draws an answer with it ({@link #panel}): the endpoint's own {@link View} (chart(s) suited to it, table(s),
 * provenance line) with the tolerant-reading fallbacks every endpoint shares. The catalogue, the router and the local
 * engine know nothing of it; whatever shows an answer asks here. The switch is exhaustive, so a new endpoint does not
 * compile until it has a view.
 */
public final class Views {
    private Views() {}

    /** One endpoint's view, with the record it draws (named, so that a caller can check an answer against it). */
    public record Entry<T>(Class<T> type, View<T> view) {
        public Entry {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(view, "view");
        }
    }

    public static Entry<?> of(Endpoint e) {
        return switch (e) {
            case PING -> new Entry<>(PingData.class, (a, t) -> generic(Endpoint.PING, a));
            case EXPECTED_MOVE -> new Entry<>(ExpectedMoveData.class, (a, t) -> ExpectedMoveView.of(a));
            case IV -> new Entry<>(IvData.class, (a, t) -> IvView.of(a));
            case OPEN_INTEREST -> new Entry<>(OpenInterestData.class, (a, t) -> OpenInterestView.of(a));
            case UOA -> new Entry<>(UoaData.class, (a, t) -> UoaView.of(a));
            case CHAIN -> new Entry<>(ChainData.class, (a, t) -> ChainView.of(a));
            case GEX -> new Entry<>(GexData.class, (a, t) -> GexView.of(a));
            case RISK -> new Entry<>(RiskData.class, (a, t) -> RiskView.of(a));
            case ASSET_CORRELATION -> new Entry<>(AssetCorrelationData.class, (a, t) -> AssetCorrelationView.of(a));
            case MARKET_MEMORY -> new Entry<>(MarketMemoryData.class, MarketMemoryView::of);
            case PORTFOLIO_OPTIMIZER -> new Entry<>(PortfolioData.class, (a, t) -> PortfolioView.of(a));
            case SEASONALITY -> new Entry<>(SeasonalityData.class, SeasonalityView::of);
            case SECTOR_INSIGHTS -> new Entry<>(SectorInsightsData.class, (a, t) -> SectorInsightsView.of(a));
        };
    }

    /**
     * The view of {@code e}, for answers holding {@code type}.
     *
     * @throws IllegalArgumentException when {@code e}'s view draws another record
     */
    @SuppressWarnings("unchecked") // checked: the entry names its record, compared with type here
    public static <T> View<T> of(Endpoint e, Class<T> type) {
        Entry<?> entry = of(e);
        if (!entry.type().equals(type))
            throw new IllegalArgumentException(e + "'s view draws " + entry.type().getSimpleName() + ", not " + type.getSimpleName());
        return (View<T>) entry.view();
    }

    /**
     * The panel of {@code a}, drawn by {@code endpoint}'s view.
     *
     * @param endpoint whose view draws, and names the panel when the answer is shown as received
     * @param type     the record {@code a} holds, checked against the view's
     * @param request  the question asked, when known: it names the ticker for the answers whose data does not
     *                 (market memory, seasonality)
     * @param reader   reads a copy of the raw data again, used only when the answer has unread members: the view
     *                 then draws the record made without them
     * <p>Never throws for what a server can send: a member in no known shape is left out of the endpoint's view and
     * shown as received (generic table, a chart where its numbers allow one) with a note naming it; an answer the
     * view still cannot draw is shown as received.
     */
    public static <T> Panel panel(Endpoint endpoint, Class<T> type, Answer<T> a, ApiRequest request, Function<JsonNode, T> reader) {
        if (a == null) throw new IllegalArgumentException("answer must not be null");
        View<T> view = of(endpoint, type);
        String ticker = request == null ? null : request.ticker().orElse(null);
        Answer<T> readable = a.complete() ? a : without(a, reader);
        Panel p;
        try {
            p = view.draw(readable, ticker);
        } catch (RuntimeException failed) {
            p = generic(endpoint, a).note("could not draw the " + endpoint.path() + " view (" + failed.getMessage() + "); shown as received");
        }
        for (Unread u : a.unread()) p = Fallback.member(p, u);
        return p;
    }

    /** The answer re-read with its unread members left out, so the endpoint's view draws what it can read. */
    private static <T> Answer<T> without(Answer<T> a, Function<JsonNode, T> reader) {
        try {
            JsonNode copy = a.raw().deepCopy();
            for (Unread u : a.unread()) remove(copy, u.member());
            return new Answer<>(reader.apply(copy), copy, a.provenance());
        } catch (RuntimeException stillUnreadable) {
            return a;
        }
    }

    /** One step of a member path: a name, then any number of {@code [n]} indices. */
    private static final Pattern STEP = Pattern.compile("(.+?)((?:\\[\\d+])*)");
    private static final Pattern INDEX = Pattern.compile("\\[(\\d+)]");
    private static final Pattern LAST_INDEXED = Pattern.compile(".*[^.]\\[\\d+]");

    /**
     * Removes the member {@code path} from the tree, if it is there. The path is the form {@link Unread} names members in
     * ({@code a.b}, {@code a[2].b}), translated to a Jackson {@link JsonPointer}; nothing happens when a step is missing,
     * an index is out of range, or the step's kind (name or index) does not match the node it meets.
     */
    static void remove(JsonNode root, String path) {
        JsonPointer member = pointer(path);
        JsonNode parent = root.at(member.head());
        if (LAST_INDEXED.matcher(path).matches()) {
            int i = member.last().getMatchingIndex();
            if (parent instanceof ArrayNode array && i < array.size()) array.remove(i);
        } else if (parent instanceof ObjectNode object) object.remove(member.last().getMatchingProperty());
    }

    /** {@code a[2].b} as the pointer {@code /a/2/b}; Jackson escapes a name's {@code /} and {@code ~}. */
    static JsonPointer pointer(String path) {
        JsonPointer p = JsonPointer.empty();
        for (String step : path.split("\\.")) {
            Matcher m = STEP.matcher(step);
            if (!m.matches()) { // an empty step ("a..b"): a name no member has, so nothing matches
                p = p.appendProperty(step);
                continue;
            }
            p = p.appendProperty(m.group(1));
            for (Matcher i = INDEX.matcher(m.group(2)); i.find(); ) p = p.appendIndex(Integer.parseInt(i.group(1)));
        }
        return p;
    }

    /**
     * The answer's main table in full (the panel may show a cut of it, e.g. GEX strikes near spot): for GEX the
     * by-strike table (strike, gamma, cumulative_scaled, smoothed), for a chain every strike of the expiry the panel
     * shows (calls | strike | puts), otherwise the panel's first table.
     */
    public static Table mainTable(Answer<?> a, Panel panel) {
        if (a.data() instanceof GexData g) return GexTable.of(g);
        if (a.data() instanceof ChainData c) { // the panel shows the strikes nearest spot; this, all of the expiry's
            String e = c.selectedExpiry() != null && !c.selectedExpiry().isBlank() ? c.selectedExpiry().strip() : ChainView.nearestQuoted(c);
            if (e != null && ChainTable.expiries(c).contains(e)) return ChainTable.sideBySide(c, e);
        }
        var t = panel.table();
        // never a table without columns: every output format (CSV included) needs at least a header
        return t != null && t.columnCount() > 0 ? t : Table.create("empty").addColumns(StringColumn.create("no_data"));
    }

    /** Title such as {@code "gex · SPY"}: the endpoint and, when the answer names one, its ticker. */
    static String title(Endpoint e, Answer<?> a) {
        JsonNode t = a.raw().get("ticker");
        String name = e.path().substring(e.path().lastIndexOf('/') + 1);
        return name + (t != null && t.isTextual() ? " · " + t.asText() : "");
    }

    /** Every array of records as a captioned table; scalar members as a one-row summary. */
    public static Panel generic(Endpoint e, Answer<?> a) {
        Panel p = Panel.titled(title(e, a)).provenance(a.provenance());
        JsonNode raw = a.raw();
        var scalars = Json.MAPPER.createObjectNode();
        for (var f : raw.properties()) {
            JsonNode v = f.getValue();
            if (v.isArray() && v.size() > 0 && v.get(0).isObject()) p = p.table(f.getKey(), JsonTables.of(f.getKey(), v));
            else if (v.isValueNode()) scalars.set(f.getKey(), v);
        }
        if (!scalars.isEmpty()) p = p.table(JsonTables.of("summary", Json.MAPPER.createArrayNode().add(scalars)));
        return p;
    }
}
