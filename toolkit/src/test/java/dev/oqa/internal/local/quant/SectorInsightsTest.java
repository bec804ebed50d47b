package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SYNTHETIC three-sector universe with hand-checked breadth. */
class SectorInsightsTest {
    @TempDir Path dir;

    @Test void adLineAndMonthlyRatioFollowTheStatedRules() {
        LocalDate start = LocalDate.of(2021, 1, 28); // Thu; rows: Jan 28, Jan 29, Feb 1, Feb 2
        SyntheticPrices.write(dir, "AAA", start, new double[] {10, 11, 12, 11});
        SyntheticPrices.write(dir, "BBB", start, new double[] {10, 9, 10, 10});
        SyntheticPrices.write(dir, "CCC", start, new double[] {10, 11, 11, 10});
        // Jan 29: adv A,C dec B -> +1, ratio 2.  Feb 1: adv A,B, C flat -> +2, no decliners.  Feb 2: dec A,C, B flat -> -2, ratio 0.
        QuantConventions conv = QuantConventions.defaults().withSectorUniverse(List.of("AAA", "BBB", "CCC"));
        var a = new QuantEngine(DataSource.folder(dir), null, conv)
                .sectorInsights(ApiRequest.to(Endpoint.SECTOR_INSIGHTS).param("period", "max").build());
        JsonNode ts = a.data().timeseries();
        assertEquals(List.of(1.0, 3.0, 1.0), ts.get("ad_line").findValues("value").stream().map(JsonNode::asDouble).toList());
        JsonNode months = ts.get("ad_ratio_monthly_mean");
        assertEquals("2021-01", months.get(0).get("date").asText());
        assertEquals(2.0, months.get(0).get("value").asDouble());
        assertEquals("2021-02", months.get(1).get("date").asText());
        assertEquals(0.0, months.get(1).get("value").asDouble()); // the no-decliner day is left out
        assertEquals(2, months.get(1).get("days").asInt());
        assertEquals(1, months.get(1).get("days_without_decliners").asInt());
        assertEquals(10.0, ts.get("cum_returns_pct").get("AAA").get(2).get("value").asDouble(), 1e-9);
        JsonNode aaa = a.data().summary().get(0);
        assertEquals("AAA", aaa.get("ticker").asText());
        assertEquals(10.0, aaa.get("return_pct").asDouble(), 1e-9);
        assertEquals(2, aaa.get("advances").asInt());
        assertEquals(1, aaa.get("declines").asInt());
        assertTrue(a.provenance().asOf().equals("2021-02-02"));
    }
}
