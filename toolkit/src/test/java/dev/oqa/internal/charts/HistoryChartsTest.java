package dev.oqa.internal.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.scan.History;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.internal.scan.ScanRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The gamma regime and the term structure over the bundled histories. */
class HistoryChartsTest {
    @Test void theRegimeColumnAndItsShading() {
        ScanResult spx = History.of(DataSource.bundled(), "SPX");
        // SPX closes below its zero-gamma level on 2022-02-04 and 2024-01-05, above it on 2023-09-14
        assertEquals(List.of("negative", "positive", "negative"), spx.rows().stream().map(r -> (String) r.get("gamma_regime")).toList());
        for (ScanRow r : spx.rows())
            assertEquals(r.number("spot") < r.number("zero_gamma") ? "negative" : "positive", r.get("gamma_regime"));
        StyledFigure fig = HistoryCharts.levels(spx, "SPX");
        @SuppressWarnings("unchecked") List<Map<String, Object>> shapes = (List<Map<String, Object>>) fig.layout().get("shapes");
        assertEquals(2, shapes.size(), "two runs of the negative regime");
        // each run covers half the gap to its neighbour (2022-02-04 + 293.5 days: to 2023-09-14 is 587 days), and reaches
        // the axis' edge at either end of the history: 4% of the 700-day span, 28 days
        assertEquals("2022-01-07 00:00", shapes.get(0).get("x0"));
        assertEquals("2022-11-24 12:00", shapes.get(0).get("x1"));
        assertEquals("2023-11-09 12:00", shapes.get(1).get("x0"));
        assertEquals("2024-02-02 00:00", shapes.get(1).get("x1"));
        assertEquals(List.of("2022-01-07 00:00", "2024-02-02 00:00"), ((Map<?, ?>) fig.layout().get("xaxis")).get("range"));
        assertEquals(HistoryCharts.NEGATIVE_SHADE, shapes.get(0).get("fillcolor"));
        assertTrue(fig.data().stream().anyMatch(t -> "Negative gamma (spot < zero gamma)".equals(t.get("name"))), "a legend entry for the shade");
        assertTrue(fig.layout().toString().contains("shaded: spot below zero gamma"));

        ScanResult nvda = History.of(DataSource.bundled(), "NVDA"); // one snapshot, positive: no shade, and said
        StyledFigure calm = HistoryCharts.levels(nvda, "NVDA");
        assertNull(calm.layout().get("shapes"));
        assertTrue(calm.layout().toString().contains("spot at or above zero gamma throughout"));
        assertTrue(calm.data().stream().noneMatch(t -> String.valueOf(t.get("name")).startsWith("Negative gamma")));
    }

    @Test void aLoneNegativeSnapshotIsShadedADayEitherSide() {
        ScanResult spy = History.of(DataSource.bundled(), "SPY");
        List<ScanRow> one = List.of(spy.rows().get(1)); // 2025-09-25, spot 658.05 below zero gamma 668.50
        assertEquals("negative", one.get(0).get("gamma_regime"));
        List<Map<String, Object>> s = HistoryCharts.regimeShades(one);
        assertEquals("2025-09-24 00:00", s.get(0).get("x0"));
        assertEquals("2025-09-26 00:00", s.get(0).get("x1"));
    }

    @Test void theTermStructureLinesAndHeatmap() {
        ScanResult spy = History.of(DataSource.bundled(), "SPY");
        StyledFigure term = HistoryCharts.term(spy, "SPY");
        assertEquals(List.of("ATM IV 1 week (7d)", "ATM IV 1 month (30d)", "ATM IV 3 months (91d)", "25Δ risk reversal 30d (call − put)"),
                term.data().stream().map(t -> String.valueOf(t.get("name"))).toList());
        // percent, from the rows' fractions; 2025-09-25's last expiry is 36 days out: no 3-month IV, a gap, not a value
        List<?> y91 = (List<?>) term.data().get(2).get("y");
        assertEquals(spy.rows().get(0).number("atm_iv_91d") * 100, (Double) y91.get(0), 1e-4, "plotted to 4 decimals");
        assertNull(y91.get(1));
        for (ScanRow r : spy.rows()) assertEquals(-r.number("skew_25d"), r.number("rr_25d"), 0, "risk reversal = call − put = −skew");

        StyledFigure heat = HistoryCharts.termHeatmap(spy, "SPY");
        Map<String, Object> h = heat.data().get(0);
        assertEquals("heatmap", h.get("type"));
        assertEquals(List.of("1 week", "1 month", "3 months"), h.get("y"));
        assertEquals(List.of("2023-09-14", "2025-09-25"), h.get("x"));
        @SuppressWarnings("unchecked") List<List<Double>> z = (List<List<Double>>) h.get("z");
        assertEquals(spy.rows().get(1).number("atm_iv_7d") * 100, z.get(0).get(1), 1e-4);
        assertNull(z.get(2).get(1));
        @SuppressWarnings("unchecked") List<List<String>> text = (List<List<String>>) h.get("text");
        assertEquals("", text.get(2).get(1));

        List<ScanRow> blank = new ArrayList<>();
        for (ScanRow r : spy.rows()) {
            List<Object> v = new ArrayList<>(r.values());
            for (String c : List.of("atm_iv_7d", "atm_iv_30d", "atm_iv_91d")) v.set(r.analytic().columns().stream().map(x -> x.name()).toList().indexOf(c), null);
            blank.add(new ScanRow(r.analytic(), v));
        }
        ScanResult none = new ScanResult(spy.job(), spy.engine(), blank, 0);
        var e = assertThrows(IllegalArgumentException.class, () -> HistoryCharts.termHeatmap(none, "SPY"));
        assertTrue(e.getMessage().contains("no snapshot of the history has an ATM IV"), e.getMessage());
    }
}
