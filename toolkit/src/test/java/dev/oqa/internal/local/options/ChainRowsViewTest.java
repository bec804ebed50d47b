package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.math.Black;
import dev.oqa.internal.math.OptionType;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ChainData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rows of the local {@code /options/chain}: the strike range with both edges in, each field as the file gives it
 * (missing is null, never 0), our IV to six decimals, and the vendor IV flags counted in the notes. SYNTHETIC chain
 * (test data, not market data), spot 100.
 */
class ChainRowsViewTest {
    private static final double NaN = Double.NaN;
    private static final LocalDate DAY = LocalDate.of(2023, 9, 14), E1 = LocalDate.of(2023, 10, 20), E2 = LocalDate.of(2023, 11, 17);

    private static ChainAnalytics chain() {
        double t = ChainAnalytics.compute(ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100).build()).yearsToExpiry(E1);
        double c = Black.price(OptionType.CALL, 100, 100, 0.25, t), p = Black.price(OptionType.PUT, 100, 100, 0.25, t);
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        b.add(E1, true, "TEST231020C00100000", 100, 3.2, -0.15, c - 0.001, c + 0.001, 12, 0.40, 0.52, 0.05, 300); // vendor IV far from ours
        b.add(E1, false, null, 100, NaN, NaN, p - 0.001, p + 0.001, 7, 0.26, NaN, NaN, 200);
        b.add(E1, true, null, 90, NaN, NaN, NaN, NaN, 0, 0.004, NaN, NaN, 10);    // on the lower edge; vendor IV below 0.5%
        b.add(E1, true, null, 110, NaN, NaN, NaN, NaN, 0, NaN, NaN, NaN, 10);     // on the upper edge
        b.add(E1, true, null, 89.99, NaN, NaN, NaN, NaN, 0, NaN, NaN, NaN, 10);   // just outside
        b.add(E1, true, null, 110.01, NaN, NaN, NaN, NaN, 0, NaN, NaN, NaN, 10);  // just outside
        b.add(E2, false, null, 100, NaN, NaN, NaN, NaN, 0, NaN, NaN, NaN, 10);
        return ChainAnalytics.compute(b.build());
    }

    private static List<Double> strikes(ChainData d) {
        List<Double> out = new ArrayList<>();
        for (JsonNode r : d.chain()) out.add(r.get("strike").asDouble());
        return out;
    }

    @Test void rowsWithinTheRangeAndTheirFields() {
        Computed<ChainData> c = ChainRows.compute("TEST", chain(), null, 0.10);
        assertEquals(List.of(100.0, 100.0, 90.0, 110.0, 100.0), strikes(c.data()));
        JsonNode call = c.data().chain().get(0);
        assertEquals("TEST231020C00100000", call.get("contract").asText());
        assertEquals("2023-10-20", call.get("expiry").asText());
        assertEquals("CALL", call.get("type").asText());
        assertEquals(3.2, call.get("last").asDouble());
        assertEquals(-0.15, call.get("change").asDouble());
        assertEquals(12, call.get("volume").asDouble());
        assertEquals(300, call.get("open_interest").asDouble());
        assertEquals(0.52, call.get("delta").asDouble());
        assertEquals(0.05, call.get("gamma").asDouble());
        assertEquals(0.25, call.get("iv_calc").asDouble(), 5e-7, "ours, to six decimals");
        assertEquals(call.get("iv_calc").asDouble() * 1e6, Math.rint(call.get("iv_calc").asDouble() * 1e6), 1e-6);
        assertEquals("vendor IV far from ours (40.0% vs 25.0%)", call.get("iv_flag").asText());
        assertTrue(call.get("iv_calc_note").isNull());
        assertEquals("2023-09-14", call.get("quote_date").asText());
        JsonNode put = c.data().chain().get(1);
        assertTrue(put.get("contract").isNull());
        assertEquals("PUT", put.get("type").asText());
        assertTrue(put.get("last").isNull() && put.get("change").isNull() && put.get("delta").isNull(), "missing is null, not 0");
        assertTrue(put.get("iv_flag").isNull());
        JsonNode edge = c.data().chain().get(2);
        assertTrue(edge.get("bid").isNull() && edge.get("mid").isNull());
        assertTrue(edge.get("iv_calc").isNull());
        assertEquals("no two-sided quote", edge.get("iv_calc_note").asText());
        assertEquals("vendor IV below 0.5%", edge.get("iv_flag").asText());
        assertEquals(List.of("5 contracts within ±10% of spot", "2 vendor IVs flagged (below 0.5%, above 300% or far from ours)"), c.notes());
        assertEquals(List.of("2023-10-20", "2023-11-17"), c.data().expirations());
        assertNull(c.data().selectedExpiry());
    }

    @Test void oneExpiryOrAClearRefusal() {
        Computed<ChainData> c = ChainRows.compute("TEST", chain(), E2, 0.10);
        assertEquals(List.of(100.0), strikes(c.data()));
        assertEquals("2023-11-17", c.data().selectedExpiry());
        assertEquals(List.of("1 contracts within ±10% of spot"), c.notes(), "no flag among them, none said");
        UsageException e = assertThrows(UsageException.class, () -> ChainRows.compute("TEST", chain(), LocalDate.of(2023, 10, 27), 0.10));
        assertEquals("expiry 2023-10-27 is not in the TEST snapshot of 2023-09-14; available: 2023-10-20, 2023-11-17", e.getMessage());
    }
}
