package dev.oqa.internal.math;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Implied volatility against Let's Be Rational (Jäckel; py_lets_be_rational 1.1.2) on a fixed sample of 4,572
 * contracts of the real bundled SPX chain of 2023-09-14 (mid prices at the parity forward, r = 0, ACT/365), made by
 * {@code scripts/peers/iv_reference.py}.
 *
 * <p>Measure: absolute difference in volatility (annualised decimal) ≤ 1e-12, or, where the price as a double does
 * not determine σ that finely, ≤ the σ-change of 8 ulps of the price ({@code 8·ulp(p)/vega}): deep in-the-money
 * short-dated contracts whose time value is at the rounding level of the price (there both answers are noise,
 * and ours may say "no time value").
 */
class ImpliedVolReferenceTest {
    static final double TOLERANCE = 1e-12;

    record Row(double price, double forward, double strike, double years, OptionType type, double lbr) {}

    static List<Row> fixture() throws Exception {
        List<Row> rows = new ArrayList<>();
        try (var in = ImpliedVolReferenceTest.class.getResourceAsStream("spx-2023-09-14-lbr-iv.csv");
             var r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            r.readLine();
            for (String line; (line = r.readLine()) != null; ) {
                String[] f = line.split(",", -1);
                rows.add(new Row(Double.parseDouble(f[0]), Double.parseDouble(f[1]), Double.parseDouble(f[2]), Double.parseDouble(f[3]),
                        f[4].equals("C") ? OptionType.CALL : OptionType.PUT, f[5].isEmpty() ? Double.NaN : Double.parseDouble(f[5])));
            }
        }
        return rows;
    }

    @Test void agreesWithLetsBeRationalOnTheRealSpxChain() throws Exception {
        List<Row> rows = fixture();
        assertEquals(4572, rows.size());
        int solved = 0, missing = 0, illPosed = 0;
        double worst = 0;
        Row worstRow = null;
        for (Row r : rows) {
            ImpliedVol.Outcome o = ImpliedVol.black(r.price(), r.forward(), r.strike(), r.years(), r.type());
            if (Double.isNaN(r.lbr())) { // below intrinsic or at/above the maximum: no volatility, and a reason
                assertFalse(o.ok(), r.toString());
                assertNotNull(o.reason(), r.toString());
                missing++;
                continue;
            }
            double vega = Math.sqrt(r.forward() * r.strike() * r.years())
                    * Black.normalisedVega(Math.log(r.forward() / r.strike()), r.lbr() * Math.sqrt(r.years()));
            double rounding = 8 * Math.ulp(r.price()) / vega;
            if (rounding > TOLERANCE) { illPosed++; if (!o.ok()) continue; }
            assertTrue(o.ok(), r + ": " + o.reason());
            double err = Math.abs(o.vol() - r.lbr()), allowed = Math.max(TOLERANCE, rounding);
            assertTrue(err <= allowed, "|σ − σ_LBR| = " + err + " > " + allowed + " at " + r);
            if (rounding <= TOLERANCE && err > worst) { worst = err; worstRow = r; }
            solved++;
        }
        assertTrue(worst <= TOLERANCE, "worst |σ − σ_LBR| = " + worst + " at " + worstRow);
        assertTrue(solved > 3400 && missing > 900 && illPosed < 100, solved + " solved, " + missing + " missing, " + illPosed + " ill-posed");
        System.out.println("[report] IV vs Let's Be Rational, SPX 2023-09-14: " + solved + " solved, worst |Δσ| " + worst
                + " where the price determines σ to 1e-12; " + illPosed + " ill-posed, " + missing + " missing as LBR");
    }
}
