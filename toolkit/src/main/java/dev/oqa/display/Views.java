package dev.oqa.display;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.data.*;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
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
     */
    @SuppressWarnings("unchecked")
    public static Panel of(Answer<?> a, ApiRequest request) {
        String ticker = request == null ? null : request.first("ticker").orElse(null);
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

    /**
     * The answer's main table in full (the panel may show a cut of it, e.g. GEX strikes near spot): for GEX the
     * by-strike table (strike, gamma, cumulative_scaled, smoothed), otherwise the panel's first table.
     */
    public static tech.tablesaw.api.Table mainTable(Answer<?> a, Panel panel) {
        if (a.data() instanceof GexData g) return dev.oqa.tables.GexTable.of(g);
        var t = panel.table();
        return t != null ? t : tech.tablesaw.api.Table.create("empty");
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
