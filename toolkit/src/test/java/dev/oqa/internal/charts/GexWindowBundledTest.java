package dev.oqa.internal.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.GexData;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The default GEX view of every bundled snapshot (real Cboe data) opens on the strikes that hold the gamma: spot, zero
 * gamma and both walls inside the window, and the window no wider than the larger of 12% of spot and three times the
 * distance between the outermost of those levels; every strike stays one click away ("All strikes").
 */
class GexWindowBundledTest {
    @Test
    void everyBundledSnapshotOpensOnTheKeyLevelsInANarrowWindow() {
        SnapshotCatalog catalog = SnapshotCatalog.of(DataSource.bundled());
        Set<String> seen = new HashSet<>();
        List<String> report = new ArrayList<>();
        for (SnapshotRef ref : catalog.snapshots()) {
            GexData d = LocalEngine.of(DataSource.bundled(), ref.quoteDate())
                    .answer(ApiRequest.to(Endpoint.GEX).param("ticker", ref.ticker()).build(), GexData.class).data();
            String what = ref.ticker() + " " + ref.quoteDate();
            StyledFigure f = GexChart.of(d);
            List<?> range = (List<?>) ((Map<?, ?>) f.layout().get("xaxis")).get("range");
            double lo = ((Number) range.get(0)).doubleValue(), hi = ((Number) range.get(1)).doubleValue();
            assertTrue(Double.isFinite(d.spot()) && d.spot() > 0, what + ": no spot");
            assertNotNull(d.zeroLevel(), what + ": no zero gamma");
            Double call = d.highlightStrikes().get("call_wall"), put = d.highlightStrikes().get("put_wall");
            assertNotNull(call, what + ": no call wall");
            assertNotNull(put, what + ": no put wall");
            List<Double> key = List.of(d.spot(), d.zeroLevel(), call, put);
            double keyLo = key.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            double keyHi = key.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            String shown = what + ": window " + Math.round(lo) + "–" + Math.round(hi) + ", levels " + key;
            for (double k : key) assertTrue(k > lo && k < hi, shown + ": level " + k + " outside");
            double allowed = Math.max(0.12 * d.spot(), 3 * (keyHi - keyLo));
            assertTrue(hi - lo <= allowed + 1e-9, shown + ": width " + (hi - lo) + " > " + allowed);
            List<?> buttons = (List<?>) ((Map<?, ?>) ((List<?>) f.layout().get("updatemenus")).get(0)).get("buttons");
            assertEquals("All strikes", ((Map<?, ?>) buttons.get(1)).get("label"), what);
            seen.add(ref.ticker());
            report.add(shown + ", width " + Math.round(hi - lo) + " of allowed " + Math.round(allowed));
        }
        System.out.println(String.join("\n", report));
        assertEquals(Set.of("SPY", "SPX", "SPXW", "NVDA"), seen, "every bundled underlying is checked");
    }
}
