package dev.oqa.internal.math;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The normalised inversion against prices computed to 40 digits with mpmath ({@code scripts/peers/iv_mpmath_reference.py}):
 * 2,497 synthetic points, |x| from 1e-7 to 5 and s from 0.03·s_c to 5·s_c, both branches, and the corner near the
 * money with little time left where the price is a small difference of two large terms (there the difference of
 * two Mills ratios lost up to four digits before it was summed as a series: 897 of these prices were then beyond
 * the tolerance, the worst by 1.3e-11 relative).
 *
 * <p>Measure: s back to 3e-14 relative, or to what rounding the exact price to a double allows (4 ulps of the
 * price, over the vega), whichever is larger; for a call at x = −|x| and for the put at +|x|, the same price.
 */
class NormalisedVolMpmathTest {
    static final double TOLERANCE = 3e-14;

    @Test void invertsPricesComputedTo40DigitsToWithin3e14() throws Exception {
        int rows = 0, nearTheMoney = 0;
        double worst = 0;
        String worstRow = null;
        try (var in = NormalisedVolMpmathTest.class.getResourceAsStream("normalised-black-mpmath.csv");
             var r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            r.readLine();
            for (String line; (line = r.readLine()) != null; ) {
                String[] f = line.split(",");
                double a = Double.parseDouble(f[0]), s = Double.parseDouble(f[1]), price = Double.parseDouble(f[2]);
                double rounding = 4 * Math.ulp(price) / (Black.normalisedVega(-a, s) * s);
                double allowed = Math.max(TOLERANCE, rounding);
                for (OptionType type : OptionType.values()) {
                    double got = ImpliedVol.normalisedVol(price, type == OptionType.CALL ? -a : a, type);
                    double err = Math.abs(got - s) / s;
                    assertTrue(err <= allowed, "|x| = " + a + ", s = " + s + ", " + type + ": " + got + " (relative error " + err + " > " + allowed + ")");
                    if (err / allowed > worst) { worst = err / allowed; worstRow = line; }
                }
                if (a < 1e-3 && s < 0.05) nearTheMoney++;
                rows++;
            }
        }
        assertEquals(2497, rows);
        assertTrue(nearTheMoney > 300, nearTheMoney + " points near the money with little time left");
        System.out.println("[report] normalised IV vs mpmath: " + rows + " prices, both types; worst error " + worst
                + " of the tolerance at " + worstRow);
    }
}
