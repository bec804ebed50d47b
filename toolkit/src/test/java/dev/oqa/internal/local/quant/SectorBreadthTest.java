package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Breadth and the sector table on a SYNTHETIC four-sector universe (test data) whose ratios are not 0, 1 or 2, so a
 * ratio upside down or a mean not divided shows. Days (Thu 2021-01-28 first): Jan 29 adv 1 dec 3 (ratio 1/3);
 * Feb 1 adv 2 dec 1 (2); Feb 2 adv 3 dec 1 (3); Feb 3 adv 2 dec 2 (1).
 */
class SectorBreadthTest {
    @TempDir Path dir;

    @Test void monthlyRatiosAndTheSectorTable() {
        LocalDate start = LocalDate.of(2021, 1, 28);
        SyntheticPrices.write(dir, "AAA", start, new double[] {10, 11, 10, 11, 12});
        SyntheticPrices.write(dir, "BBB", start, new double[] {10, 9, 9.5, 9, 10});
        SyntheticPrices.write(dir, "CCC", start, new double[] {10, 9, 10, 11, 10});
        SyntheticPrices.write(dir, "DDD", start, new double[] {10, 9, 9, 9.5, 9});
        QuantConventions conv = QuantConventions.defaults().withSectorUniverse(List.of("AAA", "BBB", "CCC", "DDD"));
        var a = new QuantEngine(DataSource.folder(dir), null, conv)
                .sectorInsights(ApiRequest.to(Endpoint.SECTOR_INSIGHTS).param("period", "max").build());
        JsonNode ts = a.data().timeseries();
        assertEquals(List.of(-2.0, -1.0, 1.0, 1.0), ts.get("ad_line").findValues("value").stream().map(JsonNode::asDouble).toList());
        JsonNode months = ts.get("ad_ratio_monthly_mean");
        assertEquals(1.0 / 3, months.get(0).get("value").asDouble(), 1e-15, "January: one advance against three declines");
        assertEquals(2.0, months.get(1).get("value").asDouble(), 1e-15, "February: mean(2, 3, 1)");
        assertEquals(3, months.get(1).get("days").asInt());
        assertEquals(0, months.get(1).get("days_without_decliners").asInt());

        JsonNode aaa = a.data().summary().get(0);
        assertEquals(20.0, aaa.get("return_pct").asDouble(), 1e-12);
        // returns 0.1, −1/11, 0.1, 1/11: sample std · √252 · 100 (Python's statistics.stdev), drawdown 11 → 10
        assertEquals(149.27926018258918, aaa.get("volatility_pct").asDouble(), 1e-10);
        assertEquals(-9.090909090909093, aaa.get("max_drawdown_pct").asDouble(), 1e-12);
        assertEquals(3, aaa.get("advances").asInt());
        assertEquals(1, aaa.get("declines").asInt());
    }
}
