package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Period;
import dev.oqa.model.data.SectorInsightsData;

/** {@code GET /quant/sector-insights}: period (1M); the sector universe is the service's. */
public final class SectorInsightsQuery extends Query<SectorInsightsData> {
    private Period period;

    public SectorInsightsQuery(Answerer a) { super(a, Endpoint.SECTOR_INSIGHTS, SectorInsightsData.class); }

    public SectorInsightsQuery period(String period) { this.period = Period.parse(period); return this; }

    @Override protected void fill(ApiRequest.Builder b) { period(b, period, SectorInsightsData.DEFAULT_PERIOD); }
}
