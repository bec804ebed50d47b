package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.charts.GexChart;
import dev.oqa.internal.charts.GexFixtures;
import java.math.BigDecimal;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.traces.ScatterTrace;

class ChartScriptTest {
    @Test void numbersKeepSixDecimalsOrSevenSignificantDigits() {
        assertEquals("191.029715", ChartScript.trim("191.02971468358203"));
        assertEquals("-0.1234568", ChartScript.trim("-0.12345678901"));
        assertEquals("1.234568e-5", ChartScript.trim("0.000012345678901"), "the shorter spelling");
        assertEquals("1.234568e-10", ChartScript.trim("1.2345678901234E-10"));
        assertEquals("1234567890.123457", ChartScript.trim("1234567890.1234567"), "integer digits are never touched");
        assertEquals("2", ChartScript.trim("2.0000000001"));
        assertEquals("10", ChartScript.trim("10.0000000001"));
        assertNull(ChartScript.trim("450.5"));
        assertNull(ChartScript.trim("0.0000001234"), "seven significant digits or fewer: kept");
        assertNull(ChartScript.trim("1.5e-300"));
        assertNull(ChartScript.trim("1E10"));
        assertNull(ChartScript.trim("0.0000000"));
    }

    @Test void trimmedNumbersStayWithinHalfAMillionthAndSevenDigits() {
        Random r = new Random(3);
        for (int i = 0; i < 20_000; i++) {
            double v = (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(16) - 8);
            String lit = Double.toString(v);
            String t = ChartScript.trim(lit);
            if (t == null) continue;
            double back = Double.parseDouble(t);
            double tol = Math.max(0.5e-6, Math.abs(v) * 0.5e-6);
            assertTrue(Math.abs(back - v) <= tol * (1 + 1e-9), lit + " -> " + t);
            assertTrue(t.length() < lit.length(), lit + " -> " + t);
            // a hover format of up to 3 decimals shows the same digits (bar the half-way ties of double rounding)
            BigDecimal a = new BigDecimal(lit).setScale(3, java.math.RoundingMode.HALF_EVEN), b = new BigDecimal(t).setScale(3, java.math.RoundingMode.HALF_EVEN);
            assertTrue(a.subtract(b).abs().compareTo(new BigDecimal("0.001")) <= 0, lit + " -> " + t);
        }
    }

    @Test void digitsInStringsAndNamesAreLeftAlone() {
        String js = "var trace0 = {x: ['2016-08-04', \"1.23456789\"], y: [1.23456789, -2.000000001], name: 'it\\'s 3.14159265'};\n"
                + "var trace10 = trace0; f(a-3.1415926535);";
        assertEquals("var trace0 = {x: ['2016-08-04', \"1.23456789\"], y: [1.234568, -2], name: 'it\\'s 3.14159265'};\n"
                + "var trace10 = trace0; f(a-3.141593);", ChartScript.trimNumbers(js));
    }

    @Test void repeatedArraysAreWrittenOnce() {
        StringBuilder dates = new StringBuilder("[");
        for (int i = 0; i < 40; i++) dates.append(i == 0 ? "" : ",").append("\"2016-08-").append(10 + i % 20).append('"');
        dates.append(']');
        String d = dates.toString();
        String js = "oqa_merge(trace0, {\"x\":" + d + ",\"y\":[1,2]});\noqa_merge(trace1, {\"x\":" + d + ",\"y\":[3,4]});\nvar s = '" + d + "'; var k = a" + d.replace("\"", "") + ";";
        String out = ChartScript.shareArrays(js);
        assertTrue(out.startsWith("var oqa_a0 = " + d + ";\n"), out);
        assertEquals(2, ChartPagesTest.count(out, d), "declared once; the copy inside a string stays there");
        assertTrue(out.contains("oqa_merge(trace0, {\"x\":oqa_a0,\"y\":[1,2]});"));
        assertTrue(out.contains("oqa_merge(trace1, {\"x\":oqa_a0,\"y\":[3,4]});"));
        assertTrue(out.endsWith("var s = '" + d + "'; var k = a" + d.replace("\"", "") + ";"), "strings and index expressions untouched");
        assertEquals("x = [[1,2],[1,2]]", ChartScript.shareArrays("x = [[1,2],[1,2]]"), "short arrays are not shared");
    }

    @Test void aChartDrawsTheSameDataFromTheCompactScript() {
        // A Tablesaw figure's script before and after: the same numbers to 1e-6 relative, every array still there.
        double[] x = new double[500], y = new double[500];
        for (int i = 0; i < x.length; i++) { x[i] = i / 7.0; y[i] = Math.sin(i / 13.0) * 1000 / 3.0; }
        Figure f = new Figure(Layout.builder().title("t").build(), ScatterTrace.builder(x, y).build(), ScatterTrace.builder(x, y).build());
        String html = FigureHtml.of(f), before = f.getContext().get("figure").toString();
        assertTrue(html.length() < before.length() * 0.6, html.length() + " vs " + before.length());
        assertTrue(html.contains("var oqa_a0 = ["), "the shared x");
        assertTrue(html.contains("333.333333") || html.contains("-333.333333") || html.contains("0.142857"), "six decimals kept");
        String gex = FigureHtml.of(GexChart.of(GexFixtures.synthetic("SPY", 441.2)));
        assertTrue(gex.contains("Plotly.newPlot("));
    }
}
