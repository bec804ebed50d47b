package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.Period;
import dev.oqa.model.data.SeasonalityData;
import java.util.List;

/** {@code GET /quant/seasonality}: ticker (SPY), grouping (monthly; an invalid value falls back to monthly), period (10y). */
public final class SeasonalityQuery extends Query<SeasonalityData> {
    public static final List<String> GROUPINGS = List.of("monthly", "quarterly", "weekday", "calendar", "presidential");
    private String grouping;
    private Period period;

    public SeasonalityQuery(Answerer a, String ticker) { super(a, Endpoint.SEASONALITY, SeasonalityData.class, ticker); }

    public SeasonalityQuery grouping(String g) { this.grouping = g; return this; }

    public SeasonalityQuery period(String period) { this.period = Period.parse(period); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        oneOf(b, Param.GROUPING, grouping, "monthly", GROUPINGS, "monthly", "used monthly, as the service does");
        period(b, period, SeasonalityData.DEFAULT_PERIOD);
    }
}
