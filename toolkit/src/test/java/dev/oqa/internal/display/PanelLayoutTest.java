package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.Oqa;
import dev.oqa.internal.charts.GexChart;
import dev.oqa.internal.tables.GexTable;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class PanelLayoutTest {

    @Test
    void severalChartsAndCaptionedTablesInOneBlock() {
        var d = Oqa.local().gex("SPY").range(0.05).answer().data();
        Table t = GexTable.of(d);
        Panel p = Panel.titled("two").figure(GexChart.of(d)).figure(GexChart.of(d)).columns(2)
                .table("by strike", t).table("again", t.first(3));
        assertEquals(2, p.figures().size());
        assertEquals(2, p.tables().size());
        String html = p.html(false);
        assertTrue(html.contains("oqa-grid") && html.contains("repeat(2,"), "grid layout");
        assertEquals(2, html.split("<div id=\"oqa_", -1).length - 1, "one div per chart");
        assertTrue(html.contains(">by strike<") && html.contains(">again<"), "captions");
        assertTrue(p.text().contains("by strike"));
        assertThrows(IllegalArgumentException.class, () -> p.columns(4));
        assertTrue(p.figure(null) == p && p.table(null) == p, "null parts are ignored");
    }
}
