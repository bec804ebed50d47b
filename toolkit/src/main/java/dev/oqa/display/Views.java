package dev.oqa.display;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.data.*;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.shape.DataReaders;
import dev.oqa.model.shape.Reading;
import dev.oqa.model.shape.Unread;
import dev.oqa.tables.JsonTables;

/**
 * The panel that shows an answer: each endpoint's own view (chart(s) suited to it, table(s), provenance line), or,
 * for a data type without a view, its main record array as a table.
 */
public final class Views {
    private Views() {}

    public static Panel of(Answer<?> a) { return of(a, null); }

    /**
     * @param request the question asked, when known: it names the ticker for the answers whose data does not
     *                (market memory, seasonality)
     * <p>Never throws for what a server can send: the answer is read by its endpoint's tolerant reader; a member in
     * no known shape is left out of the endpoint's view and shown as received (generic table, a chart where its
     * numbers allow one) with a note naming it; an answer the view still cannot draw is shown as received.
     */
    public static Panel of(Answer<?> a, ApiRequest request) {
        if (a == null) throw new IllegalArgumentException("answer must not be null");
        String ticker = request == null ? null : request.first("ticker").orElse(null);
        Endpoint e = endpointOrNull(a);
        if (e == null || !DataReaders.reads(e.dataType())) return generic(a);
        Reading<?> reading;
        try {
            reading = DataReaders.read(e.dataType(), a.raw());
        } catch (RuntimeException unreadable) {
            return generic(a).note("could not read this answer as " + e.dataType().getSimpleName() + " (" + unreadable.getMessage() + "); shown as received");
        }
        Answer<?> readable = reading.complete() ? read(a, reading) : without(a, e, reading);
        Panel p;
        try {
            p = view(readable, ticker);
        } catch (RuntimeException failed) {
            p = generic(a).note("could not draw the " + e.path() + " view (" + failed.getMessage() + "); shown as received");
        }
        for (Unread u : reading.unread()) p = Fallback.member(p, u);
        return p;
    }

    @SuppressWarnings("unchecked")
    private static Panel view(Answer<?> a, String ticker) {
        Object d = a.data();
        if (d instanceof GexData) return GexView.of((Answer<GexData>) a);
        if (d instanceof ExpectedMoveData) return ExpectedMoveView.of((Answer<ExpectedMoveData>) a);
        if (d instanceof IvData) return IvView.of((Answer<IvData>) a);
        if (d instanceof OpenInterestData) return OpenInterestView.of((Answer<OpenInterestData>) a);
        if (d instanceof UoaData) return UoaView.of((Answer<UoaData>) a);
        if (d instanceof ChainData) return ChainView.of((Answer<ChainData>) a);
        if (d instanceof RiskData) return RiskView.of((Answer<RiskData>) a);
        if (d instanceof AssetCorrelationData) return AssetCorrelationView.of((Answer<AssetCorrelationData>) a);
        if (d instanceof MarketMemoryData) return MarketMemoryView.of((Answer<MarketMemoryData>) a, ticker);
        if (d instanceof PortfolioData) return PortfolioView.of((Answer<PortfolioData>) a);
        if (d instanceof SeasonalityData) return SeasonalityView.of((Answer<SeasonalityData>) a, ticker);
        if (d instanceof SectorInsightsData) return SectorInsightsView.of((Answer<SectorInsightsData>) a);
        return generic(a); // ping, or a data type from a newer server
    }

    /** The answer with the record its reader made (open members in the canonical shape the tables read). */
    private static Answer<?> read(Answer<?> a, Reading<?> reading) { return with(reading.record(), a.raw(), a); }

    private static <T> Answer<T> with(T record, JsonNode raw, Answer<?> a) { return new Answer<>(record, raw, a.provenance()); }

    /** The answer re-read with its unread members left out, so the endpoint's view draws what it can read. */
    private static Answer<?> without(Answer<?> a, Endpoint e, Reading<?> reading) {
        try {
            JsonNode copy = a.raw().deepCopy();
            for (Unread u : reading.unread()) remove(copy, u.member());
            return with(DataReaders.read(e.dataType(), copy).record(), copy, a);
        } catch (RuntimeException stillUnreadable) {
            return read(a, reading);
        }
    }

    /** Removes {@code a.b}, {@code a[2].b} from the tree. */
    static void remove(JsonNode root, String path) {
        String[] parts = path.split("\\.");
        JsonNode at = root;
        for (int i = 0; i < parts.length && at != null; i++) {
            String part = parts[i];
            int idx = -1;
            int br = part.indexOf('[');
            if (br > 0 && part.endsWith("]")) {
                idx = Integer.parseInt(part.substring(br + 1, part.length() - 1));
                part = part.substring(0, br);
            }
            boolean last = i == parts.length - 1;
            if (last && idx < 0) {
                if (at instanceof com.fasterxml.jackson.databind.node.ObjectNode o) o.remove(part);
                return;
            }
            at = at.get(part);
            if (idx >= 0) {
                if (at == null || !at.isArray() || idx >= at.size()) return;
                if (last) { ((com.fasterxml.jackson.databind.node.ArrayNode) at).remove(idx); return; }
                at = at.get(idx);
            }
        }
    }

    /**
     * The answer's main table in full (the panel may show a cut of it, e.g. GEX strikes near spot): for GEX the
     * by-strike table (strike, gamma, cumulative_scaled, smoothed), otherwise the panel's first table.
     */
    public static tech.tablesaw.api.Table mainTable(Answer<?> a, Panel panel) {
        if (a.data() instanceof GexData g) return dev.oqa.tables.GexTable.of(g);
        var t = panel.table();
        // never a table without columns: every output format (CSV included) needs at least a header
        return t != null && t.columnCount() > 0 ? t : tech.tablesaw.api.Table.create("empty").addColumns(tech.tablesaw.api.StringColumn.create("no_data"));
    }

    private static Endpoint endpointOrNull(Answer<?> a) {
        for (Endpoint e : Endpoint.values()) if (e.dataType().isInstance(a.data())) return e;
        return null;
    }

    static Endpoint endpointOf(Answer<?> a) {
        for (Endpoint e : Endpoint.values()) if (e.dataType().isInstance(a.data())) return e;
        throw new IllegalArgumentException("no endpoint answers " + a.data().getClass().getSimpleName());
    }

    /** Title such as {@code "gex · SPY"}: the endpoint and, when the answer names one, its ticker. */
    static String title(Answer<?> a) {
        JsonNode t = a.raw().get("ticker");
        String name = endpointOf(a).path().substring(endpointOf(a).path().lastIndexOf('/') + 1);
        return name + (t != null && t.isTextual() ? " · " + t.asText() : "");
    }

    /** Every array of records as a captioned table; scalar members as a one-row summary. */
    static Panel generic(Answer<?> a) {
        Panel p = Panel.titled(title(a)).provenance(a.provenance());
        JsonNode raw = a.raw();
        var scalars = Json.MAPPER.createObjectNode();
        for (var it = raw.fields(); it.hasNext(); ) {
            var f = it.next();
            JsonNode v = f.getValue();
            if (v.isArray() && v.size() > 0 && v.get(0).isObject()) p = p.table(f.getKey(), JsonTables.of(f.getKey(), v));
            else if (v.isValueNode()) scalars.set(f.getKey(), v);
        }
        if (!scalars.isEmpty()) p = p.table(JsonTables.of("summary", Json.MAPPER.createArrayNode().add(scalars)));
        return p;
    }
}
