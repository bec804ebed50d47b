package dev.oqa.internal.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.IvData;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The IV smile of real bundled data with 11 expiries (SPY 2025-09-25) keeps its lines apart: by hue (CIE76 ΔE between
 * any two lines of the same dash at least 20, which reads as a different colour, not a shade) and by dash
 * (neighbours never share one); the legend sits in a margin of its own.
 */
class SmilePaletteTest {
    @Test
    void elevenExpiriesDifferByHueAndDashAndTheLegendHasItsOwnMargin() {
        IvData d = LocalEngine.of(DataSource.bundled(), LocalDate.of(2025, 9, 25))
                .answer(ApiRequest.to(Endpoint.IV).param("ticker", "SPY").build(), IvData.class).data();
        StyledFigure f = IvCharts.smile(d);
        List<Map<String, Object>> lines = f.data().stream().map(t -> (Map<String, Object>) t)
                .filter(t -> String.valueOf(t.get("name")).matches("\\d{4}-\\d{2}-\\d{2}")).toList();
        assertEquals(11, lines.size(), "one line per expiry");
        for (int i = 0; i < lines.size(); i++) {
            Map<?, ?> a = (Map<?, ?>) lines.get(i).get("line");
            if (i > 0) assertNotEquals(a.get("dash"), ((Map<?, ?>) lines.get(i - 1).get("line")).get("dash"), "neighbours differ in dash");
            for (int j = 0; j < i; j++) {
                Map<?, ?> b = (Map<?, ?>) lines.get(j).get("line");
                double de = deltaE((String) a.get("color"), (String) b.get("color"));
                assertTrue(de >= 20 || !a.get("dash").equals(b.get("dash")), "lines " + j + " and " + i + ": ΔE " + de + " with the same dash");
                assertTrue(de >= 8, "lines " + j + " and " + i + " share a colour: ΔE " + de);
            }
        }
        Map<?, ?> legend = (Map<?, ?>) f.layout().get("legend");
        assertEquals("v", legend.get("orientation"), "a column, not a wrapping row");
        assertTrue(((Number) legend.get("x")).doubleValue() >= 1, "right of the plot");
        assertTrue(((Number) ((Map<?, ?>) f.layout().get("margin")).get("r")).intValue() >= 120, "in a margin wide enough for a date");
    }

    /** CIE76 colour difference of two sRGB colours (D65). */
    static double deltaE(String c1, String c2) {
        double[] a = lab(c1), b = lab(c2);
        return Math.sqrt(Math.pow(a[0] - b[0], 2) + Math.pow(a[1] - b[1], 2) + Math.pow(a[2] - b[2], 2));
    }

    private static double[] lab(String hex) {
        double[] rgb = new double[3];
        for (int i = 0; i < 3; i++) {
            double c = Integer.parseInt(hex.substring(1 + 2 * i, 3 + 2 * i), 16) / 255.0;
            rgb[i] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
        }
        double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
        double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
        double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
        double fx = f(x), fy = f(y), fz = f(z);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    private static double f(double t) { return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116; }
}
